import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'

export interface ClientInfo {
  /** Who is asking, for rate limits, locks and the activity log; null when unknown. */
  clientAddress: string | null
  userAgent: string | null
}

// Bounded: these end up in database rows and logs, and both come from the client.
const MAX_USER_AGENT = 512
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/

function socketAddress(c: Context): string | null {
  // @hono/node-server puts the Node request in env; app.request() in tests has none.
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } }; server?: { incoming?: { socket?: { remoteAddress?: string } } } } | undefined
  const address = env?.server?.incoming?.socket?.remoteAddress ?? env?.incoming?.socket?.remoteAddress
  return address ?? null
}

/**
 * The client's address: the socket's peer, or with TRUST_PROXY the last X-Forwarded-For
 * entry (the address our own proxy saw; entries to its left are whatever the client sent).
 */
export function resolveClientAddress(c: Context, trustProxy: boolean): string | null {
  let address = socketAddress(c)
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean)
    if (forwarded?.length) address = forwarded[forwarded.length - 1]!
  }
  if (!address) return null
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is the same client as 127.0.0.1.
  const plain = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
  return ADDRESS.test(plain) ? plain : null
}

/** Sets `c.var.clientAddress` and `c.var.userAgent`. */
export function clientInfo(options: { trustProxy: boolean }) {
  return createMiddleware<{ Variables: ClientInfo }>(async (c, next) => {
    c.set('clientAddress', resolveClientAddress(c, options.trustProxy))
    c.set('userAgent', c.req.header('user-agent')?.slice(0, MAX_USER_AGENT) ?? null)
    await next()
  })
}
