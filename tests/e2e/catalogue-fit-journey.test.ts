import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { type FakeImageServer, startFakeImageServer } from '../fakes/image-server.ts'
import { createAdminWithCli } from '../support/admin-cli.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations } from './page-checks.ts'
import { signInToBackOffice } from './admin-sign-in.ts'

// Issue 14, "the catalogue carries what fit needs", end to end: a CSV with the optional
// columns goes through the admin import; the products show their price and brand in
// Product Management and on the shopper's cards; a completed profile sees a first page that
// mixes categories with scores that differ; an accessory's reasons speak of accessories.
//
// A server of its own with no sample catalogue, so the dashboard ranks exactly the products
// imported here; its image check may reach this test's loopback image host.

const expect = baseExpect.configure({ timeout: 15_000 })
const PASSWORD = 'Tailor#2026'
const EMAIL = 'catalogue@example.com'
const PROFILE_KEY = 'styleblueprint.style-profile'

let server: ServerProcess
let images: FakeImageServer

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  images = await startFakeImageServer()
  server = await startServerProcess({ TRUST_PROXY: 'true', SEED_SAMPLE_CATALOG: 'false', IMAGE_CHECK_ALLOWED_ADDRESSES: '127.0.0.1' })
  createAdminWithCli(server.dataDir, EMAIL, PASSWORD, 'Cat Alogue', { SEED_SAMPLE_CATALOG: 'false' })
})

test.afterAll(async () => {
  await stopServerProcess(server)
  await images?.close()
})

interface Row {
  name: string
  category: string
  season: string
  brand: string
  price: string
  colour: string
  description: string
  material: string
  tags: string
}

