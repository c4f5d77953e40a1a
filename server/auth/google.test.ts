import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_BACKOFF_THRESHOLD } from '#core/admin/login-lock.ts'
import { findAccountProfile } from '#tests/support/stored-rows.ts'
import { startFakeOidc, type FakeOidc } from '#tests/fakes/oidc-server.ts'
import { CookieJar, nextAddress, postJson, signUpAndVerify } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

describe.each(DIALECTS)('Google sign-in against a local OpenID Connect server on %s', (dialect) => {
  let oidc: FakeOidc
  let t: TestApp | undefined
  beforeAll(async () => {
    oidc = await startFakeOidc()
  })
  afterAll(async () => {
    await oidc.close()
  })
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })

  const start = async () =>
    (t = await createTestApp(dialect, {}, {
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_OAUTH_BASE_URL: oidc.url,
    }))

  /** Starts sign-in on our site, makes the user's choice on the provider's page, and returns to our callback. */
  async function roundTrip(app: TestApp['app'], config: TestApp['config'], jar: CookieJar, choice: { email: string; decision: 'allow' | 'deny'; name?: string }) {
    const begin = await postJson(app, config, '/api/auth/sign-in/social', { provider: 'google', callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' }, jar, nextAddress())
    expect(begin.status).toBe(200)
    const { url } = (await begin.json()) as { url: string; redirect: boolean }
    const authorize = new URL(url)
    expect(authorize.origin).toBe(oidc.url)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('nonce')).toBeTruthy()
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${config.publicUrl}/api/auth/callback/google`)

    const page = await (await fetch(url)).text()
    const request = /name="request" value="([^"]+)"/.exec(page)![1]!
    const decision = await fetch(`${oidc.url}/o/oauth2/v2/decision`, {
      method: 'POST',
      body: new URLSearchParams({ request, email: choice.email, name: choice.name ?? 'Grace Hopper', decision: choice.decision }),
      redirect: 'manual',
    })
    const back = new URL(decision.headers.get('location')!)
    expect(back.origin).toBe(config.publicUrl)
    const callback = await app.request(back.pathname + back.search, { headers: { cookie: jar.header() } })
    jar.store(callback)
    return callback
  }

  it('signs a new user up through the whole authorization-code round trip, to /auth/callback', async () => {
    const { app, config, database } = await start()
    const jar = new CookieJar()
    const callback = await roundTrip(app, config, jar, { email: 'grace@example.com', decision: 'allow' })
    expect(callback.status).toBe(302)
    expect(callback.headers.get('location')).toBe('/auth/callback')
    // The code went back with the client secret and the PKCE verifier.
    expect(oidc.tokenRequests.at(-1)).toMatchObject({ grant_type: 'authorization_code', client_id: oidc.clientId, has_verifier: 'true' })

    const session = (await (await app.request('/api/auth/get-session', { headers: { cookie: jar.header() } })).json()) as {
      user: { id: string; email: string; emailVerified: boolean; name: string }
    }
    expect(session.user).toMatchObject({ email: 'grace@example.com', emailVerified: true, name: 'Grace Hopper' })
    const profile = await findAccountProfile(database.db, session.user.id)
    expect(profile).toMatchObject({ provider: 'google', google_id: expect.any(String), login_count: 1 })
  })

  it("stores the provider's name without direction overrides or stray invisible characters, and keeps its emoji", async () => {
    const { app, config, database } = await start()
    const jar = new CookieJar()
    await roundTrip(app, config, jar, { email: 'ada@example.com', decision: 'allow', name: 'Ada \u202Eecalevol\u202C\u200B 👩‍👩‍👧' })
    const stored = await database.db.selectFrom('users').innerJoin('user_profiles', 'user_profiles.user_id', 'users.id').select(['users.name', 'user_profiles.full_name']).executeTakeFirstOrThrow()
    expect(stored).toEqual({ name: 'Ada ecalevol 👩‍👩‍👧', full_name: 'Ada ecalevol 👩‍👩‍👧' })
  })

  it('joins Google to an existing, verified e-mail account with the same address', async () => {
    const { app, config, database } = await start()
    await signUpAndVerify(app, config, 'ada@example.com')
    const jar = new CookieJar()
    expect((await roundTrip(app, config, jar, { email: 'ada@example.com', decision: 'allow' })).headers.get('location')).toBe('/auth/callback')
    const users = await database.db.selectFrom('users').select('email').execute()
    expect(users).toEqual([{ email: 'ada@example.com' }])
    const providers = (await database.db.selectFrom('auth_accounts').select('provider_id').execute()).map((a) => a.provider_id).sort()
    expect(providers).toEqual(['credential', 'google'])
  })

  // Ten wrong passwords hashed (scrypt): on a busy 2-core machine that outlasts the default 20 s.
  it('gives a locked administrator no session through Google either', { timeout: 60_000 }, async () => {
    const { app, config, accounts, database } = await start()
    await accounts.admin.createAdmin({ email: 'admin@example.com', name: 'Admin', password: 'Tailor#2026' })
    // Guessing from many addresses starts the account-wide backoff (no address reaches its own lock).
    for (let i = 0; i < ACCOUNT_BACKOFF_THRESHOLD; i += 1) {
      const res = await postJson(app, config, '/api/auth/sign-in/email', { email: 'admin@example.com', password: `guess-${i}` }, undefined, `203.0.113.${(i % 4) + 1}`)
      expect(res.status).toBe(401)
    }
    const jar = new CookieJar()
    const callback = await roundTrip(app, config, jar, { email: 'admin@example.com', decision: 'allow' })
    expect(callback.status).toBeLessThan(500)
    expect(await (await app.request('/api/auth/get-session', { headers: { cookie: jar.header() } })).json()).toBeNull()
    expect(await database.db.selectFrom('sessions').select('id').execute()).toHaveLength(0)
  })

  it('returns to /auth/callback with the error when the user cancels at Google', async () => {
    const { app, config } = await start()
    const jar = new CookieJar()
    const callback = await roundTrip(app, config, jar, { email: 'grace@example.com', decision: 'deny' })
    expect(callback.status).toBe(302)
    const location = new URL(callback.headers.get('location')!, config.publicUrl)
    expect(location.pathname).toBe('/auth/callback')
    expect(location.searchParams.get('error')).toBe('access_denied')
    expect((await app.request('/api/auth/get-session', { headers: { cookie: jar.header() } })).status).toBe(200)
    expect(await (await app.request('/api/auth/get-session', { headers: { cookie: jar.header() } })).json()).toBeNull()
  })
})

describe('Google sign-in when it is not configured', () => {
  it('offers no Google provider', async () => {
    const t = await createTestApp('sqlite')
    try {
      expect(t.accounts.googleEnabled).toBe(false)
      const res = await postJson(t.app, t.config, '/api/auth/sign-in/social', { provider: 'google', callbackURL: '/auth/callback' })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    } finally {
      await t.database.destroy()
    }
  })
})
