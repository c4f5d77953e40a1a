import { randomBytes } from 'node:crypto'
import { displayName } from '#core/accounts/display-name.ts'
import { isRole } from '#core/accounts/roles.ts'
import type { AuthState } from '#core/accounts/session-user.ts'
import { translate } from '#core/i18n/translate.ts'
import type { DatabaseHandle } from '#db/database.ts'
import { getOrCreateSecret } from '#db/repositories/app-secrets-repository.ts'
import type { Mailer } from '#integrations/mail/mailer.ts'
import { createAdminLoginGuard } from '../auth/admin-login-guard.ts'
import { type Auth, createAuth } from '../auth/auth.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import { type AdminAccess, createAdminAccess, type LoginPacer } from './admin-access.ts'
import { logAdminActivity } from './admin-activity.ts'

export interface Accounts {
  auth: Auth
  /** The back office's sign-in, session, guard and setup links. */
  admin: AdminAccess
  googleEnabled: boolean
  /** The signed-in user behind these request headers (the session cookie), or null. */
  resolveSession(headers: Headers): Promise<AuthState | null>
}

/**
 * The auth library on this process's database, with its secret: AUTH_SECRET when set,
 * otherwise one generated on first start and kept in the database, so every process
 * (and every restart) signs and checks sessions with the same key.
 */
export async function createAccounts(deps: {
  config: Config
  database: DatabaseHandle
  mailer: Mailer
  logger: Logger
  /** The clock the back office's locks and sessions read (tests move it forward). */
  clock?: () => Date
  /** How a back-office sign-in waits out its second (tests hold it). */
  loginPacer?: LoginPacer
}): Promise<Accounts> {
  const { config, database, logger } = deps
  const secret =
    config.authSecret ??
    (await getOrCreateSecret(database.db, 'auth-secret', () => randomBytes(32).toString('base64url'), new Date().toISOString()))
  const adminGuard = createAdminLoginGuard({ db: database.db, secret, clock: deps.clock ?? (() => new Date()) })
  const auth = createAuth({
    config,
    db: database.db,
    dialect: database.dialect,
    mailer: deps.mailer,
    logger,
    secret,
    adminGuard,
    logAdminActivity: (entry) => logAdminActivity(database.db, entry),
  })
  const admin = createAdminAccess({ db: database.db, auth, logger, publicUrl: config.publicUrl, guard: adminGuard, ...(deps.loginPacer ? { pacer: deps.loginPacer } : {}) })

  return {
    auth,
    admin,
    googleEnabled: Boolean(config.google),
    async resolveSession(headers) {
      // No cookie of ours, no lookup: most requests for pages by visitors end here.
      if (!headers.get('cookie')?.includes('styleblueprint.')) return null
      const result = await auth.api.getSession({ headers })
      if (!result) return null
      const { user, session } = result
      const role = (user as { role?: unknown }).role
      return {
        sessionId: session.id,
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          role: isRole(role) ? role : 'shopper',
          emailVerified: user.emailVerified,
          image: user.image ?? null,
          displayName: displayName({ full_name: user.name, email: user.email }, translate('auth.displayNameFallback')),
        },
      }
    },
  }
}
