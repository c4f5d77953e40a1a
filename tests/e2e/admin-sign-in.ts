import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/**
 * Signs in on the back office's login form at `baseUrl` (a server the test started) and
 * waits for the panel: the heading given, or the import page administrators land on.
 */
export async function signInToBackOffice(page: Page, options: { baseUrl: string; email: string; password: string; heading?: string }) {
  await page.goto(`${options.baseUrl}/admin`)
  await page.getByLabel('Username').fill(options.email)
  await page.getByLabel('Password', { exact: true }).fill(options.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  // Signing in waits a deliberate second and hashes a password: slow on a busy machine.
  await expect(page.getByRole('heading', { name: options.heading ?? 'Simplified 3-field product import system' })).toBeVisible({ timeout: 30_000 })
}
