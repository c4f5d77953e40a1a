import { BODY_SHAPES, SHAPE_KEY_CATEGORY } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import { COLOUR_GRADES } from '../rule-book/palette-fit.ts'
import { CATEGORIES } from '../reference/categories.ts'
import { OCCASIONS } from '../rule-book/occasions.ts'
import { SEASONS } from '../reference/seasons.ts'
import { STYLES } from '../rule-book/styles.ts'
import { type CatalogueIndex, colourGradeAt, NO_GRADE } from './catalogue-index.ts'
import { BALANCED, RULE_SCORES, RULE_WEIGHTS } from './constants.ts'
import { type CompiledSegment, stylesShared } from './segment.ts'

/**
 * The spec's fixed formulas (back-office-and-engines.md section 9), kept for the chain's
 * fallback engines: the rule recommender's weighted dimensions and the balanced dashboard
 * algorithm's points. They read the same rule book as the fit engine, reduced to grades: a
 * shape the product flatters, one it works against, and the rest (the spec's "alternative"
 * shapes are the rule book's neutral grade); a colour among her named ones, of her palette,
 * or neither.
 */

const BEST = COLOUR_GRADES.indexOf('best')
const PALETTE = COLOUR_GRADES.indexOf('palette')
const SHAPES = BODY_SHAPES.length

/**
 * Body: a match 1, neither flattering nor against it 0.7, against it 0.3. `mask` is flatters
 * bits, then avoid bits above them. Between two shapes (cs.alt), the better of the two
 * shapes' grades, except that a cut her own shape avoids keeps its 0.3: the same rule as the
 * fit engine's fitBodyAt, so every engine of the chain ranks for both.
 */
export function bodyDimension(mask: number, cs: CompiledSegment): number {
  const S = RULE_SCORES
  if (cs.body < 0) return S.neutralBody
  const own = shapeGrade(mask, cs.body)
  if (cs.alt < 0 || cs.alt === cs.body || avoids(mask, cs.body)) return own
  return Math.max(own, shapeGrade(mask, cs.alt))
}

function shapeGrade(mask: number, shape: number): number {
  const S = RULE_SCORES
  if (mask & (1 << shape)) return S.bodyMatch
  return avoids(mask, shape) ? S.mismatch : S.bodyAlternative
}

function avoids(mask: number, shape: number): boolean {
  return (mask & (1 << (SHAPES + shape))) !== 0
}

/**
 * Whether the balanced algorithm's shape points go to a product (`mask` as bodyDimension
 * reads it): it flatters her shape, or, between two shapes, the other one without being a
 * cut her own shape avoids.
 */
export function balancedBodyMatch(mask: number, cs: CompiledSegment): boolean {
  if (cs.body < 0) return false
  if (mask & (1 << cs.body)) return true
  return cs.alt >= 0 && cs.alt !== cs.body && (mask & (1 << cs.alt)) !== 0 && !avoids(mask, cs.body)
}

/** Colour: one of her named colours 1, her palette 0.8, not read 0.5, anything else 0.3. */
export function colorDimension(grade: number, cs: CompiledSegment): number {
  const S = RULE_SCORES
  if (cs.colour < 0 || grade === NO_GRADE) return S.neutralColor
  return grade === BEST ? S.colorBestMatch : grade === PALETTE ? S.colorMatch : S.mismatch
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

/** Product i's flatters bits with its avoid bits above them: what bodyDimension reads. */
export function bodyMaskAt(ix: CatalogueIndex, i: number): number {
  return ix.body[i]! | (ix.avoidBody[i]! << SHAPES)
}

function gradeAt(ix: CatalogueIndex, i: number, cs: CompiledSegment): number {
  return cs.colour < 0 ? NO_GRADE : colourGradeAt(ix, i, cs.colour)
}

/** The rule recommender's dimensions for product i in DIMENSIONS order: body, colour, style, occasion, season, age. */
export function ruleDimensions(ix: CatalogueIndex, i: number, cs: CompiledSegment, out: Float64Array): void {
  out[0] = bodyDimension(bodyMaskAt(ix, i), cs)
  out[1] = colorDimension(gradeAt(ix, i, cs), cs)
  out[2] = styleDimension(ix.style[i]!, cs)
  out[3] = occasionDimension(ix.occasion[i]!, cs)
  out[4] = seasonDimension(ix.season[i]!, cs)
  out[5] = RULE_SCORES.neutralAge
}

/**
 * The rule score of every possible value per dimension, for one segment: the scan then
 * costs a few table reads per product. Built from the dimension functions above, in the
 * order body, colour, style, occasion, age, season, so it equals the weighted sum of
 * ruleDimensions (body .3, colour .25, style .2, occasion .15, age .05, season .05) exactly.
 */
export function ruleTables(cs: CompiledSegment) {
  const W = RULE_WEIGHTS
  const table = (size: number, f: (m: number) => number) => Float64Array.from({ length: size }, (_, m) => f(m))
  const bodyByMask = table(1 << (2 * SHAPES), (m) => W.body * bodyDimension(m, cs))
  const colourByGrade = table(NO_GRADE + 1, (g) => W.color * colorDimension(g, cs))
  return {
    body: (ix: CatalogueIndex, i: number) => bodyByMask[bodyMaskAt(ix, i)]!,
    colour: (ix: CatalogueIndex, i: number) => colourByGrade[gradeAt(ix, i, cs)]!,
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

/**
 * The shape's key category earns +5 (the profile's own category choice is not part of a
 * segment); between two shapes, either shape's key category does.
 */
function categoryBonus(cat: number, cs: CompiledSegment): number {
  if (cat < 0 || cs.body < 0) return 0
  const key = (shape: number) => CATEGORIES[cat] === SHAPE_KEY_CATEGORY[BODY_SHAPES[shape]!]
  return key(cs.body) || (cs.alt >= 0 && key(cs.alt)) ? BALANCED.shapeCategoryBonus : 0
}

/** The balanced algorithm's points without the random share, as tables: base plus bonuses per mask value. */
export function balancedBaseTables(cs: CompiledSegment) {
  const B = BALANCED
  return {
    // Indexed by bodyMaskAt (flatters bits, avoid bits above), so between two shapes a cut her own shape avoids earns nothing.
    body: Float64Array.from({ length: 1 << (2 * SHAPES) }, (_, m) => (balancedBodyMatch(m, cs) ? B.body : 0)),
    palette: Float64Array.from({ length: 1 << (COLOR_PALETTES.length + 1) }, (_, m) => (cs.palette >= 0 && m & (1 << cs.palette) ? B.color : 0)),
    style: Float64Array.from({ length: 1 << STYLES.length }, (_, m) => (m & cs.styleMask ? B.style : 0)),
    // Index cat + 1, so -1 (another category) is slot 0.
    category: Float64Array.from({ length: CATEGORIES.length + 1 }, (_, c) => categoryBonus(c - 1, cs)),
  }
}
