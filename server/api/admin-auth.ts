import { Hono } from 'hono'
import { withClientAddress } from '../auth/auth.ts'
import type { AppEnv } from '../http-env.ts'
import type { AdminAccess } from '../services/admin-access.ts'
import { jsonBody } from './validation.ts'

function withCookies(response: Response, headers: Headers): Response {
  for (const cookie of headers.getSetCookie()) response.headers.append('set-cookie', cookie)
  return response
}

/**
 * The back office's doors, open to anyone: sign in (with the lock and the delay), and
 * the one-time setup link that creates the first administrator.
 */
export function adminAuthApi(admin: AdminAccess) {
  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const origin = { clientAddress: c.var.clientAddress, userAgent: c.var.userAgent }
      const result = await admin.login(await jsonBody(c), origin, withClientAddress(c.req.raw.headers, c.var.clientAddress))
      return withCookies(c.json({ session: result.session }), result.headers)
    })
    // A POST, so the address typed stays out of URLs (and the logs of proxies in between).
    .post('/lock', async (c) => c.json({ lock: await admin.lockFor(await jsonBody(c), c.var.clientAddress, c.req.raw.headers) }))
    .post('/setup', async (c) => {
      const origin = { clientAddress: c.var.clientAddress, userAgent: c.var.userAgent }
      const result = await admin.completeSetup(await jsonBody(c), origin, withClientAddress(c.req.raw.headers, c.var.clientAddress))
      return withCookies(c.json({ expiresAt: result.expiresAt }, 201), result.headers)
    })
}
