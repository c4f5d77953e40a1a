import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http-env.ts'
import type { Accounts } from '../services/accounts.ts'

/** Sets `c.var.auth` (user and session) and `c.var.user`: who is behind the session cookie, or null. */
export function session(accounts: Accounts) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const auth = await accounts.resolveSession(c.req.raw.headers)
    c.set('auth', auth)
    c.set('user', auth?.user ?? null)
    await next()
  })
}
