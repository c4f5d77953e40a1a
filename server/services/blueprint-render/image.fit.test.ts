import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blueprintCard, buildBlueprint, CARD_KEY_PIECES, FIRST_NAME_MAX_LENGTH, firstNameProblem, type BlueprintCard } from '#core/profile/blueprint.ts'
import { BODY_SHAPES, type BodyShapeId } from '#core/rule-book/body-shapes.ts'
import { COLOR_PALETTES, type ColorPaletteId } from '#core/rule-book/palettes.ts'
import { QUIZ_STYLES, type QuizStyleId } from '#core/rule-book/styles.ts'
import { SEASONS, type SeasonId } from '#core/rule-book/seasons.ts'
import { cjkFontsFor } from './fonts.ts'
import { BLUEPRINT_IMAGE_SIZE, type ImageLayout, layoutBlueprintImage, layoutShareCard, SHARE_CARD_SIZE } from './image.ts'

// The downloaded image and the preview card are laid out by satori, which reports every box
// it placed; the renderer draws exactly the layout these tests read. "Fits" means no box
// runs past the canvas, the footer (brand, address, date) included.

const SITE = 'https://styleblueprint.example'

// Letters of every script a shared first name may use, wide ones first (W and 李 set the worst case).
const NAME_LETTERS = ['W', 'M', 'a', 'é', 'Ж', 'Ω', '李', '娜', 'ア', 'ー', '서', '연'] as const
const nameArb = fc
  .array(fc.constantFrom(...NAME_LETTERS, ' ', '-'), { minLength: 1, maxLength: FIRST_NAME_MAX_LENGTH })
  .map((chars) => `W${chars.join('')}`.slice(0, FIRST_NAME_MAX_LENGTH).replace(/[ -]+$/, ''))
  .filter((name) => firstNameProblem(name) === null)

const answersArb = fc.record({
  bodyShape: fc.constantFrom(...BODY_SHAPES),
  colorPalette: fc.constantFrom(...COLOR_PALETTES),
  stylePreferences: fc.shuffledSubarray([...QUIZ_STYLES], { minLength: 1 }),
  firstName: fc.option(nameArb, { nil: null }),
  colorSeason: fc.option(fc.constantFrom(...SEASONS), { nil: undefined }),
  colorSeasonRunnerUp: fc.option(fc.constantFrom(...SEASONS), { nil: undefined }),
})

function cardFor(answers: { bodyShape: BodyShapeId; colorPalette: ColorPaletteId; stylePreferences: QuizStyleId[]; firstName: string | null; colorSeason?: SeasonId | undefined; colorSeasonRunnerUp?: SeasonId | undefined }): BlueprintCard {
  const { firstName, colorSeason, colorSeasonRunnerUp, ...profile } = answers
  if (colorSeason) Object.assign(profile, { colorSeason })
  if (colorSeasonRunnerUp) Object.assign(profile, { colorSeasonRunnerUp })
  // The key pieces come from the blueprint model, whatever it puts there.
  const blueprint = buildBlueprint(profile, { firstName })!
  return blueprintCard(blueprint, { createdOn: '2026-09-30', siteUrl: SITE, audience: firstName ? 'shared' : 'mine' })
}

function outside(layout: ImageLayout) {
  return layout.boxes.filter((b) => b.left < -0.5 || b.top < -0.5 || b.left + b.width > layout.size.width + 0.5 || b.top + b.height > layout.size.height + 0.5)
}

function expectFits(layout: ImageLayout, card: BlueprintCard) {
  expect(outside(layout)).toEqual([])
  expect(layout.overflow).toBe(0)
  const footer = layout.boxes.find((b) => b.key === 'footer')
  expect(footer, 'the footer is drawn').toBeDefined()
  expect(footer!.top + footer!.height).toBeLessThanOrEqual(layout.size.height)
  expect(layout.boxes.find((b) => b.key === 'title')!.width).toBeGreaterThan(0)
  return { footer: footer!, card }
}

