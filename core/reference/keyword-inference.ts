import { BODY_SHAPES, type BodyShapeId } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTES, type ColorPaletteId } from '../rule-book/palettes.ts'
import { SEASONS, type SeasonId } from './seasons.ts'
import { compileVocabulary, containsAnyTerm, normaliseText, type CompiledVocabulary } from './word-match.ts'

/**
 * Cut and detail words per body shape they flatter. A word may serve several shapes
 * (a shift suits apple and rectangle; a V-neck suits apple and inverted triangle).
 */
export const BODY_SHAPE_KEYWORDS: Readonly<Record<BodyShapeId, readonly string[]>> = {
  rectangle: ['sheath', 'shift', 'tailored', 'boyfriend', 'ruffle', 'ruffled', 'peplum', 'double-breasted'],
  pear: ['a-line', 'flare', 'flared', 'fit-and-flare', 'bootcut', 'skater', 'off-the-shoulder', 'boat neck', 'full skirt'],
  apple: ['empire', 'tunic', 'shift', 'v-neck', 'swing', 'trapeze', 'babydoll', 'longline'],
  hourglass: ['wrap', 'fitted', 'belted', 'bodycon', 'peplum', 'corset', 'pencil'],
  'inverted-triangle': ['straight', 'wide-leg', 'palazzo', 'halter', 'v-neck', 'full skirt', 'pleated'],
}

/** Fabric and garment words per season they belong to; transitional pieces sit in two. */
export const SEASON_KEYWORDS: Readonly<Record<SeasonId, readonly string[]>> = {
  spring: ['floral', 'pastel', 'light jacket', 'trench', 'denim jacket', 'gingham', 'eyelet', 'raincoat'],
  summer: [
    'linen', 'sundress', 'shorts', 'sandal', 'swim', 'swimsuit', 'swimwear', 'bikini', 'tank',
    'sleeveless', 'short sleeve', 'espadrille', 'straw', 'seersucker', 'floral',
  ],
  autumn: [
    'knit', 'boot', 'trench', 'cardigan', 'leather', 'suede', 'corduroy', 'flannel', 'plaid',
    'tweed', 'wool', 'coat', 'sweater', 'cashmere', 'scarf', 'scarves',
  ],
  winter: [
    'wool', 'coat', 'cashmere', 'knit', 'sweater', 'boot', 'puffer', 'velvet', 'turtleneck',
    'fleece', 'shearling', 'faux fur', 'parka', 'thermal', 'beanie',
  ],
}

/**
 * Colour words per palette. Neutrals that flatter everyone (black, white, grey) are in two,
 * and so are broad hues such as red and green, whose shade the name rarely settles.
 */
export const COLOR_PALETTE_KEYWORDS: Readonly<Record<ColorPaletteId, readonly string[]>> = {
  warm: [
    'camel', 'rust', 'mustard', 'olive', 'coral', 'terracotta', 'cream', 'gold', 'golden', 'brown',
    'orange', 'ivory', 'peach', 'tan', 'khaki', 'chocolate', 'cognac', 'bronze', 'copper', 'amber',
    'brick', 'tomato', 'yellow', 'red', 'green',
  ],
  cool: [
    'navy', 'emerald', 'burgundy', 'silver', 'blue', 'grey', 'gray', 'black', 'white', 'fuchsia',
    'lavender', 'plum', 'purple', 'teal', 'cobalt', 'sapphire', 'magenta', 'pink', 'berry', 'lilac',
    'wine', 'mint', 'icy', 'red', 'green',
  ],
  neutral: [
    'beige', 'taupe', 'denim', 'black', 'white', 'grey', 'gray', 'nude', 'blush', 'charcoal',
    'oatmeal', 'stone', 'sand', 'ecru', 'off-white', 'mauve', 'dusty rose', 'jade', 'pink',
  ],
}

function compileTable<Id extends string>(
  ids: readonly Id[],
  table: Readonly<Record<Id, readonly string[]>>,
): ReadonlyArray<{ id: Id; vocabulary: CompiledVocabulary }> {
  return ids.map((id) => ({ id, vocabulary: compileVocabulary(table[id]) }))
}

const BODY_SHAPE_VOCAB = compileTable(BODY_SHAPES, BODY_SHAPE_KEYWORDS)
const SEASON_VOCAB = compileTable(SEASONS, SEASON_KEYWORDS)
const PALETTE_VOCAB = compileTable(COLOR_PALETTES, COLOR_PALETTE_KEYWORDS)

function infer<Id extends string>(
  text: string,
  all: readonly Id[],
  table: ReadonlyArray<{ id: Id; vocabulary: CompiledVocabulary }>,
): { values: Id[]; matched: boolean } {
  const values = table.filter(({ vocabulary }) => containsAnyTerm(text, vocabulary)).map(({ id }) => id)
  return values.length > 0 ? { values, matched: true } : { values: [...all], matched: false }
}

export interface ProductInference {
  seasons: SeasonId[]
  bodyShapes: BodyShapeId[]
  colorPalettes: ColorPaletteId[]
  /** False where no keyword matched and every value was filled in. */
  matched: { seasons: boolean; bodyShapes: boolean; colorPalettes: boolean }
}

/**
 * Guesses seasons, body shapes and palettes from a product's name and category, for
 * products no AI has analysed. Matching is whole-word and case-insensitive; lists come
 * back in reference order. A dimension with no keyword gets every value, so an
 * unrecognised product is shown to everyone rather than to no one.
 */
export function inferFromProductText(name: string, category?: string): ProductInference {
  // A newline keeps the name's last word and the category's first from forming a phrase.
  const text = normaliseText(category ? `${name}\n${category}` : name)
  const seasons = infer(text, SEASONS, SEASON_VOCAB)
  const bodyShapes = infer(text, BODY_SHAPES, BODY_SHAPE_VOCAB)
  const colorPalettes = infer(text, COLOR_PALETTES, PALETTE_VOCAB)
  return {
    seasons: seasons.values,
    bodyShapes: bodyShapes.values,
    colorPalettes: colorPalettes.values,
    matched: { seasons: seasons.matched, bodyShapes: bodyShapes.matched, colorPalettes: colorPalettes.matched },
  }
}
