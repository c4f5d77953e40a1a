import type { APIRequestContext, Page } from '@playwright/test'
import { waitForMail } from '../support/outbox.ts'
import { completeAnalysis } from './analysis-journey.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

// The dashboard renders in the browser after hydration and waits on the recommendation API;
// on a loaded machine that takes longer than the default five seconds, so waits get more room.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

// Keep in step with app/features/analysis/profile-store.ts and app/features/dashboard/utils/favourites-storage.ts.
const PROFILE_KEY = 'styleblueprint.style-profile'
const FAVOURITES_KEY = 'styleblueprint.favourites'

interface ApiItem {
  product: { id: string; name: string; category: string; affiliateUrl: string; styles: string[] }
  score: number
  reasons: string[]
  aiScore: number | null
}
interface ApiAnswer {
  items: ApiItem[]
  total: number
  tailored: { body: number; color: number; style: number }
}

async function storeProfile(page: Page, profile: Record<string, unknown>) {
  await page.goto('/')
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [PROFILE_KEY, JSON.stringify({ ...profile, version: '1.0', savedAt: '2026-11-22T10:00:00.000Z' })],
  )
}

/** What the API recommends for a profile, to compare the page with. */
async function recommend(request: APIRequestContext, body: Record<string, unknown>): Promise<ApiAnswer> {
  const response = await request.post('/api/recommendations', { data: { limit: 12, ...body } })
  expect(response.status()).toBe(200)
  return (await response.json()) as ApiAnswer
}

async function storedProfile(page: Page): Promise<Record<string, unknown>> {
  const { version: _v, savedAt: _s, ...profile } = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), PROFILE_KEY)
  return profile
}

const grid = (page: Page) => page.getByRole('region', { name: /^(Recommended Pieces|All Items|All \w+ pieces|Cut for your .* shape|In your .*|Your key piece: .*)$/ })
const cards = (page: Page) => grid(page).getByRole('article')
/** A filter chip: the Category or Season group's button with that label. */
const chip = (page: Page, group: 'Category' | 'Season', label: string) =>
  grid(page).getByRole('group', { name: group, exact: true }).getByRole('button', { name: label, exact: true })

