import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http-env.ts'
import type { Accounts } from '../services/accounts.ts'

/** Sets `c.var.auth`: the user behind the session cookie, or null. Every later check reads it. */
export function session(accounts: Accounts) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('auth', await accounts.resolveSession(c.req.raw.headers))
    await next()
  })
}
