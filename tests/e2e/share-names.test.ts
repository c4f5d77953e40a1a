import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

// Issue 25, item 3: a first name in any script the card draws, or a clear limit before she
// types. At desktop, at 360 px, and at 127.0.0.1 (the at-127.0.0.1 project).

// Keep in step with STYLE_PROFILE_STORAGE_KEY (app/features/analysis/profile-store.ts).
const PROFILE_KEY = 'styleblueprint.style-profile'
const PROFILE = { bodyShape: 'inverted-triangle', colorPalette: 'cool', stylePreferences: ['edgy', 'romantic'], measurements: { waist: 28 } }

async function openShareDialog(page: Page) {
  await page.goto('/')
  const text = JSON.stringify({ ...PROFILE, version: '1.0', savedAt: '2026-11-22T10:00:00.000Z' })
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PROFILE_KEY, text])
  await page.goto('/analysis/style?view=blueprint')
  await page.getByRole('button', { name: 'Share link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share your blueprint' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the first-name field says which scripts work before she types, one message at a time, once; 李娜 is shared and drawn', async ({ page }, testInfo) => {
  const dialog = await openShareDialog(page)
  await dialog.getByLabel('Show my first name').check()
  const field = dialog.getByLabel('First name', { exact: true })
  // The limit and the scripts, before she types, tied to the field.
  const hint = 'Up to 40 characters, in Latin, Greek, Cyrillic, Chinese, Japanese or Korean letters.'
  await expect(dialog.getByText(hint)).toBeVisible()
  await expect(field).toHaveAccessibleDescription(hint)
  await expect(field).not.toHaveAttribute('maxlength', /.*/)

  // Ticked and empty: creating asks for a name, once, under the field, and nothing is sent.
  await dialog.getByRole('button', { name: 'Create link' }).click()
  const askForName = 'Enter your first name, or untick "Show my first name".'
  await expect(dialog.getByText(askForName)).toHaveCount(1)
  await expect(field).toBeFocused()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(`${hint} ${askForName}`)

  // 41-60 letters: the length, not "letters only", and only one message on the dialog.
  await field.fill('Alexandrina'.repeat(5))
  await expect(dialog.getByText('Use at most 40 characters (this name has 55).')).toHaveCount(1)
  await expect(dialog.getByText(/Use letters only/)).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Create link' }).click()
  await expect(dialog.getByText(/Use at most 40 characters/)).toHaveCount(1)
  await expect(dialog.getByText('Your link is ready.')).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('share-dialog-too-long.png') })

  // What is not a letter of those scripts: one message.
  await field.fill('Anna 🌼')
  await expect(dialog.getByText('Use letters only, like Anna, Mary-Jane or 李娜.')).toHaveCount(1)

  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  await expectNoSidewaysScroll(page)

  // 李娜 works: the link's page says whose it is, and its preview card is drawn.
  await field.fill('李娜')
  await expect(field).not.toHaveAttribute('aria-invalid', /.*/)
  await dialog.getByRole('button', { name: 'Create link' }).click()
  await expect(dialog.getByText('Your link is ready.')).toBeVisible()
  const url = await dialog.getByLabel('Your link').inputValue()
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1, name: "李娜's Style Blueprint" })).toBeVisible()
  await expectNoSidewaysScroll(page)
  const card = await page.request.get(`${url}/card.png`)
  expect(card.status()).toBe(200)
  expect(card.headers()['content-type']).toBe('image/png')
})
