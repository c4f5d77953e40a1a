import { PAGE_SIZE, pageOffset } from '#app/features/dashboard/utils/pagination.ts'
import { INITIAL_GRID } from '#app/features/dashboard/utils/view-state.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { BODY_SHAPES, type BodyShapeId } from '#core/rule-book/body-shapes.ts'
import { COLOR_PALETTES, type ColorPaletteId } from '#core/rule-book/palettes.ts'
import type { QuizStyleId } from '#core/rule-book/styles.ts'

type Pair = `${BodyShapeId}/${ColorPaletteId}`

/**
 * Two style answers per shape and palette pair, written out so every quiz style appears
 * with every shape and the sets differ in size, as shoppers' answers do.
 */
const STYLE_ANSWERS: Readonly<Record<Pair, readonly [readonly QuizStyleId[], readonly QuizStyleId[]]>> = {
  'rectangle/warm': [['classic', 'minimal'], ['bohemian']],
  'rectangle/cool': [['edgy'], ['romantic', 'trendy']],
  'rectangle/neutral': [['minimal'], ['classic', 'romantic']],
  'pear/warm': [['bohemian', 'romantic'], ['classic']],
  'pear/cool': [['classic', 'minimal'], ['edgy', 'trendy']],
  'pear/neutral': [['romantic'], ['trendy', 'minimal']],
  'apple/warm': [['trendy'], ['classic', 'bohemian']],
  'apple/cool': [['minimal', 'romantic'], ['edgy']],
  'apple/neutral': [['classic'], ['bohemian', 'trendy']],
  'hourglass/warm': [['romantic', 'edgy'], ['minimal']],
  'hourglass/cool': [['classic', 'romantic'], ['trendy']],
  'hourglass/neutral': [['edgy', 'minimal'], ['bohemian']],
  'inverted-triangle/warm': [['bohemian', 'trendy'], ['classic', 'minimal']],
  'inverted-triangle/cool': [['romantic'], ['classic', 'edgy']],
  'inverted-triangle/neutral': [['trendy', 'classic'], ['romantic', 'bohemian']],
}

/** A completed analysis, exactly the fields the dashboard keeps and sends. */
export interface BenchProfile {
  id: string
  profile: StyleProfile & { bodyShape: BodyShapeId; colorPalette: ColorPaletteId; stylePreferences: QuizStyleId[] }
}

/** Thirty profiles: every shape and palette pair, each with two style answers. */
export const PROFILES: readonly BenchProfile[] = BODY_SHAPES.flatMap((bodyShape) =>
  COLOR_PALETTES.flatMap((colorPalette) =>
    STYLE_ANSWERS[`${bodyShape}/${colorPalette}`].map((styles) => ({
      id: `${bodyShape}/${colorPalette}/${styles.join('+')}`,
      profile: { bodyShape, colorPalette, stylePreferences: [...styles] },
    })),
  ),
)

/**
 * The body of POST /api/recommendations for the dashboard's first view, built from the
 * dashboard's own initial state (useRecommendations): no filter, page one of 12.
 */
export function dashboardRequest(profile: BenchProfile['profile']) {
  return { profile, mode: INITIAL_GRID.mode, limit: PAGE_SIZE, offset: pageOffset(INITIAL_GRID.page) }
}
