import { allowHttpErrors, expect, test } from './fixtures.ts'
import { importTestServer } from './import-test-server.ts'

// A server of its own (with the sample catalogue), so the edit reaches no other test's pages.
const office = importTestServer({ email: 'editor@example.com', name: 'Eda Editor' })

test.describe.configure({ mode: 'serial' })

test('an administrator edits a product’s name and price, sees them in the list and the log, and the shop shows the new price', async ({ page, consoleErrors }) => {
  // Sign-in waits a deliberate second and hashes a password: slow on a busy machine.
  test.setTimeout(90_000)
  const id = 'sample-linen-a-line-sundress'

  await office.signIn(page)
  await page.getByRole('tab', { name: 'Product Management' }).click()
  await page.getByLabel('Search').fill('Linen A-Line Sundress')
  const list = page.getByRole('table')
  await expect(list.getByText('Linen A-Line Sundress', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Edit Linen A-Line Sundress' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Linen A-Line Sundress' })
  await expect(dialog.getByLabel('Price (optional)')).toHaveValue('64')
  await expect(dialog.getByText('No changes yet.')).toBeVisible()

  // A bad price is refused beside its field with the import's words; nothing is saved.
  await dialog.getByLabel('Price (optional)').fill('sixty')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog.getByText('Price: "sixty" is not a price.', { exact: false })).toBeVisible()
  await expect(dialog.getByLabel('Price (optional)')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText('No changes yet.')).toBeVisible()
  // The refusal's 400 is the answer this step expects.
  allowHttpErrors(consoleErrors, [400])

  await dialog.getByLabel('Product name').fill('Linen A-Line Sundress, Sage')
  await dialog.getByLabel('Price (optional)').fill('54.50')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog.getByText('"Linen A-Line Sundress, Sage" was saved.')).toBeVisible()

  // The log: each field, from and to, with the date and who.
  const history = dialog.getByRole('region', { name: 'History' })
  const entries = history.getByRole('listitem')
  await expect(entries).toHaveCount(2)
  await expect(entries.nth(0)).toContainText('Name')
  await expect(entries.nth(0)).toContainText('Linen A-Line Sundress → Linen A-Line Sundress, Sage')
  await expect(entries.nth(1)).toContainText('64 → 54.5')
  await expect(entries.nth(1)).toContainText('by editor@example.com')
  await expect(entries.nth(1).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)

  // At 360 px the dialog and its log fit without sideways scroll.
  await page.setViewportSize({ width: 360, height: 760 })
  await expect(entries.first()).toBeVisible()
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1280, height: 800 })

  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toBeHidden()
  await page.getByLabel('Search').fill('Sundress, Sage')
  await expect(list.getByText('Linen A-Line Sundress, Sage', { exact: true })).toBeVisible()

  // A shopper's product page shows the new name and price.
  const shopper = await page.context().browser()!.newPage()
  try {
    await shopper.goto(`${office.server.url}/shop/${id}`)
    await expect(shopper.getByRole('heading', { level: 1, name: 'Linen A-Line Sundress, Sage' })).toBeVisible()
    await expect(shopper.getByText('$54.50').first()).toBeVisible()
  } finally {
    await shopper.close()
  }
})
