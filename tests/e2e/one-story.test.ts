import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './page-checks.ts'

// Issue 17, items 8 and 9: one story everywhere (styles, palette words, shape rules) and
// icons instead of emoji. Every test runs at desktop and at 360 px (the two projects).

const PROFILE_KEY = 'styleblueprint.style-profile'
const QUIZ_STYLES = ['Classic', 'Trendy', 'Bohemian', 'Minimal', 'Edgy', 'Romantic']

async function storeProfile(page: Page, profile: Record<string, unknown>) {
  await page.goto('/')
  const text = JSON.stringify({ ...profile, version: '1.0', savedAt: '2026-11-22T10:00:00.000Z' })
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PROFILE_KEY, text])
}

/**
 * Emoji in the page's text, drawn as pictures (they show as empty boxes without an emoji
 * font); text symbols such as the footer's © are fine.
 */
const emojiIn = (page: Page) => page.evaluate(() => document.body.innerText.match(/\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/gu) ?? [])

test('the quiz and the style guide offer the same six styles, in the same order, with the same key pieces', async ({ page }) => {
  await page.goto('/analysis/style')
  const cards = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(cards).toHaveText(QUIZ_STYLES)
  await expect(page.getByRole('list', { name: 'Minimal key pieces' })).toContainText('white tee')

  await page.goto('/guides/style-analysis')
  const radios = page.getByRole('radio')
  await expect(radios).toHaveCount(6)
  for (const [i, name] of QUIZ_STYLES.entries()) await expect(radios.nth(i)).toHaveAccessibleName(name)
  await page.getByText('Minimal', { exact: true }).click()
  await expect(page.getByText('white tee', { exact: true })).toBeVisible()
  await expect(page.getByText('black cocoon coat', { exact: true })).toBeVisible()
  await expect(page.getByText(/Minimalist|Casual/)).toHaveCount(0)
})

// The colour guide teaches the seasons the refine quiz gives (decision i26-guide); these pages promise the palette.
for (const path of ['/', '/style-guides', '/skin-tone-guide', '/faq', '/help', '/about']) {
  test(`${path} promises the palette the colour test gives, never a colour season`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const text = await page.evaluate(() => document.body.innerText)
    // The colour guide may explain what seasons are, but never offers to find yours.
    expect(text).not.toMatch(/(find|discover|which|your) colou?r season/i)
    expect(text).not.toMatch(/season that matches your coloring/i)
  })
}

test('the colour result names its colours, its best neutrals and the colours to avoid, like the guide', async ({ page }) => {
  await storeProfile(page, { bodyShape: 'pear', colorPalette: 'cool', stylePreferences: [] })
  await page.goto('/analysis/color')
  await expect(page.getByRole('heading', { name: 'Your palette: Cool Tones' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Palette swatches' }).getByRole('listitem')).toHaveText(['Navy', 'Emerald', 'Burgundy', 'Lavender', 'Icy grey'])
  await expect(page.getByRole('list', { name: 'Your best neutrals' }).getByRole('listitem')).toHaveText(['Pure white', 'Cool grey', 'Charcoal', 'Black'])
  await expect(page.getByRole('list', { name: 'Colors to avoid' }).getByRole('listitem')).toHaveText(['Orange', 'Mustard', 'Warm beige'])
  await expect(page.getByText('Silver, white gold and platinum')).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)

  await page.goto('/skin-tone-guide')
  await expect(page.getByRole('list', { name: 'Best colors for Cool Tones' }).getByRole('listitem')).toHaveText(['Navy', 'Emerald', 'Burgundy', 'Lavender', 'Icy grey'])
  await expect(page.getByRole('list', { name: 'Best neutrals for Cool Tones' }).getByRole('listitem')).toHaveText(['Pure white', 'Cool grey', 'Charcoal', 'Black'])
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)
})

test('the shape helper and the shape cards follow one rule: 36/27/38 is an hourglass by both', async ({ page }) => {
  await page.goto('/analysis/body')
  await page.getByLabel('Bust').fill('36')
  await page.getByLabel('Waist').fill('27')
  await page.getByLabel('Hips').fill('38')
  await expect(page.getByText('Your measurements suggest: Hourglass')).toBeVisible()
  const hourglass = page.getByRole('radio', { name: 'Hourglass' })
  await expect(hourglass).toHaveAccessibleDescription(
    /Bust no more than 1 in \(2\.5 cm\) over the hips, hips less than 3\.6 in \(9\.1 cm\) over the bust.*Waist at least 9 in \(22\.9 cm\) under the bust or 10 in \(25\.4 cm\) under the hips/,
  )

  // Just past the hourglass rule, the helper and the Rectangle card agree again.
  await page.getByLabel('Waist').fill('29.5')
  await expect(page.getByText('Your measurements suggest: Rectangle')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Rectangle' })).toHaveAccessibleDescription(/Bust and hips less than 3\.6 in \(9\.1 cm\) apart/)
  await page.getByLabel('Hips').fill('40')
  await expect(page.getByText('Your measurements suggest: Pear')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Pear' })).toHaveAccessibleDescription(/Hips at least 3\.6 in \(9\.1 cm\) fuller than the bust/)
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)
})

test('shapes, styles and categories are drawn, never emoji; each style and each category has its own icon', async ({ page }) => {
  await storeProfile(page, { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic', 'edgy'] })

  await page.goto('/analysis/body')
  await expect(page.locator('[data-shape]')).toHaveCount(5)
  expect(await emojiIn(page)).toEqual([])

  await page.goto('/analysis/style')
  const styleIcons = await page.locator('main [data-style-icon]').evaluateAll((els) => els.map((e) => e.getAttribute('data-style-icon')))
  expect(styleIcons).toEqual(['classic', 'trendy', 'bohemian', 'minimal', 'edgy', 'romantic'])
  expect(await emojiIn(page)).toEqual([])

  await page.goto('/analysis/style?view=blueprint')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Style Blueprint' })).toBeVisible()
  expect(await emojiIn(page)).toEqual([])

  await page.goto('/dashboard')
  const chips = page.getByRole('group', { name: 'Category' })
  await expect(chips).toBeVisible()
  const categoryIcons = await chips.locator('[data-category-icon]').evaluateAll((els) =>
    els.map((e) => ({ category: e.getAttribute('data-category-icon'), drawing: e.innerHTML })),
  )
  expect(categoryIcons.map((i) => i.category)).toEqual(['dresses', 'tops', 'bottoms', 'outerwear', 'shoes', 'accessories'])
  expect(new Set(categoryIcons.map((i) => i.drawing)).size).toBe(6)
  expect(await emojiIn(page)).toEqual([])
  await expectNoSeriousAxeViolations(page)
  await expectNoSidewaysScroll(page)
})
