import type { BodyLevel } from '../garment/product-fit.ts'
import { OCCASIONS } from '../rule-book/occasions.ts'
import { colourFit, type ColourScheme } from '../rule-book/palette-fit.ts'
import { SEASONS } from '../reference/seasons.ts'
import { STYLES } from '../rule-book/styles.ts'
import type { CatalogueIndex } from './catalogue-index.ts'
import { type CompiledSegment, stylesShared } from './segment.ts'

/**
 * The fit engine's scores (decision 023, scoring from the fit; decision 038, one rule
 * book). Body shape weighs most, then colour, style, occasion and season
 * (docs/fit/stylist-rules.md section 5). Each dimension is 0..1: a match the engine read
 * scores high, a mismatch low, and what it could not read sits between, so a product it
 * knows well and that matches outranks one it knows little about; how much of the piece
 * was read (its confidence) counts a little on its own for the same reason. Body and colour
 * are graded finely (the rules' points, CIEDE2000 distances), so matches spread rather than
 * tie: 100 takes a strong body match in one of her named colours, every chosen style, the
 * occasion and the season, on a piece read whole.
 */
export const FIT_WEIGHTS = { body: 0.4, color: 0.25, style: 0.2, occasion: 0.1, season: 0.05, read: 0.05 } as const

export const FIT_SCORES = {
  /** Per BODY_LEVELS entry, the floor of its band; flattering levels climb with the rules' points (bodyDimension). */
  body: { unknown: 0.5, 'strong-avoid': 0.05, avoid: 0.2, neutral: 0.6, flatters: 0.75, 'strong-flatters': 0.9 } satisfies Record<BodyLevel, number>,
  colourUnknown: 0.5,
  /**
   * A style match scores the base, plus up to styleShare for the share of her chosen styles it
   * carries, plus up to styleStrength as it shows more of the styles' signatures (a floral
   * ruffled puff-sleeve blouse is more romantic than a floral one): 1 for every chosen style,
   * strongly said.
   */
  styleMatchBase: 0.7,
  styleShare: 0.2,
  styleStrength: 0.1,
  styleMismatch: 0.2,
  styleUnknown: 0.45,
  occasionMatch: 1,
  occasionMismatch: 0.3,
  occasionUnknown: 0.5,
  seasonMatch: 1,
  seasonMismatch: 0.3,
  /** What a dimension scores when the shopper has not said (no shape, palette or style chosen). */
  notChosen: 0.5,
  /** Age is not read from products; shown as unknown, weighed nothing. */
  age: 0.5,
} as const

/** 'recommended' keeps products scoring at least this (0-100): no body or colour mismatch gets there with everything else unknown. */
export const FIT_MIN_SCORE = 60

const clamp01 = (x: number) => Math.max(0, Math.min(1, x))

/**
 * A garment's body dimension for one shape, from its grade and the rules' net points: a
 * flattering garment climbs through its band as more of the guide's named features agree
 * (a wrap dress with a V-neck above a plain wrap dress), and a neutral one (features for and
 * against) sits 0.5 to 0.7 by which way they lean. The bands never overlap: neutral stays
 * below flatters, flatters below strong-flatters.
 */
export function bodyDimension(level: BodyLevel, points: number, coverage = 1): number {
  const base = FIT_SCORES.body[level]
  // Neutral is surer the more of the piece was read: nothing against her shape in a piece read whole.
  if (level === 'neutral') return base - 0.05 + 0.1 * clamp01(coverage) + 0.025 * Math.max(-2, Math.min(2, points))
  if (level === 'flatters') return base + 0.15 * clamp01(points / 6)
  if (level === 'strong-flatters') return base + 0.1 * clamp01((points - 3) / 6)
  return base
}

/** A garment's colour dimension for one palette or season: its CIEDE2000 fit (palette-fit.ts), or between when the colour was not read. */
export function colourDimension(colour: string | null, scheme: ColourScheme): number {
  return (colour ? colourFit(colour, scheme)?.score : undefined) ?? FIT_SCORES.colourUnknown
}

/** The style dimension without the strength a match adds (styleStrengthOf). */
export function fitStyle(mask: number, cs: CompiledSegment): number {
  const S = FIT_SCORES
  if (cs.styles.length === 0) return S.notChosen
  if (mask === 0) return S.styleUnknown
  const k = stylesShared(mask, cs)
  return k === 0 ? S.styleMismatch : S.styleMatchBase + (S.styleShare * k) / cs.styles.length
}

