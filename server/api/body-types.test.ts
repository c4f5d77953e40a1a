import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CookieJar, nextAddress, signInAdmin, signUpAndVerify } from '#tests/support/accounts.ts'
import { appTables, BOOKKEEPING_TABLES, storedControlCharacters } from '#tests/support/db-snapshot.ts'
import { routesOf } from '#tests/support/fuzz-requests.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

// The probe of issue 25: JSON whose strings hide control characters behind escapes, declared
// as a form. The control-character check reads a form and finds nothing; a route that parsed
// the body as JSON anyway stored the NUL and the ESC.
const PROBE = JSON.stringify({ username: 'probe\u0000\u001b[31mred', password: 'x', email: 'probe\u0000@example.com', name: 'Ann\u0000' })
const MISDECLARED = ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', 'application/x-www-form-urlencoded; charset=application/json'] as const

describe.each(DIALECTS)('a body is read only as the type it declares, on %s', (dialect) => {
  let t: TestApp
  const jars: { shopper?: CookieJar; admin?: CookieJar } = {}
  const origin = () => new URL(t.config.publicUrl).origin

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' })
    jars.shopper = (await signUpAndVerify(t.app, t.config, 'shopper@example.com')).jar
    jars.admin = (await signInAdmin(t.app, t.config, t.accounts)).jar
  })
  afterAll(async () => {
    await t.database.destroy()
  })

  const send = (path: string, contentType: string, body: string, jar?: CookieJar, method = 'POST') =>
    t.app.request(path, {
      method,
      headers: { 'content-type': contentType, origin: origin(), 'x-forwarded-for': nextAddress(), ...(jar ? { cookie: jar.header() } : {}) },
      body,
    })

  it('refuses the probe on the back-office login with 415, and logs nothing it carried', async () => {
    for (const type of MISDECLARED) {
      const res = await send('/api/admin-auth/login', type, PROBE)
      expect(res.status, type).toBe(415)
      expect(await res.json()).toMatchObject({
        error: { code: 'unsupported-media-type', message: 'This address reads JSON only: send the body with the header Content-Type: application/json.' },
      })
    }
    const logged = await t.database.db.selectFrom('admin_activity_log').select('username').execute()
    expect(logged.map((r) => r.username).filter((u) => u?.startsWith('probe'))).toEqual([])
    // Declared as JSON, the same body is read, and the check refuses its control characters.
    const json = await send('/api/admin-auth/login', 'application/json', PROBE)
    expect(json.status).toBe(400)
    const refused = (await json.json()) as { error: { code: string; issues: Array<{ path: string }> } }
    expect(refused.error.code).toBe('validation-failed')
    expect(refused.error.issues.map((i) => i.path).sort()).toEqual(['email', 'name', 'username'])
  })

  it('answers every JSON route of ours with 415 for a body declared otherwise, and a form route for JSON', async () => {
    const cases: Array<{ path: string; method?: string; jar?: 'shopper' | 'admin' }> = [
      { path: '/api/admin-auth/setup' },
      { path: '/api/admin-auth/lock' },
      { path: '/api/newsletter-signups' },
      { path: '/api/contact-messages' },
      { path: '/api/recommendations' },
      { path: '/api/blueprint-shares' },
      { path: '/api/blueprint-shares/AAAAAAAAAAAAAAAAAAAAAAAA', method: 'DELETE' },
      { path: '/api/wishlist-shares', jar: 'shopper' },
      { path: '/api/signals', jar: 'shopper' },
      { path: '/api/style-profile', method: 'PUT', jar: 'shopper' },
      { path: '/api/admin/products/bulk', jar: 'admin' },
      { path: '/api/admin/imports/product', jar: 'admin' },
    ]
    for (const c of cases) {
      for (const type of MISDECLARED) {
        const res = await send(c.path, type, PROBE, c.jar ? jars[c.jar] : undefined, c.method)
        expect(res.status, `${c.method ?? 'POST'} ${c.path} as ${type}`).toBe(415)
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unsupported-media-type')
      }
    }
    const consent = await send('/api/consent', 'application/json', JSON.stringify({ choice: 'accept-all' }))
    expect(consent.status).toBe(415)
    expect(await consent.json()).toMatchObject({ error: { code: 'unsupported-media-type', message: expect.stringContaining('application/x-www-form-urlencoded') } })
  })

  it('still reads JSON however the header spells it', async () => {
    for (const type of ['application/json', 'Application/JSON; charset=utf-8', 'application/merge-patch+json']) {
      const res = await send('/api/admin-auth/lock', type, JSON.stringify({ username: 'someone@example.com' }))
      expect(res.status, type).toBe(200)
    }
  })

  it('lets no misdeclared body store a control character through any route of the app', async () => {
    const routes = routesOf(t.app).filter((r) => r.method !== 'GET' && r.method !== 'HEAD')
    const authPaths = ['/sign-up/email', '/sign-in/email', '/update-user', '/change-email', '/send-verification-email', '/request-password-reset']
    const statuses: number[] = []
    for (const route of routes) {
      const paths = route.path.endsWith('*') ? authPaths.map((p) => route.path.replace(/\*$/, p.slice(1))) : [route.path.replace(/:\w+/g, 'x')]
      for (const path of paths) {
        for (const type of MISDECLARED) {
          const jar = path.startsWith('/api/admin/') ? jars.admin : jars.shopper
          const res = await send(path, type, PROBE, jar, route.method)
          await res.arrayBuffer()
          statuses.push(res.status)
        }
      }
    }
    expect(statuses.length).toBeGreaterThan(100)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    const tables = (await appTables(t.database.db)).filter((name) => !BOOKKEEPING_TABLES.includes(name))
    expect(await storedControlCharacters(t.database.db, tables)).toEqual([])
  })
})
