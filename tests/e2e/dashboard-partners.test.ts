import AxeBuilder from '@axe-core/playwright'
import { FAKE_RETAIL_CREDENTIALS, FAKE_RETAIL_ITEMS, type FakeRetailApi, startFakeRetailApi } from '../fakes/retail-api.ts'
import { FAKE_WHOLESALE_CREDENTIALS, FAKE_WHOLESALE_PRODUCTS, type FakeWholesaleApi, startFakeWholesaleApi } from '../fakes/wholesale-api.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { expect as baseExpect, test } from './fixtures.ts'

// The dashboard renders after hydration and asks the partner stores only after the grid's answer.
const expect = baseExpect.configure({ timeout: 15_000 })
// The suite's shared server has no partner service set up (its dashboard shows no partner
// section), so this test runs a server of its own against the loopback retail and wholesale fakes.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

// Keep in step with app/features/analysis/profile-store.ts.
const PROFILE_KEY = 'styleblueprint.style-profile'
// A 1x1 transparent PNG: the fakes' item images live on made-up hosts the browser cannot reach.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

let retail: FakeRetailApi
let wholesale: FakeWholesaleApi
let server: ServerProcess

test.beforeAll(async () => {
  retail = await startFakeRetailApi()
  wholesale = await startFakeWholesaleApi()
  server = await startServerProcess({
    TRUST_PROXY: 'true',
    RETAIL_API_URL: retail.url,
    RETAIL_ACCESS_KEY: FAKE_RETAIL_CREDENTIALS.accessKey,
    RETAIL_SECRET_KEY: FAKE_RETAIL_CREDENTIALS.secretKey,
    RETAIL_PARTNER_TAG: FAKE_RETAIL_CREDENTIALS.partnerTag,
    WHOLESALE_API_URL: wholesale.url,
    WHOLESALE_API_KEY: FAKE_WHOLESALE_CREDENTIALS.apiKey,
    WHOLESALE_APP_TOKEN: FAKE_WHOLESALE_CREDENTIALS.appToken,
  })
})

test.afterAll(async () => {
  await stopServerProcess(server)
  await retail?.close()
  await wholesale?.close()
})

test.afterEach(async ({ page }) => {
  // Close the page first: a request still in flight when the server stops is a console error.
  await page.close()
})

test('a completed profile sees retail and wholesale cards from the partner stores below the grid', async ({ page }) => {
  await page.route('https://m.media-amazon.test/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }))
  await page.route('https://cdn.wholesale.test/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }))
  const profile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'], categories: ['dresses'] }
  await page.goto(`${server.url}/`)
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PROFILE_KEY, JSON.stringify({ ...profile, version: '1.0', savedAt: '2026-11-22T10:00:00.000Z' })])

  await page.goto(`${server.url}/dashboard`)
  await expect(page.getByRole('heading', { level: 2, name: 'Recommended Pieces' })).toBeVisible()
  const section = page.getByRole('region', { name: 'From our partner stores' })
  await section.scrollIntoViewIfNeeded()
  const cards = section.getByRole('list', { name: 'Partner store picks' }).getByRole('listitem')

  // The fakes hold three dresses each: the retail ones first (the ranking's +5 and ratings).
  const retailDress = FAKE_RETAIL_ITEMS.find((i) => i.title.toLowerCase().includes('dress'))!
  const wholesaleDress = FAKE_WHOLESALE_PRODUCTS.find((p) => p.category === 'Dresses')!
  await expect(cards).toHaveCount(6)
  const retailCard = cards.filter({ has: page.getByRole('link', { name: /View on Amazon/ }) }).filter({ hasText: retailDress.title })
  await expect(retailCard.getByRole('heading', { name: retailDress.title })).toBeVisible()
  await expect(retailCard.getByText(`by ${retailDress.brand}`)).toBeVisible()
  await expect(retailCard.getByText(`$${retailDress.price.toFixed(2)}`)).toBeVisible()
  const retailLink = retailCard.getByRole('link', { name: /View on Amazon/ })
  await expect(retailLink).toHaveAttribute('href', new RegExp(`^https://www\\.amazon\\.com/dp/${retailDress.asin}\\?.*tag=${FAKE_RETAIL_CREDENTIALS.partnerTag}`))
  await expect(retailLink).toHaveAttribute('target', '_blank')
  await expect(retailLink).toHaveAttribute('rel', 'noopener noreferrer sponsored')

  const wholesaleCard = cards.filter({ has: page.getByRole('link', { name: /View on Faire/ }) }).filter({ hasText: wholesaleDress.name })
  await expect(wholesaleCard.getByText(`Wholesale · min. order ${wholesaleDress.minimum_order_quantity}`)).toBeVisible()
  await expect(wholesaleCard.getByRole('link', { name: /View on Faire/ })).toHaveAttribute('href', `https://www.faire.com/product/${wholesaleDress.id}`)

  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="partners-title"]').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  // The server asked the fakes with the profile's styles and category.
  expect(retail.accepted.map((a) => a.body.Keywords)).toEqual(expect.arrayContaining(['women classic dresses', 'women romantic dresses']))
  expect(wholesale.requests.some((r) => r.path === '/recommendations' && r.query.get('categories') === 'dresses')).toBe(true)
})

test('without a partner service the dashboard has no partner section at all', async ({ page }) => {
  // The suite's shared server (the fixture's base URL) has no retail or wholesale keys.
  const profile = { bodyShape: 'pear', colorPalette: 'cool', stylePreferences: ['minimal'] }
  await page.goto('/')
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PROFILE_KEY, JSON.stringify({ ...profile, version: '1.0', savedAt: '2026-11-22T10:00:00.000Z' })])
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/partner-picks'))
  await page.goto('/dashboard')
  expect(await (await answer).json()).toEqual({ status: 'not-configured', items: [] })
  await expect(page.getByRole('heading', { level: 2, name: 'Recommended Pieces' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'From our partner stores' })).toHaveCount(0)
})
