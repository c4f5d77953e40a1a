import AxeBuilder from '@axe-core/playwright'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createAdminWithCli } from '../support/admin-cli.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process.ts'
import { allowHttpErrors, expect, test } from './fixtures.ts'

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
const PASSWORD = 'Tailor#2026'

async function adminSignIn(page: import('@playwright/test').Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

test('an administrator signs in, sees the panel and the activity log, and logs out after confirming', async ({ page }) => {
  const email = uniqueEmail('admin')
  createAdminWithCli(process.env.E2E_DATA_DIR!, email, PASSWORD, 'Ines Admin')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByText('Please enter both username and password')).toBeVisible()

  await adminSignIn(page, email, PASSWORD)
  await expect(page.getByRole('heading', { name: 'Welcome, Ines Admin' })).toBeVisible()
  await expect(page.getByText(/Session: (24h 0m|23h 59m) remaining/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Extend' })).toHaveCount(0)
  await expect(page.getByRole('tab')).toHaveText([
    'Product Import',
    'Product Management',
    'AI Recommendations',
    'AI Analysis',
    'User Data',
    'Diagnostics',
    'Earnings',
    'Settings',
  ])
  await expect(page.getByRole('tab', { name: 'Product Import' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: 'Simplified 3-field product import system' })).toBeVisible()

  await page.getByRole('tab', { name: 'Settings' }).click()
  const log = page.getByRole('region', { name: 'Activity Log' })
  await expect(log.getByRole('row').filter({ hasText: 'LOGIN_SUCCESS' }).filter({ hasText: email })).toHaveCount(1)
  const axe = await new AxeBuilder({ page }).analyze()
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])

  await page.getByRole('button', { name: 'Logout' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Logout' })
  await expect(dialog).toContainText(email)
  await expect(dialog).toContainText(/(24h 0m|23h 59m) remaining/)
  await expect(dialog.getByText('Login time')).toBeVisible()
  await dialog.getByRole('button', { name: 'Log Out' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()

  // The API refuses once the session is gone.
  expect((await page.request.get('/api/admin/session')).status()).toBe(401)
})

test('a shopper reaching /admin gets the login screen, and the admin API refuses them', async ({ page }) => {
  await page.goto('/admin')
  expect((await page.request.get('/api/admin/activity')).status()).toBe(401)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('tab')).toHaveCount(0)
})

test.describe('with a server of its own', () => {
  // Starting servers and the admin command takes a few seconds each.
  test.describe.configure({ timeout: 120_000 })
  let servers: ServerProcess[] = []
  test.afterEach(async ({ page }) => {
    // Close the page first: a request still in flight when its server stops is a console error.
      await page.close()
    for (const s of servers) await stopServerProcess(s)
    servers = []
  })

  test('three failures lock the admin login for 15 minutes, and the lock holds after a restart', async ({ page, consoleErrors }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-e2e-lock-'))
    const first = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })
    servers.push(first)
    createAdminWithCli(dataDir, 'boss@example.com', PASSWORD)

    await page.goto(`${first.url}/admin`)
    const attempts = page.getByRole('progressbar', { name: 'Failed sign-in attempts' })
    await expect(attempts).toHaveAttribute('aria-valuenow', '0')
    await adminSignIn(page, 'boss@example.com', 'wrong-1')
    await expect(page.getByText('Invalid credentials. 2 attempts remaining.')).toBeVisible()
    await expect(attempts).toHaveAttribute('aria-valuenow', '1')
    await adminSignIn(page, 'boss@example.com', 'wrong-2')
    await expect(page.getByText('Invalid credentials. 1 attempt remaining.')).toBeVisible()
    await adminSignIn(page, 'boss@example.com', 'wrong-3')
    await expect(page.getByText('Too many failed attempts. Account locked for 15 minutes.')).toBeVisible()
    await expect(attempts).toHaveAttribute('aria-valuenow', '3')
    await expect(page.getByText(/Try again in 1[45]:\d\d/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled()

    // Nothing in flight when the server stops (a cut-off request is a console error).
    await page.waitForLoadState('networkidle')
    await stopServerProcess(first)
    servers = []
    const second = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })
    servers.push(second)
    await page.goto(`${second.url}/admin`)
    // The lock is the account's: it shows once the username is typed, and the field stays editable.
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
    await page.getByLabel('Username').fill('boss@example.com')
    await page.getByLabel('Username').blur()
    await expect(page.getByText(/Account is locked\. Please wait 1[45] minutes\./)).toBeVisible()
    await expect(page.getByLabel('Username')).toBeEditable()
    await expect(page.getByText(/Try again in 1[45]:\d\d/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled()
    // The server, not the page, holds the lock: the right password is refused too.
    const direct = await page.request.post(`${second.url}/api/admin-auth/login`, {
      data: { username: 'boss@example.com', password: PASSWORD },
      headers: { origin: second.url },
    })
    expect(direct.status()).toBe(429)
    allowHttpErrors(consoleErrors, [401, 429])
  })

  test('the one-time setup link printed at first start creates the first administrator, once', async ({ page, consoleErrors }) => {
    const server = await startServerProcess({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sb-e2e-setup-')) })
    servers.push(server)
    const link = /https?:\/\/\S+\/admin\/setup\?token=\S+/.exec(server.output())?.[0]
    expect(link, 'the start-up output prints a setup link').toBeTruthy()

    await page.goto(link!)
    await expect(page.getByRole('heading', { name: 'Create the First Administrator' })).toBeVisible()
    await page.getByLabel('Your name').fill('First Admin')
    await page.getByLabel('Email (your username)').fill('first@example.com')
    await page.getByLabel('Password', { exact: true }).fill('weakpass')
    await page.getByLabel('Confirm Password').fill('weakpass')
    await page.getByRole('button', { name: 'Create Administrator' }).click()
    for (const message of [
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
      // The estimator the shopper side uses, beside the five rules.
      'This password is too easy to guess.',
    ]) {
      await expect(page.getByText(message).first()).toBeVisible()
    }
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create Administrator' }).click()
    await expect(page.getByRole('heading', { name: 'Welcome, First Admin' })).toBeVisible()

    await page.goto(link!)
    await expect(page.getByText('This setup link is invalid or has already been used.')).toBeVisible()
    allowHttpErrors(consoleErrors, [400])
  })
})
