import type { Page } from '@playwright/test'
import { createAdminWithCli } from '../support/admin-cli.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { allowHttpErrors, expect as baseExpect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations } from './page-checks.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

const PASSWORD = 'Tailor#2026'
// Keep in step with core/dev-tools/site-stripe-checks.ts.
const LINKS_KEY = 'styleblueprint.sitestripe-links'

const check = (page: Page, id: 'store' | 'retrieve' | 'recommend' | 'match') => page.locator(`[data-check="${id}"]`)
const run = (page: Page, name: string) => page.getByRole('button', { name: `Run: ${name}` }).click()

/** Rewrites the stored test link, to make a check fail the way the spec describes. */
async function editTestLink(page: Page, change: Record<string, unknown>) {
  await page.evaluate(
    ([key, json]) => {
      const links = JSON.parse(localStorage.getItem(key!) ?? '[]') as Array<Record<string, unknown>>
      localStorage.setItem(key!, JSON.stringify(links.map((l) => ({ ...l, ...JSON.parse(json!) }))))
    },
    [LINKS_KEY, JSON.stringify(change)],
  )
}

test('in production the test pages are a plain 404 for visitors', async ({ page, consoleErrors }) => {
  for (const path of ['/test', '/test-sitestripe']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
    await expect(page.getByText('Link checks')).toHaveCount(0)
  }
  allowHttpErrors(consoleErrors, [404])
})

test('an administrator runs the four checks, sees each of the spec’s failures, and cleans up', async ({ page }) => {
  const email = `dev-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  createAdminWithCli(process.env.E2E_DATA_DIR!, email, PASSWORD, 'Dev Admin')
  await page.goto('/admin')
  await page.getByLabel('Username').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('tab', { name: 'Product Import' })).toBeVisible({ timeout: 30_000 })

  await page.goto('/test-sitestripe')
  await expect(page.getByRole('heading', { level: 1, name: 'SiteStripe test page' })).toBeVisible()
  // The profile state: nothing stored for this new account.
  const state = page.getByTestId('profile-state')
  await expect(state).toContainText('Stored profileNo')
  await expect(state).toContainText('Analysis completeNo')
  await expect(state).toContainText('Completion0%')
  const panel = page.getByRole('region', { name: 'Profile state' })
  for (const [name, href] of [['Body analysis', '/analysis/body'], ['Color analysis', '/analysis/color'], ['Style preferences', '/analysis/style'], ['Dashboard', '/dashboard']]) {
    await expect(panel.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!)
  }
  await page.getByText('Debug dump').click()
  await expect(page.getByTestId('debug-dump')).toContainText('"hasStoredProfile": false')

  // Nothing stored yet: retrieving and matching fail with the spec's messages.
  await run(page, 'Retrieving')
  await expect(check(page, 'retrieve')).toContainText('Failed: No data found in localStorage')
  await run(page, 'Matching scores')
  await expect(check(page, 'match')).toContainText('Failed: No match scores found')

  await page.getByRole('button', { name: 'Run All Tests' }).click()
  for (const id of ['store', 'retrieve', 'recommend', 'match'] as const) await expect(check(page, id)).toContainText('Passed')
  // The rule book reads the wrap dress as flattering an hourglass, in no named colour, romantic rather than classic.
  await expect(check(page, 'match')).toContainText('The test product matches 65%')
  await expect(page.getByTestId('stored-links')).toContainText('Classic Wrap Dress$89.99')
  await expect(page.getByTestId('test-recommendations').getByRole('listitem')).toHaveCount(5)
  await expectNoSeriousAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

  // A test product that no longer fits, then one that is switched off.
  await editTestLink(page, { productName: 'Straight Leg Jeans', category: 'Bottoms', tags: [], price: 400 })
  await run(page, 'Matching scores')
  await expect(check(page, 'match')).toContainText('Failed: Test product match score too low')
  await editTestLink(page, { isActive: false })
  await run(page, 'Generating recommendations')
  await expect(check(page, 'recommend')).toContainText('Failed: No SiteStripe recommendations found')
  // And a catalogue with nothing to recommend.
  await page.route('**/api/recommendations', (route) => route.fulfill({ json: { items: [], total: 0, tailored: { body: 0, color: 0, style: 0 }, degraded: false, message: null, engine: 'rule-based' } }))
  await run(page, 'Generating recommendations')
  await expect(check(page, 'recommend')).toContainText('Failed: No recommendations generated')

  await page.getByRole('button', { name: 'Clean Up Test Data' }).click()
  await expect(page.getByText('Removed the test links from this browser.')).toBeVisible()
  await expect(page.getByTestId('stored-links')).toHaveText('None yet.')
  expect(await page.evaluate((key) => localStorage.getItem(key), LINKS_KEY)).toBeNull()
  await expect(check(page, 'retrieve')).toContainText('Not run yet')

  // /test is the same page under its own title.
  await page.goto('/test')
  await expect(page.getByRole('heading', { level: 1, name: 'Developer test page' })).toBeVisible()
})

test.describe('in development', () => {
  // In order in one worker: one server for the group (beforeAll runs per test when tests run fully parallel).
  test.describe.configure({ mode: 'default' })
  let server: ServerProcess
  test.beforeAll(async () => {
    server = await startServerProcess({ TRUST_PROXY: 'true', NODE_ENV: 'development' })
  })
  test.afterAll(async () => {
    await stopServerProcess(server)
  })

  test('everyone gets the test pages, with the browser’s own profile', async ({ page }) => {
    await page.goto(`${server.url}/`)
    await page.evaluate(() =>
      localStorage.setItem('styleblueprint.style-profile', JSON.stringify({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'], version: '1.0', savedAt: '2026-11-22T10:00:00.000Z' })),
    )
    const response = await page.goto(`${server.url}/test`)
    expect(response?.status()).toBe(200)
    const state = page.getByTestId('profile-state')
    await expect(state).toContainText('Analysis completeYes')
    await expect(state).toContainText('Body shapePear')
    await expect(state).toContainText('Style preferencesClassic')
    await page.getByRole('button', { name: 'Run All Tests' }).click()
    await expect(check(page, 'match')).toContainText('Passed')
    await expectNoSeriousAxeViolations(page)
  })
})
