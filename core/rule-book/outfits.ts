import type { GarmentAttributes } from '../garment/attributes.ts'
import type { GarmentZone } from '../garment/garment-kinds.ts'
import type { MessageKey } from '../i18n/translate.ts'
import { FORMALITY_LEVELS, type FormalityId } from '../reference/formality.ts'
import type { SeasonId } from '../reference/seasons.ts'
import type { BodyShapeId } from './body-shapes.ts'
import { all, any, type Condition, family, holdsAll, type RuleSubject, zone } from './conditions.ts'
import type { OccasionId } from './occasions.ts'
import { NEUTRAL, PLAIN } from './rules.ts'

/**
 * What makes an outfit, as data (issue 27, decision 052): which pieces it is made of, which
 * colours go together, how far apart in formality its pieces may be, when it is worn, and how
 * it balances her shape. The outfit engine (core/outfits/) and the checker
 * (core/testing/outfit-violations.ts) both read these tables; neither holds a rule of its own.
 */

// ------------------------------------------------------------------------------------------
// Pieces and templates

/** The places a piece takes in an outfit. */
export const OUTFIT_SLOTS = ['dress', 'top', 'bottom', 'outerwear', 'shoes', 'accessory'] as const
export type OutfitSlot = (typeof OUTFIT_SLOTS)[number]

/** Where a garment is worn decides its slot; lingerie and swimwear make no outfit here. */
const ZONE_SLOTS: Readonly<Partial<Record<GarmentZone, OutfitSlot>>> = {
  full: 'dress',
  upper: 'top',
  lower: 'bottom',
  outer: 'outerwear',
  shoes: 'shoes',
  accessory: 'accessory',
}

export function slotOfZone(z: GarmentZone | null): OutfitSlot | null {
  return z ? (ZONE_SLOTS[z] ?? null) : null
}

export interface OutfitTemplate {
  id: 'dress' | 'separates'
  /** The slots every outfit of the template fills, one piece each. */
  slots: readonly OutfitSlot[]
}

/** A dress with shoes and an accessory, or a top and a bottom with shoes and an accessory. */
export const OUTFIT_TEMPLATES: readonly OutfitTemplate[] = [
  { id: 'dress', slots: ['dress', 'shoes', 'accessory'] },
  { id: 'separates', slots: ['top', 'bottom', 'shoes', 'accessory'] },
]

/** Seasons whose outfits add outerwear (one piece); in the others a coat is worn only when she built around one. */
export const LAYER_SEASONS: readonly SeasonId[] = ['autumn', 'winter']

// ------------------------------------------------------------------------------------------
// Colour: her palette, neutrals, at most one accent

/**
 * A neutral in an outfit: one of the guide's neutral colours, in one solid colour; on shoes
 * and accessories a metal (gold, silver) is neutral too. Anything else, and any print, is an
 * accent.
 */
export const OUTFIT_NEUTRAL: readonly Condition[] = [PLAIN, any(NEUTRAL, all(family('metallic'), zone('shoes', 'accessory')))]

/** The most accents one outfit holds: the rest are neutrals. */
export const MAX_ACCENTS = 1

/**
 * The grades (palette-fit.ts) an accent may have for her: one of her colours. A neutral needs
 * only not to be one she avoids; no piece of an outfit ever is.
 */
export const ACCENT_GRADES = ['best', 'palette'] as const

export function isOutfitNeutral(s: RuleSubject): boolean {
  return holdsAll(OUTFIT_NEUTRAL, s)
}

// ------------------------------------------------------------------------------------------
// Formality: every piece within one step of the others

/** How dressy each occasion is, on the formality scale (reference/formality.ts). */
export const OCCASION_FORMALITY: Readonly<Record<OccasionId, FormalityId>> = {
  casual: 'casual',
  travel: 'casual',
  sport: 'casual',
  date: 'smart-casual',
  work: 'business',
  party: 'formal',
  formal: 'formal',
}

/** A piece that says nothing of its formality, and suits no occasion, is taken as smart-casual. */
export const UNKNOWN_FORMALITY: FormalityId = 'smart-casual'

/** The most steps (FORMALITY_LEVELS) between the dressiest piece's lowest level and the most casual piece's highest. */
export const FORMALITY_STEP = 1

