import { z } from 'zod'
import { CATEGORIES } from '../reference/categories.ts'
import { FORMALITY_LEVELS } from '../reference/formality.ts'
import { STYLES } from '../rule-book/styles.ts'

/**
 * What a garment IS, read from its title, description, category and feed fields by the
 * rule-based reader, or answered by a model in this same shape (structured output). Every
 * field is optional knowledge: null (or an empty list) means "could not be read", which
 * the stylist rules treat as neither a match nor a mismatch.
 *
 * This is the one analysis schema: the reader, the AI analyser, the stored analysis, the
 * administrator's corrections and the stylist rules all speak it.
 */

export const GARMENT_TYPES = [
  // dresses and one-pieces
  'dress', 'jumpsuit', 'romper',
  // tops
  'blouse', 'shirt', 't-shirt', 'tank', 'camisole', 'sweater', 'cardigan', 'sweatshirt', 'hoodie', 'bodysuit', 'tunic', 'polo', 'top',
  // bottoms
  'trousers', 'jeans', 'skirt', 'shorts', 'leggings', 'joggers', 'culottes',
  // outerwear
  'jacket', 'blazer', 'coat', 'trench', 'puffer', 'gilet', 'kimono', 'cape',
  // shoes
  'boots', 'ankle-boots', 'heels', 'pumps', 'flats', 'sneakers', 'sandals', 'loafers', 'mules', 'espadrilles',
  // accessories ('bag' when the kind is not named)
  'bag', 'clutch', 'tote', 'crossbody', 'backpack', 'belt', 'scarf', 'hat', 'necklace', 'earrings', 'bracelet', 'ring', 'watch', 'sunglasses', 'gloves', 'hair-accessory',
  // activewear, lingerie, swimwear
  'sports-bra', 'bra', 'briefs', 'slip', 'robe', 'swimsuit', 'bikini', 'cover-up',
] as const

export const SILHOUETTES = [
  'bodycon', 'fitted', 'sheath', 'wrap', 'a-line', 'fit-and-flare', 'empire', 'shift', 'trapeze', 'peplum',
  'tiered', 'slip', 'straight', 'relaxed', 'oversized', 'boxy', 'pencil', 'full', 'pleated', 'tailored', 'cocoon', 'balloon',
] as const

export const NECKLINES = [
  'v-neck', 'plunge', 'scoop', 'crew', 'boat', 'square', 'sweetheart', 'halter', 'off-shoulder', 'one-shoulder',
  'high-neck', 'turtleneck', 'cowl', 'collar', 'wrap', 'strapless', 'keyhole',
] as const

export const SLEEVES = [
  'sleeveless', 'strappy', 'cap', 'short', 'elbow', 'three-quarter', 'long', 'puff', 'flutter', 'bell', 'raglan',
  'dolman', 'balloon', 'bishop', 'cold-shoulder',
] as const

export const WAIST_DEFINITIONS = ['defined', 'belted', 'empire', 'dropped', 'none'] as const
/**
 * Hem lengths for clothes; 'choker', 'collar' and 'long' are where a necklace or scarf
 * sits (at the throat, bulky at the neck, or hanging long), which the rules read for the
 * vertical line it draws.
 */
export const LENGTHS = ['cropped', 'hip', 'longline', 'mini', 'knee', 'midi', 'maxi', 'ankle', 'full', 'choker', 'collar', 'long'] as const
export const RISES = ['high', 'mid', 'low'] as const
export const LEG_SHAPES = ['skinny', 'slim', 'straight', 'tapered', 'bootcut', 'flare', 'wide', 'palazzo', 'barrel', 'jogger'] as const
export const FABRIC_WEIGHTS = ['light', 'medium', 'heavy'] as const
export const DRAPES = ['fluid', 'soft', 'structured', 'clingy'] as const
export const PATTERNS = [
  'solid', 'vertical-stripe', 'horizontal-stripe', 'stripe', 'floral', 'polka-dot', 'animal', 'check', 'gingham', 'plaid',
  'houndstooth', 'geometric', 'abstract', 'paisley', 'colour-block', 'tie-dye', 'graphic', 'camouflage',
] as const
export const EMBELLISHMENTS = [
  'ruffles', 'sequins', 'lace', 'embroidery', 'beading', 'fringe', 'bow', 'cut-out', 'pleats', 'studs', 'hardware',
  'hip-pockets', 'feathers', 'crochet', 'smocking', 'tiers', 'tie-waist', 'shoulder-pads', 'metallic',
  'sheer', 'distressed', 'pearls', 'quilting', 'logo', 'straps',
] as const

