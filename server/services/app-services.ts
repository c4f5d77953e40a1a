import type { Kysely } from 'kysely'
import { listActiveProducts } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'
import type { Mailer } from '#integrations/mail/mailer.ts'
import type { Config } from '../config.ts'
import type { AppServices } from '../load-context.ts'

export interface ServiceDeps {
  config: Config
  db: Kysely<Database>
  mailer: Mailer
}

/** Builds the services loaders use, once per process. */
export function createAppServices(deps: ServiceDeps): AppServices {
  return {
    site: { publicUrl: deps.config.publicUrl, isDevelopment: deps.config.nodeEnv === 'development' },
    catalog: {
      async featuredProducts(limit) {
        const { items } = await listActiveProducts(deps.db, { limit, offset: 0 })
        return items
      },
    },
  }
}
