import type { APIRequestContext, Page } from '@playwright/test'
import { refineSeason, SEASON_QUESTIONS } from '#core/rule-book/season-questions.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { waitForMail } from '../support/outbox.ts'
import { expect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

// Issue 26: "Refine my colours" turns the quick test's palette into one of twelve seasons,
// with how sure it is and the runner-up when the call is close; the season is saved and
// the blueprint names it. Runs at desktop and at 360 px.

// Keep in step with STYLE_PROFILE_STORAGE_KEY in app/features/analysis/profile-store.ts.
const KEY = 'styleblueprint.style-profile'

async function storeProfile(page: Page, profile: Record<string, unknown>) {
  await page.goto('/')
  const text = JSON.stringify({ ...profile, version: '1.0', savedAt: '2026-11-22T10:00:00.000Z' })
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [KEY, text])
}

const storedProfile = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), KEY)

// A fair, ash-blonde shopper with clear eyes, two warm answers and one cool: a light spring,
// close to light summer (core/rule-book/season-questions.test.ts reads the same answers).
const QUICK = ['warm', 'warm', 'cool'] as const
const ANSWERS = { skin: 'fair', hair: 'light-ash', eyes: 'clear', contrast: 'low', brights: 'overpowering', white: 'unsure', black: 'heavy' } as const

