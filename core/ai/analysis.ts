import { translate } from '../i18n/translate.ts'
import { AGE_GROUPS, type AgeGroupId } from '../reference/age-groups.ts'
import { BODY_SHAPES, type BodyShapeId } from '../reference/body-shapes.ts'
import { COLOR_PALETTES, type ColorPaletteId } from '../reference/color-palettes.ts'
import { OCCASIONS, type OccasionId } from '../reference/occasions.ts'
import { SEASONS, type SeasonId } from '../reference/seasons.ts'
import { STYLES, type StyleId } from '../reference/styles.ts'
import { extractFirstJsonObject } from './json-reply.ts'

/** The back office's analysis version (the dynamic recommender's own is v2.0). */
export const ANALYSIS_VERSION = 'v1.0'
/** Confidence of an analysis made by rules (the AI could not be used). */
export const RULE_BASED_CONFIDENCE = 0.6
/** Confidence given to a reply whose confidence_score is not a number in 0..1. */
export const INVALID_CONFIDENCE = 0.5
/** The simpler parse's confidence when the reply has none. */
export const SIMPLE_DEFAULT_CONFIDENCE = 0.7

export type AnalysisMethod = 'ai' | 'rule-based'

/**
 * Every dimension a product is scored on, keyed by our reference ids (so
 * `inverted-triangle`, never `inverted_triangle`). Each score is a number from 0 to 1.
 * Skin tones and colour palettes share the warm/cool/neutral ids.
 */
export interface AnalysisScores {
  bodyTypeScores: Record<BodyShapeId, number>
  skinToneScores: Record<ColorPaletteId, number>
  colorPaletteScores: Record<ColorPaletteId, number>
  styleScores: Record<StyleId, number>
  occasionScores: Record<OccasionId, number>
  seasonScores: Record<SeasonId, number>
  ageScores: Record<AgeGroupId, number>
}

/** One product's analysis: what the product_ai_analysis row holds, typed. */
export interface ProductAnalysis extends AnalysisScores {
  bodyTypes: BodyShapeId[]
  skinTones: ColorPaletteId[]
  styleCategories: StyleId[]
  occasions: OccasionId[]
  seasons: SeasonId[]
  ageGroups: AgeGroupId[]
  /** 0..1. */
  confidence: number
  reasoning: string
  method: AnalysisMethod
}

export const SCORE_DIMENSIONS = {
  bodyTypeScores: { field: 'body_type_scores', ids: BODY_SHAPES },
  skinToneScores: { field: 'skin_tone_scores', ids: COLOR_PALETTES },
  colorPaletteScores: { field: 'color_palette_scores', ids: COLOR_PALETTES },
  styleScores: { field: 'style_scores', ids: STYLES },
  occasionScores: { field: 'occasion_scores', ids: OCCASIONS },
  seasonScores: { field: 'season_scores', ids: SEASONS },
  ageScores: { field: 'age_scores', ids: AGE_GROUPS },
} as const

const LIST_DIMENSIONS = {
  bodyTypes: { field: 'body_types', ids: BODY_SHAPES },
  skinTones: { field: 'skin_tones', ids: COLOR_PALETTES },
  styleCategories: { field: 'style_categories', ids: STYLES },
  occasions: { field: 'occasions', ids: OCCASIONS },
  seasons: { field: 'seasons', ids: SEASONS },
  ageGroups: { field: 'age_groups', ids: AGE_GROUPS },
} as const

/** The fields a full analysis reply must carry (spec section 5, AI analysis parse). */
export const REQUIRED_FIELDS = [
  'body_types',
  'body_type_scores',
  'skin_tones',
  'skin_tone_scores',
  'style_categories',
  'style_scores',
  'occasions',
  'occasion_scores',
  'seasons',
  'season_scores',
  'age_groups',
  'age_scores',
  'confidence_score',
] as const

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string }

/** A model may write `inverted_triangle` or `Hourglass`; our ids are lower-case kebab. */
function normaliseId(key: string): string {
  return key.trim().toLowerCase().replace(/_/g, '-').replace(/\s+/g, '-')
}

/** A score from 0 to 1, or 0 for anything else (not a number, NaN, out of range). */
export function validScore(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0
}

function readScores<Id extends string>(value: unknown, ids: readonly Id[]): Record<Id, number> {
  const given = new Map<string, unknown>()
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) given.set(normaliseId(k), v)
  }
  return Object.fromEntries(ids.map((id) => [id, validScore(given.get(id))])) as Record<Id, number>
}

function readList<Id extends string>(value: unknown, ids: readonly Id[]): Id[] {
  if (!Array.isArray(value)) return []
  const wanted = new Set(value.filter((v): v is string => typeof v === 'string').map(normaliseId))
  return ids.filter((id) => wanted.has(id))
}

function readConfidence(value: unknown, whenMissing: number): number {
  if (value === undefined || value === null) return whenMissing
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : INVALID_CONFIDENCE
}

function readReasoning(reply: Record<string, unknown>): string {
  const r = reply.reasoning ?? reply.analysis_reasoning
  return typeof r === 'string' && r.trim() ? r.trim() : translate('ai.analysisCompleted')
}

function readObject(content: string): ParseResult<Record<string, unknown>> {
  if (!content.trim()) return { ok: false, error: translate('ai.emptyResult') }
  const reply = extractFirstJsonObject(content)
  if (!reply) return { ok: false, error: translate('ai.parseFailed', { message: 'no JSON object in the reply' }) }
  return { ok: true, value: reply }
}

function build(reply: Record<string, unknown>, confidenceWhenMissing: number): ProductAnalysis {
  const scores = Object.fromEntries(
    Object.entries(SCORE_DIMENSIONS).map(([key, { field, ids }]) => {
      // Palette scores are optional in a reply; skin tones stand in for them.
      const raw = field === 'color_palette_scores' && reply[field] === undefined ? reply.skin_tone_scores : reply[field]
      return [key, readScores(raw, ids)]
    }),
  ) as unknown as AnalysisScores
  const lists = Object.fromEntries(
    Object.entries(LIST_DIMENSIONS).map(([key, { field, ids }]) => [key, readList(reply[field], ids)]),
  ) as Pick<ProductAnalysis, keyof typeof LIST_DIMENSIONS>
  return {
    ...scores,
    ...lists,
    confidence: readConfidence(reply.confidence_score, confidenceWhenMissing),
    reasoning: readReasoning(reply),
    method: 'ai',
  }
}

/**
 * The full parse of an analysis reply: the first JSON object, every required field
 * present ('Missing required field: …' otherwise), scores outside 0..1 or not numbers set
 * to 0, an invalid confidence set to 0.5, lists kept to known ids.
 */
export function parseAnalysisReply(content: string): ParseResult<ProductAnalysis> {
  const read = readObject(content)
  if (!read.ok) return read
  const missing = REQUIRED_FIELDS.find((f) => read.value[f] === undefined || read.value[f] === null)
  if (missing) return { ok: false, error: translate('ai.missingField', { field: missing }) }
  return { ok: true, value: build(read.value, INVALID_CONFIDENCE) }
}

/**
 * The simpler parse (one record per product view): no required fields; a missing
 * confidence is 0.7 and a missing reasoning 'AI analysis completed'. Scores follow the
 * same 0..1 rule; a missing dimension scores 0 throughout.
 */
export function parseSimpleAnalysisReply(content: string): ParseResult<ProductAnalysis> {
  const read = readObject(content)
  if (!read.ok) return read
  return { ok: true, value: build(read.value, SIMPLE_DEFAULT_CONFIDENCE) }
}
