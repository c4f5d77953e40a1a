import { afterEach, describe, expect, it } from 'vitest'
import { CookieJar, nextAddress } from '#tests/support/accounts.ts'
import { waitForMail } from '#tests/support/outbox.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type Ctx = Awaited<ReturnType<typeof createTestApp>>

// PUBLIC_URL stays the test default (http://localhost:3000) while the browser uses another address.
const AT = 'http://127.0.0.1:3000'
const PROFILE = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'] }

describe.each(DIALECTS)('the site at any address on %s', (dialect) => {
  let ctx: Ctx | undefined
  afterEach(async () => {
    await ctx?.database.destroy()
    ctx = undefined
  })

  /** A browser at `origin` calling its own address (the Host is the one in the URL). */
  function browser(c: Ctx, origin: string, address = nextAddress()) {
    const jar = new CookieJar()
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await c.app.request(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': address, ...(jar.size ? { cookie: jar.header() } : {}), ...headers },
        body: JSON.stringify(body),
      })
      jar.store(res)
      return res
    }
    return { jar, post, address }
  }

  it('signs up, verifies and signs in at 127.0.0.1 while PUBLIC_URL says localhost; e-mailed links use PUBLIC_URL', async () => {
    const c = (ctx = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }))
    expect(c.config.publicUrl).toBe('http://localhost:3000')
    const b = browser(c, AT)
    const signUp = await b.post('/api/auth/sign-up/email', { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Linen-Saffron-Tide-42', callbackURL: '/login?verified=1' })
    expect(signUp.status, await signUp.clone().text()).toBe(200)

    const { link } = await waitForMail(c.config.dataDir, 'ada@example.com', /Verify/)
    expect(link.startsWith('http://localhost:3000/api/auth/verify-email?token=')).toBe(true)
    const url = new URL(link)
    expect((await c.app.request(url.pathname + url.search)).status).toBe(302)

    const signIn = await b.post('/api/auth/sign-in/email', { email: 'ada@example.com', password: 'Linen-Saffron-Tide-42' })
    expect(signIn.status, await signIn.clone().text()).toBe(200)
    const session = await c.app.request(`${AT}/api/auth/get-session`, { headers: { cookie: b.jar.header() } })
    expect(await session.json()).toMatchObject({ user: { email: 'ada@example.com' } })

    // Our own API at the same address, signed in: the style profile, recommendations.
    const saved = await c.app.request(`${AT}/api/style-profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: AT, cookie: b.jar.header() },
      body: JSON.stringify({ profile: PROFILE }),
    })
    expect(saved.status).toBe(200)
    const signOut = await b.post('/api/auth/sign-out', {})
    expect(signOut.status).toBe(200)
  })

  it('answers recommendations, styling advice and partner picks at 127.0.0.1 and at a LAN address', async () => {
    const c = (ctx = await createTestApp(dialect))
    for (const origin of [AT, 'http://192.168.1.20:3000', 'http://localhost:3000']) {
      const b = browser(c, origin)
      for (const path of ['/api/recommendations', '/api/styling-advice', '/api/partner-picks']) {
        const res = await b.post(path, { profile: PROFILE })
        expect(res.status, `${origin}${path}: ${await res.clone().text()}`).toBe(200)
      }
    }
  })

  it('signs an administrator in at 127.0.0.1', async () => {
    const c = (ctx = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }))
    const created = await c.accounts.admin.createAdmin({ email: 'boss@example.com', name: 'Boss', password: 'Tailor#2026' })
    expect(created.ok).toBe(true)
    const b = browser(c, AT)
    const login = await b.post('/api/admin-auth/login', { username: 'boss@example.com', password: 'Tailor#2026' })
    expect(login.status, await login.clone().text()).toBe(200)
  })

  it('still refuses another site, and a page at one address calling another', async () => {
    const c = (ctx = await createTestApp(dialect))
    const refuse = async (to: string, origin: string, path: string) => {
      const res = await c.app.request(`${to}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ profile: PROFILE, name: 'Eve', email: 'eve@example.com', password: 'Linen-Saffron-Tide-42' }),
      })
      expect(res.status, `${origin} -> ${to}${path}`).toBe(403)
    }
    await refuse(AT, 'https://evil.example', '/api/recommendations')
    await refuse(AT, 'https://evil.example', '/api/auth/sign-up/email')
    // A page at localhost:4000 is another origin than the API at 127.0.0.1:3000 (and than PUBLIC_URL).
    await refuse(AT, 'http://localhost:4000', '/api/recommendations')
    await refuse(AT, 'http://localhost:4000', '/api/auth/sign-up/email')
  })

  it('never redirects an e-mailed link to the host a script claimed: callbacks must be paths, PUBLIC_URL or ALLOWED_ORIGINS', async () => {
    const c = (ctx = await createTestApp(dialect, {}, { TRUST_PROXY: 'true', ALLOWED_ORIGINS: 'https://shop.example' }))
    const ask = (to: string, redirectTo: string) =>
      c.app.request(`${to}/api/auth/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ email: 'anyone@example.com', redirectTo }),
      })
    // A request sent "to" evil.example (a Host header any script can write) asking for a link back there.
    expect((await ask('http://evil.example', 'http://evil.example/steal')).status).toBe(403)
    expect((await ask(AT, 'http://127.0.0.1:3000/reset-password')).status).toBe(403)
    expect((await ask(AT, '/reset-password')).status).toBe(200)
    expect((await ask(AT, 'http://localhost:3000/reset-password')).status).toBe(200)
    expect((await ask(AT, 'https://shop.example/reset')).status).toBe(200)
  })

  it('trusts ALLOWED_ORIGINS, and a proxy’s public address only when TRUST_PROXY is set', async () => {
    const c = (ctx = await createTestApp(dialect, {}, { ALLOWED_ORIGINS: 'https://shop.example', TRUST_PROXY: 'true' }))
    const call = (origin: string, headers: Record<string, string> = {}) =>
      c.app.request('http://10.0.0.5:3000/api/recommendations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, ...headers },
        body: JSON.stringify({ profile: PROFILE }),
      })
    expect((await call('https://shop.example')).status).toBe(200)
    expect((await call('https://style.example', { 'x-forwarded-host': 'style.example', 'x-forwarded-proto': 'https' })).status).toBe(200)
    const auth = await c.app.request('http://10.0.0.5:3000/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://style.example', 'x-forwarded-host': 'style.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ name: 'Pat Proxy', email: 'pat@example.com', password: 'Linen-Saffron-Tide-42' }),
    })
    expect(auth.status, await auth.clone().text()).toBe(200)

    // The same database behind an app that does not trust the proxy's headers.
    const direct = await createTestApp(dialect, {}, {}, { database: c.database })
    const untrusted = await direct.app.request('http://10.0.0.5:3000/api/recommendations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://style.example', 'x-forwarded-host': 'style.example', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ profile: PROFILE }),
    })
    expect(untrusted.status).toBe(403)
  })
})
