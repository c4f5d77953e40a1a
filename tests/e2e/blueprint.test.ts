import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { waitForMail } from '../support/outbox.ts'
import { allowHttpErrors, expect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

// Issue 17, item 7: a blueprint worth sharing. Every test runs at desktop and at 360 px
// (the two Playwright projects).

// Keep in step with STYLE_PROFILE_STORAGE_KEY (app/features/analysis/profile-store.ts),
// SHARED_LINKS_STORAGE_KEY (app/features/sharing/utils/share-storage.ts) and the fixtures' consent key.
const PROFILE_KEY = 'styleblueprint.style-profile'
const LINKS_KEY = 'styleblueprint.shared-links'
const CONSENT_KEY = 'styleblueprint:consent'
const PASSWORD = 'Linen-Saffron-Tide-42'
const PROFILE = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['minimal', 'classic'], measurements: { bust: 34, waist: 27, hips: 40 } }

/** The address this project opens the site at: localhost, or 127.0.0.1 in the at-127.0.0.1 project. */
const baseUrl = () => ((test.info().project.use as { address?: string }).address === 'loopback' ? process.env.E2E_LOOPBACK_URL! : process.env.E2E_BASE_URL!)

async function storeProfile(page: Page, profile: Record<string, unknown>) {
  await page.goto('/')
  const text = JSON.stringify({ ...profile, version: '1.0', savedAt: '2026-11-22T10:00:00.000Z' })
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PROFILE_KEY, text])
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise
  const pages: string[] = []
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n').replace(/\s+/g, ' ')
}

const localDay = (page: Page) =>
  page.evaluate(() => {
    const d = new Date()
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  })

async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: 'Share link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share your blueprint' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Never your measurements, e-mail or name')
  return dialog
}

test('her blueprint downloads as a 1080x1350 image and as a PDF of the whole page', async ({ page }) => {
  await storeProfile(page, PROFILE)
  await page.goto('/analysis/style?view=blueprint')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Style Blueprint' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)
  const today = await localDay(page)

  const imageDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download image' }).click()
  const image = await imageDownload
  expect(image.suggestedFilename()).toBe(`style-blueprint-${today}.png`)
  expect(pngSize(await readFile((await image.path())!))).toEqual({ width: 1080, height: 1350 })
  await expect(page.getByText(`Saved as style-blueprint-${today}.png`)).toBeVisible()

  const pdfDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const pdf = await pdfDownload
  expect(pdf.suggestedFilename()).toBe(`style-blueprint-${today}.pdf`)
  const text = await pdfText(await readFile((await pdf.path())!))
  // The same content as the page: shape, palette by name, styles, her measurements, key pieces.
  for (const expected of ['My Style Blueprint', 'Pear · Warm Tones · Minimal and Classic', 'Bust 34 in, Waist 27 in, Hips 40 in', 'A-line and fit-and-flare dresses', 'Rust', 'Chocolate', 'Icy blue', 'cream tee']) {
    expect(text).toContain(expected)
  }
  await expect(page.getByText(`Saved as style-blueprint-${today}.pdf`)).toBeVisible()
})

test('a visitor shares a link with her first name: a read-only page with its own preview card, no measurements, and she turns it off from this browser', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // Two browsers, two axe runs and a first preview card: slow on a busy machine.
  test.setTimeout(120_000)
  await storeProfile(page, PROFILE)
  await page.goto('/analysis/style?view=blueprint')
  const dialog = await openShareDialog(page)
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  await dialog.getByLabel('Show my first name').check()
  await dialog.getByLabel('First name', { exact: true }).fill('<b>')
  await expect(dialog.getByText('Use letters only')).toBeVisible()
  await dialog.getByLabel('First name', { exact: true }).fill('Anna')
  await dialog.getByRole('button', { name: 'Create link' }).click()
  await expect(dialog.getByText('Your link is ready.')).toBeVisible()
  const url = await dialog.getByLabel('Your link').inputValue()
  expect(url).toMatch(/\/blueprint\/s\/[A-Za-z0-9_-]{24}$/)
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ url: string; revokeToken: string }>, LINKS_KEY)
  expect(stored).toHaveLength(1)
  expect(stored[0]!.url).toBe(url)
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Anyone with the link: the blueprint, read-only, with its own card for social sites.
  const other = await newBrowser(browser)
  const visitor = await other.newPage()
  const response = await visitor.goto(url)
  expect(response!.status()).toBe(200)
  expect(response!.headers()['cache-control']).toBe('no-store')
  await expect(visitor.getByRole('heading', { level: 1, name: "Anna's Style Blueprint" })).toBeVisible()
  await expect(visitor.getByText('Pear · Warm Tones · Minimal and Classic')).toBeVisible()
  await expect(visitor.getByText('A-line and fit-and-flare dresses')).toBeVisible()
  await expect(visitor.getByText(/Bust 34|Waist 27|Hips 40/)).toHaveCount(0)
  await expect(visitor.getByRole('button', { name: /Turn off/ })).toHaveCount(0)
  await expect(visitor.getByRole('button', { name: /Edit Preferences|Download/ })).toHaveCount(0)
  const ogImage = await visitor.locator('meta[property="og:image"]').getAttribute('content')
  expect(ogImage).toBe(`${url}/card.png`)
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  const card = await visitor.request.get(ogImage!)
  expect(card.status()).toBe(200)
  expect(card.headers()['content-type']).toBe('image/png')
  expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 })
  await expectNoSeriousAxeViolations(visitor)
  await expectNoSidewaysScroll(visitor)
  const html = await (await visitor.request.get(url)).text()
  expect(html).not.toMatch(/Bust 34|Waist 27|Hips 40|revokeToken/)

  // Her browser knows the link is hers and can turn it off. The link carries the site's public
  // address; she opens it where she made it (at 127.0.0.1 too), where her browser keeps its list.
  await page.goto(new URL(url).pathname)
  await expect(page.getByText('You shared this link from this browser.')).toBeVisible()
  await page.getByRole('button', { name: 'Turn off this link' }).click()
  await expect(page.getByText('The link is off.')).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), LINKS_KEY)).toBeNull()

  // Revoked: a real 404 for the page and its card, in every browser.
  const gone = await visitor.goto(url)
  expect(gone!.status()).toBe(404)
  await expect(visitor.getByRole('heading', { level: 1, name: 'This blueprint link is not available' })).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Find your own blueprint' })).toHaveAttribute('href', '/get-started')
  expect((await visitor.request.get(ogImage!)).status()).toBe(404)
  await other.close()
  allowHttpErrors(consoleErrors, [404])
})

