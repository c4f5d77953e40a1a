import { afterEach, describe, expect, it } from 'vitest'
import { findAccountProfile } from '#tests/support/stored-rows.ts'
import { browserHeaders, CookieJar, nextAddress, postJson, signUpAndVerify } from '#tests/support/accounts.ts'
import { readOutbox, waitForMail } from '#tests/support/outbox.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

describe.each(DIALECTS)('accounts through /api/auth on %s', (dialect) => {
  let t: TestApp | undefined
  const start = async (env: Record<string, string> = {}) => (t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true', ...env }))
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })

  const session = async (jar: CookieJar) => {
    const res = await t!.app.request('/api/auth/get-session', { headers: { cookie: jar.header() } })
    return (await res.json()) as { user: { email: string; role: string } } | null
  }

  it('registers, sends a verification link, verifies, signs in with a database session, and signs out', async () => {
    const { app, config, database } = await start()
    const address = nextAddress()
    const signUp = await postJson(app, config, '/api/auth/sign-up/email', { name: 'Ada Lovelace', email: 'Ada@Example.com', password: 'Linen-Saffron-Tide-42', callbackURL: '/login?verified=1' }, undefined, address)
    expect(signUp.status).toBe(200)
    // Verification is required, so signing up does not sign in.
    expect(signUp.headers.getSetCookie().filter((c) => c.includes('session_token'))).toEqual([])

    // Signing in before verifying is refused, and sends a fresh link.
    const early = await postJson(app, config, '/api/auth/sign-in/email', { email: 'ada@example.com', password: 'Linen-Saffron-Tide-42', callbackURL: '/login?verified=1' }, undefined, address)
    expect(early.status).toBe(403)
    expect(await early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' })

    const { link } = await waitForMail(config.dataDir, 'ada@example.com', /Verify your StyleBlueprint email/)
    expect(link.startsWith(`${config.publicUrl}/api/auth/verify-email?token=`)).toBe(true)
    const url = new URL(link)
    // The link signs her in and lands on sign-in, which sends a signed-in shopper on.
    const linkJar = new CookieJar()
    const verified = await app.request(url.pathname + url.search, { headers: { 'x-forwarded-for': address } })
    linkJar.store(verified)
    expect(verified.status).toBe(302)
    expect(verified.headers.get('location')).toBe('/login?verified=1')
    expect(await session(linkJar)).toMatchObject({ user: { email: 'ada@example.com', role: 'shopper' } })
    // Opened again (a mail scanner may have opened it first): it confirms, and signs nobody in.
    const again = await app.request(url.pathname + url.search, { headers: { 'x-forwarded-for': address } })
    expect(again.status).toBe(302)
    expect(again.headers.get('location')).toBe('/login?verified=1')
    expect(again.headers.getSetCookie().filter((c) => c.startsWith('styleblueprint.session_token=') && !/max-age=0/i.test(c))).toEqual([])
    expect(await postJson(app, config, '/api/auth/sign-out', {}, linkJar, address).then((r) => r.status)).toBe(200)

    const jar = new CookieJar()
    const signIn = await postJson(app, config, '/api/auth/sign-in/email', { email: 'ada@example.com', password: 'Linen-Saffron-Tide-42' }, jar, address)
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('styleblueprint.session_token='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)
    expect(await session(jar)).toMatchObject({ user: { email: 'ada@example.com', role: 'shopper' } })

    const stored = await database.db.selectFrom('sessions').selectAll().execute()
    expect(stored).toHaveLength(1)
    const profile = await findAccountProfile(database.db, stored[0]!.user_id)
    expect(profile).toMatchObject({ email: 'ada@example.com', full_name: 'Ada Lovelace', provider: 'email', login_count: 2 })
    expect(Boolean(profile?.is_verified)).toBe(true)

    const signOut = await postJson(app, config, '/api/auth/sign-out', {}, jar, address)
    expect(signOut.status).toBe(200)
    expect(await database.db.selectFrom('sessions').selectAll().execute()).toEqual([])
    expect(await session(jar)).toBeNull()
  })

  it('answers bad input with the form messages and a 400, never a 500', async () => {
    const { app, config } = await start()
    const cases: Array<[unknown, string]> = [
      [{ name: '  ', email: 'ada@example.com', password: 'Linen-Saffron-Tide-42' }, 'Full name is required'],
      [{ name: 'Ada', email: '', password: 'Linen-Saffron-Tide-42' }, 'Email is required'],
      [{ name: 'Ada', email: 'ada@example', password: 'Linen-Saffron-Tide-42' }, 'Please enter a valid email address'],
      [{ name: 'Ada', email: 'ada@example.com', password: '12345' }, 'Password must be at least 6 characters long'],
      [{ name: 'Ada', email: 'ada@example.com', password: 'x'.repeat(500) }, 'Password must be at most 128 characters long'],
    ]
    for (const [body, message] of cases) {
      const res = await postJson(app, config, '/api/auth/sign-up/email', body, undefined, nextAddress())
      expect(res.status, message).toBe(400)
      expect((await res.json()) as { message: string }).toMatchObject({ message })
    }
    for (const raw of ['not json', '[]', 'null', '{"email": 5}']) {
      const res = await app.request('/api/auth/sign-in/email', { method: 'POST', headers: browserHeaders(config, undefined, nextAddress()), body: raw })
      expect(res.status, raw).toBeGreaterThanOrEqual(400)
      expect(res.status, raw).toBeLessThan(500)
    }
    const wrong = await postJson(app, config, '/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'Linen-Saffron-Tide-42' }, undefined, nextAddress())
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' })
  })

  it('does not reveal an existing account when someone registers with its address', async () => {
    const { app, config } = await start()
    await signUpAndVerify(app, config, 'grace@example.com')
    const again = await postJson(app, config, '/api/auth/sign-up/email', { name: 'Someone', email: 'grace@example.com', password: 'Quartz-Harbor-Velvet-8' }, undefined, nextAddress())
    expect(again.status).toBe(200)
    const body = (await again.json()) as { user: { email: string } }
    expect(body.user.email).toBe('grace@example.com')
    await waitForMail(config.dataDir, 'grace@example.com', /Someone tried to create/)
  })

  it('resets a password from the e-mailed link, signs every session out, and never reveals whether an address exists', async () => {
    const { app, config, database } = await start()
    const { jar } = await signUpAndVerify(app, config, 'hedy@example.com', 'Olive-Canyon-Drift-31')
    expect(await session(jar)).not.toBeNull()

    const known = await postJson(app, config, '/api/auth/request-password-reset', { email: 'hedy@example.com', redirectTo: '/reset-password' }, undefined, nextAddress())
    const unknown = await postJson(app, config, '/api/auth/request-password-reset', { email: 'nobody@example.com', redirectTo: '/reset-password' }, undefined, nextAddress())
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(await known.json()).toEqual(await unknown.json())
    expect((await readOutbox(config.dataDir)).filter((m) => JSON.stringify(m.to).includes('nobody@'))).toEqual([])

    const { link } = await waitForMail(config.dataDir, 'hedy@example.com', /Reset your StyleBlueprint password/)
    const url = new URL(link)
    const landing = await app.request(url.pathname + url.search)
    expect(landing.status).toBe(302)
    const target = new URL(landing.headers.get('location')!, config.publicUrl)
    expect(target.pathname).toBe('/reset-password')
    const token = target.searchParams.get('token')!

    const short = await postJson(app, config, '/api/auth/reset-password', { newPassword: '123', token }, undefined, nextAddress())
    expect(short.status).toBe(400)
    const reset = await postJson(app, config, '/api/auth/reset-password', { newPassword: 'Maple-Lantern-Echo-55', token }, undefined, nextAddress())
    expect(reset.status).toBe(200)
    expect(await session(jar)).toBeNull()
    expect(await database.db.selectFrom('sessions').selectAll().execute()).toEqual([])

    const reused = await postJson(app, config, '/api/auth/reset-password', { newPassword: 'Quartz-Harbor-Velvet-8', token }, undefined, nextAddress())
    expect(reused.status).toBe(400)
    const old = await postJson(app, config, '/api/auth/sign-in/email', { email: 'hedy@example.com', password: 'Olive-Canyon-Drift-31' }, undefined, nextAddress())
    expect(old.status).toBe(401)
    const fresh = await postJson(app, config, '/api/auth/sign-in/email', { email: 'hedy@example.com', password: 'Maple-Lantern-Echo-55' }, undefined, nextAddress())
    expect(fresh.status).toBe(200)
  })

  it('refuses a common or guessable password at sign-up, says what would make it stronger, and creates nothing', async () => {
    const { app, config, database } = await start()
    const cases: Array<[string, string]> = [
      ['password', 'This password is too easy to guess. This is one of the most used passwords. Add a few more words that are less common.'],
      ['qwerty123', 'This password is too easy to guess. This is a commonly used password. Add a few more words that are less common.'],
      ['grace.hopper@example.com', 'This password is too easy to guess. It contains your name, your email address or the name of this site. Add a few more words that are less common.'],
      ['gracehopper1', 'This password is too easy to guess. It contains your name, your email address or the name of this site. Add a few more words that are less common.'],
    ]
    for (const [password, message] of cases) {
      const res = await postJson(app, config, '/api/auth/sign-up/email', { name: 'Grace Hopper', email: 'grace.hopper@example.com', password }, undefined, nextAddress())
      expect(res.status, password).toBe(400)
      expect(await res.json(), password).toMatchObject({ code: 'VALIDATION_FAILED', message })
    }
    expect(await database.db.selectFrom('users').select('email').execute()).toEqual([])
    expect(await readOutbox(config.dataDir)).toEqual([])
  })

  it('refuses a guessable new password from a reset link, counting her own name against it, and keeps the link usable', async () => {
    const { app, config } = await start()
    await signUpAndVerify(app, config, 'marie.curie@example.com', 'Olive-Canyon-Drift-31', 'Marie Curie')
    await postJson(app, config, '/api/auth/request-password-reset', { email: 'marie.curie@example.com', redirectTo: '/reset-password' }, undefined, nextAddress())
    const { link } = await waitForMail(config.dataDir, 'marie.curie@example.com', /Reset your StyleBlueprint password/)
    const landing = await app.request(new URL(link).pathname + new URL(link).search)
    const token = new URL(landing.headers.get('location')!, config.publicUrl).searchParams.get('token')!

    const common = await postJson(app, config, '/api/auth/reset-password', { newPassword: 'Password1', token }, undefined, nextAddress())
    expect(common.status).toBe(400)
    expect(await common.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^This password is too easy to guess\. This is a commonly used password\./) })
    // Only her details make this one guessable: the server looked up whose link it is.
    const hers = await postJson(app, config, '/api/auth/reset-password', { newPassword: 'mariecurie2024', token }, undefined, nextAddress())
    expect(hers.status).toBe(400)
    expect(await hers.json()).toMatchObject({ message: expect.stringContaining('It contains your name, your email address or the name of this site.') })

    const strong = await postJson(app, config, '/api/auth/reset-password', { newPassword: 'Maple-Lantern-Echo-55', token }, undefined, nextAddress())
    expect(strong.status).toBe(200)
    expect((await postJson(app, config, '/api/auth/sign-in/email', { email: 'marie.curie@example.com', password: 'Maple-Lantern-Echo-55' }, undefined, nextAddress())).status).toBe(200)
  })

  it('rate-limits sign-in per client address, in the database, so another process sees the same count', async () => {
    const { app, config, database } = await start()
    const address = nextAddress()
    const attempt = () => postJson(app, config, '/api/auth/sign-in/email', { email: 'x@example.com', password: 'wrong-pass' }, undefined, address)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    const limited = await attempt()
    expect(Number(limited.headers.get('x-retry-after'))).toBeGreaterThan(0)
    // Another client address is not held back.
    expect((await postJson(app, config, '/api/auth/sign-in/email', { email: 'x@example.com', password: 'wrong-pass' }, undefined, nextAddress())).status).toBe(401)
    expect((await database.db.selectFrom('auth_rate_limits').selectAll().execute()).length).toBeGreaterThan(0)

    // A second app (another process) on the same database refuses the same client.
    const other = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }, { database })
    const res = await postJson(other.app, other.config, '/api/auth/sign-in/email', { email: 'x@example.com', password: 'wrong-pass' }, undefined, address)
    expect(res.status).toBe(429)
  })

  it('ignores a client address header sent by the client itself', async () => {
    const { app, config } = await start()
    const address = nextAddress()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { ...browserHeaders(config, undefined, address), 'x-styleblueprint-client-address': `203.0.113.${i}` },
        body: JSON.stringify({ email: 'x@example.com', password: 'wrong-pass' }),
      })
      statuses.push(res.status)
    }
    expect(statuses.at(-1)).toBe(429)
  })

  it('refuses a cookie-carrying request from another site', async () => {
    const { app, config } = await start()
    const { jar } = await signUpAndVerify(app, config, 'ida@example.com')
    const res = await app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { ...browserHeaders(config, jar), origin: 'https://evil.example' },
      body: '{}',
    })
    expect(res.status).toBe(403)
    expect(await session(jar)).not.toBeNull()
  })

  it('marks cookies Secure when the site is served over https', async () => {
    const { app, config } = await start({ PUBLIC_URL: 'https://styleblueprint.example' })
    const address = nextAddress()
    await postJson(app, config, '/api/auth/sign-up/email', { name: 'Kay', email: 'kay@example.com', password: 'Linen-Saffron-Tide-42' }, undefined, address)
    const { link } = await waitForMail(config.dataDir, 'kay@example.com', /Verify/)
    const url = new URL(link)
    await app.request(url.pathname + url.search)
    const signIn = await postJson(app, config, '/api/auth/sign-in/email', { email: 'kay@example.com', password: 'Linen-Saffron-Tide-42' }, undefined, address)
    const cookie = signIn.headers.getSetCookie().find((c) => c.includes('session_token='))!
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/HttpOnly/i)
  })
})
