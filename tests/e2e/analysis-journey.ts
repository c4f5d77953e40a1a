import type { Page } from '@playwright/test'
import { expect as baseExpect } from './fixtures.ts'

// The dashboard's first answer can take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

/**
 * The three analysis steps through the UI, ending on the dashboard: pear (with the waist
 * when given), warm, minimal and classic. `baseUrl` is for a server the test started itself.
 */
export async function completeAnalysis(page: Page, options: { baseUrl?: string; waist?: string } = {}) {
  await page.goto(`${options.baseUrl ?? ''}/analysis/body`)
  await page.getByText('Pear', { exact: true }).click()
  if (options.waist) await page.getByLabel('Waist').fill(options.waist)
  await page.getByRole('button', { name: 'Continue to Color Analysis' }).click()
  await expect(page).toHaveURL(/\/analysis\/color$/)
  await page.getByRole('radio', { name: 'Blue or purple' }).check()
  await page.getByRole('button', { name: 'Next Question' }).click()
  await page.getByRole('radio', { name: 'Gold' }).check()
  await page.getByRole('button', { name: 'Next Question' }).click()
  await page.getByRole('radio', { name: 'I burn at first, then tan' }).check()
  await page.getByRole('button', { name: 'See My Palette' }).click()
  await page.getByRole('button', { name: 'Create Style Blueprint' }).click()
  await expect(page).toHaveURL(/\/analysis\/style$/)
  await page.getByRole('button', { name: 'Minimal', exact: true }).click()
  await page.getByRole('button', { name: 'Classic', exact: true }).click()
  await page.getByRole('button', { name: 'Generate My Blueprint' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your Style Blueprint' })).toBeVisible()
  await page.getByRole('link', { name: 'View Recommendations' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}
