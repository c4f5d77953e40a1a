import AxeBuilder from '@axe-core/playwright'
import { createDatabase } from '../../db/database.ts'
import { insertProducts, productSeedToRow } from '../../db/repositories/products-repository.ts'
import { createAdminWithCli } from '../support/admin-cli.ts'
import { makeProductSeed } from '../support/product-generator.ts'
import { expect, test } from './fixtures.ts'

const PASSWORD = 'Tailor#2026'

/** Two products no other test uses, in the suite server's database. */
async function seedProducts(label: string) {
  const suffix = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const favourite = makeProductSeed({ id: `earn-${suffix}-1`, name: `Clicked Coat ${suffix}`, brand: `Maison ${suffix}`, affiliateUrl: `https://www.amazon.com/dp/EARN${suffix}1` })
  const other = makeProductSeed({ id: `earn-${suffix}-2`, name: `Quiet Scarf ${suffix}`, brand: `Maison ${suffix}`, affiliateUrl: `https://www.amazon.com/dp/EARN${suffix}2` })
  const database = createDatabase({ dataDir: process.env.E2E_DATA_DIR! })
  try {
    const now = new Date().toISOString()
    await insertProducts(database.db, [productSeedToRow(favourite, 'import', now), productSeedToRow(other, 'import', now)])
  } finally {
    await database.close()
  }
  return { favourite, other }
}

test('clicks through /go/{id} show up in the earnings view: total, chart and top product', async ({ page }, testInfo) => {
  const email = `earnings-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  createAdminWithCli(process.env.E2E_DATA_DIR!, email, PASSWORD, 'Erin Earnings')
  const { favourite, other } = await seedProducts(testInfo.project.name)

  // Shoppers follow the outbound links: each visit is recorded, then sent on to the shop
  // (not followed here: the retailer is outside this machine).
  for (const id of [favourite.id, favourite.id, other.id, favourite.id]) {
    const res = await page.request.get(`/go/${id}?source=dashboard`, { maxRedirects: 0 })
    expect(res.status()).toBe(302)
    expect(res.headers().location).toContain('/dp/EARN')
  }

  await page.goto('/admin')
  await page.getByLabel('Username').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Erin Earnings' })).toBeVisible()
  await page.getByRole('tab', { name: 'Settings' }).click()

  const earnings = page.getByRole('region', { name: 'Earnings', exact: true })
  await expect(earnings.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
  // Other tests share this server and may click too: at least our four, and our coat with exactly three.
  await expect(earnings.locator('[data-figure="clicks"] dd')).toHaveText(/^\d[\d,]*$/)
  expect(Number((await earnings.locator('[data-figure="clicks"] dd').textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(4)
  const coat = earnings.getByRole('region', { name: 'Top products', exact: true }).getByRole('row').filter({ hasText: favourite.name })
  await expect(coat.getByRole('cell')).toHaveText([favourite.name, favourite.brand, '3', /Open/])
  await expect(coat.getByRole('link', { name: new RegExp(`${favourite.name} at the retailer`) })).toHaveAttribute('href', favourite.affiliateUrl)
  await expect(earnings.getByRole('region', { name: 'Top products', exact: true }).getByRole('row').filter({ hasText: other.name }).getByRole('cell').nth(2)).toHaveText('1')

  // The chart is drawn in the browser, with its summary and table as the text alternative.
  await expect(earnings.getByTestId('clicks-chart').locator('svg .recharts-bar-rectangle').first()).toBeVisible()
  await expect(earnings.getByTestId('chart-summary')).toContainText('clicks over 7 days')
  await expect(earnings.getByTestId('affiliate-status')).toContainText('The affiliate service is not configured')

  // Another window keeps today's clicks.
  await earnings.getByRole('button', { name: '30 days' }).click()
  await expect(earnings.getByTestId('chart-summary')).toContainText('clicks over 30 days')
  await expect(earnings.getByRole('region', { name: 'Top products', exact: true }).getByRole('row').filter({ hasText: favourite.name }).getByRole('cell').nth(2)).toHaveText('3')

  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="earnings-heading"]').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
