import type { MessageKey } from '../i18n/translate.ts'
import { AGE_GROUPS, type AgeGroupId } from '../reference/age-groups.ts'
import { BODY_SHAPES, type BodyShapeId } from '../reference/body-shapes.ts'
import { CATEGORIES, CATEGORY_TERMS, DEFAULT_CATEGORY, normaliseCategory, type CategoryId } from '../reference/categories.ts'
import { COLOR_PALETTES, type ColorPaletteId } from '../reference/color-palettes.ts'
import type { FormalityId } from '../reference/formality.ts'
import { BODY_SHAPE_KEYWORDS, COLOR_PALETTE_KEYWORDS, SEASON_KEYWORDS } from '../reference/keyword-inference.ts'
import { SEASONS, type SeasonId } from '../reference/seasons.ts'
import type { StyleId } from '../reference/styles.ts'
import { compileVocabulary, findTerms, normaliseText, type CompiledVocabulary } from '../reference/word-match.ts'

/** The spec's clothing-analysis constants (section 9, "Clothing analysis"). */
export const CLOTHING_SCORE = {
  bodyShapeBase: 70,
  bodyShapeMin: 20,
  bodyShapeMax: 100,
  /** Per flattering cut word found for a shape. */
  bodyShapeFlatters: 15,
  /** Per cut word found that works against a shape. */
  bodyShapeWorksAgainst: -20,
  occasionBase: 50,
  occasionPerHit: 25,
  seasonBase: 60,
  seasonPerHit: 20,
  max: 100,
} as const

export const FALLBACK_BLEND = { body: 0.3, skin: 0.25, season: 0.2, style: 0.15, occasion: 0.1 } as const
/** Style and occasion have no rule of their own in the fallback blend; the spec fills them with 70. */
export const FALLBACK_PLACEHOLDER = 70

/** The clothing analysis's occasion set (wider than the shopper's: it adds home wear). */
export const CLOTHING_OCCASIONS = ['work', 'casual', 'date', 'party', 'formal', 'travel', 'sports', 'home'] as const
export type ClothingOccasion = (typeof CLOTHING_OCCASIONS)[number]

export const FIT_TYPES = ['fitted', 'regular', 'relaxed', 'oversized'] as const
export type FitType = (typeof FIT_TYPES)[number]
export const GARMENT_LENGTHS = ['cropped', 'mini', 'knee', 'midi', 'maxi', 'regular'] as const
export type GarmentLength = (typeof GARMENT_LENGTHS)[number]
export const PATTERNS = ['solid', 'floral', 'striped', 'plaid', 'polka-dot', 'animal', 'geometric'] as const
export type Pattern = (typeof PATTERNS)[number]

/** Styling advice ids; the words are in the message catalogue (STYLING_TIP_MESSAGES). */
export const STYLING_TIPS = [
  'show-waist',
  'balance-volume',
  'lengthen-maxi',
  'layer-mini',
  'solid-with-pattern',
  'accent-neutral',
  'simple-pairing',
] as const
export type StylingTipId = (typeof STYLING_TIPS)[number]

/** The catalogue message for each styling tip. */
export const STYLING_TIP_MESSAGES: Readonly<Record<StylingTipId, MessageKey>> = {
  'show-waist': 'integrations.clothing.tip.showWaist',
  'balance-volume': 'integrations.clothing.tip.balanceVolume',
  'lengthen-maxi': 'integrations.clothing.tip.lengthenMaxi',
  'layer-mini': 'integrations.clothing.tip.layerMini',
  'solid-with-pattern': 'integrations.clothing.tip.solidWithPattern',
  'accent-neutral': 'integrations.clothing.tip.accentNeutral',
  'simple-pairing': 'integrations.clothing.tip.simplePairing',
}

export interface ClothingAnalysisInput {
  name: string
  description?: string | null
  category?: string | null
  tags?: readonly string[]
  colors?: readonly string[]
}

export interface SizeCharacteristics {
  fitType: FitType
  stretch: boolean
  length: GarmentLength
  emphasisesBust: boolean
  definesWaist: boolean
  addsHipVolume: boolean
  broadensShoulders: boolean
  lengthensLegs: boolean
}

export interface ColorProfile {
  dominantColors: string[]
  family: ColorPaletteId
  pattern: Pattern
  seasonalMatch: SeasonId[]
}

export interface StyleProfile {
  formality: FormalityId
  aesthetic: StyleId[]
  ageRange: AgeGroupId[]
  personality: string[]
}

