import AxeBuilder from '@axe-core/playwright'
import { readFileSync } from 'node:fs'
import { templateCsv } from '#core/import/sheet-mapping.ts'
import { expect, test } from './fixtures.ts'
import { importTestServer } from './import-test-server.ts'

const OPTIONAL_HEADER = 'Brand,Price,Currency,Colour,Description,Material,Style Tags'
// A name far longer than a cell's width: the tables wrap it, they do not cut it.
const LONG_NAME = 'Silk Cami with Adjustable Spaghetti Straps and a Bias-Cut Satin Finish and a Lace Trim'

// A server of its own, with a loopback image host its image check may reach.
const imports = importTestServer({ email: 'importer@example.com', name: 'Ines Importer' })

// Each test signs in (a deliberate 1 s delay plus password hashing) and walks a long flow.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

test('an administrator downloads the template, uploads a CSV, validates, fixes a row and imports the valid products; the rows to fix stay and download with their reasons', async ({ page }, testInfo) => {
  const tag = testInfo.project.name.replace(/\W/g, '')
  await imports.signIn(page)
  await expect(page.getByText('No products added yet')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Import Products' })).toBeDisabled()

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Template' }).click()])
  // The spec's five columns first, then the optional ones, and one example row.
  const template = readFileSync((await download.path())!, 'utf8')
  expect(template).toBe(templateCsv())
  expect(template.split('\r\n')[0]).toBe(`Product Name,Affiliate Link,Image URL,Category,Season,${OPTIONAL_HEADER}`)

  const csv = [
    'Product Name,Affiliate Link,Image URL,Category,Season',
    `"Linen Wrap Dress, ${tag}",https://www.amazon.com/dp/B0E2E${tag}01?tag=sb-20,${imports.images.url}/images/${tag}-1.jpg,Dresses,Summer`,
    `,https://www.amazon.com/dp/B0E2E${tag}02,${imports.images.url}/images/${tag}-2.jpg,Tops,Winter`,
    `Copy of the dress ${tag},https://amazon.com/dp/B0E2E${tag}01/,${imports.images.url}/images/${tag}-3.jpg,Dresses,Summer`,
    `Broken Image Blazer ${tag},https://amzn.to/${tag}4,${imports.images.url}/missing/${tag}-4.jpg,Blazer,Fall`,
    `Sample twin ${tag},https://www.amazon.com/dp/B0C8R4WQ2N?tag=other,${imports.images.url}/images/${tag}-5.jpg,Dresses,Spring`,
    `${LONG_NAME} ${tag},https://a.co/d/${tag}6,${imports.images.url}/images/${tag}-6.png,Tops,Monsoon`,
  ].join('\n')

  await page.getByRole('button', { name: 'Upload CSV/Excel' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload CSV/Excel' })
  await expect(dialog).toContainText('The first row is the header: Product Name, Affiliate Link, Image URL')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Upload CSV/Excel' }).click()
  await dialog.getByLabel('File').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await dialog.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText('Loaded 6 products from products.csv.')).toBeVisible()

  const table = page.getByRole('table', { name: 'Products to import' })
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(6)
  await expect(rows.nth(0)).toContainText('Pending')
  await expect(page.getByLabel('Category, row 4')).toHaveValue('outerwear')
  await expect(page.getByLabel('Season, row 6')).toHaveValue('spring')

  await page.getByRole('button', { name: 'Validate All' }).click()
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'valid')
  await expect(rows.nth(1)).toContainText('Product name is required')
  await expect(rows.nth(2)).toContainText('Same affiliate link as row 1')
  await expect(rows.nth(3)).toContainText('Image URL is not accessible')
  await expect(rows.nth(4)).toContainText('This affiliate link is already in the catalogue')
  await expect(rows.nth(5)).toHaveAttribute('data-status', 'valid')
  await expect(page.getByText('6 rows, 2 valid')).toBeVisible()

  // A valid row shows its image; a row whose image failed the check shows the drawing of its category.
  await expect(rows.nth(0).locator('img[data-thumb="image"]')).toHaveJSProperty('complete', true)
  expect(await rows.nth(0).locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(rows.nth(3).locator('img[data-thumb="drawing"]')).toBeVisible()
  // The long name is whole, wrapped over lines inside its cell.
  const longName = page.getByLabel('Product name, row 6')
  await expect(longName).toHaveValue(`${LONG_NAME} ${tag}`)
  const box = await longName.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight, wide: el.scrollWidth - el.clientWidth }))
  expect(box.scroll).toBeLessThanOrEqual(box.client + 1)
  expect(box.client).toBeGreaterThan(50)
  expect(box.wide).toBeLessThanOrEqual(0)

  // Any edit sends the row back to Pending; validating again makes it valid.
  await page.getByLabel('Product name, row 2').fill(`Cropped Tee ${tag}`)
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'pending')
  await expect(rows.nth(1)).not.toContainText('Product name is required')
  await page.getByRole('button', { name: 'Validate All' }).click()
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'valid')

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  await page.getByRole('button', { name: 'Import Products' }).click()
  // The three rows to fix stay, with their reasons; the message says so and counts them.
  await expect(page.getByText('Successfully imported 3 products! 3 rows need fixing: they are still in the table.')).toBeVisible()
  await expect(page.getByText('No products added yet')).toHaveCount(0)
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText('Same affiliate link as row 1')
  await expect(rows.nth(1)).toContainText('Image URL is not accessible')
  await expect(rows.nth(2)).toContainText('This affiliate link is already in the catalogue')
  await expect(page.getByText('3 rows, 0 valid')).toBeVisible()

  const [errors] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download rows with errors (3)' }).click()])
  expect(errors.suggestedFilename()).toBe('rows-to-fix.csv')
  const lines = readFileSync((await errors.path())!, 'utf8').trim().split('\r\n')
  expect(lines[0]).toBe(`Product Name,Affiliate Link,Image URL,Category,Season,${OPTIONAL_HEADER},Reason`)
  expect(lines).toHaveLength(4)
  expect(lines[1]).toMatch(new RegExp(`^Copy of the dress ${tag},.*,Same affiliate link as row 1`))
  expect(lines[2]).toMatch(/,Image URL is not accessible/)
  expect(lines[3]).toMatch(/,This affiliate link is already in the catalogue/)

  const listed = await page.request.get(`${imports.server.url}/api/products?limit=100`)
  const names = ((await listed.json()) as { items: Array<{ name: string }> }).items.map((p) => p.name)
  expect(names).toEqual(expect.arrayContaining([`Linen Wrap Dress, ${tag}`, `Cropped Tee ${tag}`, `${LONG_NAME} ${tag}`]))
  expect(names).not.toContain(`Broken Image Blazer ${tag}`)
})