/** What a style match adds for how many signatures the piece shows: nothing for one, the full styleStrength from four. */
export function styleStrengthOf(signatures: number): number {
  return FIT_SCORES.styleStrength * clamp01((signatures - 1) / 3)
}

/** Product i's style dimension for the segment. */
export function fitStyleAt(ix: CatalogueIndex, i: number, cs: CompiledSegment): number {
  const mask = ix.style[i]!
  const base = fitStyle(mask, cs)
  return cs.styles.length > 0 && (mask & cs.styleMask) !== 0 ? base + styleStrengthOf(ix.styleSignatures[i]!) : base
}

export function fitOccasion(mask: number, cs: CompiledSegment): number {
  const S = FIT_SCORES
  if (mask === 0) return S.occasionUnknown
  if (cs.occasions.length === 0) {
    // No occasion chosen: a piece that goes to more of her days is worth more to her wardrobe.
    let n = 0
    for (let v = mask; v; v &= v - 1) n++
    return Math.min(1, 0.4 + 0.2 * n)
  }
  return mask & cs.occasionMask ? S.occasionMatch : S.occasionMismatch
}

export function fitSeason(mask: number, cs: CompiledSegment): number {
  if (!(mask & (1 << cs.season))) return FIT_SCORES.seasonMismatch
  // Made for this season rather than worn all year round.
  let n = 0
  for (let v = mask; v; v &= v - 1) n++
  return FIT_SCORES.seasonMatch - 0.1 * ((n - 1) / 3)
}

/** The weights for a segment: occasion counts only when the shopper chose occasions; the rest are scaled to sum to 1. */
export function fitWeights(cs: CompiledSegment): { body: number; color: number; style: number; occasion: number; season: number; read: number } {
  const W = FIT_WEIGHTS
  const occasion = cs.occasions.length > 0 ? W.occasion : W.occasion / 2
  const sum = W.body + W.color + W.style + occasion + W.season + W.read
  return { body: W.body / sum, color: W.color / sum, style: W.style / sum, occasion: occasion / sum, season: W.season / sum, read: W.read / sum }
}

/** The lowest each dimension can score: a cut to avoid, a colour to avoid, another style, another occasion, out of season, little read. */
const FLOORS = { body: FIT_SCORES.body['strong-avoid'], color: 0, style: FIT_SCORES.styleMismatch, occasion: FIT_SCORES.occasionMismatch, season: FIT_SCORES.seasonMismatch, read: 0.3 }

/**
 * The match she sees (0-100) from the weighted sum: 0 is the least the rule book can say of a
 * piece for her (every dimension at its floor), 100 everything. Measured from that floor, not
 * from 0, the matches of pieces that suit her spread over the scale rather than crowd its top.
 */
export function matchOf(raw: number, w: ReturnType<typeof fitWeights>): number {
  const floor = w.body * FLOORS.body + w.color * FLOORS.color + w.style * FLOORS.style + w.occasion * FLOORS.occasion + w.season * FLOORS.season + w.read * FLOORS.read
  return ((raw - floor) / (1 - floor)) * 100
}

/** Product i's read dimension: how much of what matters for its kind was read (confidence, 0..1). */
export function fitReadAt(ix: CatalogueIndex, i: number): number {
  return ix.confidence[i]! / 100
}

/**
 * Product i's body dimension for the segment's shape (notChosen without one). When her
 * measurements sit between two shapes (cs.alt), the better of the two shapes' dimensions,
 * except that a cut the rules grade avoid for her own shape keeps its own low figure: the
 * alternative may lift what suits the other side of her shape, never what works against the
 * shape she chose (docs/fit/stylist-rules.md, "Between two shapes").
 */
export function fitBodyAt(ix: CatalogueIndex, i: number, cs: CompiledSegment): number {
  if (cs.body < 0) return FIT_SCORES.notChosen
  const own = ix.bodyScore[i * ix.shapeCount + cs.body]!
  if (cs.alt < 0 || (ix.avoidBody[i]! & (1 << cs.body)) !== 0) return own
  const other = ix.bodyScore[i * ix.shapeCount + cs.alt]!
  return other > own ? other : own
}

