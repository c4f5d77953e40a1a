import AxeBuilder from '@axe-core/playwright'
import { readFileSync } from 'node:fs'
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

test('clicks through /go/{id} show up in the Earnings tab by product, category and source with an estimated commission; the range changes the figures and the CSV holds them', async ({ page }, testInfo) => {
  const email = `earnings-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  createAdminWithCli(process.env.E2E_DATA_DIR!, email, PASSWORD, 'Erin Earnings')
  const { favourite, other } = await seedProducts(testInfo.project.name)

  // Shoppers follow the outbound links: each visit is recorded, then sent on to the shop
  // (not followed here: the retailer is outside this machine).
  for (const [id, source] of [[favourite.id, 'dashboard'], [favourite.id, 'dashboard'], [other.id, 'shop'], [favourite.id, 'dashboard']] as const) {
    const res = await page.request.get(`/go/${id}?source=${source}`, { maxRedirects: 0 })
    expect(res.status()).toBe(302)
    expect(res.headers().location).toContain('/dp/EARN')
  }

  await page.goto('/admin')
  await page.getByLabel('Username').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Erin Earnings' })).toBeVisible()
  await page.getByRole('tab', { name: 'Earnings' }).click()

  const earnings = page.getByRole('region', { name: 'Earnings', exact: true })
  // The server's default range: the last 30 days, ending today by its clock.
  const to = earnings.getByLabel('To', { exact: true })
  await expect(to).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
  const today = await to.inputValue()
  const dayBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)
  await expect(earnings.getByLabel('From', { exact: true })).toHaveValue(dayBefore(today, 29))
  await expect(earnings.getByTestId('chart-summary')).toContainText('clicks over 30 days')

  // Other tests share this server and may click too: our coat has exactly three clicks, each
  // $80 in dresses at 4% with 5% buying: $0.16 apiece.
  const products = earnings.getByRole('region', { name: 'Top products', exact: true })
  const coat = products.getByRole('row').filter({ hasText: favourite.name })
  await expect(coat.getByRole('cell')).toHaveText([favourite.name, favourite.brand, '3', '$0.48', /Open/])
  await expect(coat.getByRole('link', { name: new RegExp(`${favourite.name} at the retailer`) })).toHaveAttribute('href', favourite.affiliateUrl)
  await expect(products.getByRole('row').filter({ hasText: other.name }).getByRole('cell').nth(2)).toHaveText('1')
  await expect(earnings.getByRole('region', { name: 'By category' }).getByRole('row').filter({ hasText: 'Dresses' })).toBeVisible()
  await expect(earnings.getByRole('region', { name: 'By source' }).getByRole('row').filter({ hasText: 'Dashboard' })).toBeVisible()
  await expect(earnings.getByRole('region', { name: 'By source' }).getByRole('row').filter({ hasText: 'Shop' })).toBeVisible()
  await expect(earnings.locator('[data-figure="estimated-commission"] dd').first()).toHaveText(/^\$\d[\d,]*\.\d\d$/)

  // The chart is drawn in the browser, with its summary and tables as the text alternative; it splits by source too.
  await expect(earnings.getByTestId('earnings-chart').locator('svg .recharts-bar-rectangle').first()).toBeVisible()
  await earnings.getByRole('group', { name: 'Split by' }).getByRole('button', { name: 'Source' }).click()
  await earnings.getByText('Per day as a table').click()
  await expect(earnings.getByRole('region', { name: 'Per day as a table' }).getByRole('columnheader', { name: 'Dashboard' })).toBeVisible()
  await expect(earnings.getByTestId('affiliate-status')).toContainText('The affiliate service is not set up')

  // A range that ends yesterday has none of today's clicks; back to today, they return.
  await to.fill(dayBefore(today, 1))
  await expect(earnings.getByTestId('earnings-range')).toContainText(' to ')
  await expect(earnings.getByTestId('earnings-report').getByText(favourite.name)).toHaveCount(0)
  await expect(earnings.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/admin/earnings/csv?from=${dayBefore(today, 29)}&to=${dayBefore(today, 1)}`)
  await to.fill(today)
  await earnings.getByLabel('From', { exact: true }).fill(today)
  await expect(earnings.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/admin/earnings/csv?from=${today}&to=${today}`)
  await expect(coat.getByRole('cell').nth(2)).toHaveText('3')
  await expect(earnings.getByTestId('chart-summary')).toContainText('clicks over 1 days')

  // The CSV has the same figures, as a download.
  const [download] = await Promise.all([page.waitForEvent('download'), earnings.getByRole('link', { name: 'Download CSV' }).click()])
  expect(download.suggestedFilename()).toBe(`earnings-${today}-to-${today}.csv`)
  const csv = readFileSync((await download.path())!, 'utf8')
  expect(csv.startsWith('\uFEFFBreakdown,Key,Name,Date,Clicks,Estimated commission (USD)\r\n')).toBe(true)
  const lines = csv.split('\r\n')
  expect(lines).toContain(`Product,${favourite.id},${favourite.name} (${favourite.brand}),${today}/${today},3,0.48`)
  expect(lines).toContain(`Product,${other.id},${other.name} (${other.brand}),${today}/${today},1,0.16`)
  const total = await earnings.locator('[data-figure="clicks"] dd').textContent()
  expect(lines.find((l) => l.startsWith('Total,'))).toMatch(new RegExp(`^Total,,,${today}/${today},${total!.replace(/,/g, '')},`))

  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="earnings-heading"]').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
