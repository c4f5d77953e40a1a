import type { DatabaseHandle } from '#db/database.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import { type AdminSettings, createAdminSettings } from './admin-settings.ts'
import type { Integrations } from './integrations.ts'
import { createEarnings, type Earnings } from './earnings.ts'
import { createMailerFromConfig } from './mail.ts'
import { createProductManagement, type ProductManagement } from './product-management.ts'
import { createSupplierCatalog, type SupplierCatalog } from './supplier-catalog.ts'
import { createUserDataValidation, type UserDataValidation } from './user-data-validation.ts'

/** The back office's catalogue tools, for the /api/admin routers. */
export interface BackOffice {
  products: ProductManagement
  userData: UserDataValidation
  settings: AdminSettings
  earnings: Earnings
  /** The retail search and wholesale browse behind the import tab. */
  suppliers: SupplierCatalog
}

export function createBackOffice(deps: { config: Config; database: DatabaseHandle; logger: Logger; integrations: Integrations; clock?: () => Date }): BackOffice {
  const clock = deps.clock ? { clock: deps.clock } : {}
  // The process's integration clients: their on/off state is fixed by config, so read it once.
  const { integrations } = deps
  const integrationStatus = integrations.status()
  return {
    products: createProductManagement({ db: deps.database.db, ...clock }),
    userData: createUserDataValidation({ db: deps.database.db, ...clock }),
    settings: createAdminSettings({
      config: deps.config,
      database: deps.database,
      mailer: createMailerFromConfig(deps.config, deps.logger),
      integrations: () => integrationStatus,
      ...clock,
    }),
    earnings: createEarnings({ db: deps.database.db, affiliate: integrations.affiliate, logger: deps.logger, ...clock }),
    suppliers: createSupplierCatalog(integrations),
  }
}
