import { waitForMail } from '../support/outbox.ts'
import { allowHttpErrors, expect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations } from './page-checks.ts'

const dataDir = () => process.env.E2E_DATA_DIR!
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

async function register(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/register')
  await page.getByLabel('Full Name').fill('Ada Lovelace')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm Password').fill(password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Account created successfully! Please check your email to verify your account.')).toBeVisible()
}

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

test('register, verify from the e-mailed link (which signs her in), and sign out', async ({ page }) => {
  const email = uniqueEmail('ada')
  await register(page, email, 'Linen-Saffron-Tide-42')
  // One next step, named: the page that says where the link went.
  await expect(page).toHaveURL(/\/check-email\?email=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()

  const { link } = await waitForMail(dataDir(), email, /Verify your StyleBlueprint email/)
  await page.goto(link)
  await expect(page).not.toHaveURL(/\/login/)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0)

  // A signed-in visitor sent to /login goes straight on (the guard).
  await page.goto('/login?redirectTo=/account')
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible()

  // Sign out clears the session and what this browser kept for the account, but not the privacy choice.
  await page.evaluate(() => {
    localStorage.setItem('styleblueprint.style-profile', '{"bodyShape":"pear"}')
    localStorage.setItem('sb-project-auth-token', 'x')
    localStorage.setItem('theme', 'light')
    document.cookie = 'styleblueprint_profile=%7B%7D; Path=/dashboard'
  })
  await page.getByRole('button', { name: /account menu/i }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  // Signed out again (Sign In itself sits in the menu on a phone).
  await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible()
  const keys = await page.evaluate(() => Object.keys(localStorage).sort())
  expect(keys).toEqual(['theme'])
  const cookies = (await page.context().cookies()).map((c) => c.name)
  expect(cookies).toContain('styleblueprint_consent')
  // The dashboard's copy of the profile goes with the profile.
  expect(cookies).not.toContain('styleblueprint_profile')
  await page.goto('/account')
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
})

test('the register form: disabled until filled, live match and strength, and the spec messages', async ({ page }) => {
  await page.goto('/register')
  const submit = page.getByRole('button', { name: 'Create Account' })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Full Name').fill('Ada')
  await page.getByLabel('Email').fill('ada@example')
  const password = page.getByLabel('Password', { exact: true })
  // The meter rates with the server's estimator (zxcvbn): Good and Strong are what an account accepts.
  await password.fill('abc')
  await expect(page.getByText('Password strength: Weak')).toBeVisible()
  await password.fill('Abcdefg1')
  await expect(page.getByText('Password strength: Weak')).toBeVisible()
  await password.fill('bob-pass')
  await expect(page.getByText('Password strength: Fair')).toBeVisible()
  await password.fill('Tailor#2026')
  await expect(page.getByText('Password strength: Good')).toBeVisible()
  await password.fill('Linen-Saffron-Tide-42')
  await expect(page.getByText('Password strength: Strong')).toBeVisible()
  await expect(submit).toBeDisabled()
  await page.getByLabel('Confirm Password').fill('Linen-Saffron-Tide-4')
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm Password').fill('Linen-Saffron-Tide-42')
  await expect(page.getByText('Passwords match')).toBeVisible()
  await expect(submit).toBeEnabled()

  await submit.click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await page.getByLabel('Email').fill('ada@example.com')
  await password.fill('12345')
  await page.getByLabel('Confirm Password').fill('12346')
  await submit.click()
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Full Name').fill('   ')
  await submit.click()
  await expect(page.getByText('Full name is required')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute('href', '/terms')
  await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy')
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  await expectNoSeriousAxeViolations(page)
})

test('the login page: disabled until filled, the spec links, and the error texts', async ({ page, consoleErrors }) => {
  await page.goto('/login')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register')
  await expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
  await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  const submit = page.getByRole('button', { name: 'Sign In', exact: true })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Email').fill('nobody@example.com')
  await expect(submit).toBeDisabled()
  await page.getByLabel('Password', { exact: true }).fill('wrong-password')
  await submit.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
  // Show/hide the password.
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
  await expectNoSeriousAxeViolations(page)

  // Sign-in is rate-limited per client address: the sixth try within a minute is held back.
  for (let i = 0; i < 5; i++) await submit.click()
  await expect(page.getByText(/^Too many attempts\. Please wait \d+ seconds and try again\.$/)).toBeVisible()
  allowHttpErrors(consoleErrors, [401, 429])
})

test('a sign-in that cannot reach the server opens the login-error dialog', async ({ page, consoleErrors }) => {
  await page.goto('/login')
  await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'))
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Linen-Saffron-Tide-42')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Network connection problem' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Check your internet connection.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('We could not reach the server. Please check your connection and try again.')).toBeVisible()
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (consoleErrors[i]!.includes('net::ERR_INTERNET_DISCONNECTED')) consoleErrors.splice(i, 1)
})

test('forgot password, reset from the e-mailed link, and sign in with the new password', async ({ page, consoleErrors }) => {
  // Two e-mails, three password checks and two sign-ins: near a minute on two busy cores.
  test.setTimeout(120_000)
  const email = uniqueEmail('hedy')
  await register(page, email, 'Olive-Canyon-Drift-31')
  await page.goto((await waitForMail(dataDir(), email, /Verify your StyleBlueprint email/)).link)

  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText(`If an account exists for ${email}, a password reset link is on its way.`)).toBeVisible()
  // An unknown address gets the same answer.
  await page.getByLabel('Email').fill(uniqueEmail('nobody'))
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText(/If an account exists for nobody-/)).toBeVisible()

  const { link } = await waitForMail(dataDir(), email, /Reset your StyleBlueprint password/)
  await page.goto(link)
  await expect(page).toHaveURL(/\/reset-password\?token=/)
  await page.getByLabel('New Password').fill('abc')
  await page.getByLabel('Confirm Password').fill('abc')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible()
  // The reset form has the meter too, and refuses what the server would.
  await page.getByLabel('New Password').fill('qwerty123')
  await page.getByLabel('Confirm Password').fill('qwerty123')
  await expect(page.getByText('Password strength: Weak')).toBeVisible()
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('This password is too easy to guess. This is a commonly used password. Add a few more words that are less common.')).toBeVisible()
  await page.getByLabel('New Password').fill('Maple-Lantern-Echo-55')
  await page.getByLabel('Confirm Password').fill('Maple-Lantern-Echo-55')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Your password has been updated. You can now sign in.')).toBeVisible()

  // The link works once.
  await page.goto(link)
  await expect(page.getByText('This reset link is invalid or has expired. Please request a new one.')).toBeVisible()

  await signIn(page, email, 'Olive-Canyon-Drift-31')
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  await signIn(page, email, 'Maple-Lantern-Echo-55')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible()
  allowHttpErrors(consoleErrors, [401])
})

test('Google sign-in against the local OpenID Connect server', async ({ page }) => {
  const email = uniqueEmail('grace')
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_OIDC_URL}/o/oauth2/v2/auth`))
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Signed in successfully! Redirecting to your dashboard...')).toBeVisible()
  await expect(page).not.toHaveURL(/\/auth\/callback/, { timeout: 15_000 })
  await page.goto('/account')
  await expect(page.getByText(email)).toBeVisible()
})

test('a cancelled Google sign-in shows the error state with its two ways out', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/auth\/callback\?error=access_denied/)
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible()
  await expect(page.getByText('Access was denied. You may have declined the request, or sign-in is misconfigured.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login')
  await expect(page.getByRole('link', { name: 'Back to home' }).first()).toHaveAttribute('href', '/')
})
