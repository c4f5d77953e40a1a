import AxeBuilder from '@axe-core/playwright'
import { readFileSync } from 'node:fs'
import { createDatabase } from '../../db/database.ts'
import { insertProducts, productSeedToRow } from '../../db/repositories/products-repository.ts'
import { createAdminWithCli } from '../support/admin-cli.ts'
import { makeProductSeed } from '../support/product-generator.ts'
import { expect, test } from './fixtures.ts'

const PASSWORD = 'Tailor#2026'
const PRODUCTS = 45

/**
 * Adds 45 products of a brand no other test uses to the suite server's database, newest
 * first by number, every other one a top; returns the brand and the products' names.
 */
async function seedCatalogue(label: string) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const brand = `Atelier ${label} ${suffix}`
  const database = createDatabase({ dataDir: process.env.E2E_DATA_DIR! })
  const base = Date.parse('2026-10-01T00:00:00.000Z')
  const rows = Array.from({ length: PRODUCTS }, (_, i) => {
    const n = String(i + 1).padStart(2, '0')
    const seed = makeProductSeed({
      id: `e2e-${suffix}-${n}`,
      name: `Curated Piece ${n} ${suffix}`,
      brand,
      category: i % 2 ? 'tops' : 'dresses',
      tags: i === 6 ? ['linen', `marker${suffix}`] : ['linen'],
      affiliateUrl: `https://www.amazon.com/dp/E2E${suffix}${n}?tag=styleblueprint-20`,
    })
    return productSeedToRow(seed, 'import', new Date(base + i * 60_000).toISOString())
  })
  try {
    await insertProducts(database.db, rows)
  } finally {
    await database.close()
  }
  return { brand, suffix }
}

test('an administrator filters, bulk-deactivates with confirmation and pages through the catalogue, then validates user data', async ({ page }, testInfo) => {
  // A long journey through four tabs on a shared, busy machine.
  test.setTimeout(300_000)
  const email = `catalog-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  createAdminWithCli(process.env.E2E_DATA_DIR!, email, PASSWORD, 'Cora Curator')
  const { brand, suffix } = await seedCatalogue(testInfo.project.name)

  await page.goto('/admin')
  await page.getByLabel('Username').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Cora Curator' })).toBeVisible()

  // The four stat cards.
  const stats = page.getByRole('region', { name: 'Catalogue at a glance' })
  for (const label of ['Total Products', 'Configured Products', 'Categories', 'Brands']) await expect(stats.getByText(label)).toBeVisible()
  // The cards show "–" until their figures arrive.
  const totalCard = stats.locator('[data-stat="total"] dd')
  await expect(totalCard).toHaveText(/\d/)
  const total = Number((await totalCard.textContent())?.replace(/\D/g, ''))
  expect(total).toBeGreaterThanOrEqual(PRODUCTS)

  await page.getByRole('tab', { name: 'Product Management' }).click()
  await expect(page.getByRole('button', { name: 'Analyze & Match' })).toBeEnabled()

  await page.getByLabel('Brand').selectOption({ label: brand })
  await expect(page.getByText('45 products found')).toBeVisible()
  await expect(page.getByText('Showing 1 to 20 of 45 results')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `Curated Piece 45 ${suffix}` })).toBeVisible()

  await page.getByLabel('Category').selectOption({ label: 'Tops' })
  await expect(page.getByText('22 products found')).toBeVisible()
  await page.getByLabel('Category').selectOption({ label: 'All' })
  await expect(page.getByText('45 products found')).toBeVisible()

  await page.getByLabel('Search').fill(`marker${suffix}`)
  await expect(page.getByText('1 product found')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `Curated Piece 07 ${suffix}` })).toBeVisible()
  await page.getByLabel('Search').fill('')
  await expect(page.getByText('45 products found')).toBeVisible()

  // Select three, deactivate them after confirming.
  for (const n of ['45', '44', '43']) await page.getByRole('checkbox', { name: `Select Curated Piece ${n} ${suffix}` }).check()
  await expect(page.getByText('3 selected').first()).toBeVisible()
  const bulkBar = page.getByRole('region', { name: 'Bulk actions for the selected products' })
  await bulkBar.getByRole('button', { name: 'Deactivate' }).click()
  const dialog = page.getByRole('dialog', { name: 'Please confirm' })
  await expect(dialog).toContainText('Deactivate 3 products?')
  await dialog.getByRole('button', { name: 'Deactivate' }).click()
  await expect(page.getByText('3 products deactivated.')).toBeVisible()
  await expect(bulkBar).toHaveCount(0)
  await page.getByLabel('Status').selectOption({ label: 'Inactive' })
  await expect(page.getByText('3 products found')).toBeVisible()
  await page.getByLabel('Status').selectOption({ label: 'All Status' })

  // Page through: Next, a page button, and back to page 1 when a filter changes.
  await expect(page.getByText('Showing 1 to 20 of 45 results')).toBeVisible()
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await pages.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Showing 21 to 40 of 45 results')).toBeVisible()
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await pages.getByRole('button', { name: 'Page 3' }).click()
  await expect(page.getByText('Showing 41 to 45 of 45 results')).toBeVisible()
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled()
  await page.getByRole('button', { name: 'Grid view' }).click()
  await expect(page.getByRole('heading', { name: `Curated Piece 01 ${suffix}` })).toBeVisible()
  await page.getByLabel('Category').selectOption({ label: 'Dresses' })
  await expect(page.getByText('Showing 1 to 20 of 23 results')).toBeVisible()

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // Nothing matches: the empty state offers to clear the filters.
  await page.getByLabel('Search').fill('no-such-product-anywhere')
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear all filters' }).click()
  await expect(page.getByLabel('Search')).toHaveValue('')
  await expect(page.getByLabel('Brand')).toHaveValue('all')

  // User data: run, expand a test, export the report.
  await page.getByRole('tab', { name: 'User Data' }).click()
  await page.getByRole('button', { name: 'Run Validation' }).click()
  await expect(page.getByText('Total tests')).toBeVisible()
  await expect(page.locator('dd').filter({ hasText: /^7$/ })).toBeVisible()
  await page.getByText('User profiles: test completeness').click()
  await expect(page.locator('details[open]').getByText(/records checked/)).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export Report' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^user-data-validation-.*\.json$/)
  const report = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { summary: { totalTests: number }; tests: unknown[] }
  expect(report.summary.totalTests).toBe(7)
  expect(report.tests).toHaveLength(7)

  // Settings: the tag, live badges, and the bulk change in the activity log.
  await page.getByRole('tab', { name: 'Settings' }).click()
  // The sample catalogue's links carry a tag although RETAIL_PARTNER_TAG is unset: both are said.
  await expect(page.getByTestId('link-tags')).toContainText('styleblueprint-20')
  await expect(page.getByTestId('affiliate-tag')).toHaveText('Not set: products added from the retailer get no tag.')
  await expect(page.locator('[data-status="database"]')).toContainText(/SQLite answers in \d+ ms/)
  await expect(page.locator('[data-status="ai"]')).toContainText('Rule-based (no AI provider configured)')
  const log = page.getByRole('region', { name: 'Activity Log' })
  await expect(log.getByRole('row').filter({ hasText: 'PRODUCT_STATUS_CHANGE' }).filter({ hasText: email }).first()).toBeVisible()
})
