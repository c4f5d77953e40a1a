import { afterEach, describe, expect, it } from 'vitest'
import { browserHeaders, signInAdmin, signUpAndVerify } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const directives = (csp: string | null) =>
  Object.fromEntries((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]))

describe.each(DIALECTS)('security headers and private answers on %s', (dialect) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.database.destroy().catch(() => {})
    t = undefined
  })

  it('sends a Content-Security-Policy whose scripts need this response’s nonce, a fresh one each time', async () => {
    t = await createTestApp(dialect)
    const [a, b] = await Promise.all([t.app.request('/healthz'), t.app.request('/healthz')])
    const first = directives(a.headers.get('content-security-policy'))
    const second = directives(b.headers.get('content-security-policy'))
    const nonceOf = (d: Record<string, string[]>) => d['script-src']!.find((v) => v.startsWith("'nonce-"))
    expect(first['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{20,}'$/), "'wasm-unsafe-eval'"])
    expect(nonceOf(first)).not.toBe(nonceOf(second))
    // Nonces are cut from a pool of random bytes: across refills (256 a fill) none repeats.
    const many = await Promise.all(Array.from({ length: 600 }, () => t!.app.request('/healthz')))
    const nonces = new Set(many.map((res) => nonceOf(directives(res.headers.get('content-security-policy')))))
    expect(nonces.size).toBe(600)
    expect(first['default-src']).toEqual(["'self'"])
    expect(first['object-src']).toEqual(["'none'"])
    expect(first['frame-ancestors']).toEqual(["'none'"])
    expect(first['base-uri']).toEqual(["'self'"])
    expect(a.headers.get('x-frame-options')).toBe('DENY')
  })

  it('allows the configured tracking script’s origin, and nothing else from outside', async () => {
    t = await createTestApp(dialect, {}, {
      AFFILIATE_TRACKING: 'true',
      AFFILIATE_TRACKING_SCRIPT_URL: 'https://tracker.example.net/t.js',
      AFFILIATE_API_URL: 'https://affiliate.example.net',
      AFFILIATE_API_KEY: 'k',
      AFFILIATE_STORE_ID: 's',
      AFFILIATE_ID: 'a',
    })
    const d = directives((await t.app.request('/healthz')).headers.get('content-security-policy'))
    expect(d['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-/), "'wasm-unsafe-eval'", 'https://tracker.example.net'])
  })

  it('sends HSTS only when the site is served over https', async () => {
    t = await createTestApp(dialect)
    expect((await t.app.request('/healthz')).headers.get('strict-transport-security')).toBeNull()
    await t.database.destroy()
    t = await createTestApp(dialect, {}, { PUBLIC_URL: 'https://styleblueprint.example' })
    const res = await t.app.request('/healthz')
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(directives(res.headers.get('content-security-policy'))['upgrade-insecure-requests']).toEqual([])
  })

  it('marks API answers no-store: admin, account, session and refusals alike', async () => {
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' })
    const admin = await signInAdmin(t.app, t.config, t.accounts)
    const shopper = await signUpAndVerify(t.app, t.config, 'shopper@example.com')
    const answers = await Promise.all([
      t.app.request('/api/admin/session', { headers: browserHeaders(t.config, admin.jar) }),
      t.app.request('/api/admin/products', { headers: browserHeaders(t.config, admin.jar) }),
      t.app.request('/api/style-profile', { headers: browserHeaders(t.config, shopper.jar) }),
      t.app.request('/api/favourites', { headers: browserHeaders(t.config, shopper.jar) }),
      t.app.request('/api/auth/get-session', { headers: browserHeaders(t.config, shopper.jar) }),
      t.app.request('/api/admin/session'),
      t.app.request('/api/products'),
    ])
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 401, 200])
    for (const res of answers) expect(res.headers.get('cache-control'), res.url).toMatch(/(^|, )no-store\b/)
  })

  it('tells an administrator in session why /readyz fails, and nobody else', async () => {
    let shuttingDown = false
    t = await createTestApp(dialect, { isShuttingDown: () => shuttingDown }, { TRUST_PROXY: 'true' })
    const admin = await signInAdmin(t.app, t.config, t.accounts)
    const shopper = await signUpAndVerify(t.app, t.config, 'shopper@example.com')
    const ready = async (jar?: typeof admin.jar) => {
      const res = await t!.app.request('/readyz', { headers: browserHeaders(t!.config, jar) })
      return { status: res.status, body: await res.json() }
    }
    expect(await ready(admin.jar)).toEqual({ status: 200, body: { status: 'ok', database: dialect } })
    expect(await ready(shopper.jar)).toEqual({ status: 200, body: { status: 'ok' } })
    shuttingDown = true
    expect(await ready(admin.jar)).toEqual({ status: 503, body: { status: 'unavailable', reason: 'shutting down' } })
    expect(await ready(shopper.jar)).toEqual({ status: 503, body: { status: 'unavailable' } })
    expect(await ready()).toEqual({ status: 503, body: { status: 'unavailable' } })
  })
})
