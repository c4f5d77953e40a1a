import { describe, expect, it } from 'vitest'
import { isTrustedOrigin, type OriginPolicy, requestOrigin, trustedOriginsFor } from './origin-policy.ts'

const policy = (over: Partial<OriginPolicy> = {}): OriginPolicy => ({
  publicUrl: 'http://localhost:3000',
  allowedOrigins: [],
  trustProxy: false,
  ...over,
})

const post = (url: string, headers: Record<string, string> = {}) => new Request(url, { method: 'POST', headers })

describe('requestOrigin', () => {
  it('is the address the request was made to (its Host)', () => {
    expect(requestOrigin(post('http://127.0.0.1:3000/api/x'), false)).toBe('http://127.0.0.1:3000')
    expect(requestOrigin(post('http://192.168.1.20:3000/api/x'), false)).toBe('http://192.168.1.20:3000')
  })

  it('reads X-Forwarded-Host and -Proto only from a trusted proxy', () => {
    const proxied = post('http://10.0.0.5:3000/api/x', { 'x-forwarded-host': 'style.example', 'x-forwarded-proto': 'https' })
    expect(requestOrigin(proxied, false)).toBe('http://10.0.0.5:3000')
    expect(requestOrigin(proxied, true)).toBe('https://style.example')
    // Only the first hop counts; a proto alone (TLS ended at the proxy) keeps the Host.
    expect(requestOrigin(post('http://style.example/x', { 'x-forwarded-proto': 'https, http' }), true)).toBe('https://style.example')
    expect(requestOrigin(post('http://a.test/x', { 'x-forwarded-host': 'b.test:8443, c.test', 'x-forwarded-proto': 'https' }), true)).toBe('https://b.test:8443')
  })

  it('refuses forwarded values that do not make an origin', () => {
    expect(requestOrigin(post('http://a.test/x', { 'x-forwarded-proto': 'javascript' }), true)).toBeNull()
    expect(requestOrigin(post('http://a.test/x', { 'x-forwarded-host': 'evil.test/path' }), true)).toBeNull()
    expect(requestOrigin(post('http://a.test/x', { 'x-forwarded-host': 'user@evil.test' }), true)).toBeNull()
  })
})

describe('trustedOriginsFor', () => {
  it('lists PUBLIC_URL, ALLOWED_ORIGINS and the request’s own origin, once each', () => {
    const p = policy({ allowedOrigins: ['https://shop.example'] })
    expect(trustedOriginsFor(post('http://127.0.0.1:3000/x'), p)).toEqual(['http://localhost:3000', 'https://shop.example', 'http://127.0.0.1:3000'])
    expect(trustedOriginsFor(post('http://localhost:3000/x'), p)).toEqual(['http://localhost:3000', 'https://shop.example'])
    // Without a request (a server-side call), the configured ones only.
    expect(trustedOriginsFor(undefined, p)).toEqual(['http://localhost:3000', 'https://shop.example'])
  })
})

describe('isTrustedOrigin', () => {
  it('accepts a page at the address the request was made to, whatever PUBLIC_URL says', () => {
    expect(isTrustedOrigin(post('http://127.0.0.1:3000/api/x', { origin: 'http://127.0.0.1:3000' }), policy())).toBe(true)
    expect(isTrustedOrigin(post('http://192.168.1.20:3000/api/x', { origin: 'http://192.168.1.20:3000' }), policy())).toBe(true)
    expect(isTrustedOrigin(post('http://127.0.0.1:3000/api/x', { origin: 'http://localhost:3000' }), policy())).toBe(true)
  })

  it('refuses another site, another port, another scheme and the opaque origin', () => {
    const to = 'http://127.0.0.1:3000/api/x'
    expect(isTrustedOrigin(post(to, { origin: 'https://evil.example' }), policy())).toBe(false)
    expect(isTrustedOrigin(post(to, { origin: 'http://127.0.0.1:4000' }), policy())).toBe(false)
    expect(isTrustedOrigin(post(to, { origin: 'https://127.0.0.1:3000' }), policy())).toBe(false)
    expect(isTrustedOrigin(post(to, { origin: 'null' }), policy())).toBe(false)
  })

  it('accepts ALLOWED_ORIGINS, and a proxy’s public address only when the proxy is trusted', () => {
    expect(isTrustedOrigin(post('http://localhost:3000/x', { origin: 'https://shop.example' }), policy({ allowedOrigins: ['https://shop.example'] }))).toBe(true)
    const proxied = post('http://10.0.0.5:3000/x', { origin: 'https://style.example', 'x-forwarded-host': 'style.example', 'x-forwarded-proto': 'https' })
    expect(isTrustedOrigin(proxied, policy())).toBe(false)
    expect(isTrustedOrigin(proxied, policy({ trustProxy: true }))).toBe(true)
    // A forged X-Forwarded-Host from a client cannot make another site's page "ours" without the proxy setting.
    const forged = post('http://localhost:3000/x', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })
    expect(isTrustedOrigin(forged, policy())).toBe(false)
  })

  it('without Origin, refuses only what the browser marks cross-site', () => {
    expect(isTrustedOrigin(post('http://localhost:3000/x'), policy())).toBe(true)
    expect(isTrustedOrigin(post('http://localhost:3000/x', { 'sec-fetch-site': 'same-origin' }), policy())).toBe(true)
    expect(isTrustedOrigin(post('http://localhost:3000/x', { 'sec-fetch-site': 'cross-site' }), policy())).toBe(false)
  })
})
