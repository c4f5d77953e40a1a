import { translate } from '../i18n/translate.ts'
import { AGE_GROUPS } from '../reference/age-groups.ts'
import { BODY_SHAPES, type BodyShapeId } from '../reference/body-shapes.ts'
import { COLOR_PALETTES, type ColorPaletteId } from '../reference/color-palettes.ts'
import { inferFromProductText } from '../reference/keyword-inference.ts'
import { OCCASIONS, type OccasionId } from '../reference/occasions.ts'
import { SEASONS } from '../reference/seasons.ts'
import { STYLES, type StyleId } from '../reference/styles.ts'
import { compileVocabulary, containsAnyTerm, normaliseText } from '../reference/word-match.ts'
import { type ProductAnalysis, RULE_BASED_CONFIDENCE } from './analysis.ts'

/** What the rules read of a product. */
export interface AnalysableProduct {
  name: string
  category: string
  description?: string | null
  tags?: readonly string[]
  colors?: readonly string[]
}

/** The spec's rule-based defaults (section 9); inverted triangle shares pear's and apple's 0.6. */
export const RULE_BODY_DEFAULTS: Readonly<Record<BodyShapeId, number>> = {
  hourglass: 0.7,
  pear: 0.6,
  apple: 0.6,
  rectangle: 0.7,
  'inverted-triangle': 0.6,
}
export const RULE_TONE_DEFAULTS: Readonly<Record<ColorPaletteId, number>> = { warm: 0.7, cool: 0.7, neutral: 0.8 }

/** A keyword hit lifts a dimension to this score; the lists keep every value scored 0.7 or more. */
export const KEYWORD_MATCH_SCORE = 0.85
export const LIST_THRESHOLD = 0.7
const NEUTRAL_STYLE = 0.5
const NEUTRAL_OCCASION = 0.5
const NEUTRAL_SEASON = 0.7
const UNMATCHED_SEASON = 0.5
const NEUTRAL_AGE = 0.7

const STYLE_KEYWORDS: Readonly<Record<StyleId, readonly string[]>> = {
  classic: ['blazer', 'trench', 'pencil', 'oxford', 'tailored', 'pearl', 'button-down', 'loafer', 'loafers'],
  trendy: ['oversized', 'cargo', 'chunky', 'crop', 'cropped', 'cut-out', 'metallic', 'statement'],
  bohemian: ['boho', 'bohemian', 'maxi', 'peasant', 'fringe', 'crochet', 'paisley', 'tiered'],
  minimal: ['minimal', 'minimalist', 'slip', 'basic', 'essential', 'tee', 'monochrome'],
  edgy: ['leather', 'moto', 'biker', 'studded', 'combat', 'distressed', 'chain'],
  romantic: ['lace', 'ruffle', 'ruffled', 'floral', 'bow', 'puff sleeve', 'tulle', 'silk'],
  casual: ['casual', 'denim', 'jeans', 'jogger', 'joggers', 'hoodie', 'sweatshirt', 't-shirt', 'sneaker', 'sneakers'],
  formal: ['gown', 'evening', 'cocktail', 'tuxedo', 'suit', 'formal', 'sequin', 'satin'],
}

const OCCASION_KEYWORDS: Readonly<Record<OccasionId, readonly string[]>> = {
  work: ['office', 'work', 'blazer', 'trousers', 'pencil', 'shirt', 'tailored', 'suit'],
  casual: ['casual', 'denim', 'jeans', 'tee', 't-shirt', 'sneaker', 'sneakers', 'hoodie'],
  formal: ['gown', 'evening', 'formal', 'tuxedo', 'satin'],
  party: ['party', 'sequin', 'cocktail', 'metallic', 'velvet', 'mini'],
  date: ['date', 'slip', 'lace', 'wrap', 'bodycon', 'silk'],
  travel: ['travel', 'packable', 'wrinkle-free', 'jumpsuit', 'tote', 'trench'],
  sport: ['sport', 'athletic', 'running', 'yoga', 'legging', 'leggings', 'training', 'gym'],
}

/** Category leanings: which styles and occasions a whole category suggests. */
const CATEGORY_RULES: Readonly<Record<string, { styles?: StyleId[]; occasions?: OccasionId[] }>> = {
  dresses: { occasions: ['date', 'party'] },
  tops: { styles: ['casual'], occasions: ['casual', 'work'] },
  bottoms: { styles: ['casual'], occasions: ['casual', 'work'] },
  outerwear: { styles: ['classic'], occasions: ['work', 'travel'] },
  shoes: { occasions: ['casual'] },
  accessories: { occasions: ['casual'] },
  activewear: { styles: ['casual'], occasions: ['sport', 'casual'] },
  lingerie: { styles: ['romantic'], occasions: ['date'] },
  swimwear: { styles: ['casual'], occasions: ['travel', 'casual'] },
  formal: { styles: ['formal', 'classic'], occasions: ['formal', 'party'] },
}