// Titles as shops write them, traps included: a flared sleeve on a bodycon dress, a pencil
// stripe on straight trousers, boat shoes, a skinny belt, a wrap scarf.
const CATALOGUE: readonly Row[] = [
  { name: 'Ruched Bodycon Midi Dress with Flared Sleeves', category: 'Dresses', season: 'Autumn', brand: 'Saint Loop', price: '68.00', colour: 'Black', description: 'Stretch jersey dress that hugs the figure, ruched side seam, flared cuffs.', material: 'Polyester, elastane', tags: 'Party; date night' },
  { name: 'Linen Wrap Dress', category: 'Dresses', season: 'Summer', brand: 'Maren & Fig', price: '89.99', colour: 'Terracotta', description: 'Wrap front with a self-tie belt at the waist, V-neckline, midi length.', material: 'Linen', tags: 'Romantic; Bohemian' },
  { name: 'Floral Tiered Maxi Dress', category: 'Dresses', season: 'Summer', brand: 'Sunhaus', price: '74.50', colour: 'Cream, Rust', description: 'Tiered maxi in a rust floral on a cream ground, smocked bodice.', material: 'Cotton voile', tags: 'Boho; vacation' },
  { name: 'Satin Slip Dress', category: 'Dresses', season: 'Spring', brand: 'Lune', price: '120.00', colour: 'Champagne', description: 'Bias-cut slip dress with adjustable straps.', material: 'Satin', tags: 'Minimal, evening' },
  { name: 'Puff Sleeve Square Neck Blouse', category: 'Tops', season: 'Spring', brand: 'Petal & Pin', price: '45.00', colour: 'White', description: 'Square neckline, puffed short sleeves, cropped at the waist.', material: 'Cotton poplin', tags: 'Romantic' },
  { name: 'Breton Stripe Boat Neck Top', category: 'Tops', season: 'Spring', brand: 'Northline', price: '39.00', colour: 'Navy, Ecru', description: 'The classic striped top with a boat neckline.', material: 'Cotton jersey', tags: 'Classic; casual' },
  { name: 'Oversized Cable Knit Jumper', category: 'Tops', season: 'Winter', brand: 'Wool & Co', price: '95.00', colour: 'Oatmeal', description: 'Chunky cable knit with dropped shoulders.', material: 'Merino wool', tags: 'Casual' },
  { name: 'Silk Camisole', category: 'Tops', season: 'Summer', brand: 'Lune', price: '59.00', colour: 'Ivory', description: 'Fine straps, a soft cowl neck and a fluid drape.', material: 'Silk', tags: 'Minimal; date night' },
  { name: 'High-Rise Wide-Leg Trousers', category: 'Bottoms', season: 'Autumn', brand: 'Northline', price: '79.00', colour: 'Camel', description: 'Pleated front, high rise, wide leg, full length.', material: 'Wool blend', tags: 'Classic; work' },
  { name: 'Pencil Stripe Straight Trousers', category: 'Bottoms', season: 'Autumn', brand: 'Tailor Made', price: '85.00', colour: 'Charcoal', description: 'Straight-leg trousers in a fine pinstripe.', material: 'Wool', tags: 'Classic; work' },
  { name: 'Skinny Jeans', category: 'Bottoms', season: 'Spring', brand: 'Denim Lab', price: '55.00', colour: 'Indigo', description: 'Mid-rise skinny jeans with stretch.', material: 'Cotton, elastane', tags: 'Casual' },
  { name: 'Pleated A-Line Midi Skirt', category: 'Bottoms', season: 'Spring', brand: 'Petal & Pin', price: '62.00', colour: 'Sage', description: 'Knife pleats from a fitted waistband to a midi hem.', material: 'Polyester', tags: 'Romantic' },
  { name: 'Leather Ankle Boots', category: 'Shoes', season: 'Autumn', brand: 'Stride', price: '140.00', colour: 'Black', description: 'Block heel, side zip.', material: 'Leather', tags: 'Edgy' },
  { name: 'Boat Shoes', category: 'Shoes', season: 'Summer', brand: 'Harbour', price: '70.00', colour: 'Tan', description: 'Classic leather deck shoes.', material: 'Leather', tags: 'Casual' },
  { name: 'Pointed Toe Pumps', category: 'Shoes', season: 'Spring', brand: 'Stride', price: '110.00', colour: 'Nude', description: 'A mid heel and a pointed toe.', material: 'Patent leather', tags: 'Classic; work' },
  { name: 'White Leather Sneakers', category: 'Shoes', season: 'Spring', brand: 'Court Club', price: '85.00', colour: 'White', description: 'Clean low-top sneakers.', material: 'Leather', tags: 'Casual; minimal' },
  { name: 'Woven Straw Tote', category: 'Accessories', season: 'Summer', brand: 'Sunhaus', price: '48.00', colour: 'Natural', description: 'A roomy woven tote with leather handles.', material: 'Straw', tags: 'Bohemian; vacation' },
  { name: 'Skinny Leather Belt', category: 'Accessories', season: 'Spring', brand: 'Northline', price: '29.00', colour: 'Cognac', description: 'A narrow belt with a brass buckle.', material: 'Leather', tags: 'Classic' },
  { name: 'Wrap Scarf in Silk Twill', category: 'Accessories', season: 'Autumn', brand: 'Lune', price: '65.00', colour: 'Navy, Gold', description: 'A square silk scarf to wrap at the neck.', material: 'Silk', tags: 'Classic' },
  { name: 'Wide-Brim Felt Hat', category: 'Accessories', season: 'Autumn', brand: 'Milliner', price: '75.00', colour: 'Camel', description: 'A wide brim with a grosgrain band.', material: 'Wool felt', tags: 'Bohemian' },
  { name: 'Belted Trench Coat', category: 'Outerwear', season: 'Spring', brand: 'Northline', price: '189.00', colour: 'Khaki', description: 'Double-breasted trench with a tie belt.', material: 'Cotton gabardine', tags: 'Classic' },
  { name: 'Cropped Denim Jacket', category: 'Outerwear', season: 'Spring', brand: 'Denim Lab', price: '69.00', colour: 'Light Blue', description: 'A cropped jacket with chest pockets.', material: 'Cotton', tags: 'Casual' },
  { name: 'Structured Wool Blazer', category: 'Outerwear', season: 'Autumn', brand: 'Tailor Made', price: '160.00', colour: 'Black', description: 'Single-breasted with padded shoulders.', material: 'Wool', tags: 'Classic; work' },
  { name: 'Quilted Puffer Jacket', category: 'Outerwear', season: 'Winter', brand: 'Harbour', price: '130.00', colour: 'Olive', description: 'Hip length with a stand collar.', material: 'Nylon, recycled polyester fill', tags: 'Casual' },
]
const BAD_PRICE: Row = { name: 'Chunky Knit Beanie', category: 'Accessories', season: 'Winter', brand: 'Wool & Co', price: 'forty', colour: 'Grey', description: 'A ribbed beanie.', material: 'Wool', tags: 'Casual' }

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)

async function signIn(page: Page) {
  await signInToBackOffice(page, { baseUrl: server.url, email: EMAIL, password: PASSWORD })
}

