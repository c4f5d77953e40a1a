import { describe, expect, it } from 'vitest'
import { resolveClientAddress } from './client-address.ts'

describe('resolveClientAddress', () => {
  it('uses the socket peer unless the proxy is trusted', () => {
    expect(resolveClientAddress('203.0.113.9', '10.0.0.1', false)).toBe('10.0.0.1')
    // Only the last hop is our proxy's own observation; the client wrote the rest.
    expect(resolveClientAddress('198.51.100.7, 203.0.113.9', '10.0.0.1', true)).toBe('203.0.113.9')
    expect(resolveClientAddress('203.0.113.9', '10.0.0.1', true)).toBe('203.0.113.9')
  })

  it('falls back to the socket when a trusted proxy sent no header', () => {
    expect(resolveClientAddress(undefined, '10.0.0.1', true)).toBe('10.0.0.1')
  })

  it('shortens IPv4-mapped IPv6 and keeps real IPv6', () => {
    expect(resolveClientAddress(undefined, '::ffff:127.0.0.1', false)).toBe('127.0.0.1')
    expect(resolveClientAddress(undefined, '::1', false)).toBe('::1')
  })

  it('refuses anything that is not an IP address', () => {
    expect(resolveClientAddress('not-an-ip', '10.0.0.1', true)).toBeNull()
    expect(resolveClientAddress(undefined, undefined, false)).toBeNull()
  })
})
