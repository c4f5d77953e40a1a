import { serializeProfileCookie } from '#core/profile/profile-cookie.ts'
import { waitForMail } from '../support/outbox.ts'
import { allowHttpErrors, expect, test } from './fixtures.ts'

// Issue 25, item 8: the three gaps the hostile-request probe found, tried as the probe did
// but from a real browser, at localhost and at 127.0.0.1 (the at-127.0.0.1 project), on a
// desktop and a phone. tests/integration covers each in depth on both databases
// (body-types, private-pages, format-characters); this checks the deployed server end to end.

const PASSWORD = 'Linen-Saffron-Tide-42'
const PROFILE = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'], measurements: { bust: 35.75, waist: 28.25, hips: 40.5 } }

test('a JSON body sent as a form is refused with 415, not parsed as JSON', async ({ page, baseURL, consoleErrors }) => {
  await page.goto('/')
  const origin = new URL(baseURL!).origin
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
    const res = await page.request.post('/api/admin-auth/login', {
      headers: { 'content-type': type, origin },
      data: JSON.stringify({ username: 'probe\u0000\u001b[31m', password: 'x' }),
    })
    expect(res.status(), type).toBe(415)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unsupported-media-type')
  }
  // The same body declared as JSON is read (and refused for its control characters).
  const json = await page.request.post('/api/admin-auth/login', { headers: { origin }, data: { username: 'probe\u0000\u001b[31m', password: 'x' } })
  expect(json.status()).toBe(400)
  allowHttpErrors(consoleErrors, [400, 415])
})

test("a visitor's dashboard, drawn from her profile cookie in this browser, is private and varies by Cookie", async ({ page, baseURL }) => {
  const host = new URL(baseURL!).hostname
  const [pair] = serializeProfileCookie(PROFILE as never, { now: new Date(), secure: false }).split(';')
  const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)]
  await page.context().addCookies([{ name, value, domain: host, path: '/', sameSite: 'Lax' }])
  const res = await page.goto('/dashboard')
  expect(res!.status()).toBe(200)
  // Her figures are in the page: it must never be kept by a shared cache.
  expect(await res!.text()).toContain('35.75')
  expect(res!.headers()['cache-control']).toBe('private, no-store')
  expect((res!.headers()['vary'] ?? '').toLowerCase()).toContain('cookie')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('an account name carrying a direction override or a zero-width space is refused, and her name stays as it was', async ({ page, baseURL, consoleErrors }, testInfo) => {
  const origin = new URL(baseURL!).origin
  const email = `probe-${testInfo.project.name}-${Date.now()}@example.com`
  expect((await page.request.post('/api/auth/sign-up/email', { headers: { origin }, data: { name: 'Mar\u00EDa', email, password: PASSWORD } })).status()).toBe(200)
  const { link } = await waitForMail(process.env.E2E_DATA_DIR!, email, /Verify your StyleBlueprint email/)
  await page.request.get(link, { maxRedirects: 0 })
  expect((await page.request.post('/api/auth/sign-in/email', { headers: { origin }, data: { email, password: PASSWORD } })).status()).toBe(200)
  for (const name of ['\u202Eevil', 'An\u200Bna']) {
    const res = await page.request.post('/api/auth/update-user', { headers: { origin }, data: { name } })
    expect(res.status(), JSON.stringify(name)).toBe(400)
  }
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { name: string } }
  expect(session.user.name).toBe('Mar\u00EDa')
  // A signal's ref with a direction override is refused too.
  const signal = await page.request.post('/api/signals', { headers: { origin }, data: { signals: [{ kind: 'save', ref: '\u202Eevil', at: Date.now() }] } })
  expect(signal.status()).toBe(400)
  allowHttpErrors(consoleErrors, [400])
})
