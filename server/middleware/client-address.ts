import { isIP } from 'node:net'
import { createMiddleware } from 'hono/factory'

/** The node-server bindings Hono receives as `c.env`; absent when tests call app.request(). */
type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined

/**
 * The client's IP address. X-Forwarded-For is believed only with `trustProxy` (the proxy in
 * front must overwrite it, or a client could pick its own rate-limit key); otherwise the
 * socket's peer. IPv4-mapped IPv6 ("::ffff:10.0.0.1") is shortened so one client has one key.
 */
export function resolveClientAddress(forwardedFor: string | undefined, socketAddress: string | undefined, trustProxy: boolean): string | null {
  const candidate = trustProxy && forwardedFor ? forwardedFor.split(',')[0]?.trim() : socketAddress
  if (!candidate) return null
  const address = candidate.startsWith('::ffff:') && isIP(candidate.slice(7)) === 4 ? candidate.slice(7) : candidate
  return isIP(address) ? address : null
}

/** Sets `c.var.clientAddress` for rate limits and logs. */
export function clientAddress(options: { trustProxy: boolean }) {
  return createMiddleware<{ Variables: { clientAddress: string | null } }>(async (c, next) => {
    const bindings = c.env as NodeBindings
    c.set(
      'clientAddress',
      resolveClientAddress(c.req.header('X-Forwarded-For'), bindings?.incoming?.socket?.remoteAddress, options.trustProxy),
    )
    await next()
  })
}
