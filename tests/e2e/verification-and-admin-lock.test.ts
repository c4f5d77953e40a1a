import type { Browser, Page } from '@playwright/test'
import { createAdminWithCli } from '../support/admin-cli.ts'
import { waitForMail } from '../support/outbox.ts'
import { allowHttpErrors, expect, pageIsLive, storeAcceptedConsent, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

// Issue 25: a lock on one administrator never keeps another out of the same office, and the
// e-mailed confirmation link signs a new shopper straight in. Run at desktop, at 360 px and,
// in the at-127.0.0.1 project, with the site opened at another address than PUBLIC_URL.

const dataDir = () => process.env.E2E_DATA_DIR!
const publicOrigin = () => new URL(process.env.E2E_BASE_URL!).origin
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
const PASSWORD = 'Tailor#2026'

// Each test signs in several times (a deliberate second each) and hashes passwords.
test.describe.configure({ timeout: 120_000 })

/** Another browser at the same client address (the same office), the same screen size, and its own cookies. */
async function sameOfficeBrowser(browser: Browser, page: Page, baseURL: string, clientAddress: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize(), extraHTTPHeaders: { 'x-forwarded-for': clientAddress } })
  await storeAcceptedConsent(context)
  return context.newPage()
}

async function tryPassword(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

test('a locked administrator does not lock out another one at the same address, in this browser or a fresh one', async ({
  page,
  browser,
  baseURL,
  clientAddress,
  consoleErrors,
}) => {
  const first = unique('first-admin')
  const second = unique('second-admin')
  createAdminWithCli(dataDir(), first, PASSWORD, 'Fiona First')
  createAdminWithCli(dataDir(), second, PASSWORD, 'Sam Second')

  await page.goto('/admin')
  const signIn = page.getByRole('button', { name: 'Sign In', exact: true })
  const attempts = page.getByRole('progressbar', { name: 'Failed sign-in attempts' })
  await tryPassword(page, second, 'wrong-1')
  await expect(page.getByText('Invalid credentials. 2 attempts remaining.')).toBeVisible()
  await tryPassword(page, second, 'wrong-2')
  await expect(page.getByText('Invalid credentials. 1 attempt remaining.')).toBeVisible()
  await tryPassword(page, second, 'wrong-3')
  await expect(page.getByText('Too many failed attempts. Account locked for 15 minutes.')).toBeVisible()
  await expect(page.getByText(/Try again in 1[45]:\d\d/)).toBeVisible()
  await expect(signIn).toBeDisabled()
  await expect(page.getByLabel('Password', { exact: true })).toBeDisabled()
  await expect(page.getByLabel('Username')).toBeEditable()
  await expectNoSidewaysScroll(page)

  // A fresh browser in the same office: nothing is locked until the locked account is typed.
  const office = await sameOfficeBrowser(browser, page, baseURL!, clientAddress)
  await office.goto('/admin')
  await pageIsLive(office)
  await expect(office.getByLabel('Username')).toBeEditable()
  await expect(office.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
  await expect(office.getByText(/Account is locked/)).toHaveCount(0)
  await office.getByLabel('Username').fill(second)
  await office.getByLabel('Username').blur()
  await expect(office.getByText(/Account is locked\. Please wait 1[45] minutes\./)).toBeVisible()
  await expect(office.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled()
  await office.getByLabel('Username').fill(first)
  await expect(office.getByText(/Account is locked/)).toHaveCount(0)
  await expect(office.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
  await office.context().close()

  // The first administrator, in the browser where the second one is locked, signs in.
  await page.getByLabel('Username').fill(first)
  await expect(signIn).toBeEnabled()
  await expect(attempts).toHaveAttribute('aria-valuenow', '0')
  await expect(page.getByText(/Try again in/)).toHaveCount(0)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await expectNoSeriousAxeViolations(page)
  await signIn.click()
  await expect(page.getByRole('heading', { name: 'Welcome, Fiona First' })).toBeVisible({ timeout: 30_000 })
  allowHttpErrors(consoleErrors, [401, 429])
})

test('the e-mailed link confirms the address and signs her in; opened again, it fills the sign-in form', async ({ page, browser, baseURL, clientAddress }) => {
  const email = unique('straight-in')
  await page.goto('/register')
  await page.getByLabel('Full Name').fill('Grace Hopper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Quartz-Harbor-Lantern-58')
  await page.getByLabel('Confirm Password').fill('Quartz-Harbor-Lantern-58')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/check-email\?email=/)
  await expect(page.getByText('Open the link in the email to confirm your address and sign in. It works for 24 hours.')).toBeVisible()

  const { link } = await waitForMail(dataDir(), email, /Verify your StyleBlueprint email/)
  // The link is at PUBLIC_URL whatever address she signed up at, and lands her there, signed in.
  expect(new URL(link).origin).toBe(publicOrigin())
  const mail = await sameOfficeBrowser(browser, page, publicOrigin(), clientAddress)
  await mail.goto(link)
  await pageIsLive(mail)
  await expect(mail).toHaveURL((url) => url.origin === publicOrigin() && url.pathname !== '/login' && !url.pathname.startsWith('/api/'))
  const menu = mail.getByRole('button', { name: /account menu/i })
  await expect(menu).toBeVisible()
  await expect(mail.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0)
  expect((await mail.request.get('/api/auth/get-session').then((r) => r.json())) as { user: { email: string } }).toMatchObject({ user: { email } })
  await expectNoSidewaysScroll(mail)
  await mail.context().close()

  // Opened again, in another browser (a mail scanner may have opened it first): confirmed,
  // not signed in, and the sign-in form comes filled with her address.
  const again = await sameOfficeBrowser(browser, page, publicOrigin(), clientAddress)
  await again.goto(link)
  await pageIsLive(again)
  await expect(again).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('verified') === '1')
  await expect(again.getByText('Your email address is verified. Welcome to StyleBlueprint!')).toBeVisible()
  await expect(again.getByLabel('Email')).toHaveValue(email)
  await expectNoSeriousAxeViolations(again)
  await again.context().close()

  // Where she signed up (localhost, or 127.0.0.1 in that project): the page she waited on
  // offers sign-in with her address filled in; only the password is left to type.
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL((url) => url.origin === new URL(baseURL!).origin && url.pathname === '/login')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByLabel('Password', { exact: true }).fill('Quartz-Harbor-Lantern-58')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname !== '/login', { timeout: 20_000 })
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible()
})
