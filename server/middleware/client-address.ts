import { isIP } from 'node:net'

/**
 * The client's IP address. X-Forwarded-For is believed only with `trustProxy`, and then only
 * its last entry (the address our own proxy saw; entries to its left are whatever the client
 * sent, so trusting them would let a client pick its own rate-limit key); otherwise the
 * socket's peer. IPv4-mapped IPv6 ("::ffff:10.0.0.1") is shortened so one client has one key.
 */
export function resolveClientAddress(forwardedFor: string | undefined, socketAddress: string | undefined, trustProxy: boolean): string | null {
  const forwarded = forwardedFor?.split(',').map((s) => s.trim()).filter(Boolean)
  const candidate = trustProxy && forwarded?.length ? forwarded[forwarded.length - 1] : socketAddress
  if (!candidate) return null
  const address = candidate.startsWith('::ffff:') && isIP(candidate.slice(7)) === 4 ? candidate.slice(7) : candidate
  return isIP(address) ? address : null
}
