import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

// Keep in step with STYLE_PROFILE_STORAGE_KEY in app/features/analysis/profile-store.ts.
const KEY = 'styleblueprint.style-profile'

async function storeProfile(page: Page, profile: Record<string, unknown> | string) {
  await page.goto('/')
  const text = typeof profile === 'string' ? profile : JSON.stringify({ ...profile, version: '1.0', savedAt: '2026-11-22T10:00:00.000Z' })
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [KEY, text])
}

async function storedProfile(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), KEY)
}

test('the whole journey: landing, three steps that survive reloads, and the blueprint', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Discover Your Style' }).click()

  // Step 1: no profile yet, so /get-started lands on the body step (after the first page
  // with script has loaded and hydrated: slow on a busy machine).
  await expect(page).toHaveURL(/\/analysis\/body$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: "Let's Analyze Your Body Shape" })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute('aria-valuenow', '33')
  const continueToColor = page.getByRole('button', { name: 'Continue to Color Analysis' })
  await expect(continueToColor).toBeDisabled()
  await expect(page.getByRole('group', { name: 'Body shapes' }).getByRole('radio')).toHaveCount(5)
  await page.getByText('Pear', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Pear' })).toBeChecked()
  await page.getByLabel('Waist').fill('27')
  // The greeting is decided on arrival; choosing here does not turn it into a welcome back.
  await expect(page.getByRole('heading', { level: 1, name: "Let's Analyze Your Body Shape" })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await page.reload()
  await expect(page.getByRole('radio', { name: 'Pear' })).toBeChecked()
  await expect(page.getByLabel('Waist')).toHaveValue('27')
  await continueToColor.click()

  // Step 2: one question at a time, no skipping.
  await expect(page).toHaveURL(/\/analysis\/color$/)
  await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute('aria-valuenow', '66')
  const next = page.getByRole('button', { name: 'Next Question' })
  await expect(page.getByText('Question 1 of 3')).toBeVisible()
  await expect(next).toBeDisabled()
  await page.getByRole('radio', { name: 'Blue or purple' }).check()
  await next.click()
  await expect(page.getByText('Question 2 of 3')).toBeVisible()
  await expect(next).toBeDisabled()
  await page.getByRole('radio', { name: 'Gold' }).check()
  await next.click()
  await page.getByRole('radio', { name: 'I burn at first, then tan' }).check()
  // One vote each: the tie goes to warm.
  await page.getByRole('button', { name: 'See My Palette' }).click()
  await expect(page.getByRole('heading', { name: 'Your palette: Warm Tones' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Palette swatches' }).getByRole('listitem')).toHaveCount(5)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your palette: Warm Tones' })).toBeVisible()
  await page.getByRole('button', { name: 'Create Style Blueprint' }).click()

  // Step 3: at least one style.
  await expect(page).toHaveURL(/\/analysis\/style$/)
  await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute('aria-valuenow', '100')
  const generate = page.getByRole('button', { name: 'Generate My Blueprint' })
  await expect(generate).toBeDisabled()
  await page.getByRole('button', { name: 'Minimal', exact: true }).click()
  await page.getByRole('button', { name: 'Bohemian', exact: true }).click()
  await page.getByRole('button', { name: 'Bohemian', exact: true }).click()
  await page.getByRole('button', { name: 'Classic', exact: true }).click()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Minimal', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'Classic', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'Bohemian', exact: true })).toHaveAttribute('aria-pressed', 'false')
  await generate.click()

  // The blueprint, which a reload keeps.
  await expect(page.getByRole('heading', { level: 1, name: 'Your Style Blueprint' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Your Style Blueprint' })).toBeVisible()
  await expect(page.getByText('Pear', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Best Silhouettes' })).toBeVisible()
  await expect(page.getByText('A-line and fit-and-flare dresses')).toBeVisible()
  // A key piece in her palette's colour, linking to the products that are that piece.
  await expect(page.getByRole('link', { name: 'cream tee', exact: true })).toHaveAttribute('href', '/dashboard?piece=plain-tee')
  await expect(page.getByRole('link', { name: 'View Recommendations' })).toHaveAttribute('href', '/dashboard')
  const banner = page.getByRole('region', { name: 'Save Your Style Profile' })
  await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
  await expect(banner.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register')
  await expect(banner.getByRole('listitem')).toHaveCount(4)
  await expectNoSidewaysScroll(page)

  // The downloads (image and PDF) are checked in blueprint.test.ts.

  // Edit Preferences goes back to the selection, choices intact.
  await page.getByRole('button', { name: 'Edit Preferences' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Style Preferences' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Classic', exact: true })).toHaveAttribute('aria-pressed', 'true')

  // Complete now: /get-started heads for the dashboard.
  const toDashboard = page.waitForRequest((req) => decodeURIComponent(req.url()).includes('/dashboard'))
  await page.goto('/get-started')
  await toDashboard
  await expect(page).not.toHaveURL(/\/(get-started|analysis)/)

  expect(await storedProfile(page)).toMatchObject({
    bodyShape: 'pear',
    colorPalette: 'warm',
    stylePreferences: ['minimal', 'classic'],
    measurements: { waist: 27 },
    version: '1.0',
  })
})

test('/get-started sends a partial profile to its first missing step, and /analysis to the body step', async ({ page }) => {
  await page.goto('/analysis')
  await expect(page).toHaveURL(/\/analysis\/body$/)

  await storeProfile(page, { bodyShape: 'apple', stylePreferences: [] })
  await page.goto('/get-started')
  await expect(page).toHaveURL(/\/analysis\/color$/)

  await storeProfile(page, { bodyShape: 'apple', colorPalette: 'cool', stylePreferences: [] })
  await page.goto('/get-started')
  await expect(page).toHaveURL(/\/analysis\/style$/)

  // Body comes first even when later steps are done.
  await storeProfile(page, { colorPalette: 'cool', stylePreferences: ['edgy'] })
  await page.goto('/get-started')
  await expect(page).toHaveURL(/\/analysis\/body$/)
})

test('the server renders /get-started as a spinner with its own metadata', async ({ request }) => {
  const res = await request.get('/get-started')
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain('<title>Start Your Style Analysis | StyleBlueprint</title>')
  expect(html).toContain('rel="canonical"')
  expect(html).toContain('Finding where you left off...')
})

test('a second visit is welcomed back with the completion of the stored profile', async ({ page }) => {
  await page.goto('/analysis/body')
  await page.getByText('Hourglass', { exact: true }).click()
  await expect.poll(async () => (await storedProfile(page))?.bodyShape).toBe('hourglass')

  const secondVisit = await page.context().newPage()
  await secondVisit.goto('/analysis/body')
  await expect(secondVisit.getByRole('heading', { level: 1, name: 'Welcome Back! Continue Your Journey' })).toBeVisible()
  await expect(secondVisit.getByText('Your profile is 25% complete')).toBeVisible()
  await expect(secondVisit.getByRole('radio', { name: 'Hourglass' })).toBeChecked()
})

test('the shape helper suggests a shape from measurements, in inches or centimetres', async ({ page }) => {
  await page.goto('/analysis/body')
  await expect(page.getByText('Fill in bust, waist and hips')).toBeVisible()
  await page.getByLabel('Bust').fill('36')
  await page.getByLabel('Waist').fill('26')
  await page.getByLabel('Hips').fill('37')
  await expect(page.getByText('Your measurements suggest: Hourglass')).toBeVisible()
  await expect(page.getByText(/Your bust and hips are 1 in apart.*FFIT calls that an hourglass/)).toBeVisible()
  await page.getByRole('button', { name: 'Use Hourglass' }).click()
  await expect(page.getByRole('radio', { name: 'Hourglass' })).toBeChecked()
  await expect(page.getByText('Hourglass is selected')).toBeVisible()

  // The user may still pick another card.
  await page.getByText('Rectangle', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Rectangle' })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Use Hourglass' })).toBeVisible()

  // Centimetres: the values convert, and they are stored in inches.
  await page.getByText('Centimeters', { exact: true }).click()
  await expect(page.getByLabel('Bust')).toHaveValue('91.4')
  await page.getByLabel('Hips').fill('105')
  await expect(page.getByText('Your measurements suggest: Pear')).toBeVisible()
  await expect.poll(async () => (await storedProfile(page))?.measurements).toEqual({ bust: 36, waist: 26, hips: 41.34 })
  await expect.poll(async () => (await storedProfile(page))?.measurementUnit).toBe('cm')

  // Back to inches and a reload: nothing drifts through the rounded values on screen.
  await page.getByText('Inches', { exact: true }).click()
  await page.reload()
  await expect(page.getByLabel('Bust')).toHaveValue('36')
  await expect(page.getByLabel('Hips')).toHaveValue('41.3')
  await expect.poll(async () => (await storedProfile(page))?.measurements).toEqual({ bust: 36, waist: 26, hips: 41.34 })
})

test('the shape helper refuses unrealistic values with a clear message', async ({ page }) => {
  await page.goto('/analysis/body')
  await page.getByText('Apple', { exact: true }).click()
  await page.getByLabel('Bust').fill('36')
  await page.getByLabel('Hips').fill('38')
  await page.getByLabel('Waist').fill('300')
  await expect(page.getByText('Waist: 300 in is larger than we can work with. Please check the number and the unit.').first()).toBeVisible()
  await expect(page.getByText(/Your measurements suggest/)).toHaveCount(0)
  await expect(page.getByText('Fix the value marked above and the helper will suggest a shape.')).toBeVisible()
  await expect(page.getByLabel('Waist')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Waist').fill('-5')
  await expect(page.getByText('Waist must be more than zero.').first()).toBeVisible()
  await page.getByLabel('Waist').fill('0')
  await expect(page.getByText('Waist must be more than zero.').first()).toBeVisible()

  // An unusable value holds Continue back until it is fixed or cleared.
  await page.getByRole('button', { name: 'Continue to Color Analysis' }).click()
  await expect(page.getByText('Fix or clear the measurement marked above to continue.')).toBeVisible()
  await expect(page).toHaveURL(/\/analysis\/body$/)
  await page.getByLabel('Waist').fill('')
  await page.getByRole('button', { name: 'Continue to Color Analysis' }).click()
  await expect(page).toHaveURL(/\/analysis\/color$/)
})

test('corrupt stored data is treated as no profile: the page works and nothing errors', async ({ page }) => {
  const infos: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'info') infos.push(msg.text())
  })
  await storeProfile(page, '{"bodyShape": "pear", "stylePrefer')
  await page.goto('/analysis/body')
  await expect(page.getByRole('heading', { level: 1, name: "Let's Analyze Your Body Shape" })).toBeVisible()
  await expect.poll(() => infos.some((m) => m.includes('Stored style profile ignored'))).toBe(true)
  await page.getByText('Pear', { exact: true }).click()
  await expect.poll(async () => (await storedProfile(page))?.bodyShape).toBe('pear')
})

test('Retake Color Test starts the questions again', async ({ page }) => {
  await storeProfile(page, { bodyShape: 'pear', colorPalette: 'cool', stylePreferences: [] })
  await page.goto('/analysis/color')
  await expect(page.getByRole('heading', { name: 'Your palette: Cool Tones' })).toBeVisible()
  await page.getByRole('button', { name: 'Retake Color Test' }).click()
  await expect(page.getByText('Question 1 of 3')).toBeVisible()
  for (const answer of ['A mix, or hard to tell', 'Both look good', 'I burn easily and rarely tan']) {
    await page.getByRole('radio', { name: answer }).check()
    await page.getByRole('button', { name: /Next Question|See My Palette/ }).click()
  }
  await expect(page.getByRole('heading', { name: 'Your palette: Neutral Tones' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Body Analysis' }).click()
  await expect(page).toHaveURL(/\/analysis\/body$/)
})

test('/analysis/style-simple shows the six styles and continues to the dashboard', async ({ page }) => {
  await page.goto('/analysis/style-simple')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute('href', '/dashboard')
})

const FULL_PROFILE = {
  bodyShape: 'hourglass',
  colorPalette: 'warm',
  stylePreferences: ['classic', 'romantic'],
  measurements: { bust: 36, waist: 28, hips: 37 },
}

for (const { path, profile } of [
  { path: '/analysis/body', profile: null },
  { path: '/analysis/color', profile: null },
  { path: '/analysis/color', profile: FULL_PROFILE },
  { path: '/analysis/style', profile: FULL_PROFILE },
  { path: '/analysis/style?view=blueprint', profile: FULL_PROFILE },
  { path: '/analysis/style-simple', profile: null },
]) {
  test(`${path} ${profile ? 'with a profile' : 'when new'} passes axe and fits 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 760 })
    if (profile) await storeProfile(page, profile)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Wait for the stored profile to be read (the loading spinner is a status region).
    await expect(page.getByRole('status')).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
    await expectNoSidewaysScroll(page)
  })
}
