import { BODY_SHAPES, type BodyShapeId } from '../rule-book/body-shapes.ts'
import { CATEGORIES, type CategoryId } from '../reference/categories.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import { OCCASIONS } from '../rule-book/occasions.ts'
import { SEASONS } from '../reference/seasons.ts'
import { STYLES } from '../rule-book/styles.ts'
import type { CatalogueIndex } from './catalogue-index.ts'
import { BALANCED, RULE_SCORES, RULE_WEIGHTS } from './constants.ts'
import { type CompiledSegment, stylesShared } from './segment.ts'

/**
 * The spec's fixed formulas (back-office-and-engines.md section 9), kept for the chain's
 * fallback engines: the rule recommender's weighted dimensions and the balanced dashboard
 * algorithm's points. They read the same fit as the fit engine, reduced to masks: a shape
 * the product flatters, a palette its colour suits, the styles and occasions it carries.
 */

/** Shapes whose cuts also work, second best to an exact match. */
export const BODY_ALTERNATIVES: Readonly<Record<BodyShapeId, readonly BodyShapeId[]>> = {
  hourglass: ['pear', 'rectangle'],
  pear: ['hourglass'],
  apple: ['rectangle'],
  rectangle: ['hourglass', 'inverted-triangle'],
  'inverted-triangle': ['rectangle'],
}
const ALT_MASKS = BODY_SHAPES.map((s) => BODY_ALTERNATIVES[s].reduce((m, a) => m | (1 << BODY_SHAPES.indexOf(a)), 0))

/** The category that does the most for each shape: its +5 bonus in the balanced algorithm. */
export const SHAPE_KEY_CATEGORY: Readonly<Record<BodyShapeId, CategoryId>> = {
  hourglass: 'dresses',
  pear: 'tops',
  apple: 'tops',
  rectangle: 'dresses',
  'inverted-triangle': 'bottoms',
}

const PALETTE_BITS = (1 << COLOR_PALETTES.length) - 1

export function bodyDimension(mask: number, cs: CompiledSegment): number {
  const S = RULE_SCORES
  if (cs.body < 0) return S.neutralBody
  return mask & (1 << cs.body) ? S.bodyMatch : mask & ALT_MASKS[cs.body]! ? S.bodyAlternative : S.mismatch
}

export function colorDimension(paletteMask: number, bestMask: number, cs: CompiledSegment): number {
  const S = RULE_SCORES
  if (cs.palette < 0) return S.neutralColor
  if (!(paletteMask & (1 << cs.palette))) return S.mismatch
  return bestMask & (1 << cs.palette) ? S.colorBestMatch : S.colorMatch
}

export function styleDimension(mask: number, cs: CompiledSegment): number {
  const S = RULE_SCORES
  if (cs.styles.length === 0) return S.neutralStyle
  const k = stylesShared(mask, cs)
  return k === 0 ? S.mismatch : Math.min(1, S.styleMatchBase + ((1 - S.styleMatchBase) * k) / cs.styles.length)
}

export function occasionDimension(mask: number, cs: CompiledSegment): number {
  const S = RULE_SCORES
  return cs.occasions.length === 0 || mask === 0 ? S.neutralOccasion : mask & cs.occasionMask ? S.occasionMatch : S.mismatch
}

export function seasonDimension(mask: number, cs: CompiledSegment): number {
  return mask & (1 << cs.season) ? RULE_SCORES.seasonMatch : RULE_SCORES.mismatch
}

/** The rule recommender's dimensions for product i in DIMENSIONS order: body, colour, style, occasion, season, age. */
export function ruleDimensions(ix: CatalogueIndex, i: number, cs: CompiledSegment, out: Float64Array): void {
  out[0] = bodyDimension(ix.body[i]!, cs)
  out[1] = colorDimension(ix.palette[i]! & PALETTE_BITS, ix.bestColor[i]!, cs)
  out[2] = styleDimension(ix.style[i]!, cs)
  out[3] = occasionDimension(ix.occasion[i]!, cs)
  out[4] = seasonDimension(ix.season[i]!, cs)
  out[5] = RULE_SCORES.neutralAge
}

/**
 * The rule score of every possible mask value per dimension, for one segment: the scan
 * then costs five table reads per product. Built from the dimension functions above, in
 * the order body, colour, style, occasion, age, season, so it equals the weighted sum of
 * ruleDimensions (body .3, colour .25, style .2, occasion .15, age .05, season .05) exactly.
 */
export function ruleTables(cs: CompiledSegment) {
  const W = RULE_WEIGHTS
  const table = (size: number, f: (m: number) => number) => Float64Array.from({ length: size }, (_, m) => f(m))
  return {
    body: table(1 << BODY_SHAPES.length, (m) => W.body * bodyDimension(m, cs)),
    color: table(1 << (2 * COLOR_PALETTES.length), (m) => W.color * colorDimension(m & PALETTE_BITS, m >> COLOR_PALETTES.length, cs)),
    style: table(1 << STYLES.length, (m) => W.style * styleDimension(m, cs)),
    occasion: table(1 << OCCASIONS.length, (m) => W.occasion * occasionDimension(m, cs)),
    age: W.age * RULE_SCORES.neutralAge,
    season: table(1 << SEASONS.length, (m) => W.season * seasonDimension(m, cs)),
  }
}

/**
 * The first draw of createSeededRandom(seed) (mulberry32), without allocating a generator:
 * the balanced algorithm draws once per product, 100,000 times a request.
 */
export function firstSeededDraw(seed: number): number {
  let t = ((seed >>> 0) + 0x6d2b79f5) >>> 0
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** The shape's key category earns +5 (the profile's own category choice is not part of a segment). */
function categoryBonus(cat: number, cs: CompiledSegment): number {
  return cat >= 0 && cs.body >= 0 && CATEGORIES[cat] === SHAPE_KEY_CATEGORY[BODY_SHAPES[cs.body]!] ? BALANCED.shapeCategoryBonus : 0
}

/** The balanced algorithm's points without the random share, as tables: base plus bonuses per mask value. */
export function balancedBaseTables(cs: CompiledSegment) {
  const B = BALANCED
  return {
    body: Float64Array.from({ length: 1 << BODY_SHAPES.length }, (_, m) => (cs.body >= 0 && m & (1 << cs.body) ? B.body : 0)),
    palette: Float64Array.from({ length: 1 << (COLOR_PALETTES.length + 1) }, (_, m) => (cs.palette >= 0 && m & (1 << cs.palette) ? B.color : 0)),
    style: Float64Array.from({ length: 1 << STYLES.length }, (_, m) => (m & cs.styleMask ? B.style : 0)),
    // Index cat + 1, so -1 (another category) is slot 0.
    category: Float64Array.from({ length: CATEGORIES.length + 1 }, (_, c) => categoryBonus(c - 1, cs)),
  }
}
