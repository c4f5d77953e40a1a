import type { Kysely } from 'kysely'
import { listActiveProducts } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'
import type { Mailer } from '#integrations/mail/mailer.ts'
import type { Config } from '../config.ts'
import type { AppServices } from '../load-context.ts'
import type { Logger } from '../logger.ts'
import { createContactService } from './contact.ts'
import { affiliateTrackingConfig } from './integrations.ts'
import { createNewsletterService } from './newsletter.ts'
import { createStyleProfileService } from './style-profiles.ts'
import { createRecommendationsService } from './recommendations.ts'
import type { Accounts } from './accounts.ts'

export interface ServiceDeps {
  config: Config
  db: Kysely<Database>
  mailer: Mailer
  logger: Logger
  /** The clock; tests pass a fixed one to move through rate-limit windows. */
  now?: () => Date
  accounts: Accounts
}

/** Builds the services loaders use, once per process. */
export function createAppServices(deps: ServiceDeps): AppServices {
  const now = deps.now ?? (() => new Date())
  return {
    site: {
      publicUrl: deps.config.publicUrl,
      isDevelopment: deps.config.nodeEnv === 'development',
      supportEmail: deps.config.supportEmail,
      affiliateTracking: affiliateTrackingConfig(deps.config),
    },
    catalog: {
      async featuredProducts(limit) {
        const { items } = await listActiveProducts(deps.db, { limit, offset: 0 })
        return items
      },
    },
    contact: createContactService({
      db: deps.db,
      mailer: deps.mailer,
      supportEmail: deps.config.supportEmail,
      logger: deps.logger,
      now,
    }),
    newsletter: createNewsletterService({ db: deps.db, logger: deps.logger, now }),
    styleProfiles: createStyleProfileService({ db: deps.db, logger: deps.logger, now }),
    recommendations: createRecommendationsService({ db: deps.db, logger: deps.logger, now }),
    accounts: { googleEnabled: deps.accounts.googleEnabled },
    admin: {
      async page(request) {
        const origin = { clientAddress: request.clientAddress, userAgent: request.userAgent }
        const gate = await deps.accounts.admin.check(request.auth, origin)
        if (gate.status === 'active') {
          return { view: 'panel', session: gate.session, activity: await deps.accounts.admin.recentActivity() }
        }
        return { view: 'login', reason: gate.status, lock: await deps.accounts.admin.loginStatus(request.clientAddress) }
      },
      setupLinkUsable: (token) => deps.accounts.admin.setupLinkUsable(token),
    },
  }
}
