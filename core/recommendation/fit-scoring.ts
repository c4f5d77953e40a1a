import { BODY_LEVELS } from '../garment/product-fit.ts'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { OCCASIONS } from '../rule-book/occasions.ts'
import { SEASONS } from '../reference/seasons.ts'
import { STYLES } from '../rule-book/styles.ts'
import { type CatalogueIndex, COLOUR_KNOWN_BIT } from './catalogue-index.ts'
import { type CompiledSegment, stylesShared } from './segment.ts'

/**
 * The fit engine's scores (docs/decisions: scoring from the fit). Body shape weighs most,
 * then colour, style, occasion and season (docs/fit/stylist-rules.md section 5). Each
 * dimension is 0..1: a match the engine read scores high, a mismatch low, and what it
 * could not read sits between, so a product it knows well and that matches outranks one it
 * knows little about. 100 takes a strong body match, the right colour, every chosen style,
 * the occasion and the season: rare, and earned.
 */
export const FIT_WEIGHTS = { body: 0.4, color: 0.25, style: 0.2, occasion: 0.1, season: 0.05 } as const

export const FIT_SCORES = {
  /** Per BODY_LEVELS entry: unknown, strong-avoid, avoid, neutral, flatters, strong-flatters. */
  body: [0.5, 0.05, 0.2, 0.6, 0.85, 1] as readonly number[],
  colourMatch: 1,
  colourMismatch: 0.1,
  colourUnknown: 0.5,
  /** One chosen style matched scores the base; every chosen style matched scores 1. */
  styleMatchBase: 0.75,
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

if (FIT_SCORES.body.length !== BODY_LEVELS.length) throw new Error('FIT_SCORES.body must score every body level')

export function fitBody(level: number, cs: CompiledSegment): number {
  return cs.body < 0 ? FIT_SCORES.notChosen : FIT_SCORES.body[level]!
}

export function fitColour(palette: number, cs: CompiledSegment): number {
  const S = FIT_SCORES
  if (cs.palette < 0) return S.notChosen
  if (!(palette & COLOUR_KNOWN_BIT)) return S.colourUnknown
  return palette & (1 << cs.palette) ? S.colourMatch : S.colourMismatch
}

export function fitStyle(mask: number, cs: CompiledSegment): number {
  const S = FIT_SCORES
  if (cs.styles.length === 0) return S.notChosen
  if (mask === 0) return S.styleUnknown
  const k = stylesShared(mask, cs)
  return k === 0 ? S.styleMismatch : S.styleMatchBase + ((1 - S.styleMatchBase) * k) / cs.styles.length
}

export function fitOccasion(mask: number, cs: CompiledSegment): number {
  const S = FIT_SCORES
  if (cs.occasions.length === 0 || mask === 0) return S.occasionUnknown
  return mask & cs.occasionMask ? S.occasionMatch : S.occasionMismatch
}

export function fitSeason(mask: number, cs: CompiledSegment): number {
  return mask & (1 << cs.season) ? FIT_SCORES.seasonMatch : FIT_SCORES.seasonMismatch
}

/** The weights for a segment: occasion counts only when the shopper chose occasions; the rest are scaled to sum to 1. */
export function fitWeights(cs: CompiledSegment): { body: number; color: number; style: number; occasion: number; season: number } {
  const W = FIT_WEIGHTS
  const occasion = cs.occasions.length > 0 ? W.occasion : 0
  const sum = W.body + W.color + W.style + occasion + W.season
  return { body: W.body / sum, color: W.color / sum, style: W.style / sum, occasion: occasion / sum, season: W.season / sum }
}

/** Product i's dimensions, 0..1, into `out` in DIMENSIONS order: body, colour, style, occasion, season, age. */
export function fitDimensions(ix: CatalogueIndex, i: number, cs: CompiledSegment, out: Float64Array): void {
  out[0] = fitBody(cs.body < 0 ? 0 : ix.bodyLevel[i * BODY_SHAPES.length + cs.body]!, cs)
  out[1] = fitColour(ix.palette[i]!, cs)
  out[2] = fitStyle(ix.style[i]!, cs)
  out[3] = fitOccasion(ix.occasion[i]!, cs)
  out[4] = fitSeason(ix.season[i]!, cs)
  out[5] = FIT_SCORES.age
}

/**
 * Every possible value of every dimension scored and weighted once per segment, so the
 * scan of a product is five table reads and four additions. Built from the dimension
 * functions above, added in the order body, colour, style, occasion, season, so the scan equals
 * the weighted sum of fitDimensions exactly (core/testing/scoring-reference.ts checks it).
 */
export interface FitTables {
  /** Per body level, for the segment's shape (one row, whatever the shape). */
  body: Float64Array
  color: Float64Array
  style: Float64Array
  occasion: Float64Array
  season: Float64Array
}

export function fitTables(cs: CompiledSegment): FitTables {
  const w = fitWeights(cs)
  const table = (size: number, f: (m: number) => number) => Float64Array.from({ length: size }, (_, m) => f(m))
  return {
    body: table(BODY_LEVELS.length, (level) => w.body * fitBody(level, cs)),
    color: table(COLOUR_KNOWN_BIT << 1, (m) => w.color * fitColour(m, cs)),
    style: table(1 << STYLES.length, (m) => w.style * fitStyle(m, cs)),
    occasion: table(1 << OCCASIONS.length, (m) => w.occasion * fitOccasion(m, cs)),
    season: table(1 << SEASONS.length, (m) => w.season * fitSeason(m, cs)),
  }
}