const STYLE_VOCAB = STYLES.map((id) => ({ id, vocabulary: compileVocabulary(STYLE_KEYWORDS[id]) }))
const OCCASION_VOCAB = OCCASIONS.map((id) => ({ id, vocabulary: compileVocabulary(OCCASION_KEYWORDS[id]) }))

function pick<Id extends string>(ids: readonly Id[], scores: Record<Id, number>): Id[] {
  return ids.filter((id) => scores[id] >= LIST_THRESHOLD)
}

/**
 * The analysis made without a model (no key, or a reply that could not be used): the
 * spec's defaults, lifted to 0.85 where the product's words match a shape, palette,
 * season, style or occasion. Confidence 0.6, method 'rule-based'. Deterministic.
 */
export function ruleBasedAnalysis(product: AnalysableProduct, reasoning = translate('ai.ruleBasedReasoning')): ProductAnalysis {
  const words = [product.name, product.description ?? '', ...(product.tags ?? []), ...(product.colors ?? [])].join('\n')
  const inferred = inferFromProductText(words, product.category)
  const text = normaliseText(`${words}\n${product.category}`)
  const category = normaliseText(product.category).replace(/\s+/g, '')

  const bodyTypeScores = { ...RULE_BODY_DEFAULTS }
  if (inferred.matched.bodyShapes) for (const id of inferred.bodyShapes) bodyTypeScores[id] = Math.max(bodyTypeScores[id], KEYWORD_MATCH_SCORE)

  const toneScores = { ...RULE_TONE_DEFAULTS }
  if (inferred.matched.colorPalettes) for (const id of inferred.colorPalettes) toneScores[id] = Math.max(toneScores[id], KEYWORD_MATCH_SCORE)

  const seasonScores = Object.fromEntries(
    SEASONS.map((id) => [id, inferred.matched.seasons ? (inferred.seasons.includes(id) ? KEYWORD_MATCH_SCORE : UNMATCHED_SEASON) : NEUTRAL_SEASON]),
  ) as ProductAnalysis['seasonScores']

  const rule = CATEGORY_RULES[category] ?? {}
  const styleScores = Object.fromEntries(STYLES.map((id) => [id, NEUTRAL_STYLE])) as ProductAnalysis['styleScores']
  for (const id of rule.styles ?? []) styleScores[id] = 0.75
  for (const { id, vocabulary } of STYLE_VOCAB) if (containsAnyTerm(text, vocabulary)) styleScores[id] = KEYWORD_MATCH_SCORE

  const occasionScores = Object.fromEntries(OCCASIONS.map((id) => [id, NEUTRAL_OCCASION])) as ProductAnalysis['occasionScores']
  for (const id of rule.occasions ?? []) occasionScores[id] = 0.75
  for (const { id, vocabulary } of OCCASION_VOCAB) if (containsAnyTerm(text, vocabulary)) occasionScores[id] = KEYWORD_MATCH_SCORE

  const ageScores = Object.fromEntries(AGE_GROUPS.map((id) => [id, NEUTRAL_AGE])) as ProductAnalysis['ageScores']

  return {
    bodyTypeScores,
    skinToneScores: { ...toneScores },
    colorPaletteScores: { ...toneScores },
    styleScores,
    occasionScores,
    seasonScores,
    ageScores,
    bodyTypes: pick(BODY_SHAPES, bodyTypeScores),
    skinTones: pick(COLOR_PALETTES, toneScores),
    styleCategories: pick(STYLES, styleScores),
    occasions: pick(OCCASIONS, occasionScores),
    seasons: pick(SEASONS, seasonScores),
    ageGroups: pick(AGE_GROUPS, ageScores),
    confidence: RULE_BASED_CONFIDENCE,
    reasoning,
    method: 'rule-based',
  }
}

/** The product's tags after an analysis: its own tags plus the analysis's strongest values, once each. */
export function tagsFromAnalysis(existing: readonly string[], analysis: ProductAnalysis): string[] {
  const derived = [...analysis.styleCategories, ...analysis.occasions, ...analysis.seasons]
  return [...new Set([...existing, ...derived])]
}
