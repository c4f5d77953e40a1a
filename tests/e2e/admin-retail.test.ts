import AxeBuilder from '@axe-core/playwright'
import { FAKE_RETAIL_CREDENTIALS, FAKE_RETAIL_ITEMS, type FakeRetailApi, startFakeRetailApi } from '../fakes/retail-api.ts'
import { createAdminWithCli } from '../support/admin-cli.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { signInToBackOffice } from './admin-sign-in.ts'
import { expect, test } from './fixtures.ts'

const PASSWORD = 'Tailor#2026'
const EMAIL = 'buyer@example.com'
// A 1x1 transparent PNG: the fake's item images live on a made-up host the browser cannot reach.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

// A server of its own whose retail API is the loopback fake, which checks every request's
// Signature Version 4 signature against its own secret.
let server: ServerProcess
let retail: FakeRetailApi

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  retail = await startFakeRetailApi()
  server = await startServerProcess({
    TRUST_PROXY: 'true',
    RETAIL_API_URL: retail.url,
    RETAIL_ACCESS_KEY: FAKE_RETAIL_CREDENTIALS.accessKey,
    RETAIL_SECRET_KEY: FAKE_RETAIL_CREDENTIALS.secretKey,
    RETAIL_PARTNER_TAG: FAKE_RETAIL_CREDENTIALS.partnerTag,
  })
  createAdminWithCli(server.dataDir, EMAIL, PASSWORD, 'Rita Retail')
})

test.afterAll(async () => {
  await stopServerProcess(server)
  await retail?.close()
})

test('an administrator searches the retailer and adds two items to the import table as Pending rows', async ({ page }) => {
  await page.route('https://m.media-amazon.test/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }))
  await signInToBackOffice(page, { baseUrl: server.url, email: EMAIL, password: PASSWORD })

  await page.getByRole('button', { name: 'Add from retailer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add from retailer' })
  await dialog.getByLabel('Keywords').fill('dress')
  await dialog.getByLabel('Max price ($)').fill('500')
  await dialog.getByRole('button', { name: 'Search' }).click()

  const results = dialog.getByRole('list', { name: 'Search results' })
  const dresses = FAKE_RETAIL_ITEMS.filter((i) => i.title.toLowerCase().includes('dress'))
  await expect(results.getByRole('listitem')).toHaveCount(dresses.length)
  const [first, second] = dresses as [(typeof dresses)[number], (typeof dresses)[number]]
  await expect(results.getByRole('listitem').first()).toContainText(`$${first.price.toFixed(2)}`)
  await expect(results.getByRole('listitem').first()).toContainText(first.brand)
  // The request reached the fake signed and with the price in cents.
  expect(retail.accepted.at(-1)!.body).toMatchObject({ Keywords: 'dress', MaxPrice: 50_000, SearchIndex: 'Fashion' })

  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  await dialog.getByRole('checkbox', { name: `Select ${first.title}` }).check()
  await dialog.getByRole('checkbox', { name: `Select ${second.title}` }).check()
  await dialog.getByRole('button', { name: 'Add 2 to import' }).click()
  await expect(dialog).toBeHidden()

  await expect(page.getByText('Added 2 products to the import table as Pending.')).toBeVisible()
  const rows = page.getByRole('table', { name: 'Products to import' }).locator('tbody tr')
  await expect(rows).toHaveCount(2)
  for (const [index, item] of [first, second].entries()) {
    const n = index + 1
    await expect(rows.nth(index)).toHaveAttribute('data-status', 'pending')
    await expect(page.getByLabel(`Product name, row ${n}`)).toHaveValue(item.title)
    await expect(page.getByLabel(`Affiliate link, row ${n}`)).toHaveValue(new RegExp(`^https://www\\.amazon\\.com/dp/${item.asin}\\?.*tag=${FAKE_RETAIL_CREDENTIALS.partnerTag}`))
    await expect(page.getByLabel(`Image URL, row ${n}`)).toHaveValue(item.image)
    await expect(page.getByLabel(`Category, row ${n}`)).toHaveValue('dresses')
  }
})