test('an unknown or malformed link is a real 404 page', async ({ page, consoleErrors }) => {
  for (const path of [`/blueprint/s/${'A'.repeat(24)}`, '/blueprint/s/not-a-link']) {
    const response = await page.goto(path)
    expect(response!.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'This blueprint link is not available' })).toBeVisible()
  }
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)
  allowHttpErrors(consoleErrors, [404])
})

test('links from this browser are listed in the share dialog and can be turned off there', async ({ page }) => {
  await storeProfile(page, PROFILE)
  await page.goto('/analysis/style?view=blueprint')
  let dialog = await openShareDialog(page)
  await dialog.getByRole('button', { name: 'Create link' }).click()
  const first = await dialog.getByLabel('Your link').inputValue()
  await dialog.getByRole('button', { name: 'Close' }).click()

  dialog = await openShareDialog(page)
  const list = dialog.getByRole('list', { name: 'Links made in this browser' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list).toContainText('Pear · Warm Tones · Minimal and Classic')
  await list.getByRole('button', { name: /^Turn off link: Pear/ }).click()
  await expect(dialog.getByText('The link is off.')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(0)
  expect((await page.request.get(first)).status()).toBe(404)
})

test('a signed-in shopper finds her links on the account page and revokes them there', async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = `sharer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  await createVerifiedUser(request, email)
  await page.goto('/login?redirectTo=/account')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL((u) => u.pathname === '/account', { timeout: 20_000 })
  const section = page.getByRole('region', { name: 'Shared blueprint links' })
  await expect(section.getByText('You have not shared your blueprint.')).toBeVisible()

  const saved = await page.request.put('/api/style-profile', { data: { profile: PROFILE }, headers: { origin: new URL(baseUrl()).origin } })
  expect(saved.status()).toBe(200)
  await page.goto('/analysis/style?view=blueprint')
  const dialog = await openShareDialog(page)
  // Her account's first name is offered, but only sent if she ticks the box.
  await dialog.getByLabel('Show my first name').check()
  await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue('Sharing')
  await dialog.getByLabel('Show my first name').uncheck()
  await dialog.getByRole('button', { name: 'Create link' }).click()
  const url = await dialog.getByLabel('Your link').inputValue()
  await expect(dialog).toContainText('or on your account page')

  // Another browser could not revoke it; she can, from her account.
  await page.evaluate((key) => localStorage.removeItem(key), LINKS_KEY)
  await page.goto('/account')
  const item = section.getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('Pear · Warm Tones · Minimal and Classic')
  await expect(item.getByRole('link', { name: /Open/ })).toHaveAttribute('href', url)
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await item.getByRole('button', { name: /^Revoke link: Pear/ }).click()
  await expect(section.getByText('The link is off.')).toBeVisible()
  await expect(section.getByText('You have not shared your blueprint.')).toBeVisible()
  expect((await page.request.get(url)).status()).toBe(404)
})

/** An account registered and verified through the API (its own request context, so the page stays signed out). */
async function createVerifiedUser(request: APIRequestContext, email: string) {
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Sharing Tester', email, password: PASSWORD, callbackURL: '/login?verified=1' },
    headers: { origin: new URL(baseUrl()).origin },
  })
  expect(signUp.status(), await signUp.text()).toBe(200)
  const { link } = await waitForMail(process.env.E2E_DATA_DIR!, email, /Verify your StyleBlueprint email/)
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(302)
}

/** A second, separate browser (no shared cookies or storage), with the consent choice made. */
async function newBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseUrl() })
  await context.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ status: 'accepted', settings: { essential: true, analytics: true, personalization: true, marketing: true }, timestamp: new Date().toISOString(), version: '1.0' }))
  }, CONSENT_KEY)
  return context
}