test('a CSV with the optional columns is checked cell by cell and lands with price and brand in Product Management', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  const tag = testInfo.project.name.replace(/\W/g, '')
  await signIn(page)

  // The template: every column, then an example row.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Template' }).click()])
  const [header, example] = readFileSync((await download.path())!, 'utf8').split('\r\n')
  expect(header).toBe('Product Name,Affiliate Link,Image URL,Category,Season,Brand,Price,Currency,Colour,Description,Material,Style Tags')
  expect(example).toMatch(/^Linen Wrap Midi Dress,/)

  const line = (r: Row, n: number) =>
    [r.name, `https://www.amazon.com/dp/C0${tag}${String(n).padStart(3, '0')}`, `${images.url}/images/${tag}-${n}.jpg`, r.category, r.season, r.brand, r.price, 'USD', r.colour, r.description, r.material, r.tags]
      .map(csvCell)
      .join(',')
  const rows = [...CATALOGUE, BAD_PRICE]
  const csv = [header, ...rows.map((r, i) => line(r, i + 1))].join('\n')

  await page.getByRole('button', { name: 'Upload CSV/Excel' }).click()
  const upload = page.getByRole('dialog', { name: 'Upload CSV/Excel' })
  await upload.getByLabel('File').setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText(`Loaded ${rows.length} products from catalogue.csv.`)).toBeVisible()
  const table = page.getByRole('table', { name: 'Products to import' })
  const tableRows = table.locator('tr[data-status]')
  await expect(tableRows).toHaveCount(rows.length)

  // The optional cells wait in each row's Details area.
  await table.getByRole('button', { name: 'Details (7), row 1', exact: true }).click()
  const first = page.getByRole('group', { name: 'Optional details, row 1', exact: true })
  await expect(first.getByLabel('Brand, row 1')).toHaveValue('Saint Loop')
  await expect(first.getByLabel('Price, row 1')).toHaveValue('68.00')
  await expect(first.getByLabel('Style Tags, row 1')).toHaveValue('Party; date night')

  // The server checks each cell: the bad price is named, under its field, in an opened Details area.
  const bad = rows.length
  await page.getByRole('button', { name: 'Validate All' }).click()
  await expect(page.getByText(`${rows.length} rows, ${rows.length - 1} valid`)).toBeVisible({ timeout: 30_000 })
  await expect(tableRows.nth(bad - 1)).toHaveAttribute('data-status', 'invalid')
  const badDetails = page.getByRole('group', { name: `Optional details, row ${bad}`, exact: true })
  const badPrice = badDetails.getByLabel(`Price, row ${bad}`)
  await expect(badPrice).toHaveAttribute('aria-invalid', 'true')
  await expect(badDetails).toContainText('Price: "forty" is not a price. Enter an amount like 49.99')
  await expectNoSeriousAxeViolations(page)
  await badPrice.fill('34.00')
  await page.getByRole('button', { name: 'Validate All' }).click()
  await expect(page.getByText(`${rows.length} rows, ${rows.length} valid`)).toBeVisible({ timeout: 30_000 })

  await page.getByRole('button', { name: 'Import Products' }).click()
  await expect(page.getByText(`Successfully imported ${rows.length} products!`)).toBeVisible({ timeout: 60_000 })

  // Product Management: brand and price in the list.
  await page.getByRole('tab', { name: 'Product Management' }).click()
  await page.getByLabel('Search').fill('Northline')
  await expect(page.getByText('4 products found')).toBeVisible()
  await expect(page.locator('tr', { hasText: 'Breton Stripe Boat Neck Top' })).toContainText('Northline')
  await expect(page.locator('tr', { hasText: 'Breton Stripe Boat Neck Top' })).toContainText('$39.00')
  await expect(page.locator('tr', { hasText: 'Belted Trench Coat' })).toContainText('$189.00')
  await expectNoSeriousAxeViolations(page)

})

/** A visitor with a complete profile (pear, warm, romantic and classic) on the dashboard. */
async function openDashboard(page: Page) {
  await page.goto(`${server.url}/`)
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [PROFILE_KEY, JSON.stringify({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['romantic', 'classic'], version: '1.0', savedAt: '2026-11-25T10:00:00.000Z' })],
  )
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/recommendations') && r.request().method() === 'POST')
  await page.goto(`${server.url}/dashboard`)
  const { items } = (await (await answer).json()) as { items: Array<{ product: { name: string } }> }
  const cards = page.getByRole('region', { name: 'Recommended Pieces', exact: true }).getByRole('article')
  // The grid shows the answer (not a placeholder rendered before it came).
  await expect(cards.first().getByRole('heading')).toHaveText(items[0]!.product.name)
  return cards
}

