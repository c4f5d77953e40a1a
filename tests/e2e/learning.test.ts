import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { Product } from '../../core/catalog/product.ts'
import { featuresAt } from '../../core/learning/features.ts'
import { buildCatalogueIndex } from '../../core/recommendation/catalogue-index.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { completeAnalysis } from './analysis-journey.ts'
import { expect as baseExpect, test } from './fixtures.ts'

// Issue 18 end to end, as a visitor: complete the quiz, say "Not for me" (colour) to two
// pieces of one colour, and on the next load that colour falls and its card says why;
// "Clear my history" brings the quiz's own order back.
//
// A server of its own with a generated catalogue (no samples, nothing other tests import),
// so the page ranks exactly these products.

const expect = baseExpect.configure({ timeout: 15_000 })
const PROFILE_KEY = 'styleblueprint.style-profile'
const SIGNALS_KEY = 'styleblueprint.signals'
const root = path.resolve(import.meta.dirname, '../..')

let server: ServerProcess

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  server = await startServerProcess({ TRUST_PROXY: 'true', SEED_SAMPLE_CATALOG: 'false' })
  const seeded = spawnSync(process.execPath, ['server/cli/seed.ts', '--products', '400', '--seed', '18'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn', SEED_SAMPLE_CATALOG: 'false' },
  })
  if (seeded.status !== 0) throw new Error(`db:seed failed: ${seeded.stderr}`)
})

test.afterAll(async () => {
  await stopServerProcess(server)
})

interface Item {
  product: Product
  score: number
  learned?: { points: number; text: string }
}

/** The first four pages for the stored profile and history, asked as the dashboard asks for them. */
async function answer(page: Page, withHistory: boolean): Promise<Item[]> {
  const { profile, signals } = await page.evaluate(
    ([p, s]) => ({ profile: JSON.parse(localStorage.getItem(p!) ?? 'null') as Record<string, unknown>, signals: JSON.parse(localStorage.getItem(s!) ?? '[]') as unknown[] }),
    [PROFILE_KEY, SIGNALS_KEY],
  )
  const { version: _v, savedAt: _s, ...rest } = profile
  const items: Item[] = []
  for (let offset = 0; offset < 48; offset += 12) {
    const res = await page.request.post(`${server.url}/api/recommendations`, { data: { profile: rest, limit: 12, offset, ...(withHistory && signals.length > 0 ? { signals } : {}) } })
    expect(res.status()).toBe(200)
    items.push(...((await res.json()) as { items: Item[] }).items)
  }
  return items
}

/** The colour family the engine reads for each product ('colour:blue'), or null. */
function colourOf(items: readonly Item[]): Map<string, string | null> {
  const ix = buildCatalogueIndex(items.map((it) => ({ product: it.product, attributes: null })))
  return new Map(items.map((it, i) => [it.product.id, featuresAt(ix, i).find((f) => f.startsWith('colour:')) ?? null]))
}

const grid = (page: Page) => page.locator('section[aria-labelledby="grid-title"]')
const cardNames = async (page: Page) => grid(page).locator('ul > li > article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))


test('two "Not for me" of one colour lower that colour, its card says why, and "Clear my history" restores the order', async ({ page }) => {
  await completeAnalysis(page, { baseUrl: server.url })
  const before = await answer(page, false)
  const firstPage = before.slice(0, 12).map((it) => it.product.name)
  await expect.poll(() => cardNames(page)).toEqual(firstPage)

  // A colour with two pieces on the first page and more of it further down the list: the one
  // with the most pieces, so some are still among the four pages after the colour falls.
  const colour = colourOf(before)
  const counts = new Map<string, number>()
  for (const it of before) {
    const c = colour.get(it.product.id)
    if (c) counts.set(c, (counts.get(c) ?? 0) + 1)
  }
  const target = [...counts.keys()]
    .filter((c) => counts.get(c)! >= 3 && before.slice(0, 12).filter((it) => colour.get(it.product.id) === c).length >= 2)
    .sort((a, b) => counts.get(b)! - counts.get(a)!)[0]
  expect(target, 'a colour with two pieces on page one and one more after').toBeDefined()
  const rejected = before.slice(0, 12).filter((it) => colour.get(it.product.id) === target).slice(0, 2)

  for (const it of rejected) {
    const card = grid(page).locator('article', { has: page.getByRole('heading', { name: it.product.name, exact: true }) })
    await card.getByRole('button', { name: `Not for me: ${it.product.name}` }).click()
    const hidden = grid(page).locator(`article[aria-label="${it.product.name}"]`)
    await expect(hidden.getByText(`Hidden: ${it.product.name}`)).toBeVisible()
    await hidden.getByRole('button', { name: 'Colour', exact: true }).click()
    await expect(hidden.getByText("Thanks. We'll show you fewer like it.")).toBeVisible()
  }

  // The next load: the page is her order, the rejected pieces are gone and the colour fell.
  await page.reload()
  const after = await answer(page, true)
  await expect.poll(() => cardNames(page)).toEqual(after.slice(0, 12).map((it) => it.product.name))
  const rejectedIds = new Set(rejected.map((it) => it.product.id))
  expect(after.some((it) => rejectedIds.has(it.product.id))).toBe(false)
  const kept = before.filter((it) => !rejectedIds.has(it.product.id)).map((it) => it.product.id)
  const afterIds = after.map((it) => it.product.id)
  const rest = kept.filter((id) => colour.get(id) === target && afterIds.includes(id))
  expect(rest.length).toBeGreaterThan(0)
  for (const id of rest) expect(afterIds.indexOf(id)).toBeGreaterThanOrEqual(kept.indexOf(id))
  expect(rest.some((id) => afterIds.indexOf(id) > kept.indexOf(id))).toBe(true)

  // Its card says why, on whichever page it now sits.
  const fallen = after.find((it) => it.product.id === rest[0])!
  expect(fallen.learned?.text).toMatch(/^Shown lower because the .+ was not for you$/)
  expect(fallen.learned!.points).toBeLessThan(0)
  // Her page is still in the order of the match it shows.
  const scores = after.map((it) => it.score)
  expect(scores).toEqual([...scores].sort((a, b) => b - a))
  const pageOf = Math.floor(afterIds.indexOf(fallen.product.id) / 12) + 1
  if (pageOf > 1) await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: `Page ${pageOf}`, exact: true }).click()
  const fallenCard = grid(page).locator('article', { has: page.getByRole('heading', { name: fallen.product.name, exact: true }) })
  // A shop may list one name twice: the first such card is enough.
  await expect(fallenCard.locator('[data-learned-reason]').first()).toContainText(fallen.learned!.text)
  await expect(fallenCard.locator('[data-learned-reason]').first()).toContainText(`\u2212${-fallen.learned!.points} · `)
  if (pageOf > 1) await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 1', exact: true }).click()

  // "Clear my history": the quiz's own order again, and nothing kept in the browser.
  await page.getByRole('button', { name: 'Clear my history' }).click()
  await expect(page.getByText('Your history is cleared.', { exact: false })).toBeVisible()
  await expect.poll(() => cardNames(page)).toEqual(firstPage)
  expect(await page.evaluate((key) => localStorage.getItem(key), SIGNALS_KEY)).toBeNull()
  await page.reload()
  await expect.poll(() => cardNames(page)).toEqual(firstPage)
})
