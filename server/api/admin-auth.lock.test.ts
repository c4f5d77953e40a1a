import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT_BACKOFF_THRESHOLD } from '#core/admin/login-lock.ts'
import { listRecentAdminActivity } from '#db/repositories/admin-activity-repository.ts'
import { browserHeaders, CookieJar, nextAddress, postJson } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'
import { ADMIN_BROWSER_COOKIE } from '../auth/admin-login-guard.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const EMAIL = 'admin@example.com'
const PASSWORD = 'Tailor#2026'

// Each case hashes a dozen passwords (scrypt): on a busy 2-core machine that outlasts the default 20 s.
describe.each(DIALECTS)('no way around the admin lock on %s', { timeout: 60_000 }, (dialect) => {
  let t: TestApp | undefined
  let offset = 0
  const clock = () => new Date(Date.now() + offset)
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })

  async function start() {
    offset = 0
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }, { clock })
    await t.accounts.admin.createAdmin({ email: EMAIL, name: 'Admin', password: PASSWORD })
    return t
  }
  const adminLogin = (password: string, address: string, jar?: CookieJar) =>
    postJson(t!.app, t!.config, '/api/admin-auth/login', { username: EMAIL, password }, jar, address)
  const shopperSignIn = (password: string, address: string, jar?: CookieJar) =>
    postJson(t!.app, t!.config, '/api/auth/sign-in/email', { email: EMAIL, password }, jar, address)
  const sessionCookie = (res: Response) => res.headers.getSetCookie().some((c) => c.startsWith('styleblueprint.session_token=') && !/max-age=0/i.test(c))

  it('refuses a locked administrator on the shopper sign-in, with the right password too', async () => {
    await start()
    const address = nextAddress()
    for (let i = 0; i < 3; i += 1) await adminLogin('wrong', address)

    const right = await shopperSignIn(PASSWORD, address)
    expect(right.status).toBe(429)
    expect(sessionCookie(right)).toBe(false)
    // The same answer as the library's own rate limit: the route does not say who is an administrator.
    expect(await right.json()).toMatchObject({ message: 'Too many requests. Please try again later.' })
    expect(Number(right.headers.get('x-retry-after'))).toBe(15 * 60)
    expect(await t!.database.db.selectFrom('sessions').select('id').execute()).toHaveLength(0)

    offset = 15 * 60_000 + 1000
    const later = await shopperSignIn(PASSWORD, address)
    expect(later.status).toBe(200)
    expect(sessionCookie(later)).toBe(true)
  })

  it('counts failures on the shopper sign-in toward the same lock', async () => {
    await start()
    const address = nextAddress()
    expect((await shopperSignIn('wrong-one', address)).status).toBe(401)
    expect((await shopperSignIn('wrong-two', address)).status).toBe(401)
    const third = await adminLogin('wrong', address)
    expect(third.status).toBe(429)
    expect(await third.json()).toMatchObject({ error: { code: 'account-locked', message: 'Too many failed attempts. Account locked for 15 minutes.' } })
    expect((await adminLogin(PASSWORD, address)).status).toBe(429)
    expect((await shopperSignIn(PASSWORD, address)).status).toBe(429)

    const logged = await listRecentAdminActivity(t!.database.db, 20)
    expect(logged.filter((e) => e.action === 'LOGIN_FAILED' && e.details?.via === 'shopper sign-in')).toHaveLength(2)
  })

  it('does not let a stranger lock the administrator out, and keeps the lock across a restart', async () => {
    await start()
    const stranger = nextAddress()
    await Promise.all([0, 1, 2].map(() => adminLogin('guess', stranger)))
    expect((await adminLogin(PASSWORD, stranger)).status).toBe(429)

    // The administrator, elsewhere, signs in at once, on either route.
    expect((await adminLogin(PASSWORD, nextAddress())).status).toBe(200)
    expect((await shopperSignIn(PASSWORD, nextAddress())).status).toBe(200)

    // A second process on the same database (a restart) still holds the stranger.
    const restarted = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }, { clock, database: t!.database })
    const again = await postJson(restarted.app, restarted.config, '/api/admin-auth/login', { username: EMAIL, password: PASSWORD }, undefined, stranger)
    expect(again.status).toBe(429)
    const lock = (await (await postJson(restarted.app, restarted.config, '/api/admin-auth/lock', { username: EMAIL }, undefined, stranger)).json()) as { lock: { locked: boolean } }
    expect(lock.lock.locked).toBe(true)
  })

  it('slows guessing from many addresses with an account-wide backoff that never holds a browser the administrator used before', async () => {
    await start()
    const trusted = new CookieJar()
    const home = nextAddress()
    const first = await adminLogin(PASSWORD, home, trusted)
    expect(first.status).toBe(200)
    expect(first.headers.getSetCookie().find((c) => c.startsWith(`${ADMIN_BROWSER_COOKIE}=`))).toMatch(/HttpOnly/i)

    // Ten wrong passwords from four addresses: no address reaches its own lock of three.
    const addresses = [nextAddress(), nextAddress(), nextAddress(), nextAddress()]
    for (let i = 0; i < ACCOUNT_BACKOFF_THRESHOLD; i += 1) {
      expect((await shopperSignIn(`guess-${i}`, addresses[i % 4]!)).status).toBe(401)
    }
    // A new address is held by the account-wide backoff, whatever the password and the route.
    const fresh = nextAddress()
    const held = await adminLogin(PASSWORD, fresh)
    expect(held.status).toBe(429)
    expect(await held.json()).toMatchObject({ error: { code: 'account-locked', message: 'Account is locked. Please wait 1 minutes.' } })
    expect((await shopperSignIn(PASSWORD, fresh)).status).toBe(429)

    // The administrator's own browser gets in, from anywhere; a forged browser cookie does not.
    const browserCookie = trusted.header().split('; ').find((c) => c.startsWith(`${ADMIN_BROWSER_COOKIE}=`))!
    const withCookie = (cookie: string) =>
      t!.app.request('/api/admin-auth/login', {
        method: 'POST',
        headers: { ...browserHeaders(t!.config, undefined, nextAddress()), cookie },
        body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
      })
    expect((await withCookie(browserCookie)).status).toBe(200)
    expect((await withCookie(`${ADMIN_BROWSER_COOKIE}=AAAAAAAAAAAAAAAAAAAAAAAA.forged`)).status).toBe(429)

    // The backoff ends on its own; the next failure starts a longer one.
    offset = 60_000 + 1000
    expect((await shopperSignIn('guess-again', nextAddress())).status).toBe(401)
    const longer = await adminLogin(PASSWORD, nextAddress())
    expect(await longer.json()).toMatchObject({ error: { code: 'account-locked', message: 'Account is locked. Please wait 2 minutes.' } })
  })

  it('lifts every lock when the password is set again on the command line', async () => {
    await start()
    const address = nextAddress()
    for (let i = 0; i < 3; i += 1) await shopperSignIn('wrong', address)
    expect((await adminLogin(PASSWORD, address)).status).toBe(429)
    await t!.accounts.admin.createAdmin({ email: EMAIL, name: 'Admin', password: 'Tailor#2027' })
    expect((await adminLogin('Tailor#2027', address)).status).toBe(200)
  })
})