/** Whether product i's body dimension comes from her alternative shape (fitBodyAt chose it over her own). */
export function bodyFromAlternative(ix: CatalogueIndex, i: number, cs: CompiledSegment): boolean {
  if (cs.body < 0 || cs.alt < 0 || (ix.avoidBody[i]! & (1 << cs.body)) !== 0) return false
  return ix.bodyScore[i * ix.shapeCount + cs.alt]! > ix.bodyScore[i * ix.shapeCount + cs.body]!
}

/** Product i's colour dimension for the segment's season, else its palette (notChosen without either): catalogue-index.ts's colourScoreAt, written out, as this module is imported by that one. */
export function fitColourAt(ix: CatalogueIndex, i: number, cs: CompiledSegment): number {
  return cs.colour < 0 ? FIT_SCORES.notChosen : ix.colourScores[ix.colour[i]! * ix.schemeCount + cs.colour]!
}

/** Product i's dimensions, 0..1, into `out` in DIMENSIONS order: body, colour, style, occasion, season, age. */
export function fitDimensions(ix: CatalogueIndex, i: number, cs: CompiledSegment, out: Float64Array): void {
  out[0] = fitBodyAt(ix, i, cs)
  out[1] = fitColourAt(ix, i, cs)
  out[2] = fitStyleAt(ix, i, cs)
  out[3] = fitOccasion(ix.occasion[i]!, cs)
  out[4] = fitSeason(ix.season[i]!, cs)
  out[5] = FIT_SCORES.age
}

/**
 * The style, occasion and season of every possible mask value scored and weighted once per
 * segment, so the scan of a product is two array reads (body, colour) and three table
 * reads. The scan adds body, colour, occasion, season and read first (fixedScorer), then the
 * style (styleTermAt): segments that differ only in their styles share the first part
 * (segment-batch.ts). core/testing/scoring-reference.ts adds in the same order.
 */
export interface FitTables {
  weights: ReturnType<typeof fitWeights>
  style: Float64Array
  /** What a match adds per signature count (index 0-15), weighted. */
  strength: Float64Array
  occasion: Float64Array
  season: Float64Array
}

/**
 * The tables depend on her styles, occasions and the season alone, so segments that share
 * those share one set (read-only): complete the look keeps thousands of planners, each with its
 * scorer, and the quiz's 945 segments x 4 seasons have 252 sets between them (about 3 KB each).
 */
const TABLES_KEPT = 1024
const tablesKept = new Map<number, FitTables>()

export function fitTables(cs: CompiledSegment): FitTables {
  const key = cs.styleMask | (cs.occasionMask << STYLES.length) | (cs.season << (STYLES.length + OCCASIONS.length))
  let t = tablesKept.get(key)
  if (!t) {
    t = tablesFor(cs)
    if (tablesKept.size >= TABLES_KEPT) tablesKept.delete(tablesKept.keys().next().value!)
    tablesKept.set(key, t)
  }
  return t
}

function tablesFor(cs: CompiledSegment): FitTables {
  const w = fitWeights(cs)
  const table = (size: number, f: (m: number) => number) => Float64Array.from({ length: size }, (_, m) => f(m))
  return {
    weights: w,
    style: table(1 << STYLES.length, (m) => w.style * fitStyle(m, cs)),
    strength: table(16, (n) => w.style * styleStrengthOf(n)),
    occasion: table(1 << OCCASIONS.length, (m) => w.occasion * fitOccasion(m, cs)),
    season: table(1 << SEASONS.length, (m) => w.season * fitSeason(m, cs)),
  }
}

/**
 * The weighted sum of everything but the style, in a fixed order: body, colour, occasion,
 * season, read. It depends on the segment's shapes, colour, occasions and season, not on
 * her styles, so segments that differ only in styles share it.
 */
export function fixedScorer(ix: CatalogueIndex, cs: CompiledSegment, t: FitTables): (i: number) => number {
  const w = t.weights
  const { occasion, season } = ix
  return (i) => w.body * fitBodyAt(ix, i, cs) + w.color * fitColourAt(ix, i, cs) + t.occasion[occasion[i]!]! + t.season[season[i]!]! + w.read * fitReadAt(ix, i)
}

/** The weighted style of a piece with style mask `mask` and `signatures` signatures for the segment: the last term of the sum. */
export function styleTermAt(t: FitTables, cs: CompiledSegment, mask: number, signatures: number): number {
  return t.style[mask]! + (cs.styles.length > 0 && (mask & cs.styleMask) !== 0 ? t.strength[signatures]! : 0)
}
