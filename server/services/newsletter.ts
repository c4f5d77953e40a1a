import type { Kysely } from 'kysely'
import { HONEYPOT_FIELD } from '#core/content/contact-form.ts'
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_RATE_LIMIT } from '#core/content/newsletter.ts'
import {
  countNewsletterSignupsSince,
  insertNewsletterSignupIfNew,
} from '#db/repositories/newsletter-signups-repository.ts'
import type { Database } from '#db/schema.ts'
import type { Logger } from '../logger.ts'
import type { NewsletterService } from '../load-context.ts'

export interface NewsletterServiceDeps {
  db: Kysely<Database>
  logger: Logger
  now: () => Date
}

/** The blog's notify list: one row per address, with the consent given. */
export function createNewsletterService(deps: NewsletterServiceDeps): NewsletterService {
  return {
    async subscribe(input, meta) {
      const log = deps.logger.child({ requestId: meta.requestId })
      if (input[HONEYPOT_FIELD]) {
        log.info({ clientAddress: meta.clientAddress }, 'newsletter sign-up discarded: honeypot field filled')
        return { status: 'discarded' }
      }
      const now = deps.now()
      const windowMs = NEWSLETTER_RATE_LIMIT.windowMinutes * 60_000
      const recent = await countNewsletterSignupsSince(
        deps.db,
        meta.clientAddress,
        new Date(now.getTime() - windowMs).toISOString(),
      )
      if (recent >= NEWSLETTER_RATE_LIMIT.max) {
        log.warn({ clientAddress: meta.clientAddress, recent }, 'newsletter sign-up refused: rate limit')
        return { status: 'rate-limited', retryAfterSeconds: windowMs / 1000 }
      }
      const stamp = now.toISOString()
      const added = await insertNewsletterSignupIfNew(deps.db, {
        id: crypto.randomUUID(),
        email: input.email,
        source: input.source,
        consent_text: NEWSLETTER_CONSENT_TEXT,
        consented_at: stamp,
        client_address: meta.clientAddress,
        created_at: stamp,
      })
      log.info({ source: input.source, added }, added ? 'newsletter sign-up stored' : 'newsletter sign-up already on the list')
      // The same answer either way, so the form never reveals whether an address is on the list.
      return { status: 'subscribed' }
    },
  }
}
