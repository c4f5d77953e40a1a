import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { CONSENT_COOKIE } from '#core/consent/consent-cookie.ts'
import { allowHttpErrors, expect, pageIsLive, storeAcceptedConsent, test } from './fixtures.ts'

test.use({ consent: 'none' })

const LEGACY_KEY = 'styleblueprint:consent'

/** The privacy choice the browser holds in the consent cookie, or null. */
async function stored(page: Page): Promise<Record<string, unknown> | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE)
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null
}

const layer = (page: Page) => page.getByRole('dialog', { name: 'Privacy & Cookie Consent' })

/** Whether the page's own content (header, main, footer) is inert behind the layer. */
const pageIsInert = (page: Page) => page.locator('#main').evaluate((el) => el.closest('[inert]') !== null)

test('first visit: one layer, in the page the server sends; accepting stores the choice with its date and version', async ({ page }) => {
  // The server renders the layer with the page: it is in the HTML, before any script runs.
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('aria-labelledby="consent-title"')
  expect(html).toContain('Privacy &amp; Cookie Consent')

  // The landing page has no script for visitors; the scripted layer is tried on the FAQ.
  await page.goto('/faq')
  await expect(layer(page)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  expect(await pageIsInert(page)).toBe(true)
  await expect(layer(page).getByText('You can change your preferences at any time in your account settings.')).toBeVisible()

  await layer(page).getByText('Show Detailed Information').click()
  for (const category of ['Essential cookies', 'Analytics cookies', 'Personalization cookies', 'Third-party cookies']) {
    await expect(layer(page).getByText(category)).toBeVisible()
  }
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await layer(page).getByText('Hide Detailed Information').click()
  await expect(layer(page).getByText('Analytics cookies')).toBeHidden()

  await page.evaluate(() => {
    ;(window as unknown as { consentEvents: unknown[] }).consentEvents = []
    window.addEventListener('consent-changed', (e) => (window as unknown as { consentEvents: unknown[] }).consentEvents.push((e as CustomEvent).detail))
  })
  await layer(page).getByRole('button', { name: 'Accept All & Continue' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await pageIsInert(page)).toBe(false)
  const record = await stored(page)
  expect(record).toMatchObject({
    status: 'accepted',
    version: '1.0',
    settings: { essential: true, analytics: true, personalization: true, marketing: true },
  })
  expect(Date.now() - Date.parse(String(record?.timestamp))).toBeLessThan(60_000)
  expect(await page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents.length)).toBe(1)
  const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE)!
  // One year from now, give or take the test's own run time.
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000)
  expect(cookie.sameSite).toBe('Lax')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await (await page.request.get('/')).text()).not.toContain('Privacy &amp; Cookie Consent')
})

test('declining, the close icon and Escape all store a decline with only essential cookies', async ({ page }) => {
  await page.goto('/about')
  await layer(page).getByRole('button', { name: 'Decline & Exit' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await stored(page)).toMatchObject({ status: 'declined', settings: { essential: true, analytics: false, personalization: false, marketing: false } })

  await page.context().clearCookies()
  await page.reload()
  await layer(page).getByRole('button', { name: 'Close and decline' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await stored(page)).toMatchObject({ status: 'declined' })

  await page.context().clearCookies()
  await page.reload()
  await expect(layer(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await stored(page)).toMatchObject({ status: 'declined' })
})

test('customising: the switches in the details save exactly what was switched on', async ({ page }) => {
  await page.goto('/faq')
  await layer(page).getByText('Show Detailed Information').click()
  await layer(page).getByRole('switch', { name: 'Personalization cookies' }).check()
  await layer(page).getByRole('button', { name: 'Save My Choices' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await stored(page)).toMatchObject({ status: 'accepted', settings: { essential: true, analytics: false, personalization: true, marketing: false } })
})

test('before the page script has loaded, the buttons still work: the form stores the choice and returns to the same page', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/faq?topic=sizing')
  await layer(page).getByText('Show Detailed Information').click()
  await layer(page).getByRole('switch', { name: 'Analytics cookies' }).check()
  await layer(page).getByRole('button', { name: 'Save My Choices' }).click()
  await expect(page).toHaveURL(/\/faq\?topic=sizing$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await stored(page)).toMatchObject({ status: 'accepted', settings: { analytics: true, personalization: false, marketing: false } })
  await context.close()
})

test('on the landing page, which a visitor gets without script, the layer works as a form and returns to /', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())))
  await page.goto('/')
  await expect(layer(page)).toBeVisible()
  expect(await pageIsInert(page)).toBe(true)
  await layer(page).getByRole('button', { name: 'Accept All & Continue' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await pageIsInert(page)).toBe(false)
  expect(await stored(page)).toMatchObject({ status: 'accepted', settings: { analytics: true } })
  expect(scripts).toEqual([])
})

test('text typed before the page script has loaded stays in its fields', async ({ page, consoleErrors }) => {
  await storeAcceptedConsent(page.context())
  // Hold every script back until the shopper has typed, as a slow phone network would.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/login', { waitUntil: 'commit' })
  await page.getByLabel('Email').pressSequentially('nobody@example.com')
  await page.getByLabel('Password', { exact: true }).pressSequentially('wrong-password')
  release()
  // The page is live once its script runs: a submit then shows the server's answer in-page.
  await pageIsLive(page)
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong-password')
  // And the page's own state holds them too: signing in sends exactly what was typed.
  const signIn = page.waitForRequest((r) => r.url().endsWith('/api/auth/sign-in/email'))
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  expect((await signIn).postDataJSON()).toMatchObject({ email: 'nobody@example.com', password: 'wrong-password' })
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  allowHttpErrors(consoleErrors, [401])
})

test('a choice stored before consent moved to a cookie is carried over once', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem(
        key,
        JSON.stringify({
          status: 'declined',
          settings: { essential: true, analytics: false, personalization: false, marketing: false },
          timestamp: new Date(Date.now() - 30 * 86_400_000).toISOString(),
          version: '1.0',
        }),
      )
    }
  }, LEGACY_KEY)
  await page.goto('/faq')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await stored(page)).toMatchObject({ status: 'declined' })
  expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_KEY)).toBeNull()
  // From now on the server knows: the next page comes without the layer.
  await page.reload()
  expect(await (await page.request.get('/')).text()).not.toContain('Privacy &amp; Cookie Consent')
})

test('a choice older than a year counts as none, and is asked for again', async ({ page }) => {
  const old = {
    status: 'accepted',
    settings: { essential: true, analytics: true, personalization: true, marketing: true },
    timestamp: new Date(Date.now() - 400 * 86_400_000).toISOString(),
    version: '1.0',
  }
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(old)), url: process.env.E2E_BASE_URL! }])
  await page.goto('/')
  await expect(layer(page)).toBeVisible()
})

test('the back office shows no shopper consent layer', async ({ page }) => {
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await pageIsInert(page)).toBe(false)
})