test('analysis to dashboard: real scores and reasons, filters, favourites that survive a reload, and the retailer click-through', async ({ page, request }) => {
  await completeAnalysis(page, { waist: '27' })
  const profile = await storedProfile(page)
  expect(profile).toMatchObject({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['minimal', 'classic'] })

  // Header, profile card and the congratulations banner of a complete visitor profile.
  await expect(page.getByRole('heading', { level: 1, name: 'Hello!' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register')
  const card = page.getByRole('region', { name: 'Your Style Profile', exact: true })
  await expect(card.getByText('Warm Tones')).toBeVisible()
  await expect(card.getByText('2 style preferences')).toBeVisible()
  await expect(card.getByText('100% saved')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Save your profile' })).toBeVisible()

  // The grid is the API's answer for this profile: same order, scores and reasons.
  const expected = await recommend(request, { profile })
  expect(expected.items.length).toBeGreaterThan(0)
  await expect(page.getByText(`${expected.total} items`)).toBeVisible()
  await expect(cards(page)).toHaveCount(expected.items.length)
  const first = expected.items[0]!
  expect(first.reasons.join(' ')).toMatch(/Pear|warm|Minimal|Classic/)
  // Page one mixes the categories, with scores that differ; shoes and accessories are never
  // "cut to flatter", their reasons are about colour, style and season.
  expect(new Set(expected.items.map((i) => i.product.category)).size).toBeGreaterThanOrEqual(4)
  expect(new Set(expected.items.map((i) => i.score)).size).toBeGreaterThan(1)
  const accessory = expected.items.find((i) => i.product.category === 'accessories' || i.product.category === 'shoes')
  expect(accessory).toBeDefined()
  expect(accessory!.reasons.join(' ')).not.toMatch(/flatter|shape/i)
  const firstCard = cards(page).first()
  await expect(firstCard.getByRole('heading', { name: first.product.name })).toBeVisible()
  await expect(firstCard.getByText(`Match ${first.score}%`)).toBeVisible()
  // The reasons are folded under "Why we picked it", so a phone card stays short.
  await firstCard.getByText('Why we picked it').click()
  for (const reason of first.reasons) await expect(firstCard.getByText(reason)).toBeVisible()
  const accessoryCard = cards(page).filter({ hasText: accessory!.product.name })
  if (accessory !== first) await accessoryCard.getByText('Why we picked it').click()
  await expect(accessoryCard.getByText(accessory!.reasons[0]!)).toBeVisible()
  // The tailored panel shows the real mean figures, never the spec's fixed 95/92/88.
  const tailored = page.getByRole('region', { name: 'Tailored Recommendations for You' })
  await expect(tailored.getByText('Tips for your Pear shape')).toBeVisible()
  for (const key of ['body', 'color', 'style'] as const) await expect(tailored.getByText(`${expected.tailored[key]}%`).first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectNoSeriousAxeViolations(page)

  // Category, then season chips: each matches the API's filtered answer.
  await chip(page, 'Category', 'Dresses').click()
  const dresses = await recommend(request, { profile, category: 'dresses' })
  await expect(page.getByText(`${dresses.total} ${dresses.total === 1 ? 'item' : 'items'}`)).toBeVisible()
  await expect(cards(page).getByRole('heading')).toHaveText(dresses.items.map((i) => i.product.name))
  expect(dresses.items.every((i) => i.product.category === 'dresses')).toBe(true)
  await expect(chip(page, 'Category', 'Dresses')).toHaveAttribute('aria-pressed', 'true')
  await chip(page, 'Season', 'Summer').click()
  const summerDresses = await recommend(request, { profile, category: 'dresses', season: 'summer' })
  await expect(cards(page)).toHaveCount(summerDresses.items.length)
  await expect(cards(page).first().getByRole('heading', { name: summerDresses.items[0]!.product.name })).toBeVisible()

  // The sample catalogue's one coat is a trench, which the rule book wears in spring and autumn:
  // no summer outerwear, so the empty state, then Clear Filters.
  await chip(page, 'Category', 'Outerwear').click()
  expect((await recommend(request, { profile, category: 'outerwear', season: 'summer' })).total).toBe(0)
  await expect(page.getByText('No products found')).toBeVisible()
  await grid(page).getByRole('button', { name: 'Clear Filters' }).last().click()
  await expect(chip(page, 'Category', 'All')).toHaveAttribute('aria-pressed', 'true')
  await expect(chip(page, 'Season', 'All')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(`${expected.total} items`)).toBeVisible()
  await expect(cards(page)).toHaveCount(expected.items.length)

  // All Items lists every active product, scored.
  await page.getByRole('button', { name: 'All Items' }).click()
  const all = await recommend(request, { profile, mode: 'all' })
  await expect(page.getByText(`${all.total} items`)).toBeVisible()
  await page.getByRole('button', { name: 'Recommended', exact: true }).click()

  // A favourite survives a reload and shows in the favourites view, with the grid's chips and match.
  const gridChips = await firstCard.getByRole('list', { name: 'Styles' }).getByRole('listitem').allInnerTexts()
  await expect(firstCard.getByText(`Match ${first.score}%`, { exact: true })).toBeVisible()
  const heart = firstCard.getByRole('button', { name: `Add ${first.product.name} to favorites` })
  await heart.click()
  await expect(firstCard.getByRole('button', { name: `Remove ${first.product.name} from favorites` })).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(cards(page).first().getByRole('button', { name: `Remove ${first.product.name} from favorites` })).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate((key) => localStorage.getItem(key), FAVOURITES_KEY)).toBe(JSON.stringify([first.product.id]))
  await page.getByRole('button', { name: 'Your favorites (1)' }).click()
  await expect(page).toHaveURL(/\/dashboard\?view=favourites$/)
  const favourites = page.getByRole('region', { name: 'Your favorites' })
  await expect(favourites.getByRole('article')).toHaveCount(1)
  await expect(favourites.getByRole('heading', { name: first.product.name })).toBeVisible()
  await expect(favourites.getByText(`Match ${first.score}%`, { exact: true })).toBeVisible()
  expect(await favourites.getByRole('list', { name: 'Styles' }).getByRole('listitem').allInnerTexts()).toEqual(gridChips)
  await expect(favourites.getByRole('link', { name: /View Product/ })).toHaveAttribute('href', new RegExp(`^/go/${first.product.id}\\?source=favourites&`))
  await page.getByRole('button', { name: 'Back to recommendations' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  // The retailer button goes through /go, which redirects to the stored affiliate URL in a new tab.
  // The outside retailer is answered here, so no external host is contacted.
  const appOrigin = new URL(page.url()).origin
  await page.context().route(
    (url) => url.origin !== appOrigin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Retailer</title>' }),
  )
  const link = cards(page).first().getByRole('link', { name: /View Product/ })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'sponsored noopener')
  await expect(link).toHaveAttribute('href', `/go/${first.product.id}?source=dashboard&shape=pear&palette=warm&styles=minimal%2Cclassic`)
  const goResponse = page.context().waitForEvent('response', (r) => r.url().includes(`/go/${first.product.id}`))
  const popupOpened = page.waitForEvent('popup')
  await link.click()
  const popup = await popupOpened
  const response = await goResponse
  expect(response.status()).toBe(302)
  expect(response.headers()['location']).toBe(first.product.affiliateUrl)
  await popup.waitForURL(first.product.affiliateUrl)
  await popup.close()
})

test('no stored profile: /dashboard goes to the body step and replaces history', async ({ page }) => {
  await page.goto('/')
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/analysis\/body$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/dashboard-simple')
  await expect(page).toHaveURL(/\/analysis\/body$/)
})

test('a partly done analysis shows the progress view with its steps, prerequisites and a preview', async ({ page }) => {
  await storeProfile(page, { bodyShape: 'pear', stylePreferences: [] })
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Style Profile' })).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25')
  await expect(page.getByText('25% complete')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Redo: Body Analysis' })).toHaveAttribute('href', '/analysis/body')
  await expect(page.getByRole('link', { name: 'Start: Color Analysis' })).toHaveAttribute('href', '/analysis/color')
  // Style needs body and colour first.
  await expect(page.getByRole('button', { name: 'Start: Style Preferences' })).toBeDisabled()
  await expect(page.getByText('Complete the body and color analysis first')).toBeVisible()
  const preview = page.getByRole('region', { name: 'A preview of your recommendations' })
  await expect(preview.getByRole('listitem')).toHaveCount(3)
  await expectNoSidewaysScroll(page)
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('link', { name: 'Continue Profile Setup' }).click()
  await expect(page).toHaveURL(/\/analysis\/color$/)
})

test("a returning visitor's dashboard is rendered by the server from her profile's copy, which follows a clear", async ({ page }) => {
  const profileCopy = async () => (await page.context().cookies()).find((c) => c.name === 'styleblueprint_profile')
  const serverHtml = async () => (await page.request.get('/dashboard')).text()
  await storeProfile(page, { bodyShape: 'hourglass', colorPalette: 'cool', stylePreferences: ['edgy'] })
  // Before any page with script has read her profile, the server can only render the waiting state.
  expect(await serverHtml()).not.toContain('Congratulations!')
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Congratulations! Your style profile is complete.' })).toBeVisible()
  expect(await profileCopy()).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false })
  // Her next visit's HTML already holds her dashboard.
  const html = await serverHtml()
  expect(html).toContain('Congratulations! Your style profile is complete.')
  expect(html).toContain('Hourglass')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Congratulations! Your style profile is complete.' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear Profile' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Clear Profile' }).click()
  await expect(page).toHaveURL(/\/analysis\/body$/)
  expect(await profileCopy()).toBeUndefined()
  expect(await serverHtml()).not.toContain('Congratulations!')
})

test('clearing the profile asks first, then starts the analysis again', async ({ page }) => {
  await storeProfile(page, { bodyShape: 'hourglass', colorPalette: 'cool', stylePreferences: ['edgy'] })
  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Clear Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Clear your profile?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('region', { name: 'Your Style Profile', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Clear Profile' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Clear Profile' }).click()
  await expect(page).toHaveURL(/\/analysis\/body$/)
  expect(await page.evaluate((key) => localStorage.getItem(key), PROFILE_KEY)).toBeNull()
})

test('signed in: a personal greeting and tiles, and favourites kept in the browser move into the account', async ({ page }) => {
  const email = `dash-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  // A visitor's profile and favourite, kept in her browser before she makes an account.
  const productId = 'sample-belted-wrap-midi-dress'
  await storeProfile(page, { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'], measurements: { waist: 27 } })
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [FAVOURITES_KEY, JSON.stringify([productId])])

  await page.goto('/register')
  await page.getByLabel('Full Name').fill('Grace Hopper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Linen-Saffron-Tide-42')
  await page.getByLabel('Confirm Password').fill('Linen-Saffron-Tide-42')
  await page.getByRole('button', { name: 'Create Account' }).click()
  const { link } = await waitForMail(process.env.E2E_DATA_DIR!, email, /Verify your StyleBlueprint email/)
  // The link signs her in and lands on her dashboard (docs/decisions/041).
  await page.goto(link)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace Hopper!' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Save your profile' })).toHaveCount(0)
  const tiles = page.getByRole('region', { name: 'Recommended for You' })
  await expect(tiles.getByRole('button', { name: 'For your Pear shape' })).toBeVisible()
  await expect(tiles.getByRole('button', { name: 'Classic picks' })).toBeVisible()

  // The browser's favourite is now the account's, and the local list is gone.
  await expect(tiles.getByRole('button', { name: 'Your favorites (1)' })).toBeVisible()
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FAVOURITES_KEY)).toBeNull()
  const stored = await page.request.get('/api/favourites')
  expect((await stored.json()).productIds).toEqual([productId])
  // Her profile is the account's now: the server renders her dashboard from it, not a spinner.
  await expect.poll(async () => (await (await page.request.get('/api/style-profile')).json()).profile?.bodyShape).toBe('pear')
  const html = await (await page.request.get('/dashboard')).text()
  expect(html).toContain('Hello, Grace Hopper!')
  expect(html).toContain('For your Pear shape')

  // Every tile changes the grid and its heading; "AI picks" only where an AI provider is configured (not here).
  await expect(tiles.getByRole('button', { name: 'AI picks' })).toHaveCount(0)
  await tiles.getByRole('button', { name: 'For your Pear shape' }).click()
  await expect(page.getByRole('heading', { name: 'Cut for your Pear shape' })).toBeVisible()
  await expect(page).toHaveURL(/focus=shape/)
  await expect(tiles.getByRole('button', { name: 'For your Pear shape' })).toHaveAttribute('aria-pressed', 'true')
  await tiles.getByRole('button', { name: 'In your Warm Tones' }).click()
  await expect(page.getByRole('heading', { name: 'In your Warm Tones' })).toBeVisible()
  await expect(page).toHaveURL(/focus=colour/)

  // A style tile shows all items in that style: the products whose fit carries it.
  await tiles.getByRole('button', { name: 'Classic picks' }).click()
  await expect(page.getByRole('heading', { name: 'All Classic pieces' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Style: Classic (remove this filter)' })).toBeVisible()
  const everything = await recommend(page.request, { profile: { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }, mode: 'all', limit: 48 })
  const classic = everything.items.filter((item) => item.product.styles.includes('classic'))
  expect(classic.length).toBeGreaterThan(0)
  const filtered = await recommend(page.request, { profile: { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }, mode: 'all', style: 'classic', limit: 48 })
  expect(filtered.items.every((i) => i.product.styles.includes('classic'))).toBe(true)
  expect(filtered.items[0]!.product.id).toBe(classic[0]!.product.id)
  await expect(page.getByText(`${filtered.total} ${filtered.total === 1 ? 'item' : 'items'}`)).toBeVisible()
  await expect(grid(page).getByRole('article').first().getByRole('heading', { name: classic[0]!.product.name })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

test('when the engine chain falls back, the dashboard says so and still shows the list', async ({ page }) => {
  await storeProfile(page, { bodyShape: 'apple', colorPalette: 'neutral', stylePreferences: ['minimal'] })
  // The API's real answer, marked as a fallback the way the service marks one.
  await page.route('**/api/recommendations', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as ApiAnswer
    await route.fulfill({
      response,
      json: { ...body, degraded: true, message: 'Recommendation system temporarily unavailable, please try again later' },
    })
  })
  await page.goto('/dashboard')
  await expect(page.getByText('Recommendation system temporarily unavailable, please try again later')).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
})
