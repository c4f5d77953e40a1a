import { AGE_GROUPS, type AgeGroupId } from '../reference/age-groups.ts'
import { BODY_SHAPES, type BodyShapeId } from '../reference/body-shapes.ts'
import { COLOR_PALETTES, type ColorPaletteId } from '../reference/color-palettes.ts'
import { DEFAULT_FORMALITY, type FormalityId, isFormalityId } from '../reference/formality.ts'
import { OCCASIONS, type OccasionId } from '../reference/occasions.ts'
import { SEASONS, type SeasonId } from '../reference/seasons.ts'
import { STYLES, type StyleId } from '../reference/styles.ts'
import { INVALID_CONFIDENCE } from './analysis.ts'
import { extractFirstJsonObject } from './json-reply.ts'

/** The product classifier's output (spec section 3, Product AI attributes). */
export interface ProductAttributes {
  bodyShapes: BodyShapeId[]
  colorCategories: ColorPaletteId[]
  styleTypes: StyleId[]
  occasions: OccasionId[]
  ageGroups: AgeGroupId[]
  seasonality: SeasonId[]
  formality: FormalityId
  confidence: number
}

function list<Id extends string>(value: unknown, ids: readonly Id[]): Id[] {
  if (!Array.isArray(value)) return []
  const wanted = new Set(value.filter((v): v is string => typeof v === 'string').map((v) => v.trim().toLowerCase().replace(/_/g, '-')))
  return ids.filter((id) => wanted.has(id))
}

/**
 * The classifier's parse: the first JSON object; a field that is not a list becomes an
 * empty list; formality defaults to smart-casual; confidence to 0.5. Undefined when the
 * reply holds no JSON object at all.
 */
export function parseProductAttributes(content: string): ProductAttributes | undefined {
  const reply = extractFirstJsonObject(content)
  if (!reply) return undefined
  const confidence = reply.confidence
  const formality = typeof reply.formality === 'string' ? reply.formality.trim().toLowerCase() : undefined
  return {
    bodyShapes: list(reply.bodyShapes, BODY_SHAPES),
    colorCategories: list(reply.colorCategories, COLOR_PALETTES),
    styleTypes: list(reply.styleTypes, STYLES),
    occasions: list(reply.occasions, OCCASIONS),
    ageGroups: list(reply.ageGroups, AGE_GROUPS),
    seasonality: list(reply.seasonality, SEASONS),
    formality: isFormalityId(formality) ? formality : DEFAULT_FORMALITY,
    confidence: typeof confidence === 'number' && confidence >= 0 && confidence <= 1 ? confidence : INVALID_CONFIDENCE,
  }
}
