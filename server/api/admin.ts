import { Hono } from 'hono'
import type { AdminEnv } from '../http-env.ts'
import { requireAdmin } from '../middleware/require-admin.ts'
import type { AdminAccess } from '../services/admin-access.ts'
import type { BackOffice } from '../services/back-office.ts'
import { adminProductsApi } from './admin-products.ts'
import { adminSettingsApi } from './admin-settings.ts'
import { adminUserDataApi } from './admin-user-data.ts'

/** Every route here is for administrators in a live back-office session (requireAdmin). */
export function adminApi(admin: AdminAccess, backOffice: BackOffice) {
  return new Hono<AdminEnv>()
    .use(requireAdmin(admin))
    .get('/session', (c) => c.json({ session: c.var.admin.session }))
    .post('/session/extend', async (c) => {
      const origin = { clientAddress: c.var.clientAddress, userAgent: c.var.userAgent }
      return c.json({ session: await admin.extend(c.var.admin, origin) })
    })
    .post('/logout', async (c) => {
      const origin = { clientAddress: c.var.clientAddress, userAgent: c.var.userAgent }
      const headers = await admin.logout(c.var.admin, origin, c.req.raw.headers)
      const response = c.json({ ok: true })
      for (const cookie of headers.getSetCookie()) response.headers.append('set-cookie', cookie)
      return response
    })
    .get('/activity', async (c) => c.json({ entries: await admin.recentActivity() }))
    .route('/products', adminProductsApi(backOffice.products))
    .route('/user-data', adminUserDataApi(backOffice.userData))
    .route('/settings', adminSettingsApi(backOffice.settings))
}
