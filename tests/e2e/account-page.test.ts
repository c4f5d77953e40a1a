import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { waitForMail } from '../support/outbox.ts'
import { allowHttpErrors, expect as baseExpect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

// The account page at desktop and 360 px: what she saved, her details, her data.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

const dataDir = () => process.env.E2E_DATA_DIR!
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
const PASSWORD = 'Linen-Saffron-Tide-42'
const PROFILE = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'], measurements: { waist: 27 } }

/** A verified account made through the API (its own request context), with a saved profile and one favourite. */
async function shopper(request: APIRequestContext, baseURL: string, email: string) {
  const origin = new URL(baseURL).origin
  const signUp = await request.post('/api/auth/sign-up/email', { data: { name: 'Ada Lovelace', email, password: PASSWORD }, headers: { origin } })
  expect(signUp.status()).toBe(200)
  const { link } = await waitForMail(dataDir(), email, /Verify your StyleBlueprint email/)
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(302)
  expect((await request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: { origin } })).status()).toBe(200)
  expect((await request.put('/api/style-profile', { data: { profile: PROFILE }, headers: { origin } })).status()).toBe(200)
  const products = (await (await request.get('/api/products?limit=1')).json()) as { items: Array<{ id: string; name: string }> }
  const favourite = products.items[0]!
  expect((await request.put(`/api/favourites/${favourite.id}`, { headers: { origin } })).status()).toBe(204)
  // The browser page signs in on its own, through the form.
  expect((await request.post('/api/auth/sign-out', { data: {}, headers: { origin } })).status()).toBe(200)
  return { favourite }
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login?redirectTo=/account')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/account', { timeout: 20_000 })
}