/** What the rule-based clothing analysis says about one garment. Scores are 0-100. */
export interface ClothingAnalysisResult {
  category: CategoryId
  /** The garment noun the name uses ('blouse', 'jeans'), or null when it names none. */
  subcategory: string | null
  bodyShapeScores: Record<BodyShapeId, number>
  sizeCharacteristics: SizeCharacteristics
  colorProfile: ColorProfile
  styleProfile: StyleProfile
  occasionScores: Record<ClothingOccasion, number>
  seasonality: Record<SeasonId, number>
  stylingRecommendations: StylingTipId[]
}

/** Cut words that work against a shape (the flattering ones are the shared BODY_SHAPE_KEYWORDS). */
export const BODY_SHAPE_AVOID_KEYWORDS: Readonly<Record<BodyShapeId, readonly string[]>> = {
  rectangle: ['boxy', 'drop waist', 'column'],
  pear: ['skinny', 'bodycon', 'cargo', 'hip pocket', 'tapered'],
  apple: ['bodycon', 'crop', 'cropped', 'tucked', 'clingy'],
  hourglass: ['boxy', 'oversized', 'shapeless', 'drop waist'],
  'inverted-triangle': ['puff sleeve', 'shoulder pad', 'off-the-shoulder', 'boat neck', 'cap sleeve'],
}

export const OCCASION_KEYWORDS: Readonly<Record<ClothingOccasion, readonly string[]>> = {
  work: ['work', 'office', 'blazer', 'tailored', 'trousers', 'pencil', 'button-down', 'sheath', 'loafer', 'career'],
  casual: ['casual', 'tee', 't-shirt', 'jeans', 'denim', 'sneaker', 'hoodie', 'jogger', 'everyday', 'relaxed'],
  date: ['date', 'date-night', 'wrap', 'slip', 'lace', 'satin', 'silk', 'romantic', 'off-the-shoulder'],
  party: ['party', 'sequin', 'metallic', 'cocktail', 'velvet', 'glitter', 'sparkle', 'embellished'],
  formal: ['formal', 'gown', 'evening', 'tuxedo', 'black tie', 'wedding guest'],
  travel: ['travel', 'wrinkle-free', 'packable', 'jersey', 'stretch', 'tote', 'pocket'],
  sports: ['sports', 'athletic', 'activewear', 'leggings', 'yoga', 'running', 'sports bra', 'performance', 'gym'],
  home: ['lounge', 'loungewear', 'pajama', 'pyjama', 'sleep', 'robe', 'slipper', 'cozy', 'cosy'],
}

const PATTERN_KEYWORDS: ReadonlyArray<[Exclude<Pattern, 'solid'>, readonly string[]]> = [
  ['floral', ['floral', 'flower', 'botanical', 'rose print']],
  ['striped', ['stripe', 'striped', 'pinstripe', 'breton']],
  ['plaid', ['plaid', 'tartan', 'check', 'checked', 'gingham', 'houndstooth']],
  ['polka-dot', ['polka dot', 'polka-dot', 'dotted', 'spot']],
  ['animal', ['leopard', 'zebra', 'snake', 'snakeskin', 'animal print', 'tiger']],
  ['geometric', ['geometric', 'abstract', 'chevron', 'paisley', 'ikat']],
]

const FIT_KEYWORDS: ReadonlyArray<[Exclude<FitType, 'regular'>, readonly string[]]> = [
  ['fitted', ['fitted', 'bodycon', 'slim', 'skinny', 'pencil', 'sheath', 'corset']],
  ['oversized', ['oversized', 'boyfriend', 'boxy']],
  ['relaxed', ['relaxed', 'loose', 'flowy', 'wide-leg', 'palazzo', 'swing', 'trapeze']],
]

const LENGTH_KEYWORDS: ReadonlyArray<[Exclude<GarmentLength, 'regular'>, readonly string[]]> = [
  ['maxi', ['maxi', 'floor-length', 'full-length']],
  ['midi', ['midi', 'tea-length']],
  ['knee', ['knee-length', 'knee length']],
  ['mini', ['mini']],
  ['cropped', ['crop', 'cropped']],
]

