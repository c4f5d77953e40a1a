import type { Page } from '@playwright/test'
import { createDatabase } from '../../db/database.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { completeAnalysis } from './analysis-journey.ts'
import { allowHttpErrors, expect, test } from './fixtures.ts'

/**
 * A fresh install as a newcomer meets it (issue 27): the server's first run loads the
 * starter catalogue (the suite's own server loads the spec's 12 samples), she takes the
 * quiz and finds more than one page of pieces, each drawn, each link saying it is a sample.
 */
let server: ServerProcess

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  server = await startServerProcess({ TRUST_PROXY: 'true', SEED_CATALOG: 'starter' })
})

test.afterAll(async () => {
  await stopServerProcess(server)
})

const grid = (page: Page) => page.getByRole('region', { name: 'Recommended Pieces' })
const cards = (page: Page) => grid(page).getByRole('article')

test('a newcomer finishes the quiz on a fresh install and reaches the second page of pieces', async ({ page }) => {
  await completeAnalysis(page, { baseUrl: server.url })
  await expect(cards(page)).toHaveCount(12)
  const firstPage = await cards(page).getByRole('heading').allTextContents()
  // Every card shows its garment's drawing, loaded.
  const image = cards(page).first().getByRole('img').first()
  await expect(image).toHaveAttribute('src', /^\/drawings\/starter-[a-z0-9-]+\.svg$/)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0)

  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages).toBeVisible()
  await pages.getByRole('button', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard\?page=2$/)
  await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
  // The second page's pieces replace the first's: none of them was on page 1.
  const headings = () => cards(page).getByRole('heading').allTextContents()
  await expect.poll(async () => (await headings()).filter((name) => firstPage.includes(name))).toEqual([])
  const secondPage = await headings()
  expect(secondPage.length).toBeGreaterThan(0)

  // The page is in the address: a reload keeps it, and back returns to the first.
  await page.reload()
  await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(cards(page).getByRole('heading')).toHaveText(secondPage)
  await page.goBack()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(cards(page).getByRole('heading')).toHaveText(firstPage)
  const scrollsSideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
  expect(scrollsSideways).toBe(false)
})

test('a starter piece’s link leads to a page that says it is a sample, with a way back', async ({ page }) => {
  await completeAnalysis(page, { baseUrl: server.url })
  const first = cards(page).first()
  const name = (await first.getByRole('heading').textContent())!
  const link = first.getByRole('link', { name: /View Sample/ })
  await expect(link).toHaveAttribute('href', /^\/go\/starter-/)
  const popupOpened = page.waitForEvent('popup')
  await link.click()
  const popup = await popupOpened
  await expect(popup).toHaveURL(/\/sample\/starter-[a-z0-9-]+$/)
  await expect(popup.getByText('This is a sample piece from StyleBlueprint’s starter catalogue; no shop sells it.')).toBeVisible()
  await expect(popup.getByRole('heading', { level: 1, name })).toBeVisible()
  await popup.getByRole('link', { name: 'Back to your picks' }).click()
  await expect(popup).toHaveURL(/\/dashboard$/)
})

test('a product whose own image fails to load shows its drawing instead', async ({ page, consoleErrors }) => {
  // An imported photo that is gone: the shop's server answers 404.
  const database = createDatabase({ dataDir: server.dataDir })
  let broken: { id: string; name: string }
  try {
    const row = await database.db.selectFrom('products').select(['id', 'product_name']).where('id', 'like', 'starter-organic-crew-tee-%').orderBy('id').executeTakeFirstOrThrow()
    broken = { id: row.id, name: row.product_name }
    await database.db
      .updateTable('products')
      .set({ images: JSON.stringify([{ url: `${server.url}/images/products/no-such-photo.jpg`, color: 'White', is_primary: true }]) })
      .where('id', '=', broken.id)
      .execute()
  } finally {
    await database.close()
  }
  await completeAnalysis(page, { baseUrl: server.url })
  // Every top, in pages of 12: find the one whose photo is gone.
  const named = (p: Page) => p.getByRole('region', { name: /^All / }).getByRole('article').filter({ has: p.getByRole('heading', { name: broken.name, exact: true }) })
  let card = named(page)
  for (let n = 1; n <= 6; n++) {
    await page.goto(`${server.url}/dashboard?mode=all&category=tops${n > 1 ? `&page=${n}` : ''}`)
    await expect(page.getByRole('region', { name: /^All / }).getByRole('article').first()).toBeVisible()
    card = named(page)
    if ((await card.count()) > 0) break
  }
  const image = card.getByRole('img', { name: broken.name })
  await expect(image).toHaveAttribute('src', `/drawings/${broken.id}.svg`)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0)
  // The gone photo's 404 is the point of the test.
  allowHttpErrors(consoleErrors, [404])
})