test("the shopper's cards carry the brand and the price the CSV gave", async ({ page }) => {
  const cards = await openDashboard(page)
  const rows = new Map([...CATALOGUE, { ...BAD_PRICE, price: '34.00' }].map((r) => [r.name, r]))
  let imported = 0
  for (const card of await cards.all()) {
    const row = rows.get((await card.getByRole('heading').textContent()) ?? '')
    if (!row) continue
    imported++
    await expect(card).toContainText(row.brand)
    await expect(card).toContainText(`$${row.price}`)
  }
  expect(imported).toBeGreaterThanOrEqual(4)
})

test('an administrator sees the attributes read from a product and corrects one', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page)
  await page.getByRole('tab', { name: 'Product Management' }).click()
  await page.getByLabel('Search').fill('Linen Wrap Dress')
  await expect(page.getByText('1 product found')).toBeVisible()
  await page.getByRole('button', { name: 'Attributes of Linen Wrap Dress' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attributes of Linen Wrap Dress' })
  await expect(dialog.getByTestId('attributes-source')).toHaveText(/Read by the rule-based reader on|Not analysed yet/)
  await expect(dialog.getByRole('heading', { name: 'Fit derived from these attributes' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await dialog.getByLabel('Silhouette', { exact: true }).selectOption('a-line')
  await dialog.getByRole('button', { name: 'Save corrections' }).click()
  await expect(dialog.getByText('Corrections saved. The fit above is derived from them.')).toBeVisible()
  await page.keyboard.press('Escape')

  // Kept: opened again, the correction is there.
  await page.getByRole('button', { name: 'Attributes of Linen Wrap Dress' }).click()
  await expect(dialog.getByLabel('Silhouette', { exact: true })).toHaveValue('a-line')
  await expect(dialog.getByText('Corrected')).toBeVisible()
})

test('a completed profile sees a first page that mixes categories, with scores that differ, and accessory reasons about accessories', async ({ page }) => {
  const cards = await openDashboard(page)
  await expect(cards).toHaveCount(12)

  const seen = await cards.evaluateAll((articles) =>
    articles.map((a) => ({
      name: a.getAttribute('aria-label') ?? '',
      // The card's line "Category · Brand".
      category: /^(Dresses|Tops|Bottoms|Shoes|Accessories|Outerwear)\b/.exec([...a.querySelectorAll('p')].map((p) => p.textContent ?? '').find((t) => /^(Dresses|Tops|Bottoms|Shoes|Accessories|Outerwear)\b/.test(t)) ?? '')?.[1] ?? '',
      score: Number(/Match (\d+)%/.exec(a.textContent ?? '')?.[1] ?? NaN),
      reasons: [...a.querySelectorAll('li')].map((li) => li.textContent ?? ''),
    })),
  )
  // Each property is reported on its own (soft), so one run shows every one that does not hold.
  // A real catalogue of 25 products fills page one by itself: no built-in sample pads it.
  const names = new Set([...CATALOGUE, BAD_PRICE].map((r) => r.name))
  expect.soft(seen.filter((s) => !names.has(s.name)).map((s) => s.name)).toEqual([])
  // Mixed: several categories, none taking more than a third of the page.
  const perCategory = new Map<string, number>()
  for (const s of seen) perCategory.set(s.category, (perCategory.get(s.category) ?? 0) + 1)
  expect.soft(perCategory.size, JSON.stringify([...perCategory])).toBeGreaterThanOrEqual(4)
  expect.soft(Math.max(...perCategory.values()), JSON.stringify([...perCategory])).toBeLessThanOrEqual(4)
  // Varied: scores differ, and 100% is rare.
  const scores = seen.map((s) => s.score)
  expect.soft(scores.every((s) => Number.isFinite(s))).toBe(true)
  expect.soft(new Set(scores).size, scores.join(' ')).toBeGreaterThanOrEqual(4)
  expect.soft(scores.filter((s) => s === 100).length, scores.join(' ')).toBeLessThanOrEqual(1)

  // An accessory is never "cut to flatter" a shape: its reasons speak of colour, style, occasion or season.
  const accessory = seen.find((s) => s.category === 'Accessories')
  expect(accessory, JSON.stringify(seen.map((s) => s.category))).toBeDefined()
  expect.soft(accessory!.reasons.length).toBeGreaterThan(0)
  for (const reason of accessory!.reasons) expect.soft(reason).not.toMatch(/cut to flatter|flatters? your \w+ shape/i)
})