test('a running import shows live progress after a reload, and Stop Import stops it before its next batch', async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name.replace(/\W/g, '')}s`
  await imports.signIn(page)
  // The image host holds its answers, so the job is still validating while we look.
  imports.images.hold()
  const rows = [1, 2, 3].map((i) => ({
    productName: `Held Product ${tag} ${i}`,
    affiliateUrl: `https://amzn.to/${tag}held${i}`,
    imageUrl: `${imports.images.url}/images/${tag}-held-${i}.jpg`,
    category: 'tops',
    season: 'summer',
  }))
  const started = await page.request.post(`${imports.server.url}/api/admin/imports`, { data: { rows }, headers: { origin: imports.server.url } })
  expect(started.status()).toBe(202)

  await page.reload()
  const banner = page.getByRole('progressbar', { name: 'Import progress' })
  await expect(banner).toBeVisible()
  await page.getByRole('button', { name: 'Stop Import' }).click()
  await expect(page.getByText('Stopping after the current batch...')).toBeVisible()
  imports.images.release()
  await expect(page.getByText('The import was stopped before any product was imported.')).toBeVisible()
  await expect(banner).toBeHidden()
  await expect(page.getByRole('button', { name: 'Stop Import' })).toHaveCount(0)
})

test('the Diagnostics tab runs the six database checks and holds the developer tools; services not set up are calm', async ({ page }) => {
  await imports.signIn(page)
  await page.getByRole('tab', { name: 'Diagnostics' }).click()
  await expect(page.getByText('No checks run yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Run all checks' }).click()
  const results = page.getByRole('list', { name: 'Database Diagnostics' })
  await expect(results.locator('li')).toHaveCount(6)
  for (const id of ['connection', 'migrations', 'tables', 'indexes', 'write-test']) {
    await expect(results.locator(`li[data-check="${id}"]`)).toHaveAttribute('data-status', 'success')
  }
  await expect(results).toContainText(/SQLite answered in \d+ ms\./)

  // The developer tools live here, not on the import tab.
  await page.getByRole('button', { name: 'Check Table' }).click()
  await expect(results.locator('li')).toHaveCount(2)
  await expect(results.locator('li[data-check="tables"]')).toHaveAttribute('data-status', 'success')
  await page.getByRole('button', { name: 'Test Insert' }).click()
  await expect(results.locator('li')).toHaveCount(1)
  await expect(results.locator('li[data-check="write-test"]')).toHaveAttribute('data-status', 'success')
  await page.getByRole('tab', { name: 'Product Import' }).click()
  await expect(page.getByRole('button', { name: 'Full Diagnostic' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Test Insert' })).toHaveCount(0)
  // Suppliers that are not set up are not offered.
  await expect(page.getByRole('button', { name: 'Add from retailer' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Browse wholesale' })).toHaveCount(0)

  // A service not set up is a grey "Not set up" that says where the docs explain it, never a red "Disconnected".
  await page.getByRole('tab', { name: 'Settings' }).click()
  for (const id of ['retail', 'wholesale', 'affiliate', 'ai']) {
    const status = page.locator(`[data-status="${id}"]`)
    await expect(status).toContainText('Not set up')
    await expect(status).toContainText('the README’s Configuration section lists the settings that turn it on')
  }
  await page.getByRole('tab', { name: 'AI Recommendations' }).click()
  await expect(page.locator('[data-stat="ai-service"]')).toContainText('Not set up')
  await expect(page.getByText('Disconnected')).toHaveCount(0)
})

test('the product list shows thumbnails (the drawing when an image fails), whole names and a true count', async ({ page, consoleErrors }, testInfo) => {
  const tag = testInfo.project.name.replace(/\W/g, '')
  // The first test imported the long-named product; its image fails here, so its drawing shows.
  await page.route(`**/images/${tag}-6.png`, (route) => route.abort())
  await imports.signIn(page)
  // More products than a page holds (the server starts with the spec's 12 samples).
  const more = Array.from({ length: 10 }, (_, i) => ({
    productName: `Paged Tee ${tag} ${i}`,
    affiliateUrl: `https://amzn.to/${tag}page${i}`,
    imageUrl: `${imports.images.url}/images/${tag}-page-${i}.jpg`,
    category: 'tops',
    season: 'summer',
  }))
  const started = await page.request.post(`${imports.server.url}/api/admin/imports`, { data: { rows: more }, headers: { origin: imports.server.url } })
  expect(started.status()).toBe(202)
  await expect
    .poll(async () => ((await (await page.request.get(`${imports.server.url}/api/admin/imports/latest`)).json()) as { job: { status: string } }).job.status, { timeout: 20_000 })
    .toBe('completed')

  await page.getByRole('tab', { name: 'Product Management' }).click()
  const rows = page.getByRole('tabpanel').locator('table tbody tr')
  await expect(rows).toHaveCount(20)
  // The count says what the page shows: 20 of all, not "all shown".
  const summary = page.getByText(/^20 of \d+, page 1 of \d+/)
  await expect(summary).toBeVisible()
  const [, total, pages] = /^20 of (\d+), page 1 of (\d+)/.exec((await summary.textContent())!)!
  expect(Number(pages)).toBe(Math.ceil(Number(total) / 20))
  expect(await rows.first().locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  await page.getByLabel('Search').fill('Spaghetti Straps and a Bias-Cut')
  await expect(rows).toHaveCount(1)
  await expect(page.getByText(/^1 of 1, page 1 of 1/)).toBeVisible()
  const name = rows.first().getByText(`${LONG_NAME} ${tag}`, { exact: true })
  await expect(name).toBeVisible()
  const fits = await name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth && getComputedStyle(el).webkitLineClamp === 'none')
  expect(fits).toBe(true)
  await expect(rows.first().locator('img')).toHaveAttribute('src', /^\/drawings\/[^/]+\.svg$/)
  expect(await rows.first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  // The only console errors are the image this test made fail (on page 1, then in the search).
  expect(new Set(consoleErrors)).toEqual(new Set(['Failed to load resource: net::ERR_FAILED']))
  consoleErrors.length = 0
})
