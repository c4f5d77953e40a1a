import { afterEach, describe, expect, it } from 'vitest'
import { listRecentAdminActivity } from '#db/repositories/admin-activity-repository.ts'
import { browserHeaders, CookieJar, nextAddress, postJson, signUpAndVerify } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

describe.each(DIALECTS)('the back office login on %s', (dialect) => {
  let t: TestApp | undefined
  let offset = 0
  const clock = () => new Date(Date.now() + offset)
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })

  const login = (username: string, password: string, address: string) =>
    postJson(t!.app, t!.config, '/api/admin-auth/login', { username, password }, undefined, address)
  const bodyOf = async (res: Response) => (await res.json()) as { error: { code: string; message: string; details?: Record<string, unknown> } }

  it('asks for both fields, counts down three attempts, locks for 15 minutes, and unlocks after', async () => {
    offset = 0
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }, { clock })
    await t.accounts.admin.createAdmin({ email: 'admin@example.com', name: 'Admin', password: 'Tailor#2026' })
    const address = nextAddress()

    const empty = await login('  ', '', address)
    expect(empty.status).toBe(400)
    expect((await bodyOf(empty)).error.message).toBe('Please enter both username and password')

    const one = await login('admin@example.com', 'wrong', address)
    expect(one.status).toBe(401)
    expect(await bodyOf(one)).toMatchObject({ error: { code: 'invalid-credentials', message: 'Invalid credentials. 2 attempts remaining.', details: { attemptsRemaining: 2 } } })
    const two = await login('admin@example.com', 'wrong', address)
    expect((await bodyOf(two)).error.message).toBe('Invalid credentials. 1 attempt remaining.')
    const three = await login('admin@example.com', 'wrong', address)
    expect(three.status).toBe(429)
    const locked = await bodyOf(three)
    expect(locked.error).toMatchObject({ code: 'account-locked', message: 'Too many failed attempts. Account locked for 15 minutes.' })
    expect(Date.parse(String(locked.error.details?.lockedUntil))).toBeGreaterThan(Date.now() + 14 * 60_000)

    // Even the right password waits out the lock.
    const right = await login('admin@example.com', 'Tailor#2026', address)
    expect(right.status).toBe(429)
    expect((await bodyOf(right)).error.message).toBe('Account is locked. Please wait 15 minutes.')
    const status = (await (await postJson(t.app, t.config, '/api/admin-auth/lock', { username: 'admin@example.com' }, undefined, address)).json()) as {
      lock: { locked: boolean; minutesLeft: number }
    }
    expect(status.lock).toMatchObject({ locked: true, minutesLeft: 15 })

    offset = 15 * 60_000 + 1000
    const after = await login('admin@example.com', 'Tailor#2026', address)
    expect(after.status).toBe(200)
    const actions = (await listRecentAdminActivity(t.database.db, 100)).map((e) => e.action)
    expect(actions.filter((a) => a === 'LOGIN_FAILED')).toHaveLength(4)
    expect(actions).toContain('LOCKED')
    expect(actions[0]).toBe('LOGIN_SUCCESS')
  })

  it('locks per account and client address: failures elsewhere or on other accounts do not add up', async () => {
    offset = 0
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }, { clock })
    await t.accounts.admin.createAdmin({ email: 'admin@example.com', name: 'Admin', password: 'Tailor#2026' })
    // Failures from three addresses lock none of them (docs/decisions/011-admin-lock-per-client.md).
    await Promise.all([nextAddress(), nextAddress(), nextAddress()].map((address) => login('admin@example.com', 'wrong', address)))
    expect((await login('admin@example.com', 'Tailor#2026', nextAddress())).status).toBe(200)

    // Concurrent failures from one address add up to exactly one lock, on that account only.
    const address = nextAddress()
    const answers = await Promise.all([0, 1, 2, 3].map(() => login('admin@example.com', 'wrong', address)))
    expect(answers.map((r) => r.status).sort()).toEqual([401, 401, 429, 429])
    expect((await login('admin@example.com', 'Tailor#2026', address)).status).toBe(429)
    expect((await login('someone-else@example.com', 'whatever', address)).status).toBe(401)
  })

  it('locks one administrator at an address and lets another sign in from it, on the lock page as on the login', async () => {
    offset = 0
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }, { clock })
    await t.accounts.admin.createAdmin({ email: 'first@example.com', name: 'First', password: 'Tailor#2026' })
    await t.accounts.admin.createAdmin({ email: 'second@example.com', name: 'Second', password: 'Tailor#2026' })
    const office = nextAddress()
    for (let i = 0; i < 3; i += 1) await login('second@example.com', 'wrong', office)
    const lockOf = async (username: string) =>
      ((await (await postJson(t!.app, t!.config, '/api/admin-auth/lock', { username }, undefined, office)).json()) as { lock: { locked: boolean; failedCount: number } }).lock

    expect(await lockOf('second@example.com')).toMatchObject({ locked: true, failedCount: 3 })
    expect(await lockOf('  First@Example.com ')).toMatchObject({ locked: false, failedCount: 0 })
    expect((await login('first@example.com', 'Tailor#2026', office)).status).toBe(200)
    expect((await login('second@example.com', 'Tailor#2026', office)).status).toBe(429)

    const blank = await t.app.request('/api/admin-auth/lock', { method: 'POST', headers: browserHeaders(t.config, undefined, office), body: JSON.stringify({ username: ' ' }) })
    expect(blank.status).toBe(400)
    expect((await bodyOf(blank)).error.message).toBe('Enter your administrator email address as the username.')
  })

  it('refuses shoppers with the same answer as a wrong password', async () => {
    offset = 0
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }, { clock })
    await signUpAndVerify(t.app, t.config, 'shopper@example.com', 'Linen-Saffron-Tide-42')
    const res = await login('shopper@example.com', 'Linen-Saffron-Tide-42', nextAddress())
    expect(res.status).toBe(401)
    expect((await bodyOf(res)).error.code).toBe('invalid-credentials')
  })

  it('waits out a second on every attempt without holding up other requests', async () => {
    offset = 0
    // A held pacer: its time stands still, so the attempt asks for the whole second, and the
    // pause ends only when the test lets it.
    const pauses: number[] = []
    let paused!: () => void
    const pauseAsked = new Promise<void>((resolve) => (paused = resolve))
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const loginPacer = {
      now: () => 0,
      pause: (ms: number) => {
        pauses.push(ms)
        paused()
        return released
      },
    }
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }, { clock, loginPacer })
    let settled = false
    const attempt = login('nobody@example.com', 'wrong', nextAddress()).finally(() => (settled = true))
    await pauseAsked
    expect(pauses).toEqual([1000])
    expect((await t.app.request('/healthz')).status).toBe(200)
    expect(settled).toBe(false)
    release()
    expect((await attempt).status).toBe(401)
  })

  it('never answers bad input with a 500', async () => {
    offset = 0
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }, { clock })
    const bodies = ['not json', '[]', 'null', '{"username": 5, "password": {}}', JSON.stringify({ username: 'a'.repeat(10_000), password: 'b' })]
    const responses = await Promise.all(
      bodies.map((body) => t!.app.request('/api/admin-auth/login', { method: 'POST', headers: browserHeaders(t!.config, undefined, nextAddress()), body })),
    )
    expect(responses.map((r) => r.status)).toEqual(bodies.map(() => 400))
  })

  it('creates the first administrator from a one-time setup link, once', async () => {
    offset = 0
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }, { clock })
    const link = await t.accounts.admin.issueSetupLinkIfNoAdmin()
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/setup\?token=[\w-]{40,}$/)
    const token = new URL(link!).searchParams.get('token')!
    expect(await t.accounts.admin.setupLinkUsable(token)).toBe(true)
    expect(await t.database.db.selectFrom('admin_setup_tokens').select('token_hash').executeTakeFirst()).not.toMatchObject({ token_hash: token })

    const weak = await postJson(t.app, t.config, '/api/admin-auth/setup', { token, email: 'first@example.com', name: 'First', password: 'weak' }, undefined, nextAddress())
    expect(weak.status).toBe(400)
    const issues = ((await weak.json()) as { error: { issues: Array<{ path: string; message: string }> } }).error.issues
    expect(issues.filter((i) => i.path === 'password').map((i) => i.message)).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
      expect.stringMatching(/^This password is too easy to guess\. \S/),
    ])
    // All five rules met, and still one of the first passwords an attacker tries.
    const ruleAbiding = await postJson(t.app, t.config, '/api/admin-auth/setup', { token, email: 'first@example.com', name: 'First', password: 'Password1!' }, undefined, nextAddress())
    expect(ruleAbiding.status).toBe(400)
    expect(((await ruleAbiding.json()) as { error: { issues: unknown } }).error.issues).toEqual([
      { path: 'password', message: 'This password is too easy to guess. This is close to a commonly used password. Add a few more words that are less common. Capitalize more than the first letter.' },
    ])

    const jar = new CookieJar()
    const created = await postJson(t.app, t.config, '/api/admin-auth/setup', { token, email: 'first@example.com', name: 'First', password: 'Tailor#2026' }, jar, nextAddress())
    expect(created.status).toBe(201)
    expect((await t.app.request('/api/admin/session', { headers: browserHeaders(t.config, jar) })).status).toBe(200)

    const again = await postJson(t.app, t.config, '/api/admin-auth/setup', { token, email: 'second@example.com', name: 'Second', password: 'Tailor#2026' }, undefined, nextAddress())
    expect(again.status).toBe(410)
    expect(await again.json()).toMatchObject({ error: { code: 'setup-link-invalid', message: 'This setup link is invalid or has already been used.' } })
    expect(await t.accounts.admin.issueSetupLinkIfNoAdmin()).toBeNull()
  })

  it('withdraws an unused setup link once an administrator is created on the command line', async () => {
    offset = 0
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }, { clock })
    const token = new URL((await t.accounts.admin.issueSetupLinkIfNoAdmin())!).searchParams.get('token')!
    const result = await t.accounts.admin.createAdmin({ email: 'cli@example.com', name: 'CLI', password: 'Tailor#2026' })
    expect(result).toMatchObject({ ok: true, created: true })
    expect(await t.accounts.admin.setupLinkUsable(token)).toBe(false)
    const refused = await t.accounts.admin.createAdmin({ email: 'x@example.com', name: 'X', password: 'password' })
    expect(refused).toEqual({
      ok: false,
      errors: [
        'Password must contain at least one uppercase letter',
        'Password must contain at least one number',
        'Password must contain at least one special character',
        'This password is too easy to guess. This is one of the most used passwords. Add a few more words that are less common.',
      ],
    })
  })
})
