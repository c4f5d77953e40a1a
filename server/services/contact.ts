import type { Kysely } from 'kysely'
import { CONTACT_RATE_LIMIT, HONEYPOT_FIELD, type ContactMessageInput } from '#core/content/contact-form.ts'
import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import {
  countContactMessagesSince,
  insertContactMessage,
  setContactMessageStatus,
} from '#db/repositories/contact-messages-repository.ts'
import type { Database } from '#db/schema.ts'
import type { Mailer } from '#integrations/mail/mailer.ts'
import type { Logger } from '../logger.ts'
import type { ContactService } from '../load-context.ts'

export interface ContactServiceDeps {
  db: Kysely<Database>
  mailer: Mailer
  supportEmail: string
  logger: Logger
  now: () => Date
}

/**
 * Stores each message, then e-mails it to the support address. The row is written first
 * so a mail outage never loses a message; its status records whether the e-mail went out.
 */
export function createContactService(deps: ContactServiceDeps): ContactService {
  return {
    supportEmail: deps.supportEmail,
    async submit(input, meta) {
      const log = deps.logger.child({ requestId: meta.requestId })
      if (input[HONEYPOT_FIELD]) {
        // Answered like a success so a bot learns nothing; nothing is stored or sent.
        log.info({ clientAddress: meta.clientAddress }, 'contact message discarded: honeypot field filled')
        return { status: 'discarded' }
      }

      const now = deps.now()
      const windowMs = CONTACT_RATE_LIMIT.windowMinutes * 60_000
      const since = new Date(now.getTime() - windowMs).toISOString()
      // Counting stored rows keeps the limit in the database, shared by every app process.
      // Two simultaneous requests may both pass the check; the overshoot is bounded and harmless.
      const recent = await countContactMessagesSince(deps.db, meta.clientAddress, since)
      if (recent >= CONTACT_RATE_LIMIT.max) {
        log.warn({ clientAddress: meta.clientAddress, recent }, 'contact message refused: rate limit')
        return { status: 'rate-limited', retryAfterSeconds: windowMs / 1000 }
      }

      const id = crypto.randomUUID()
      await insertContactMessage(deps.db, {
        id,
        name: input.name,
        email: input.email,
        subject: input.subject,
        category: input.category,
        message: input.message,
        status: 'received',
        user_id: meta.userId ?? null,
        client_address: meta.clientAddress,
        created_at: now.toISOString(),
      })

      try {
        await deps.mailer.send({
          to: deps.supportEmail,
          replyTo: input.email,
          subject: t('contact.mail.subject', { category: categoryLabel(input.category), subject: input.subject }),
          text: mailBody(id, input, now),
        })
      } catch (err) {
        log.error({ err, contactMessageId: id }, 'contact message stored but the e-mail to support failed')
        await setContactMessageStatus(deps.db, id, 'mail-failed')
        return { status: 'mail-failed', id }
      }
      await setContactMessageStatus(deps.db, id, 'sent')
      log.info({ contactMessageId: id, category: input.category }, 'contact message sent to support')
      return { status: 'sent', id }
    },
  }
}

function categoryLabel(category: ContactMessageInput['category']): string {
  return t(`contact.category.${category}` as MessageKey)
}

function mailBody(id: string, input: ContactMessageInput, receivedAt: Date): string {
  return [
    'New message from the StyleBlueprint contact form.',
    '',
    `From: ${input.name} <${input.email}>`,
    `Category: ${categoryLabel(input.category)}`,
    `Subject: ${input.subject}`,
    `Received: ${receivedAt.toISOString()}`,
    `Reference: ${id}`,
    '',
    input.message,
    '',
    '-- ',
    'Reply to this e-mail to answer the sender directly.',
  ].join('\n')
}