/**
 * The levels a piece can be worn at, as indexes into FORMALITY_LEVELS: its stated formality
 * when the listing gives one, else the span of the occasions it suits (loafers go to the office
 * and the weekend), else smart-casual.
 */
export function formalityRange(a: GarmentAttributes, occasions: readonly OccasionId[]): [number, number] {
  if (a.formality) {
    const f = FORMALITY_LEVELS.indexOf(a.formality)
    return [f, f]
  }
  if (occasions.length === 0) {
    const f = FORMALITY_LEVELS.indexOf(UNKNOWN_FORMALITY)
    return [f, f]
  }
  let lo: number = FORMALITY_LEVELS.length
  let hi = -1
  for (const o of occasions) {
    const f = FORMALITY_LEVELS.indexOf(OCCASION_FORMALITY[o])
    lo = Math.min(lo, f)
    hi = Math.max(hi, f)
  }
  return [lo, hi]
}

/**
 * The level an outfit is worn at, when its pieces go together: null when some piece's lowest
 * level is more than FORMALITY_STEP above another's highest. Pieces whose spans meet share one
 * level ([l, l]); else two neighbouring levels ([l, l + 1]).
 */
export function sharedFormality(ranges: ReadonlyArray<readonly [number, number]>): [number, number] | null {
  let maxLo = 0
  let minHi: number = FORMALITY_LEVELS.length - 1
  for (const [lo, hi] of ranges) {
    maxLo = Math.max(maxLo, lo)
    minHi = Math.min(minHi, hi)
  }
  if (maxLo - minHi > FORMALITY_STEP) return null
  return maxLo <= minHi ? [maxLo, maxLo] : [minHi, maxLo]
}

// ------------------------------------------------------------------------------------------
// Balance: where her shape wants the eye

/**
 * Her shape's balance between the top and the bottom of a separates outfit: the `plain` piece
 * is in one solid colour and no lighter (CIELAB L*) than the `than` piece, so detail and light
 * sit where the body rules want the eye. A pear: detail on top, a plainer, darker bottom (the
 * rules' 'dark-plain-below', against 'stripes-below'); an inverted triangle: the reverse
 * ('print-below', against 'stripes-above'). outfits.test.ts holds each line to the body rules.
 * The other shapes balance piece by piece: no piece the rules grade avoid for her shape.
 */
export interface ShapeBalance {
  plain: OutfitSlot
  than: OutfitSlot
  reason: MessageKey
}

export const SHAPE_BALANCE: Readonly<Partial<Record<BodyShapeId, ShapeBalance>>> = {
  pear: { plain: 'bottom', than: 'top', reason: 'outfit.why.balance.pear' },
  'inverted-triangle': { plain: 'top', than: 'bottom', reason: 'outfit.why.balance.invertedTriangle' },
}

/**
 * Whether a piece sits where her shape's balance wants a plain one (a pear's bottom, an inverted
 * triangle's top) and is not plain: no outfit of hers holds it, and the body rules' 'busy-below'
 * and 'busy-above' grade it avoid for her.
 */
export function breaksHerBalance(shape: BodyShapeId, s: RuleSubject): boolean {
  const rule = SHAPE_BALANCE[shape]
  return rule !== undefined && slotOfZone(s.zone) === rule.plain && !holdsAll([PLAIN], s)
}

/** What an outfit says when her shape balances piece by piece. */
export const PIECE_BY_PIECE_BALANCE: MessageKey = 'outfit.why.balance.pieces'

// ------------------------------------------------------------------------------------------
// A capsule

/** The pieces of a capsule: at least and at most. */
export const CAPSULE_PIECES = { min: 20, max: 30 } as const
/** The outfits a capsule must make. */
export const CAPSULE_MIN_OUTFITS = 40
/**
 * How many pieces of each slot a capsule aims for (outerwear only in LAYER_SEASONS): many tops
 * and bottoms that mix, a few dresses, shoes and accessories that go with all of them.
 */
export const CAPSULE_SHAPE: Readonly<Record<OutfitSlot, number>> = { top: 7, bottom: 5, dress: 3, shoes: 4, accessory: 4, outerwear: 3 }
