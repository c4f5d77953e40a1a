import { ADMIN_TABS } from '#core/admin/tabs.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { importTestServer } from './import-test-server.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

const expect = baseExpect.configure({ timeout: 15_000 })

// The back office at 360 px (issue 28, item 8): run by the mobile-360 project only (the
// desktop project ignores this file, see playwright.config.ts). A server of its own, so an
// administrator exists; its hook runs once for the file.
const office = importTestServer({ email: 'phone@example.com', name: 'Pia Phone' })
// Eight tabs, each with an axe run, on two shared cores.
test.describe.configure({ mode: 'serial', timeout: 150_000 })

test('every back-office tab fits a 360 px screen with no sideways scroll, and axe finds nothing serious', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(360)
  // Data on every tab that has some to show: a shopper's click (the Earnings tab) and a row to import.
  const { items } = (await (await page.request.get(`${office.server.url}/api/products?limit=1`)).json()) as { items: Array<{ id: string }> }
  expect((await page.request.get(`${office.server.url}/go/${items[0]!.id}?source=dashboard`, { maxRedirects: 0 })).status()).toBe(302)
  await office.signIn(page)
  await page.getByRole('button', { name: 'Add your first product' }).click()
  await page.getByLabel('Product name, row 1').fill('A Long-Sleeved Wrap Midi Dress in Washed Linen with a Tie Waist')
  for (const tab of ADMIN_TABS) {
    const name = t(tab.label)
    await page.getByRole('tab', { name }).click()
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    // Each tab's own heading is in: its code has loaded and its first data has drawn.
    await expect(panel.getByRole('heading', { level: 2 }).first()).toBeVisible()
    if (tab.id === 'settings') {
      await expect(panel.locator('[data-status="database"]')).toBeVisible()
    }
    if (tab.id === 'earnings') {
      // The range fields, the figures, the chart (drawn) and its tables, all within 360 px.
      await expect(panel.getByLabel('From', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
      await expect(panel.getByTestId('earnings-report')).toBeVisible()
      await expect(panel.getByTestId('earnings-chart').locator('svg .recharts-bar-rectangle').first()).toBeVisible()
      await expect(panel.getByRole('region', { name: 'By source' }).getByRole('row').filter({ hasText: 'Dashboard' })).toBeVisible()
    }
    if (tab.id === 'sitestripe') await expect(panel.getByRole('table', { name: 'Products to import' })).toBeVisible()
    if (tab.id === 'management') await expect(panel.getByText(/\d+ of \d+, page \d+ of \d+/)).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousAxeViolations(page)
  }
})