test('the refine quiz gives a season with its confidence and runner-up, saved and shown on the blueprint', async ({ page }) => {
  const expected = refineSeason(QUICK, ANSWERS)!
  expect(expected.colorSeason).toBe('light-spring')
  expect(expected.reading.runnerUp).toBe('light-summer')
  const percent = Math.round(expected.reading.confidence * 100)

  await storeProfile(page, { bodyShape: 'pear', stylePreferences: ['classic'] })
  await page.goto('/analysis/color')
  const next = page.getByRole('button', { name: 'Next Question' })
  await page.getByRole('radio', { name: 'Green or olive' }).check()
  await next.click()
  await page.getByRole('radio', { name: 'Gold' }).check()
  await next.click()
  await page.getByRole('radio', { name: 'I burn easily and rarely tan' }).check()
  await page.getByRole('button', { name: 'See My Palette' }).click()
  await expect(page.getByRole('heading', { name: 'Your palette: Warm Tones' })).toBeVisible()

  // The optional refine step, offered under the palette.
  const offer = page.getByRole('region', { name: 'Refine my colors' })
  await expect(offer).toBeVisible()
  await expectNoSidewaysScroll(page)
  await offer.getByRole('link', { name: 'Refine My Colors' }).click()
  await expect(page).toHaveURL(/\/analysis\/color\/refine$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Color Season' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute('aria-valuenow', '66')
  // The place the optional photo step joins.
  await expect(page.getByRole('link', { name: /Use a photo instead/ })).toHaveAttribute('href', '/analysis/color/photo')
  await expectNoSidewaysScroll(page)
  await expectNoSeriousAxeViolations(page)

  // One question at a time, none skipped; Previous keeps what was chosen.
  for (const [i, question] of SEASON_QUESTIONS.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${SEASON_QUESTIONS.length}`)).toBeVisible()
    const button = page.getByRole('button', { name: i === SEASON_QUESTIONS.length - 1 ? 'See My Season' : 'Next Question' })
    await expect(button).toBeDisabled()
    const option = question.options.find((o) => o.id === ANSWERS[question.id])!
    await page.getByRole('radio', { name: t(option.label) }).check()
    if (i === 1) {
      await page.getByRole('button', { name: 'Previous Question' }).click()
      await expect(page.getByRole('radio', { name: 'Very fair: porcelain or ivory' })).toBeChecked()
      await page.getByRole('button', { name: 'Next Question' }).click()
      await expect(page.getByRole('radio', { name: t(option.label) })).toBeChecked()
    }
    await button.click()
  }

  const result = page.getByTestId('season-result')
  await expect(result.getByRole('heading', { level: 2, name: 'Your season: Light Spring' })).toBeVisible()
  await expect(result.getByTestId('season-confidence')).toHaveText(`Light Spring · ${percent}% sure, close to Light Summer`)
  await expect(result.getByText('Colors of Light Summer will suit you well too.')).toBeVisible()
  await expect(result.getByRole('list', { name: 'Your best colors' }).getByRole('listitem').first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectNoSeriousAxeViolations(page)

  const stored = await storedProfile(page)
  expect(stored).toMatchObject({
    colorPalette: 'warm',
    colorSeason: 'light-spring',
    colorSeasonRunnerUp: 'light-summer',
    undertones: expected.undertones,
    skinTone: 'light',
  })
  expect(stored.colorSeasonConfidence).toBeCloseTo(expected.reading.confidence, 6)

  // The blueprint names the season and shows its colours.
  await result.getByRole('button', { name: 'Create Style Blueprint' }).click()
  await expect(page).toHaveURL(/\/analysis\/style$/)
  await page.getByRole('button', { name: 'Generate My Blueprint' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your Style Blueprint' })).toBeVisible()
  // The runner-up is kept and named wherever the season is, in the quiz's words.
  await expect(page.getByTestId('blueprint-season')).toHaveText('Season: Light Spring · close to Light Summer')
  await expect(page.getByRole('heading', { level: 2, name: 'Your season: Light Spring · close to Light Summer' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Light Spring: Your best colors' }).getByText('Peach', { exact: true })).toBeVisible()
  await expectNoSidewaysScroll(page)

  // A shared link carries the season: its page names it too.
  await page.getByRole('button', { name: 'Share link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share your blueprint' })
  await dialog.getByRole('button', { name: 'Create link' }).click()
  await expect(dialog.getByText('Your link is ready.')).toBeVisible()
  const url = await dialog.getByLabel('Your link').inputValue()
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await page.goto(url)
  await expect(page.getByText('Pear · Warm Tones · Light Spring · close to Light Summer · Classic')).toBeVisible()
  await expect(page.getByTestId('blueprint-season')).toHaveText('Season: Light Spring · close to Light Summer')
  await expectNoSidewaysScroll(page)

  // Her dashboard's profile card says the same.
  await page.goto('/dashboard')
  await expect(page.getByTestId('profile-card-season')).toHaveText('Light Spring · close to Light Summer')

  // Back on the colour step, the season sits under the palette.
  await page.goto('/analysis/color')
  await expect(page.getByTestId('season-summary').getByRole('heading', { name: 'Your season: Light Spring' })).toBeVisible()
})

test('a retaken colour test that changes the palette drops the season read against the old one', async ({ page }) => {
  await storeProfile(page, { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: [], colorSeason: 'light-spring', undertones: 'warm', skinTone: 'light' })
  await page.goto('/analysis/color')
  await expect(page.getByTestId('season-summary')).toBeVisible()
  await page.getByRole('button', { name: 'Retake Color Test' }).click()
  const next = page.getByRole('button', { name: 'Next Question' })
  for (const answer of ['Blue or purple', 'Silver']) {
    await page.getByRole('radio', { name: answer }).check()
    await next.click()
  }
  await page.getByRole('radio', { name: 'I burn easily and rarely tan' }).check()
  await page.getByRole('button', { name: 'See My Palette' }).click()
  await expect(page.getByRole('heading', { name: 'Your palette: Cool Tones' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Refine my colors' })).toBeVisible()
  const stored = await storedProfile(page)
  expect(stored).toMatchObject({ colorPalette: 'cool', skinTone: 'light' })
  expect(stored.colorSeason).toBeUndefined()
})

const PASSWORD = 'Linen-Saffron-Tide-42'

/** An account registered and verified through the API (its own request context), then signed in through the form. */
async function signedInShopper(page: Page, request: APIRequestContext) {
  const email = `season-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Season Tester', email, password: PASSWORD, callbackURL: '/login?verified=1' },
    headers: { origin: new URL(process.env.E2E_BASE_URL!).origin },
  })
  expect(signUp.status(), await signUp.text()).toBe(200)
  const { link } = await waitForMail(process.env.E2E_DATA_DIR!, email, /Verify your StyleBlueprint email/)
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(302)
  await page.goto('/login?redirectTo=/account')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/account', { timeout: 20_000 })
}

test('a signed-in shopper’s season is saved to her account', async ({ page, request }) => {
  await signedInShopper(page, request)
  await page.goto('/analysis/color')
  for (const answer of ['Blue or purple', 'Silver', 'I burn easily and rarely tan']) {
    await page.getByRole('radio', { name: answer }).check()
    await page.getByRole('button', { name: /^(Next Question|See My Palette)$/ }).click()
  }
  await expect(page.getByRole('heading', { name: 'Your palette: Cool Tones' })).toBeVisible()
  await page.getByRole('link', { name: 'Refine My Colors' }).click()
  const answers = { skin: 'deep', hair: 'black', eyes: 'dark-brown', contrast: 'high', brights: 'vivid', white: 'pure', black: 'striking' } as const
  for (const question of SEASON_QUESTIONS) {
    await page.getByRole('radio', { name: t(question.options.find((o) => o.id === answers[question.id])!.label) }).check()
    await page.getByRole('button', { name: /^(Next Question|See My Season)$/ }).click()
  }
  const expected = refineSeason(['cool', 'cool', 'cool'], answers)!
  await expect(page.getByTestId('season-result').getByRole('heading', { level: 2, name: 'Your season: Deep Winter' })).toBeVisible()
  expect(expected.colorSeason).toBe('deep-winter')
  // The account holds it (the browser keeps no copy while she is signed in).
  await expect
    .poll(async () => ((await (await page.request.get('/api/style-profile')).json()) as { profile: unknown }).profile)
    .toMatchObject({ colorPalette: 'cool', colorSeason: 'deep-winter', undertones: expected.undertones, skinTone: 'deep' })
  // Her account page names it beside the palette.
  await page.goto('/account')
  await expect(page.getByText('Season: Deep Winter')).toBeVisible()
  await expectNoSidewaysScroll(page)
})
