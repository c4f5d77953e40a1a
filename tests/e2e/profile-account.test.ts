import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { waitForMail } from '../support/outbox.ts'
import { expect, storeAcceptedConsent, test } from './fixtures.ts'

// Keep in step with STYLE_PROFILE_STORAGE_KEY (app/features/analysis/profile-store.ts).
const KEY = 'styleblueprint.style-profile'
const PASSWORD = 'Linen-Saffron-Tide-42'

const dataDir = () => process.env.E2E_DATA_DIR!
const baseUrl = () => process.env.E2E_BASE_URL!
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

/** An account registered and verified through the API (its own request context, so the page stays signed out). */
async function createVerifiedUser(request: APIRequestContext, email: string) {
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Profile Tester', email, password: PASSWORD, callbackURL: '/login?verified=1' },
    headers: { origin: new URL(baseUrl()).origin },
  })
  expect(signUp.status(), await signUp.text()).toBe(200)
  const { link } = await waitForMail(dataDir(), email, /Verify your StyleBlueprint email/)
  const verify = await request.get(link, { maxRedirects: 0 })
  expect(verify.status()).toBe(302)
}

/** Signs in through the real login form and waits until the account page is shown. */
async function signIn(page: Page, email: string) {
  await page.goto('/login?redirectTo=/account')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  // A predicate on the path: the login URL itself ends in "redirectTo=/account". Signing in
  // (password hashing, then the loader's redirect) is slow on a busy machine, hence 20 s.
  await expect(page).toHaveURL((url) => url.pathname === '/account', { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible()
}

/** Every text that appears in a `role="status"` element of the page, on any document it loads. */
async function recordStatusTexts(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.exposeFunction('recordStatusText', (text: string) => void seen.push(text))
  await page.addInitScript(() => {
    const report = (window as unknown as { recordStatusText: (text: string) => void }).recordStatusText
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"]')) {
        const text = el.textContent?.trim()
        if (text && el.getAttribute('data-recorded') !== text) {
          el.setAttribute('data-recorded', text)
          report(text)
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  return seen
}

const localProfile = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY)
const accountProfile = async (page: Page) => (await (await page.request.get('/api/style-profile')).json()) as { profile: unknown }

/** A second, separate browser (no shared cookies or storage), with the consent choice made. */
async function newBrowser(browser: Browser, clientAddress: string) {
  const context = await browser.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { 'x-forwarded-for': clientAddress } })
  await storeAcceptedConsent(context)
  return context
}

// Each test registers an account and walks several pages (two browsers in the first).
test.describe.configure({ timeout: 120_000 })

const COMPLETE = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'], measurements: { waist: 27 } }

test("a visitor's profile moves into the account on sign-in, follows the user to a new browser, and clearing removes it everywhere", async ({
  page,
  request,
  browser,
  clientAddress,
}) => {
  const email = uniqueEmail('mover')
  await createVerifiedUser(request, email)

  // As a visitor: a finished analysis in this browser only.
  await page.goto('/')
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [KEY, JSON.stringify({ ...COMPLETE, version: '1.0', savedAt: new Date().toISOString() })],
  )

  // The auto-save's toast is on screen for 3 seconds only, which a busy machine can spend
  // before the account page is checked: every status text shown is recorded as it appears.
  const statuses = await recordStatusTexts(page)
  await signIn(page, email)
  // The profile moved: the browser copy is gone, the account has it, and the auto-save said so.
  await expect.poll(() => statuses).toContain('Your style analysis was saved to your account.')
  expect(await localProfile(page)).toBeNull()
  await expect(page.getByRole('status').filter({ hasText: 'Your style analysis was saved to your account.' })).toBeHidden({ timeout: 6000 })
  expect((await accountProfile(page)).profile).toEqual(COMPLETE)

  // A new browser context: signing in brings the profile back from the account.
  const other = await newBrowser(browser, clientAddress)
  const otherPage = await other.newPage()
  await signIn(otherPage, email)
  await otherPage.goto('/analysis/body')
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Welcome Back! Continue Your Journey' })).toBeVisible()
  await expect(otherPage.getByText('Your profile is 100% complete')).toBeVisible()
  await expect(otherPage.getByRole('radio', { name: 'Pear' })).toBeChecked()
  await expect(otherPage.getByLabel('Waist')).toHaveValue('27')
  expect(await localProfile(otherPage)).toBeNull()

  // Clearing on the account page, after a confirmation.
  await page.goto('/account')
  const clear = page.getByRole('button', { name: 'Clear style profile' })
  await expect(clear).toBeEnabled()
  await clear.click()
  const dialog = page.getByRole('dialog', { name: 'Clear your style profile?' })
  await expect(dialog).toBeVisible()
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await dialog.getByRole('button', { name: 'Yes, clear it' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your style profile was cleared.' })).toBeVisible()
  await expect(clear).toBeDisabled()
  expect((await accountProfile(page)).profile).toBeNull()
  expect(await localProfile(page)).toBeNull()

  // ...and it is gone in the other browser too.
  await otherPage.reload()
  await expect(otherPage.getByRole('heading', { level: 1, name: "Let's Analyze Your Body Shape" })).toBeVisible()
  await expect(otherPage.getByRole('radio', { name: 'Pear' })).not.toBeChecked()
  await other.close()
})

test('a signed-in analysis saves to the account as it goes, with the auto-save confirmation once it is complete', async ({ page, request }) => {
  const email = uniqueEmail('saver')
  await createVerifiedUser(request, email)
  await signIn(page, email)
  await expect(page.getByText('There is no style profile saved yet.')).toBeVisible()

  await page.goto('/get-started')
  await expect(page).toHaveURL(/\/analysis\/body$/)
  await page.getByText('Hourglass', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Hourglass' })).toBeChecked()
  await page.getByRole('button', { name: 'Continue to Color Analysis' }).click()

  await expect(page).toHaveURL(/\/analysis\/color$/)
  for (const answer of ['Blue or purple', 'Silver', 'I burn easily and rarely tan']) {
    await page.getByRole('radio', { name: answer }).check()
    await page.getByRole('button', { name: /^(Next Question|See My Palette)$/ }).click()
  }
  await expect(page.getByRole('heading', { name: 'Your palette: Cool Tones' })).toBeVisible()
  await page.getByRole('button', { name: 'Create Style Blueprint' }).click()

  await expect(page).toHaveURL(/\/analysis\/style$/)
  await page.getByRole('button', { name: 'Minimal', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Minimal', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Generate My Blueprint' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your Style Blueprint' })).toBeVisible()
  // Signed in: no "Save Your Style Profile" banner.
  await expect(page.getByRole('region', { name: 'Save Your Style Profile' })).toHaveCount(0)
  // Three steps done, but the signed-in rule also wants a measurement: no auto-save yet.
  await expect(page.getByRole('status').filter({ hasText: 'Your style analysis was saved to your account.' })).toHaveCount(0)
  expect(await localProfile(page)).toBeNull()
  expect((await accountProfile(page)).profile).toMatchObject({ bodyShape: 'hourglass', colorPalette: 'cool', stylePreferences: ['minimal'] })

  // /get-started sends a signed-in user back to the step where measurements go.
  await page.goto('/get-started')
  await expect(page).toHaveURL(/\/analysis\/body$/)
  await page.getByLabel('Waist').fill('26')
  const toast = page.getByRole('status').filter({ hasText: 'Your style analysis was saved to your account.' })
  await expect(toast).toBeVisible()
  await expect(toast).toBeHidden({ timeout: 6000 })
  expect((await accountProfile(page)).profile).toMatchObject({ measurements: { waist: 26 } })
})