const FLAG_KEYWORDS = {
  stretch: ['stretch', 'jersey', 'knit', 'spandex', 'elastane', 'ribbed'],
  emphasisesBust: ['v-neck', 'sweetheart', 'plunge', 'wrap', 'corset', 'scoop neck'],
  definesWaist: ['belted', 'wrap', 'peplum', 'fit-and-flare', 'corset', 'high-waisted', 'high-waist', 'cinched'],
  addsHipVolume: ['peplum', 'flare', 'flared', 'cargo', 'full skirt', 'tiered', 'bubble'],
  broadensShoulders: ['puff sleeve', 'shoulder pad', 'off-the-shoulder', 'boat neck', 'structured shoulder'],
  lengthensLegs: ['high-waisted', 'high-waist', 'wide-leg', 'flare', 'bootcut', 'heel', 'pointed'],
} as const

const FORMALITY_KEYWORDS: ReadonlyArray<[FormalityId, readonly string[]]> = [
  ['evening', ['gown', 'evening', 'sequin', 'black tie']],
  ['formal', ['formal', 'tuxedo', 'cocktail']],
  ['business', ['blazer', 'tailored', 'suit', 'trousers', 'sheath', 'office']],
  ['casual', ['tee', 't-shirt', 'jeans', 'hoodie', 'sneaker', 'jogger', 'casual', 'lounge', 'leggings']],
]

const AESTHETIC_KEYWORDS: ReadonlyArray<[StyleId, readonly string[]]> = [
  ['classic', ['classic', 'tailored', 'trench', 'pencil', 'blazer', 'pearl', 'timeless']],
  ['trendy', ['trend', 'cut-out', 'metallic', 'oversized', 'chunky', 'cargo']],
  ['bohemian', ['boho', 'bohemian', 'peasant', 'fringe', 'crochet', 'paisley', 'tiered']],
  ['minimal', ['minimal', 'minimalist', 'clean', 'simple', 'sleek', 'monochrome', 'slip']],
  ['romantic', ['romantic', 'lace', 'ruffle', 'floral', 'bow', 'satin', 'puff sleeve']],
  ['edgy', ['edgy', 'leather', 'moto', 'studded', 'distressed', 'combat', 'faux leather']],
  ['casual', ['casual', 'tee', 'jeans', 'denim', 'sneaker', 'hoodie']],
  ['formal', ['formal', 'gown', 'cocktail', 'evening', 'tuxedo']],
]

const PERSONALITY: Readonly<Record<StyleId, string>> = {
  classic: 'polished',
  trendy: 'playful',
  bohemian: 'free-spirited',
  minimal: 'understated',
  romantic: 'soft',
  edgy: 'bold',
  casual: 'easy-going',
  formal: 'refined',
}

/** Younger-leaning and timeless aesthetics; anything else is shown to every age group. */
const YOUNGER_AESTHETICS: readonly StyleId[] = ['trendy', 'edgy']
const TIMELESS_AESTHETICS: readonly StyleId[] = ['classic', 'minimal', 'formal']

type Table<K extends string> = ReadonlyArray<{ id: K; vocabulary: CompiledVocabulary }>
const compile = <K extends string>(entries: ReadonlyArray<readonly [K, readonly string[]]>): Table<K> =>
  entries.map(([id, terms]) => ({ id, vocabulary: compileVocabulary(terms) }))
const fromRecord = <K extends string>(ids: readonly K[], record: Readonly<Record<K, readonly string[]>>): Table<K> =>
  compile(ids.map((id) => [id, record[id]] as const))

const FLATTERS = fromRecord(BODY_SHAPES, BODY_SHAPE_KEYWORDS)
const WORKS_AGAINST = fromRecord(BODY_SHAPES, BODY_SHAPE_AVOID_KEYWORDS)
const OCCASIONS_VOCAB = fromRecord(CLOTHING_OCCASIONS, OCCASION_KEYWORDS)
const SEASONS_VOCAB = fromRecord(SEASONS, SEASON_KEYWORDS)
const PALETTES_VOCAB = fromRecord(COLOR_PALETTES, COLOR_PALETTE_KEYWORDS)
const PATTERNS_VOCAB = compile(PATTERN_KEYWORDS)
const FIT_VOCAB = compile(FIT_KEYWORDS)
const LENGTH_VOCAB = compile(LENGTH_KEYWORDS)
const FORMALITY_VOCAB = compile(FORMALITY_KEYWORDS)
const AESTHETIC_VOCAB = compile(AESTHETIC_KEYWORDS)
const FLAGS_VOCAB = compile(Object.entries(FLAG_KEYWORDS) as Array<[keyof typeof FLAG_KEYWORDS, readonly string[]]>)
const GARMENT_VOCAB = compileVocabulary(CATEGORIES.flatMap((id) => CATEGORY_TERMS[id]))

