import type { Product } from '../catalog/product.ts'
import type { GarmentAttributes } from '../garment/attributes.ts'
import { BODY_LEVELS, garmentFit, type GarmentFit } from '../garment/product-fit.ts'
import type { CatalogueIndex } from '../recommendation/catalogue-index.ts'
import type { Segment } from '../recommendation/segment.ts'
import type { SeasonId } from '../reference/seasons.ts'
import { colourLab } from '../rule-book/colours.ts'
import { subjectOf } from '../rule-book/conditions.ts'
import { colourFit } from '../rule-book/palette-fit.ts'
import { ACCENT_GRADES, formalityRange, isOutfitNeutral, LAYER_SEASONS, MAX_ACCENTS, OUTFIT_SLOTS, OUTFIT_TEMPLATES, type OutfitSlot, SHAPE_BALANCE, sharedFormality, slotOfZone } from '../rule-book/outfits.ts'
import { PLAIN } from '../rule-book/rules.ts'
import { holdsAll } from '../rule-book/conditions.ts'
import type { OutfitPlan } from '../outfits/outfit-engine.ts'

// Test and bench only: the outfit rules of the rule book (core/rule-book/outfits.ts) checked
// on an outfit from its products' attributes alone: the plain oracle the outfit engine's
// typed-array path is held to (outfits property tests, `npm run bench:outfits`).

export const OUTFIT_RULES = ['completeness', 'palette', 'formality', 'season', 'balance'] as const
export type OutfitRule = (typeof OUTFIT_RULES)[number]

export interface CheckedPiece {
  product: Pick<Product, 'id' | 'seasons'>
  attributes: GarmentAttributes
}

export interface CheckedOutfit {
  season: SeasonId
  pieces: readonly CheckedPiece[]
}

/** Each attributes object's fit, read once: the bench checks the same pieces in many outfits. */
const FITS = new WeakMap<GarmentAttributes, GarmentFit>()
function fitOf(a: GarmentAttributes): GarmentFit {
  let f = FITS.get(a)
  if (!f) {
    f = garmentFit(a)
    FITS.set(a, f)
  }
  return f
}

const AVOID_LEVELS = new Set<string>([BODY_LEVELS[1], BODY_LEVELS[2]])
const PLAIN_ONLY = [PLAIN]

/** The rules an outfit breaks for her (her shape, palette or colour season), each once; empty when it breaks none. */
export function outfitViolations(outfit: CheckedOutfit, profile: Pick<Segment, 'shape' | 'palette' | 'colorSeason'>): OutfitRule[] {
  const broken = new Set<OutfitRule>()
  const bySlot = new Map<OutfitSlot, CheckedPiece>()
  const fits = outfit.pieces.map((p) => fitOf(p.attributes))
  outfit.pieces.forEach((p, k) => {
    const slot = slotOfZone(fits[k]!.zone)
    if (!slot || bySlot.has(slot)) broken.add('completeness')
    else bySlot.set(slot, p)
  })
  if (new Set(outfit.pieces.map((p) => p.product.id)).size !== outfit.pieces.length) broken.add('completeness')
  const slots = [...bySlot.keys()]
  const layered = LAYER_SEASONS.includes(outfit.season)
  const templateHolds = OUTFIT_TEMPLATES.some((t) => {
    const extra = slots.filter((s) => !t.slots.includes(s))
    return t.slots.every((s) => bySlot.has(s)) && extra.every((s) => s === 'outerwear')
  })
  if (!templateHolds || (layered && !bySlot.has('outerwear'))) broken.add('completeness')

  // Palette: every colour read, none she avoids, at most one accent, an accent of her palette.
  const scheme = profile.colorSeason ?? profile.palette
  let accents = 0
  for (const p of outfit.pieces) {
    const colour = p.attributes.primaryColour
    if (!colour || !colourLab(colour)) {
      broken.add('palette')
      continue
    }
    const fit = scheme ? colourFit(colour, scheme) : null
    if (fit?.grade === 'avoid') broken.add('palette')
    if (!isOutfitNeutral(subjectOf(p.attributes))) {
      accents++
      if (fit && !(ACCENT_GRADES as readonly string[]).includes(fit.grade)) broken.add('palette')
    }
  }
  if (accents > MAX_ACCENTS) broken.add('palette')

  if (!sharedFormality(outfit.pieces.map((p, k) => formalityRange(p.attributes, fits[k]!.occasions)))) broken.add('formality')
  if (outfit.pieces.some((p) => !p.product.seasons.includes(outfit.season))) broken.add('season')

  // Balance: no piece against her shape, and her shape's top-and-bottom rule.
  if (profile.shape) {
    const shape = profile.shape
    if (fits.some((f) => AVOID_LEVELS.has(f.bodyLevels[shape]))) broken.add('balance')
    const rule = SHAPE_BALANCE[shape]
    const plain = rule ? bySlot.get(rule.plain) : undefined
    const than = rule ? bySlot.get(rule.than) : undefined
    if (plain && than) {
      const lp = colourLab(plain.attributes.primaryColour ?? '')?.l
      const lt = colourLab(than.attributes.primaryColour ?? '')?.l
      if (!holdsAll(PLAIN_ONLY, subjectOf(plain.attributes)) || lp === undefined || lt === undefined || lp > lt) broken.add('balance')
    }
  }
  return OUTFIT_RULES.filter((r) => broken.has(r))
}

/** An engine outfit as the checker reads it: its products and their attributes from the index. */
export function checkedOutfitOf(ix: CatalogueIndex, plan: OutfitPlan): CheckedOutfit {
  return {
    season: plan.season,
    pieces: OUTFIT_SLOTS.flatMap((_, s) => {
      const i = plan.slots[s]!
      return i >= 0 ? [{ product: ix.products.get(i), attributes: ix.attributes.get(i) }] : []
    }),
  }
}
