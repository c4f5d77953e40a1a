import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { CATEGORIES } from '../reference/categories.ts'
import type { CatalogueIndex } from '../recommendation/catalogue-index.ts'
import { BALANCED, RULE_WEIGHTS } from '../recommendation/constants.ts'
import type { fitWeights } from '../recommendation/fit-scoring.ts'
import type { CompiledSegment } from '../recommendation/segment.ts'
import { firstSeededDraw } from '../recommendation/spec-scoring.ts'
import { SHAPE_KEY_CATEGORY } from '../rule-book/body-shapes.ts'

// Test-only: the engines' scores written out as plain formulas, the reference the scans'
// precomputed tables are checked against. Each sum adds in the order the tables do, so a
// scan's score equals its formula exactly.

/** The fit engine's weighted sum, 0..1, of dimensions in DIMENSIONS order and how well the piece was read (0..1). */
export function fitOverall(d: Float64Array, w: ReturnType<typeof fitWeights>, read: number): number {
  return w.body * d[0]! + w.color * d[1]! + w.occasion * d[3]! + w.season * d[4]! + w.read * read + w.style * d[2]!
}

/** The rule recommender's weighted sum, 0..1: body .3, colour .25, style .2, occasion .15, age .05, season .05. */
export function ruleOverall(d: Float64Array): number {
  const W = RULE_WEIGHTS
  return W.body * d[0]! + W.color * d[1]! + W.style * d[2]! + W.occasion * d[3]! + W.age * d[5]! + W.season * d[4]!
}

/** The balanced algorithm's points for product i: base 50 plus bonuses plus up to 5 seeded points, capped at 100. */
export function balancedPoints(ix: CatalogueIndex, i: number, cs: CompiledSegment): number {
  const B = BALANCED
  let points = B.base
  // Between two shapes (cs.alt), the other shape's flattering cuts earn the points too, unless her own shape avoids them.
  const flatters = (shape: number) => shape >= 0 && (ix.body[i]! & (1 << shape)) !== 0
  const ownAvoids = cs.body >= 0 && (ix.avoidBody[i]! & (1 << cs.body)) !== 0
  if (flatters(cs.body) || (cs.body >= 0 && flatters(cs.alt) && !ownAvoids)) points += B.body
  if (cs.palette >= 0 && ix.palette[i]! & (1 << cs.palette)) points += B.color
  if (ix.style[i]! & cs.styleMask) points += B.style
  const category = ix.category[i]!
  const keyOf = (shape: number) => shape >= 0 && CATEGORIES[category] === SHAPE_KEY_CATEGORY[BODY_SHAPES[shape]!]
  if (category >= 0 && cs.body >= 0 && (keyOf(cs.body) || keyOf(cs.alt))) points += B.shapeCategoryBonus
  points += firstSeededDraw((cs.seed ^ ix.idHash[i]!) >>> 0) * B.randomMax
  return Math.min(B.cap, points)
}
