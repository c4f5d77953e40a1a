import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { resolveClientAddress } from './client-address.ts'

export interface ClientInfo {
  /** Who is asking, for rate limits, locks and the activity log; null when unknown. */
  clientAddress: string | null
  userAgent: string | null
}

// Bounded: it ends up in database rows and logs, and comes from the client.
const MAX_USER_AGENT = 512

// @hono/node-server puts the Node request in env; app.request() in tests has none.
type NodeBindings =
  | { incoming?: { socket?: { remoteAddress?: string } }; server?: { incoming?: { socket?: { remoteAddress?: string } } } }
  | undefined

function socketAddress(c: Context): string | undefined {
  const env = c.env as NodeBindings
  return env?.server?.incoming?.socket?.remoteAddress ?? env?.incoming?.socket?.remoteAddress
}

/** Sets `c.var.clientAddress` and `c.var.userAgent`. */
export function clientInfo(options: { trustProxy: boolean }) {
  return createMiddleware<{ Variables: ClientInfo }>(async (c, next) => {
    c.set('clientAddress', resolveClientAddress(c.req.header('x-forwarded-for'), socketAddress(c), options.trustProxy))
    c.set('userAgent', c.req.header('user-agent')?.slice(0, MAX_USER_AGENT) ?? null)
    await next()
  })
}
