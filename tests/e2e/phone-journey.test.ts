import type { Page } from '@playwright/test'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

// The dashboard renders after hydration and waits on the recommendation API.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

// Keep in step with app/features/analysis/profile-store.ts.
const PROFILE_KEY = 'styleblueprint.style-profile'
const SCREEN = { width: 360, height: 760 }
const HEADER_LINKS = ['Shop', 'Style Guides', 'FAQ', 'About', 'Sign In', 'Get Started']

interface ApiItem {
  product: { id: string; name: string; brand: string | null; price: number | null; currency: string; category: string }
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768

async function storeProfile(page: Page, base = '') {
  await page.goto(`${base}/`)
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [PROFILE_KEY, JSON.stringify({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['minimal', 'classic'], version: '1.0', savedAt: '2026-11-22T10:00:00.000Z' })],
  )
}

const grid = (page: Page) => page.getByRole('region', { name: /^(Recommended Pieces|All Items|All \w+ pieces|Cut for your .* shape|In your .*|Your key piece: .*)$/ })

test('every header link is one tap away at any width, and FAQ is in the footer', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  if (isPhone(page)) {
    // On a phone the header keeps Get Started and a menu that holds every header link.
    await expect(header.getByRole('navigation')).toBeHidden()
    await header.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link')).toHaveText(HEADER_LINKS)
    await expectNoSeriousAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await header.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(menu).toBeHidden()
  } else {
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden()
    await expect(header.getByRole('link', { name: /^(Shop|Style Guides|FAQ|About|Sign In|Get Started)$/ })).toHaveText(HEADER_LINKS)
    await header.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
  }
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('href', '/faq')
  await expectNoSidewaysScroll(page)
  await expectNoSeriousAxeViolations(page)
})

test('the dashboard on a phone: two cards a row with price and brand, filters at hand, nothing shown twice, five screens to the end of page one', async ({ page, request }) => {
  await storeProfile(page)
  const profile = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['minimal', 'classic'] }
  const answer = (await (await request.post('/api/recommendations', { data: { profile, limit: 12 } })).json()) as { items: ApiItem[] }
  await page.goto('/dashboard')
  const cards = grid(page).getByRole('article')
  await expect(cards).toHaveCount(answer.items.length)

  // Two cards a row on a phone, more on a desktop.
  const lefts = await cards.evaluateAll((all) => [...new Set(all.map((a) => Math.round(a.getBoundingClientRect().left)))])
  if (isPhone(page)) expect(lefts).toHaveLength(2)
  else expect(lefts.length).toBeGreaterThanOrEqual(3)

  // Price in its currency and the brand when known; never a "$0".
  for (const { product } of answer.items) {
    const card = grid(page).getByRole('article', { name: product.name, exact: true })
    if (product.price) await expect(card).toContainText(new Intl.NumberFormat('en-US', { style: 'currency', currency: product.currency }).format(product.price))
    if (product.brand) await expect(card).toContainText(product.brand)
  }
  await expect(grid(page)).not.toContainText(/\$0(\.00)?\b/)

  // Nothing is shown twice, and nothing tells a shopper how the engine is wired.
  const names = await page.getByRole('article').evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')))
  expect(new Set(names).size).toBe(names.length)
  await expect(page.getByRole('region', { name: 'Your AI stylist’s picks' })).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText(/rule-based|not switched on/i)
  await expectNoSidewaysScroll(page)
  await expectNoSeriousAxeViolations(page)

  // The filter chips stay at hand at the last card, and a chip there filters the grid.
  await cards.last().scrollIntoViewIfNeeded()
  const filters = grid(page).getByRole('group', { name: 'Filters' })
  const box = (await filters.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height / 2)
  await filters.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Tops', exact: true }).click()
  const tops = (await (await request.post('/api/recommendations', { data: { profile, limit: 12, category: 'tops' } })).json()) as { items: ApiItem[] }
  await expect(cards.getByRole('heading')).toHaveText(tops.items.map((i) => i.product.name))
  // The new list starts at the top of the grid, in view.
  await expect(grid(page).getByRole('heading', { level: 2 })).toBeInViewport()
})

test('at 360 x 760 the first page of products ends within five screen heights', async ({ page }) => {
  await page.setViewportSize(SCREEN)
  await storeProfile(page)
  await page.goto('/dashboard')
  const list = grid(page).locator('ul').first()
  await expect(list.getByRole('article').first()).toBeVisible()
  // Layout settles once the fonts are in; measure after that.
  await page.evaluate(() => document.fonts.ready)
  const bottom = await list.evaluate((ul) => ul.getBoundingClientRect().bottom + window.scrollY)
  test.info().annotations.push({ type: 'first page ends (screens of 760 px)', description: (bottom / SCREEN.height).toFixed(2) })
  expect(bottom).toBeLessThanOrEqual(5 * SCREEN.height)
})

test.describe('a site without Google sign-in', () => {
  // In order in one worker: one server for the group (beforeAll runs per test when tests run fully parallel).
  test.describe.configure({ mode: 'default' })
  let server: ServerProcess
  test.beforeAll(async () => {
    server = await startServerProcess({ TRUST_PROXY: 'true' })
  })
  test.afterAll(async () => {
    await stopServerProcess(server)
  })

  test('shows no Google button and no word about it, on sign-in and sign-up', async ({ page }) => {
    for (const path of ['/login', '/register']) {
      await page.goto(`${server.url}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0)
      await expect(page.locator('main')).not.toContainText(/Google|not set up/i)
      await expectNoSeriousAxeViolations(page)
    }
  })
})