test('shows her saved profile, blueprint and favourites, and passes axe without scrolling sideways', async ({ page, request, baseURL }, testInfo) => {
  const email = uniqueEmail('ada')
  const { favourite } = await shopper(request, baseURL!, email)
  await signIn(page, email)

  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible()
  const style = page.getByRole('region', { name: 'Your style profile' })
  await expect(style.getByText('Pear', { exact: true })).toBeVisible()
  await expect(style.getByText('Warm Tones')).toBeVisible()
  await expect(style.getByRole('list', { name: 'Palette swatches' })).toBeVisible()
  await expect(style.getByRole('listitem').filter({ hasText: 'Classic' })).toBeVisible()
  await expect(style.getByRole('listitem').filter({ hasText: 'Romantic' })).toBeVisible()
  await expect(style.getByRole('link', { name: 'Open my blueprint' })).toHaveAttribute('href', '/analysis/style?view=blueprint')
  const favourites = page.getByRole('region', { name: 'Your favourites' })
  await expect(favourites.getByText(favourite.name, { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Account details' }).getByText(email)).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await page.screenshot({ path: testInfo.outputPath('account.png'), fullPage: true })

  // Removing a favourite here removes it from the account.
  await favourites.getByRole('button', { name: `Remove ${favourite.name} from favourites` }).click()
  await expect(favourites.getByText('No favourites yet.', { exact: false })).toBeVisible()
  expect(((await (await page.request.get('/api/favourites')).json()) as { productIds: string[] }).productIds).toEqual([])

  await style.getByRole('link', { name: 'Open my blueprint' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your Style Blueprint' })).toBeVisible()
})

test('changes her name, e-mail (through the link) and password', async ({ page, request, baseURL, consoleErrors }) => {
  const email = uniqueEmail('kay')
  await shopper(request, baseURL!, email)
  await signIn(page, email)
  const details = page.getByRole('region', { name: 'Account details' })

  await details.getByRole('button', { name: 'Change name' }).click()
  await details.getByLabel('Full Name').fill('   ')
  await details.getByRole('button', { name: 'Save name' }).click()
  await expect(details.getByText('Full name is required')).toBeVisible()
  await details.getByLabel('Full Name').fill('Kay Lovelace')
  await details.getByRole('button', { name: 'Save name' }).click()
  await expect(details.getByText('Your name is saved.')).toBeVisible()
  await expect(page.getByText('Hello, Kay Lovelace.')).toBeVisible()

  const newEmail = uniqueEmail('kay-new')
  await details.getByRole('button', { name: 'Change email' }).click()
  await details.getByLabel('New email address').fill(newEmail)
  await expectNoSeriousAxeViolations(page)
  await details.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(details.getByText(`We sent a confirmation link to ${newEmail}. Open it to finish the change.`)).toBeVisible()
  // Until the link is opened, the account keeps its address.
  await expect(details.getByText(email)).toBeVisible()
  const { link } = await waitForMail(dataDir(), newEmail, /Confirm your new StyleBlueprint email address/)
  await waitForMail(dataDir(), email, /is being changed/)
  await page.goto(link)
  await expect(page).toHaveURL(/\/account\?emailChanged=1$/)
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible()

  await details.getByRole('button', { name: 'Change password' }).click()
  await details.getByLabel('Current Password').fill('wrong-one')
  await details.getByLabel('New Password').fill('Maple-Lantern-Echo-55')
  await details.getByLabel('Confirm Password').fill('Maple-Lantern-Echo-55')
  await details.getByRole('button', { name: 'Save new password' }).click()
  await expect(details.getByText('That is not your current password.')).toBeVisible()
  await details.getByLabel('Current Password').fill(PASSWORD)
  await details.getByRole('button', { name: 'Save new password' }).click()
  await expect(details.getByText('Your password is changed. Other devices were signed out.')).toBeVisible()
  await waitForMail(dataDir(), newEmail, /Your StyleBlueprint password was changed/)

  // Still signed in here; the new address and password are the ones that work.
  // Signed out by clearing the session; the privacy choice (a cookie too) is kept. The page's
  // own requests (her shared links and her stored profile, fetched once it is hydrated: on busy
  // cores that can be well after the network went quiet) finish first, or they would come back 401.
  const ownRequests = ['/api/blueprint-shares', '/api/style-profile'].map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible()
  for (const response of await Promise.all(ownRequests)) expect(response.status()).toBe(200)
  await page.context().clearCookies({ name: /^(?!styleblueprint_consent$)/ })
  await signIn(page, newEmail, 'Maple-Lantern-Echo-55')
  allowHttpErrors(consoleErrors, [400])
})

test('"Download my data" saves a JSON file of what is stored about her', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('dora')
  const { favourite } = await shopper(request, baseURL!, email)
  await signIn(page, email)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download my data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^styleblueprint-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as Record<string, any>
  expect(data.account.email).toBe(email)
  expect(data.styleProfile).toMatchObject({ bodyShape: 'pear', colorPalette: 'warm' })
  expect(data.favourites).toEqual([expect.objectContaining({ productId: favourite.id })])
  expect(data.sessions.some((s: { current: boolean }) => s.current)).toBe(true)
})

test('"Delete my account" explains, asks for the password, deletes, and says what was kept', async ({ page, request, baseURL, consoleErrors }) => {
  const email = uniqueEmail('del')
  await shopper(request, baseURL!, email)
  await signIn(page, email)
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog.getByText('What we keep, and why')).toBeVisible()
  await expect(dialog.getByText(/Anonymous click counts/)).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await dialog.getByLabel('Your password, to confirm').fill('not-my-password')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByText('That is not your current password.')).toBeVisible()
  // Keeping it closes the dialog and changes nothing.
  await dialog.getByRole('button', { name: 'Keep my account' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Delete my account' }).click()
  await dialog.getByLabel('Your password, to confirm').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/account\/deleted$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeVisible()
  await expect(page.getByText(/Anonymous click counts/)).toBeVisible()
  // Signed out: the header offers Get Started again (Sign In sits in the menu on a phone).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await waitForMail(dataDir(), email, /Your StyleBlueprint account is deleted/)

  await page.goto('/account')
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  allowHttpErrors(consoleErrors, [400, 401])
})
