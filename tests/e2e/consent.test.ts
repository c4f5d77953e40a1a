import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures.ts'

test.use({ consent: 'none' })

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('styleblueprint:consent') ?? 'null') as Record<string, unknown> | null)

test('first visit: the consent dialog and banner; accepting stores the choice with its date and version', async ({ page }) => {
  await page.goto('/')
  const dialog = page.getByRole('dialog', { name: 'Privacy & Cookie Consent' })
  await expect(dialog).toBeVisible()
  // The banner sits behind the modal (which hides the rest of the page from assistive tech).
  const banner = page.locator('section[aria-label="Privacy & Cookie Consent"]')
  await expect(banner).toBeAttached()
  await expect(dialog.getByText('You can change your preferences at any time in your account settings.')).toBeVisible()

  await dialog.getByRole('button', { name: 'Show Detailed Information' }).click()
  for (const category of ['Essential cookies', 'Analytics cookies', 'Personalization cookies', 'Third-party cookies']) {
    await expect(dialog.getByText(category)).toBeVisible()
  }
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await dialog.getByRole('button', { name: 'Hide Detailed Information' }).click()
  await expect(dialog.getByText('Analytics cookies')).toBeHidden()

  await page.evaluate(() => {
    ;(window as unknown as { consentEvents: unknown[] }).consentEvents = []
    window.addEventListener('consent-changed', (e) => (window as unknown as { consentEvents: unknown[] }).consentEvents.push((e as CustomEvent).detail))
  })
  await dialog.getByRole('button', { name: 'Accept All & Continue' }).click()
  await expect(dialog).toBeHidden()
  await expect(banner).toHaveCount(0)
  const record = await stored(page)
  expect(record).toMatchObject({
    status: 'accepted',
    version: '1.0',
    settings: { essential: true, analytics: true, personalization: true, marketing: true },
  })
  expect(Date.now() - Date.parse(String(record?.timestamp))).toBeLessThan(60_000)
  expect(await page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents.length)).toBe(1)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('declining, or closing the dialog, stores a decline with only essential cookies', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('dialog').getByRole('button', { name: 'Decline & Exit' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await stored(page)).toMatchObject({ status: 'declined', settings: { essential: true, analytics: false, personalization: false, marketing: false } })

  await page.evaluate(() => localStorage.clear())
  await page.reload()
  await page.getByRole('dialog').getByRole('button', { name: 'Close and decline' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await stored(page)).toMatchObject({ status: 'declined' })
})

test('a choice older than a year is cleared at start-up and asked for again', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem(
        'styleblueprint:consent',
        JSON.stringify({
          status: 'accepted',
          settings: { essential: true, analytics: true, personalization: true, marketing: true },
          timestamp: new Date(Date.now() - 400 * 86_400_000).toISOString(),
          version: '1.0',
        }),
      )
    }
  })
  await page.goto('/')
  await expect(page.getByRole('dialog', { name: 'Privacy & Cookie Consent' })).toBeVisible()
  expect(await stored(page)).toBeNull()
})
