import type { Browser } from '@playwright/test'
import { waitForMail } from '../support/outbox.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

// Issue 27, item 5: an opt-in, revocable wishlist link, at desktop and 360 px (the two
// Playwright projects). She saves favourites, shares them, a stranger's browser sees the
// pieces, she revokes, and the stranger's browser sees the link is no longer shared.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 180_000 })

const PASSWORD = 'Linen-Saffron-Tide-42'
const uniqueEmail = () => `wishlist-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

/** A separate browser: no cookies or storage shared with hers. */
async function strangerBrowser(browser: Browser, baseURL: string) {
  return browser.newContext({ baseURL })
}

test('she shares her favourites with an opt-in name, a stranger sees the pieces, and revoking ends it', async ({ page, browser, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const email = uniqueEmail()
  // Her account, through the API on the page's own cookies, so the page is signed in.
  const request = page.request
  expect((await request.post('/api/auth/sign-up/email', { data: { name: 'Ada Lovelace', email, password: PASSWORD }, headers: { origin } })).status()).toBe(200)
  const { link } = await waitForMail(process.env.E2E_DATA_DIR!, email, /Verify your StyleBlueprint email/)
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(302)
  expect((await request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: { origin } })).status()).toBe(200)
  const products = (await (await request.get('/api/products?limit=2')).json()) as { items: Array<{ id: string; name: string }> }
  expect(products.items).toHaveLength(2)
  for (const product of products.items) expect((await request.put(`/api/favourites/${product.id}`, { headers: { origin } })).status()).toBe(204)

  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Share my wishlist' })
  await expect(section.getByText('You have not shared your wishlist.')).toBeVisible()
  await section.getByLabel('Show a name (optional)').fill('Ada')
  await section.getByRole('button', { name: 'Create a link' }).click()
  await expect(section.getByText('Your wishlist link is ready.')).toBeVisible()
  const url = (await section.locator('output').textContent())!.trim()
  expect(url).toMatch(/\/wishlist\/s\/[A-Za-z0-9_-]{24}$/)
  await expect(section.getByRole('listitem')).toHaveCount(1)
  await expect(section.getByRole('listitem')).toContainText('Shows "Ada"')
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)

  const path = new URL(url).pathname
  const stranger = await strangerBrowser(browser, baseURL!)
  try {
    const other = await stranger.newPage()
    await other.goto(path)
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Ada’s wishlist')
    for (const product of products.items) {
      await expect(other.getByRole('heading', { name: product.name, exact: true })).toBeVisible()
      await expect(other.getByRole('link', { name: `View ${product.name} at the retailer` })).toHaveAttribute('href', `/go/${encodeURIComponent(product.id)}?source=wishlist`)
    }
    // Nothing else about her: no e-mail, no full name.
    const text = await other.locator('main').innerText()
    expect(text).not.toContain(email)
    expect(text).not.toContain('Lovelace')
    await expectNoSeriousAxeViolations(other)
    await expectNoSidewaysScroll(other)

    await section.getByRole('button', { name: /^Revoke the wishlist link made / }).click()
    await expect(section.getByText('The link is turned off.', { exact: false })).toBeVisible()
    await expect(section.getByText('You have not shared your wishlist.')).toBeVisible()

    const gone = await other.goto(path)
    expect(gone?.status()).toBe(404)
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('This wishlist is no longer shared')
    await expect(other.getByText(products.items[0]!.name, { exact: true })).toHaveCount(0)
  } finally {
    await stranger.close()
  }
})
