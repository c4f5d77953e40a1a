import { waitForMail } from '../support/outbox.ts'
import { allowHttpErrors, expect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

// Sign-up ends in one clear state, at PUBLIC_URL (localhost) and, in the at-127.0.0.1
// project, at another address: a "Check your email" page that names the address and can
// send the link again; after the link, signing in lands on her own dashboard.

const dataDir = () => process.env.E2E_DATA_DIR!
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
const PROFILE_KEY = 'styleblueprint.style-profile'
const COMPLETE = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'], measurements: { waist: 27 } }

// Each test registers an account, reads the outbox and signs in.
test.describe.configure({ timeout: 90_000 })

test('sign-up ends on "Check your email" with the address; the link verifies; signing in shows her own dashboard', async ({ page, baseURL }) => {
  const email = uniqueEmail('ada')
  // A visitor who finished the analysis before making an account.
  await page.goto('/')
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PROFILE_KEY, JSON.stringify({ ...COMPLETE, version: '1.0', savedAt: new Date().toISOString() })])

  await page.goto('/register')
  await page.getByLabel('Full Name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Linen-Saffron-Tide-42')
  await page.getByLabel('Confirm Password').fill('Linen-Saffron-Tide-42')
  await page.getByRole('button', { name: 'Create Account' }).click()

  // One state: not signed in, and told so, with the address named.
  await expect(page).toHaveURL(/\/check-email\?email=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  await expect(page.getByText('Account created successfully! Please check your email to verify your account.')).toBeVisible()
  await expect(page.getByText(email, { exact: true })).toBeVisible()
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)

  const first = await waitForMail(dataDir(), email, /Verify your StyleBlueprint email/)
  // "Send the link again" sends a second e-mail and says so.
  await page.getByRole('button', { name: 'Send the link again' }).click()
  await expect(page.getByRole('status').filter({ hasText: `We sent a new link to ${email}.` })).toBeVisible()
  const second = await waitForMail(dataDir(), email, /Verify your StyleBlueprint email/, { beyond: first.count })
  expect(second.link).not.toBe(first.link)

  // The e-mailed link uses PUBLIC_URL, whatever address she signed up at.
  expect(second.link.startsWith(`${process.env.E2E_BASE_URL}/api/auth/verify-email?token=`)).toBe(true)
  const viewport = page.viewportSize()!
  const mailPage = await page.context().newPage()
  await mailPage.setViewportSize(viewport)
  // The e-mail itself, as a mail app shows it: never wider than the screen.
  await mailPage.setContent(second.mail.html as string)
  const mailWidth = await mailPage.evaluate(() => document.documentElement.scrollWidth)
  expect(mailWidth).toBeLessThanOrEqual(viewport.width)
  // The link confirms and signs her in at PUBLIC_URL (tests/e2e/verification-and-admin-lock.test.ts follows it there).
  await mailPage.goto(second.link)
  await expect(mailPage).toHaveURL((url) => url.origin === new URL(process.env.E2E_BASE_URL!).origin && url.pathname !== '/login')
  await mailPage.close()

  // Signing in where she signed up (the page's own address, which may differ from PUBLIC_URL):
  // signed in already at PUBLIC_URL, else the page she waited on offers sign-in with her address filled in.
  await page.reload()
  if (new URL(baseURL!).origin !== new URL(process.env.E2E_BASE_URL!).origin) {
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
    await expect(page.getByLabel('Email')).toHaveValue(email)
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
    await page.getByLabel('Password', { exact: true }).fill('Linen-Saffron-Tide-42')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  }
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, Ada/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Hello!' })).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Save Your Style Profile' })).toHaveCount(0)
  // Her recommendations answer at this address too.
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
})

test('signing in before confirming leads to the same page, with a fresh link on its way', async ({ page, request, baseURL, consoleErrors }) => {
  const email = uniqueEmail('early')
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Early Bird', email, password: 'Linen-Saffron-Tide-42', callbackURL: '/login?verified=1' },
    headers: { origin: new URL(baseURL!).origin },
  })
  expect(signUp.status()).toBe(200)
  // The sign-up's own e-mail, so that the one sent on sign-in is told apart from it.
  const signUpMail = await waitForMail(dataDir(), email, /Verify/)
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Linen-Saffron-Tide-42')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/check-email\?email=.*reason=unverified/)
  await expect(page.getByText('Please confirm your email address before you sign in.')).toBeVisible()
  await expect(page.getByText(email, { exact: true })).toBeVisible()
  const mails = await waitForMail(dataDir(), email, /Verify/, { beyond: signUpMail.count })
  expect(mails.link).not.toBe(signUpMail.link)
  expect(mails.link).toContain('/api/auth/verify-email?token=')
  await expectNoSeriousAxeViolations(page)
  // The sign-in answer was "not verified yet" (403), which the browser logs.
  allowHttpErrors(consoleErrors, [403])
})

test('opened without an address, the page asks for it and sends the link', async ({ page }) => {
  await page.goto('/check-email')
  await expect(page.getByText('Enter the address you signed up with, and we will send the confirmation link again.')).toBeVisible()
  await page.getByLabel('Email').fill('not-an-address')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  const email = uniqueEmail('nobody')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  // The same answer whether or not the address has an account.
  await expect(page.getByRole('status').filter({ hasText: `We sent a new link to ${email}.` })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)
})

test('the meter calls "password" weak and says why, and the form refuses it', async ({ page }) => {
  const email = uniqueEmail('weak')
  await page.goto('/register')
  await page.getByLabel('Full Name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill(email)
  const password = page.getByLabel('Password', { exact: true })
  await password.fill('password')
  await page.getByLabel('Confirm Password').fill('password')
  // The estimator loads when the field is first used; the meter then rates with it.
  await expect(page.getByText('Password strength: Weak')).toBeVisible()
  await expect(page.getByText('This is one of the most used passwords. Add a few more words that are less common.')).toBeVisible()
  await expect(page.getByText(/Password strength: (Good|Strong)/)).toHaveCount(0)

  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(password).toHaveAccessibleDescription(
    'This password is too easy to guess. This is one of the most used passwords. Add a few more words that are less common.',
  )
  // Said once: the meter leaves its advice to the error while they agree.
  await expect(page.getByText('This is one of the most used passwords. Add a few more words that are less common.', { exact: true })).toHaveCount(0)
  await expect(page).toHaveURL(/\/register/)
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)

  // Her own address as the password: the meter counts it against her as the server does.
  await password.fill(email)
  await expect(page.getByText('Password strength: Weak')).toBeVisible()
  await expect(page.getByText(/It contains your name, your email address or the name of this site\./).first()).toBeVisible()

  // A few unusual words pass, and the account is created.
  await password.fill('Velvet-Orbit-Meadow-7')
  await page.getByLabel('Confirm Password').fill('Velvet-Orbit-Meadow-7')
  await expect(page.getByText('Password strength: Strong')).toBeVisible()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/check-email\?email=/)
})