describe('the blueprint image fits 1080x1350 for any answers and name', () => {
  it('draws nothing past the canvas, keeps the footer inside, and lists or counts every key piece (property)', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(answersArb, async (answers) => {
        const card = cardFor(answers)
        const layout = await layoutBlueprintImage(card)
        expect(layout.size).toEqual(BLUEPRINT_IMAGE_SIZE)
        const { footer } = expectFits(layout, card)
        // Her season, when she has one, is drawn inside the canvas like everything else.
        expect(layout.boxes.some((b) => b.key === 'season')).toBe(card.season !== null)
        // Inside the page's margins, not just the canvas: the rule above it never meets an edge.
        expect(footer.left).toBeGreaterThanOrEqual(48)
        expect(footer.left + footer.width).toBeLessThanOrEqual(BLUEPRINT_IMAGE_SIZE.width - 48)
        // Every piece is either a chip or counted in "+N more"; at least a few are listed.
        const chips = layout.boxes.filter((b) => b.key?.startsWith('piece-')).length
        expect(chips).toBe(layout.keyPiecesShown)
        expect(layout.keyPiecesShown).toBeLessThanOrEqual(Math.min(card.keyPieces.length, CARD_KEY_PIECES))
        expect(layout.keyPiecesShown).toBeGreaterThanOrEqual(Math.min(card.keyPieces.length, 5))
      }),
      { numRuns: 60 },
    )
  })

  it('fits the fullest blueprints: all six styles, every shape and palette, the longest wide name, with and without a season (and its runner-up)', { timeout: 120_000 }, async () => {
    const longest = 'W'.repeat(FIRST_NAME_MAX_LENGTH)
    for (const bodyShape of BODY_SHAPES) {
      for (const colorPalette of COLOR_PALETTES) {
        for (const colorSeason of [undefined, 'light-spring', 'clear-winter'] as const) {
          // The longest season lines: "Season: Clear Winter · close to Clear Spring".
          const colorSeasonRunnerUp = colorSeason === 'clear-winter' ? 'clear-spring' : colorSeason ? 'light-summer' : undefined
          const card = cardFor({ bodyShape, colorPalette, stylePreferences: [...QUIZ_STYLES], firstName: longest, colorSeason, colorSeasonRunnerUp })
          const layout = await layoutBlueprintImage(card)
          expectFits(layout, card)
          if (colorSeason) expect(layout.boxes.find((b) => b.key === 'season')!.height).toBeGreaterThan(0)
        }
      }
    }
  })

  it('fits any list of up to a dozen key pieces, whatever the content gives it (property)', { timeout: 120_000 }, async () => {
    const base = cardFor({ bodyShape: 'inverted-triangle', colorPalette: 'neutral', stylePreferences: ['classic', 'romantic'], firstName: null })
    const pieceArb = fc.stringMatching(/^[a-z][a-z -]{2,28}[a-z]$/)
    await fc.assert(
      fc.asyncProperty(fc.array(pieceArb, { minLength: 1, maxLength: 12 }), async (keyPieces) => {
        const card = { ...base, keyPieces }
        const layout = await layoutBlueprintImage(card)
        expectFits(layout, card)
        expect(layout.keyPiecesShown).toBeGreaterThanOrEqual(Math.min(keyPieces.length, 4))
      }),
      { numRuns: 25 },
    )
  })

  it('uses the roomiest layout when it fits: two styles and no name keep every piece at full size', async () => {
    const card = cardFor({ bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'], firstName: null })
    const layout = await layoutBlueprintImage(card)
    expect(layout.density).toBe(0)
    expect(layout.keyPiecesShown).toBe(card.keyPieces.length)
  })
})

describe('the shared link’s preview card fits 1200x630 for any answers and name', () => {
  it('draws nothing past the canvas and keeps the footer inside (property)', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(answersArb, async (answers) => {
        const card = cardFor(answers)
        const layout = await layoutShareCard(card)
        expect(layout.size).toEqual(SHARE_CARD_SIZE)
        expectFits(layout, card)
      }),
      { numRuns: 40 },
    )
  })
})

describe('fonts for Chinese, Japanese and Korean names', () => {
  it('reads only the subsets a name needs, in both weights, and none for the brand’s scripts', () => {
    expect(cjkFontsFor('Anna Ольга Ελένη')).toEqual([])
    const fonts = cjkFontsFor('李娜')
    // 李 and 娜 sit in two of the package's hundred subsets: four small files, not the 4.6 MB face.
    expect(fonts.map((f) => `${f.family} ${f.weight}`).sort()).toEqual(['Noto Sans SC 400', 'Noto Sans SC 400', 'Noto Sans SC 600', 'Noto Sans SC 600'])
    expect(fonts.every((f) => f.data.byteLength > 1000 && f.data.byteLength < 100_000)).toBe(true)
    expect(new Set(cjkFontsFor('서연').map((f) => f.family))).toEqual(new Set(['Noto Sans KR']))
  })
})
