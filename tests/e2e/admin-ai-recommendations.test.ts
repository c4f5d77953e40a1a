import AxeBuilder from '@axe-core/playwright'
import { createDatabase } from '../../db/database.ts'
import { readCatalogueVersion } from '../../db/repositories/catalogue-version-repository.ts'
import { savePrecomputedRecommendations } from '../../db/repositories/recommendations-repository.ts'
import { createAdminWithCli } from '../support/admin-cli.ts'
import { expect, test } from './fixtures.ts'

const PASSWORD = 'Tailor#2026'

/** Stores one unexpired precomputed list in the suite server's database, so there is something to clear. */
async function seedPrecomputed() {
  const database = createDatabase({ dataDir: process.env.E2E_DATA_DIR! })
  const hash = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.padEnd(32, '0').slice(0, 32)
  try {
    await savePrecomputedRecommendations(database.db, { profileHash: hash, items: [], averageConfidence: null, catalogueVersion: await readCatalogueVersion(database.db) }, { now: new Date(), ttlMs: 10 * 60_000 })
  } finally {
    await database.close()
  }
}

test('an administrator checks the AI recommendations, tests a sample profile and clears stored results after confirming', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `recs-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  createAdminWithCli(process.env.E2E_DATA_DIR!, email, PASSWORD, 'Rhea Recommender')
  await seedPrecomputed()

  await page.goto('/admin')
  await page.getByLabel('Username').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Rhea Recommender' })).toBeVisible()

  await page.getByRole('tab', { name: 'AI Recommendations' }).click()
  await expect(page.getByRole('heading', { name: 'AI Recommendation Manager' })).toBeVisible()
  // The suite's server has no AI key: the service is not set up (grey, not a red Disconnected) and the rule-based engine runs.
  const aiService = page.locator('[data-stat="ai-service"]')
  await expect(aiService).toContainText('Not set up')
  await expect(page.locator('[data-stat="products"] dd')).toHaveText(/^[1-9][\d,]*$/)
  // Other tests share the server and may store or drop lists meanwhile (a catalogue change
  // drops them all), so the counts are checked for shape, not for exact values.
  await expect(page.locator('[data-stat="precomputed"] dd').first()).toHaveText(/^\d[\d,]*$/)
  const deletes: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'DELETE' && new URL(r.url()).pathname === '/api/admin/ai/recommendations') deletes.push(r.url())
  })

  // The sample profile: pear, cool, romantic and trendy (the styles a shopper can choose).
  await page.getByLabel('Body shape').selectOption('pear')
  await page.getByLabel('Color palette').selectOption('cool')
  await page.getByLabel('Style', { exact: true }).selectOption('romantic')
  await expect(page.getByLabel('Style', { exact: true }).locator('option')).toHaveText(['Classic', 'Trendy', 'Bohemian', 'Minimal', 'Edgy', 'Romantic'])
  await page.getByLabel('Second style (optional)').selectOption('trendy')
  await page.getByRole('button', { name: 'Test recommendations' }).click()
  const results = page.getByRole('region', { name: 'Recommended products for the sample profile' })
  await expect(results).toBeVisible()
  await expect(page.getByTestId('recs-test-summary')).toHaveText(/^\d+ of \d+ matching products, by the (dynamic|balanced|rule-based) engine in [\d.]+ ms$/)
  const rows = results.locator('tbody tr')
  const shown = await rows.count()
  expect(shown).toBeGreaterThan(0)
  expect(shown).toBeLessThanOrEqual(10)
  for (const score of await rows.locator('td:first-of-type').allTextContents()) expect(Number(score.replace('%', ''))).toBeGreaterThanOrEqual(50)
  await expect(results.getByRole('columnheader', { name: 'Body' })).toBeVisible()
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // Clear: nothing happens until the dialog is confirmed.
  await page.getByRole('button', { name: 'Clear results' }).click()
  const dialog = page.getByRole('dialog', { name: 'Clear stored recommendations?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(deletes).toEqual([])

  await page.getByRole('button', { name: 'Clear results' }).click()
  await dialog.getByRole('button', { name: 'Clear results' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/^Cleared \d+ stored recommendation sets and \d+ cached answers\.$/)).toBeVisible()
  expect(deletes).toHaveLength(1)
})