/** Shoes: how high the heel is, and the toe's shape. */
export const HEELS = ['flat', 'low', 'mid', 'high', 'platform', 'wedge'] as const
export const TOES = ['pointed', 'round', 'square', 'almond', 'open'] as const
/**
 * Design details and named kinds a stylist names when placing a piece in a style or an
 * occasion (docs/fit/stylist-rules.md section 3) and that no other field carries: a moto
 * (biker) cut, a combat boot, a peasant or folk piece (peasant blouses, prairie dresses,
 * kaftans), cargo utility, tuxedo tailoring, athletic (performance) wear, packable travel
 * pieces, loungewear, a statement piece, a chunky knit or sole, a jacket's closure, and the
 * kinds the guide names: western boots, wide-brim hats, berets, Mary Janes, Chelsea boots,
 * boleros, babydoll cuts, polos, shell tops, utility jackets, corsets, slouchy knits and bags,
 * cat-eye and aviator frames.
 */
export const DETAILS = [
  'moto', 'combat', 'peasant', 'cargo', 'tuxedo', 'athletic', 'packable', 'lounge', 'statement', 'chunky',
  'double-breasted', 'single-breasted',
  'western', 'wide-brim', 'beret', 'mary-jane', 'chelsea', 'bolero', 'babydoll', 'polo', 'shell', 'utility', 'corset', 'slouchy',
  'cat-eye', 'aviator',
] as const
/** Belts (and straps): a wide belt at the waist is what stylists name for a shape. */
export const WIDTHS = ['skinny', 'medium', 'wide'] as const

export type GarmentType = (typeof GARMENT_TYPES)[number]
export type Silhouette = (typeof SILHOUETTES)[number]
export type Neckline = (typeof NECKLINES)[number]
export type Sleeve = (typeof SLEEVES)[number]
export type WaistDefinition = (typeof WAIST_DEFINITIONS)[number]
export type Length = (typeof LENGTHS)[number]
export type Rise = (typeof RISES)[number]
export type LegShape = (typeof LEG_SHAPES)[number]
export type FabricWeight = (typeof FABRIC_WEIGHTS)[number]
export type Drape = (typeof DRAPES)[number]
export type Pattern = (typeof PATTERNS)[number]
export type Embellishment = (typeof EMBELLISHMENTS)[number]
export type Heel = (typeof HEELS)[number]
export type Toe = (typeof TOES)[number]
export type Width = (typeof WIDTHS)[number]
export type Detail = (typeof DETAILS)[number]

const nullable = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable()

/** Colour ids are the colour lexicon's (core/rule-book/colours.ts). */
export const colourIdSchema = z.string().min(1).max(40)

export const garmentAttributesSchema = z.object({
  category: z.enum(CATEGORIES).nullable(),
  garmentType: nullable(GARMENT_TYPES),
  silhouette: nullable(SILHOUETTES),
  neckline: nullable(NECKLINES),
  sleeve: nullable(SLEEVES),
  waist: nullable(WAIST_DEFINITIONS),
  length: nullable(LENGTHS),
  rise: nullable(RISES),
  leg: nullable(LEG_SHAPES),
  fabricWeight: nullable(FABRIC_WEIGHTS),
  drape: nullable(DRAPES),
  pattern: nullable(PATTERNS),
  heel: nullable(HEELS),
  toe: nullable(TOES),
  width: nullable(WIDTHS),
  /** How dressy the piece is (the spec's formality scale): gowns are evening, a suit business. */
  formality: nullable(FORMALITY_LEVELS),
  embellishments: z.array(z.enum(EMBELLISHMENTS)).max(EMBELLISHMENTS.length),
  details: z.array(z.enum(DETAILS)).max(DETAILS.length),
  primaryColour: colourIdSchema.nullable(),
  secondaryColours: z.array(colourIdSchema).max(6),
  materials: z.array(z.string().min(1).max(40)).max(8),
  /** Styles the shop itself names (its style tags, or words such as boho or minimalist). */
  namedStyles: z.array(z.enum(STYLES)).max(STYLES.length),
})
export type GarmentAttributes = z.infer<typeof garmentAttributesSchema>

