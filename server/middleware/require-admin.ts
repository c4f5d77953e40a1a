import { createMiddleware } from 'hono/factory'
import { translate } from '#core/i18n/translate.ts'
import { ApiError } from '../errors.ts'
import type { AdminEnv } from '../http-env.ts'
import type { AdminAccess } from '../services/admin-access.ts'

/**
 * Guards a router: visitors get 401, shoppers 403, administrators without a live
 * back-office session 401 (they sign in at /admin). Sets `c.var.admin` for handlers.
 * Needs `session` and `clientInfo` to have run.
 */
export function requireAdmin(admin: AdminAccess) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const origin = { clientAddress: c.var.clientAddress, userAgent: c.var.userAgent }
    const gate = await admin.check(c.var.auth, origin)
    switch (gate.status) {
      case 'anonymous':
        throw new ApiError(401, 'unauthenticated', translate('admin.api.signInRequired'))
      case 'forbidden':
        throw new ApiError(403, 'forbidden', translate('admin.api.adminsOnly'))
      case 'signed-out':
        throw new ApiError(401, 'unauthenticated', translate('admin.api.signInRequired'))
      case 'expired':
        throw new ApiError(401, 'admin-session-expired', translate('admin.shell.sessionExpired'))
    }
    c.set('admin', gate)
    await next()
  })
}
