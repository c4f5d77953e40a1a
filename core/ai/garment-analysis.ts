import { z } from 'zod'
import { type GarmentAttributes, garmentAttributesSchema } from '../garment/attributes.ts'
import { COLOURS } from '../rule-book/colours.ts'
import { type BodyLevel, garmentFit } from '../garment/product-fit.ts'
import type { GarmentText } from '../garment/read-garment.ts'
import { translate } from '../i18n/translate.ts'
import { AGE_GROUPS } from '../reference/age-groups.ts'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import { OCCASIONS } from '../rule-book/occasions.ts'
import { SEASONS } from '../reference/seasons.ts'
import { STYLES } from '../rule-book/styles.ts'
import { type AnalysisMethod, confidenceOf } from '../recommendation/catalogue-index.ts'
import type { ParseResult, ProductAnalysis } from './analysis.ts'
import { extractFirstJsonObject } from './json-reply.ts'
import type { ChatPrompt } from './prompts.ts'

/** The name of the structured-output schema the model answers in. */
export const GARMENT_SCHEMA_NAME = 'garment_attributes'

const COLOUR_IDS = COLOURS.map((c) => c.id) as [string, ...string[]]

/** Keywords OpenAI's strict structured output does not accept; the zod schema still enforces them on the reply. */
const UNSUPPORTED = new Set(['$schema', 'maxItems', 'minItems', 'maxLength', 'minLength'])

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip)
  if (node === null || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(node)) if (!UNSUPPORTED.has(k)) out[k] = strip(v)
  if (out.type === 'object' && out.properties) {
    out.required = Object.keys(out.properties as object)
    out.additionalProperties = false
  }
  return out
}

/**
 * The JSON schema the model answers in: the one attribute schema (derived from its zod
 * schema), with colours limited to the lexicon's ids so every answer maps to palettes.
 */
export const GARMENT_RESPONSE_SCHEMA = strip(
  z.toJSONSchema(
    garmentAttributesSchema.extend({
      primaryColour: z.enum(COLOUR_IDS).nullable(),
      secondaryColours: z.array(z.enum(COLOUR_IDS)).max(6),
    }),
  ),
) as Record<string, unknown>

const SYSTEM =
  'You are a fashion product analyst. Describe what the garment IS, never who it suits: its type, cut, ' +
  'neckline, sleeves, waist, length, rise and leg, fabric, pattern, details and colours. A modifier belongs ' +
  'to the noun it qualifies: a "flare sleeve" is a sleeve, a "boat shoe" a shoe, a "pencil stripe" a stripe. ' +
  'The primary colour is the colour the garment is, never the colour of a print motif, a trim or a brand. ' +
  'Use null, or an empty list, for anything the text does not say. Answer with one JSON object in the given schema.'

/** The analysis call: the product's text, answered in GARMENT_RESPONSE_SCHEMA (800 tokens, temperature 0.3). */
export function buildGarmentAnalysisPrompt(text: GarmentText): ChatPrompt & { responseFormat: { name: string; schema: Record<string, unknown> } } {
  const lines = [
    `Name: ${text.name}`,
    text.category ? `Category: ${text.category}` : undefined,
    text.brand ? `Brand: ${text.brand}` : undefined,
    text.colour ? `Colour: ${text.colour}` : undefined,
    text.material ? `Material: ${text.material}` : undefined,
    text.styleTags?.length ? `Style tags: ${text.styleTags.join(', ')}` : undefined,
    text.description ? `Description: ${text.description}` : undefined,
  ].filter(Boolean)
  return {
    system: SYSTEM,
    user: ['Describe this product.', ...lines].join('\n'),
    maxTokens: 800,
    temperature: 0.3,
    responseFormat: { name: GARMENT_SCHEMA_NAME, schema: GARMENT_RESPONSE_SCHEMA },
  }
}

/**
 * A model's reply read as attributes: the first JSON object, validated whole against the
 * attribute schema. Anything else is an error the caller answers with the rule-based reader.
 */
export function parseGarmentReply(content: string): ParseResult<GarmentAttributes> {
  if (!content.trim()) return { ok: false, error: translate('ai.emptyResult') }
  const reply = extractFirstJsonObject(content)
  if (!reply) return { ok: false, error: translate('ai.parseFailed', { message: 'no JSON object in the reply' }) }
  const parsed = garmentAttributesSchema.safeParse(reply)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, error: translate('ai.invalidAttributes', { field: issue?.path.join('.') || 'reply', message: issue?.message ?? 'invalid' }) }
  }
  return { ok: true, value: parsed.data }
}

const BODY_SCORE: Readonly<Record<BodyLevel, number>> = {
  unknown: 0.5,
  'strong-avoid': 0.1,
  avoid: 0.25,
  neutral: 0.6,
  flatters: 0.85,
  'strong-flatters': 0.95,
}
/** A score of at least this puts an id in the analysis's lists. */
const LISTED = 0.7

function scores<Id extends string>(ids: readonly Id[], score: (id: Id) => number): Record<Id, number> {
  return Object.fromEntries(ids.map((id) => [id, score(id)])) as Record<Id, number>
}

function listed<Id extends string>(map: Record<Id, number>): Id[] {
  return (Object.keys(map) as Id[]).filter((id) => map[id] >= LISTED)
}

/**
 * The per-dimension scores the back office stores and shows (product_ai_analysis), from
 * the fit of the attributes an analysis read: a shape the garment flatters scores high, a
 * palette its colour suits, the styles and occasions it carries. Ages are not read: 0.5.
 */
export function analysisFromAttributes(a: GarmentAttributes, method: AnalysisMethod, reasoning: string): ProductAnalysis {
  const fit = garmentFit(a)
  const bodyTypeScores = scores(BODY_SHAPES, (s) => BODY_SCORE[fit.bodyLevels[s]])
  const tones = scores(COLOR_PALETTES, (p) => (!fit.colourKnown ? 0.5 : fit.palettes.includes(p) ? 0.9 : 0.2))
  const styleScores = scores(STYLES, (s) => (fit.styles.includes(s) ? 0.85 : fit.styles.length > 0 ? 0.3 : 0.5))
  const occasionScores = scores(OCCASIONS, (o) => (fit.occasions.includes(o) ? 0.85 : fit.occasions.length > 0 ? 0.3 : 0.5))
  const seasonScores = scores(SEASONS, (s) => (fit.seasons.length === SEASONS.length ? 0.7 : fit.seasons.includes(s) ? 0.85 : 0.3))
  const ageScores = scores(AGE_GROUPS, () => 0.5)
  return {
    bodyTypeScores,
    skinToneScores: { ...tones },
    colorPaletteScores: { ...tones },
    styleScores,
    occasionScores,
    seasonScores,
    ageScores,
    bodyTypes: listed(bodyTypeScores),
    skinTones: listed(tones),
    styleCategories: listed(styleScores),
    occasions: listed(occasionScores),
    seasons: listed(seasonScores),
    ageGroups: [],
    confidence: Math.round(confidenceOf(fit.coverage, method) * 100) / 100,
    reasoning,
    method,
  }
}

/** A one-line summary of what was read, for the analysis's reasoning ("dress, wrap, midi, navy"). */
export function attributeSummary(a: GarmentAttributes): string {
  const parts = [a.primaryColour, a.pattern, a.silhouette, a.leg && `${a.leg} leg`, a.neckline, a.sleeve && `${a.sleeve} sleeve`, a.length, a.garmentType]
  const text = [...new Set(parts.filter((p): p is string => Boolean(p)))].join(', ')
  return text || translate('ai.nothingRead')
}