/** Nothing known. */
export function unknownAttributes(): GarmentAttributes {
  return {
    category: null,
    garmentType: null,
    silhouette: null,
    neckline: null,
    sleeve: null,
    waist: null,
    length: null,
    rise: null,
    leg: null,
    fabricWeight: null,
    drape: null,
    pattern: null,
    heel: null,
    toe: null,
    width: null,
    formality: null,
    embellishments: [],
    details: [],
    primaryColour: null,
    secondaryColours: [],
    materials: [],
    namedStyles: [],
  }
}

/**
 * An administrator's corrections: any attributes, each replacing the read one. Unknown
 * fields are refused, so a typo cannot pass silently.
 */
export const attributeOverridesSchema = garmentAttributesSchema.partial().strict()
export type AttributeOverrides = z.infer<typeof attributeOverridesSchema>

/** What the engines use: the read attributes with the corrections on top. */
export function effectiveAttributes(read: GarmentAttributes, overrides: AttributeOverrides): GarmentAttributes {
  return { ...read, ...overrides }
}

/**
 * Stored attributes as the current schema reads them: fields added since they were stored
 * come back unknown, values no longer valid are dropped field by field, never the whole set.
 */
export function parseStoredAttributes(value: unknown): GarmentAttributes {
  const base = unknownAttributes()
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return base
  const stored = value as Record<string, unknown>
  const out: Record<string, unknown> = base
  for (const key of FIELD_KEYS) {
    const v = validField(key, stored[key])
    if (v !== undefined) out[key] = v
  }
  return out as GarmentAttributes
}

const FIELD_KEYS = Object.keys(garmentAttributesSchema.shape) as Array<keyof GarmentAttributes>

/**
 * One field checked against the schema, fast: the snapshot reads 100,000 stored sets on a
 * catalogue change, so the common case (a valid value) is a set lookup, not a zod parse.
 */
function validField(key: keyof GarmentAttributes, v: unknown): unknown {
  const field = garmentAttributesSchema.shape[key]
  const fast = FAST_CHECKS[key]
  if (fast) return fast(v) ? v : undefined
  const parsed = field.safeParse(v)
  return parsed.success ? parsed.data : undefined
}

type Check = (v: unknown) => boolean
const oneOf = (values: readonly string[]): Check => {
  const set = new Set<unknown>(values)
  return (v) => v === null || set.has(v)
}
const listOf = (values: readonly string[] | null, max: number, maxLength = 40): Check => {
  const set = values ? new Set<unknown>(values) : null
  return (v) => Array.isArray(v) && v.length <= max && v.every((x) => (set ? set.has(x) : typeof x === 'string' && x.length > 0 && x.length <= maxLength))
}
const FAST_CHECKS: Partial<Record<keyof GarmentAttributes, Check>> = {
  category: oneOf(CATEGORIES),
  garmentType: oneOf(GARMENT_TYPES),
  silhouette: oneOf(SILHOUETTES),
  neckline: oneOf(NECKLINES),
  sleeve: oneOf(SLEEVES),
  waist: oneOf(WAIST_DEFINITIONS),
  length: oneOf(LENGTHS),
  rise: oneOf(RISES),
  leg: oneOf(LEG_SHAPES),
  fabricWeight: oneOf(FABRIC_WEIGHTS),
  drape: oneOf(DRAPES),
  pattern: oneOf(PATTERNS),
  heel: oneOf(HEELS),
  toe: oneOf(TOES),
  width: oneOf(WIDTHS),
  formality: oneOf(FORMALITY_LEVELS),
  embellishments: listOf(EMBELLISHMENTS, EMBELLISHMENTS.length),
  details: listOf(DETAILS, DETAILS.length),
  primaryColour: (v) => v === null || (typeof v === 'string' && v.length > 0 && v.length <= 40),
  secondaryColours: listOf(null, 6),
  materials: listOf(null, 8),
  namedStyles: listOf(STYLES, STYLES.length),
}

/** Stored corrections: the valid fields only. */
export function parseStoredOverrides(value: unknown): AttributeOverrides {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const out: Record<string, unknown> = {}
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (!(FIELD_KEYS as string[]).includes(key)) continue
    const v = validField(key as keyof GarmentAttributes, raw)
    if (v !== undefined) out[key] = v
  }
  return out as AttributeOverrides
}