/** Distinct vocabulary terms found: a word repeated in name and tags counts once. */
function hits(text: string, vocabulary: CompiledVocabulary): number {
  return new Set(findTerms(text, vocabulary).map((m) => m.term)).size
}

function firstMatch<K extends string>(text: string, table: Table<K>): K | null {
  return table.find(({ vocabulary }) => hits(text, vocabulary) > 0)?.id ?? null
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** A body-shape score: 70, +15 per flattering cut word, -20 per cut word that works against the shape, kept within 20-100. */
export function bodyShapeScore(flatteringHits: number, againstHits: number): number {
  const raw =
    CLOTHING_SCORE.bodyShapeBase +
    flatteringHits * CLOTHING_SCORE.bodyShapeFlatters +
    againstHits * CLOTHING_SCORE.bodyShapeWorksAgainst
  return clamp(raw, CLOTHING_SCORE.bodyShapeMin, CLOTHING_SCORE.bodyShapeMax)
}

/** min(100, 50 + 25 per keyword hit). */
export function occasionScore(keywordHits: number): number {
  return Math.min(CLOTHING_SCORE.max, CLOTHING_SCORE.occasionBase + CLOTHING_SCORE.occasionPerHit * Math.max(0, keywordHits))
}

/** min(100, 60 + 20 per keyword hit). */
export function seasonScore(keywordHits: number): number {
  return Math.min(CLOTHING_SCORE.max, CLOTHING_SCORE.seasonBase + CLOTHING_SCORE.seasonPerHit * Math.max(0, keywordHits))
}

function mapIds<K extends string>(ids: readonly K[], f: (id: K) => number): Record<K, number> {
  return Object.fromEntries(ids.map((id) => [id, f(id)])) as Record<K, number>
}

function colorFamily(text: string): ColorPaletteId {
  const counts = PALETTES_VOCAB.map(({ id, vocabulary }) => ({ id, n: hits(text, vocabulary) }))
  const best = Math.max(...counts.map((c) => c.n))
  const leaders = counts.filter((c) => c.n === best)
  // Nothing found, or a tie between warm and cool (black and white sit in both): call it neutral.
  return best === 0 || leaders.length > 1 ? 'neutral' : leaders[0]!.id
}

function dominantColors(input: ClothingAnalysisInput, text: string): string[] {
  const given = (input.colors ?? []).map((c) => c.trim()).filter((c) => c && c.toLowerCase() !== 'default')
  if (given.length) return given.slice(0, 3)
  const found = PALETTES_VOCAB.flatMap(({ vocabulary }) => findTerms(text, vocabulary))
    .sort((a, b) => a.start - b.start)
    .map((m) => m.term)
  return [...new Set(found)].slice(0, 3)
}

function stylingTips(size: SizeCharacteristics, color: ColorProfile): StylingTipId[] {
  const tips: StylingTipId[] = []
  if (size.definesWaist) tips.push('show-waist')
  if (size.fitType === 'oversized' || size.fitType === 'relaxed') tips.push('balance-volume')
  if (size.length === 'maxi') tips.push('lengthen-maxi')
  if (size.length === 'mini') tips.push('layer-mini')
  if (color.pattern !== 'solid') tips.push('solid-with-pattern')
  if (color.family === 'neutral') tips.push('accent-neutral')
  if (tips.length === 0) tips.push('simple-pairing')
  return tips.slice(0, 3)
}

/** Reads a garment's cut, colour, style, occasions and seasons from its words. Pure: same input, same result. */
export function analyseClothing(input: ClothingAnalysisInput): ClothingAnalysisResult {
  // Newlines keep words of different fields from forming one phrase.
  const text = normaliseText(
    [input.name, input.category ?? '', input.description ?? '', (input.tags ?? []).join('\n'), (input.colors ?? []).join('\n')].join('\n'),
  )
  const nameText = normaliseText(input.name)

  const category = normaliseCategory(input.category ?? '') ?? normaliseCategory(input.name) ?? DEFAULT_CATEGORY
  const garments = findTerms(nameText, GARMENT_VOCAB).sort((a, b) => b.end - a.end)
  const subcategory = garments[0]?.term ?? null

  const bodyShapeScores = mapIds(BODY_SHAPES, (shape) =>
    bodyShapeScore(
      hits(text, FLATTERS.find((t) => t.id === shape)!.vocabulary),
      hits(text, WORKS_AGAINST.find((t) => t.id === shape)!.vocabulary),
    ),
  )
  const occasionScores = mapIds(CLOTHING_OCCASIONS, (o) => occasionScore(hits(text, OCCASIONS_VOCAB.find((t) => t.id === o)!.vocabulary)))
  const seasonality = mapIds(SEASONS, (s) => seasonScore(hits(text, SEASONS_VOCAB.find((t) => t.id === s)!.vocabulary)))

  const flag = (name: keyof typeof FLAG_KEYWORDS) => hits(text, FLAGS_VOCAB.find((t) => t.id === name)!.vocabulary) > 0
  const sizeCharacteristics: SizeCharacteristics = {
    fitType: firstMatch(text, FIT_VOCAB) ?? 'regular',
    stretch: flag('stretch'),
    length: firstMatch(text, LENGTH_VOCAB) ?? 'regular',
    emphasisesBust: flag('emphasisesBust'),
    definesWaist: flag('definesWaist'),
    addsHipVolume: flag('addsHipVolume'),
    broadensShoulders: flag('broadensShoulders'),
    lengthensLegs: flag('lengthensLegs'),
  }

  const bestSeason = Math.max(...Object.values(seasonality))
  const colorProfile: ColorProfile = {
    dominantColors: dominantColors(input, text),
    family: colorFamily(text),
    pattern: firstMatch(text, PATTERNS_VOCAB) ?? 'solid',
    seasonalMatch: SEASONS.filter((s) => seasonality[s] === bestSeason),
  }

  const formality = firstMatch(text, FORMALITY_VOCAB) ?? 'smart-casual'
  const found = AESTHETIC_VOCAB.filter(({ vocabulary }) => hits(text, vocabulary) > 0).map(({ id }) => id)
  const aesthetic: StyleId[] = found.length ? found : [formality === 'casual' ? 'casual' : 'classic']
  const younger = aesthetic.every((s) => YOUNGER_AESTHETICS.includes(s))
  const timeless = aesthetic.every((s) => TIMELESS_AESTHETICS.includes(s))
  const ageRange: AgeGroupId[] = younger
    ? ['18-25', '26-35', '36-45']
    : timeless
      ? ['26-35', '36-45', '46-55', '55+']
      : [...AGE_GROUPS]
  const styleProfile: StyleProfile = {
    formality,
    aesthetic,
    ageRange,
    personality: aesthetic.map((s) => PERSONALITY[s]),
  }

  return {
    category,
    subcategory,
    bodyShapeScores,
    sizeCharacteristics,
    colorProfile,
    styleProfile,
    occasionScores,
    seasonality,
    stylingRecommendations: stylingTips(sizeCharacteristics, colorProfile),
  }
}

/** How well a skin-tone palette meets a garment's colour family, 0-100. */
export function skinToneScore(family: ColorPaletteId, palette: ColorPaletteId | null | undefined): number {
  if (!palette) return FALLBACK_PLACEHOLDER
  if (family === palette) return 90
  if (family === 'neutral' || palette === 'neutral') return 75
  return 50
}

export interface FallbackBlendInput {
  bodyShape?: BodyShapeId | null
  colorPalette?: ColorPaletteId | null
  season: SeasonId
}

export interface FallbackBlend {
  score: number
  parts: { body: number; skin: number; season: number; style: number; occasion: number }
}

/**
 * The shopper-garment match when no AI analysis exists: body 30%, skin 25%, season 20%,
 * style 15%, occasion 10%, with style and occasion at the placeholder 70. An unknown body
 * shape also counts as 70, the neutral starting score. Rounded to a whole number.
 */
export function fallbackBlend(analysis: ClothingAnalysisResult, input: FallbackBlendInput): FallbackBlend {
  const parts = {
    body: input.bodyShape ? analysis.bodyShapeScores[input.bodyShape] : CLOTHING_SCORE.bodyShapeBase,
    skin: skinToneScore(analysis.colorProfile.family, input.colorPalette),
    season: analysis.seasonality[input.season],
    style: FALLBACK_PLACEHOLDER,
    occasion: FALLBACK_PLACEHOLDER,
  }
  const raw =
    parts.body * FALLBACK_BLEND.body +
    parts.skin * FALLBACK_BLEND.skin +
    parts.season * FALLBACK_BLEND.season +
    parts.style * FALLBACK_BLEND.style +
    parts.occasion * FALLBACK_BLEND.occasion
  return { score: Math.round(raw), parts }
}
