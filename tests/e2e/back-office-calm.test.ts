import type { Page } from '@playwright/test'
import { type FakeImageServer, startFakeImageServer } from '../fakes/image-server.ts'
import { createAdminWithCli } from '../support/admin-cli.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations } from './page-checks.ts'
import { signInToBackOffice } from './admin-sign-in.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
const PASSWORD = 'Tailor#2026'
const EMAIL = 'calm@example.com'

// A server of its own, whose image check may reach this test's loopback image host, so
// imported rows validate for real.
let server: ServerProcess
let images: FakeImageServer
test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  images = await startFakeImageServer()
  server = await startServerProcess({ TRUST_PROXY: 'true', IMAGE_CHECK_ALLOWED_ADDRESSES: '127.0.0.1' })
  createAdminWithCli(server.dataDir, EMAIL, PASSWORD, 'Cal Calm')
})

test.afterAll(async () => {
  await stopServerProcess(server)
  await images.close()
})

async function signIn(page: Page) {
  await signInToBackOffice(page, { baseUrl: server.url, email: EMAIL, password: PASSWORD })
}

async function expectBackOfficeChrome(page: Page) {
  const header = page.getByRole('banner').first()
  await expect(header.getByText('Back office')).toBeVisible()
  await expect(header.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('dialog', { name: 'Privacy & Cookie Consent' })).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

test.describe('without a stored privacy choice', () => {
  test.use({ consent: 'none' })

  test('the back office has its own header, and none of the shop’s header, footer or consent dialog', async ({ page }) => {
    await page.goto(`${server.url}/admin`)
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    await expectBackOfficeChrome(page)
    await expectNoSeriousAxeViolations(page)
    await page.goto(`${server.url}/admin/setup`)
    await expectBackOfficeChrome(page)
    await signIn(page)
    await expectBackOfficeChrome(page)
    await expectNoSeriousAxeViolations(page)
    // The shop itself still asks.
    await page.goto(`${server.url}/`)
    await expect(page.getByRole('dialog', { name: 'Privacy & Cookie Consent' })).toBeVisible()
  })
})

test('import: changed cells are shown and undone, the table keeps Actions in sight, the stat cards follow, Settings names the tags', async ({ page }, testInfo) => {
  const phone = (page.viewportSize()?.width ?? 1280) < 768
  if (!phone) await page.setViewportSize({ width: 1440, height: 900 })
  const tag = testInfo.project.name.replace(/\W/g, '')
  await signIn(page)
  const total = page.locator('[data-stat="total"] dd')
  await expect(total).toHaveText(/^\d+$/)
  const before = Number(await total.textContent())

  const line = (name: string, id: string, category: string, season: string) =>
    `${name} ${tag},https://www.amazon.com/dp/C${tag}${id}?tag=calm-20,${images.url}/images/${tag}-${id}.jpg,${category},${season}`
  const csv = [
    'Product Name,Affiliate Link,Image URL,Category,Season',
    line('Knit Cardigan', '1', 'Knitwear', 'All Season'),
    line('Wool Blazer', '2', 'Blazer', 'Winter'),
    line('Plain Tee', '3', 'Tops', 'Summer'),
  ].join('\n')
  await page.getByRole('button', { name: 'Upload CSV/Excel' }).click()
  const upload = page.getByRole('dialog', { name: 'Upload CSV/Excel' })
  await upload.getByLabel('File').setInputFiles({ name: 'calm.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText('Loaded 3 products from calm.csv. 3 cells were read as something else')).toBeVisible()

  const rows = page.getByRole('table', { name: 'Products to import' }).locator('tbody tr')
  await expect(rows.nth(0)).toContainText('“Knitwear” is not a category we know: set to Dresses')
  await expect(rows.nth(0)).toContainText('“All Season” is not a season we know: set to Spring')
  await expect(rows.nth(1)).toContainText('Read “Blazer” as Outerwear')
  await expect(rows.nth(2).locator('[data-change]')).toHaveCount(0)

  // The table fits the screen at 1440 px; on a phone it scrolls, with Actions pinned in sight.
  const scroller = page.getByRole('table', { name: 'Products to import' }).locator('..')
  if (!phone) expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  // Scrolled down to the first row only (no sideways scroll): its Remove button is in sight.
  const remove = page.getByRole('button', { name: 'Remove row 1' })
  await page.evaluate((y) => window.scrollBy(0, y - 200), (await remove.boundingBox())!.y)
  await expect(remove).toBeInViewport()
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeInViewport()
  await expectNoSeriousAxeViolations(page)

  // Undo: the season goes back to the file's text, and the row waits for a real one.
  await page.getByRole('button', { name: 'Undo: put back “All Season” in row 1' }).click()
  const season = page.getByLabel('Season, row 1')
  await expect(season.locator('option:checked')).toHaveText('“All Season” (from the file)')
  await expect(rows.nth(0)).toContainText('Choose a season: “All Season” is not one')
  await page.getByRole('button', { name: 'Validate All' }).click()
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'valid')
  await expect(rows.nth(2)).toHaveAttribute('data-status', 'valid')
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'invalid')
  await season.selectOption({ label: 'Winter' })
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'pending')
  await page.getByRole('button', { name: 'Validate All' }).click()
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'valid')

  // Imported: the stat cards count the new products without a reload.
  await page.getByRole('button', { name: 'Import Products' }).click()
  await expect(page.getByText(/Successfully imported 3/)).toBeVisible({ timeout: 30_000 })
  await expect(total).toHaveText(String(before + 3))
  const stored = (await (await page.request.get(`${server.url}/api/admin/products?search=${encodeURIComponent(`Knit Cardigan ${tag}`)}`)).json()) as {
    items: Array<{ category: string; seasons: string[] }>
  }
  expect(stored.items).toEqual([expect.objectContaining({ category: 'dresses', seasons: ['winter'] })])

  // Settings names the tags the links carry: the sample catalogue's and this import's.
  await page.getByRole('tab', { name: 'Settings' }).click()
  const tags = page.getByTestId('link-tags')
  await expect(tags).toContainText('styleblueprint-20')
  await expect(tags).toContainText('calm-20')
  await expectNoSeriousAxeViolations(page)
})
