import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONSENT_COOKIE, consentCookieValue } from '#core/consent/consent-cookie.ts'
import { acceptAll } from '#core/consent/consent.ts'
import { serializeProfileCookie } from '#core/profile/profile-cookie.ts'
import { signUpAndVerify } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

// The pages as the production server renders them (the built app, as `npm test` builds it
// before this suite), in-process through the real Hono app: who may keep a page.

const root = path.resolve(import.meta.dirname, '../..')
type TestApp = Awaited<ReturnType<typeof createTestApp>>

// Figures nobody else has: the probe found them in a visitor's dashboard HTML.
const PROFILE = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'], measurements: { bust: 35.75, waist: 28.25, hips: 40.5 } } as const
const profileCookie = () => serializeProfileCookie(PROFILE as never, { now: new Date(), secure: false }).split(';')[0]!
const consentCookie = () => `${CONSENT_COOKIE}=${consentCookieValue(acceptAll(new Date()))}`

describe.each(DIALECTS)('who may keep a page, on %s', (dialect) => {
  let t: TestApp

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)) as ServerBuild
    const handle = createRequestHandler(build, 'production')
    t = await createTestApp(dialect, { pageHandler: (request, context) => handle(request, context) }, { TRUST_PROXY: 'true' })
  })
  afterAll(async () => {
    await t.database.destroy()
  })

  const get = (pathname: string, cookie?: string) => t.app.request(pathname, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })
  const varies = (res: Response) => (res.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase())

  it("keeps a visitor's dashboard, rendered from her profile cookie, out of every cache", async () => {
    const page = await get('/dashboard', `${consentCookie()}; ${profileCookie()}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    // The page is hers: her measurements are in it.
    for (const figure of ['35.75', '28.25', '40.5']) expect(html).toContain(figure)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(varies(page)).toContain('cookie')

    // Its data, as the live page asks for it on a client-side navigation.
    const data = await get('/dashboard.data', profileCookie())
    expect(data.status).toBe(200)
    expect(await data.text()).toContain('35.75')
    expect(data.headers.get('cache-control')).toBe('private, no-store')
    expect(varies(data)).toContain('cookie')
  })

  it('makes any page asked with a cookie private, and says every page varies by Cookie', async () => {
    // The privacy choice alone decides the consent layer and the tracking script.
    const chosen = await get('/faq', consentCookie())
    expect(chosen.status).toBe(200)
    expect(chosen.headers.get('cache-control')).toBe('private, no-store')
    // Asked without cookies, a page is the same for every such visitor: the route decides.
    const anonymous = await get('/faq')
    expect(anonymous.status).toBe(200)
    expect(anonymous.headers.get('cache-control')).toBeNull()
    expect(varies(anonymous)).toContain('cookie')
    expect(varies(anonymous)).toContain('accept-encoding')
    // A route's own public policy holds only without cookies.
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600')
    expect((await get('/robots.txt', consentCookie())).headers.get('cache-control')).toBe('private, no-store')
  })

  it("keeps a signed-in shopper's pages private, as before", async () => {
    const { jar } = await signUpAndVerify(t.app, t.config, 'private@example.com')
    const account = await get('/account', jar.header())
    expect(account.status).toBe(200)
    expect(account.headers.get('cache-control')).toBe('private, no-store')
    expect(varies(account)).toContain('cookie')
  })
})
