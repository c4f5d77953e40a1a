import { createSeededRandom } from '#core/catalog/seeded-random.ts'
import type { BodyGrade } from '#core/garment/product-fit.ts'
import type { BodyShapeId } from '#core/rule-book/body-shapes.ts'
import type { ColorPaletteId } from '#core/rule-book/palettes.ts'
import type { StyleId } from '#core/rule-book/styles.ts'

/** What a labelled product says about fit (the stylist's labels, docs/fit/stylist-rules.md). */
export interface FitLabel {
  body: Record<BodyShapeId, BodyGrade>
  palettes: readonly ColorPaletteId[]
  styles: readonly StyleId[]
}

/** The parts of a profile the relevance reads. */
export interface RelevanceProfile {
  bodyShape: BodyShapeId
  colorPalette: ColorPaletteId
  stylePreferences: readonly StyleId[]
}

/** The highest relevance a product can earn: flatters (2) + palette (2) + style (1). */
export const MAX_RELEVANCE = 5

/**
 * Graded relevance of a labelled product to a profile, 0..5: 0 when the stylist says avoid
 * for the profile's shape; otherwise 2 for flatters or 1 for neutral, plus 2 when the
 * profile's palette is among the product's, plus 1 when any preferred style is among its styles.
 */
export function relevance(label: FitLabel, profile: RelevanceProfile): number {
  const grade = label.body[profile.bodyShape]
  if (grade === 'avoid') return 0
  return (
    (grade === 'flatters' ? 2 : 1) +
    (label.palettes.includes(profile.colorPalette) ? 2 : 0) +
    (profile.stylePreferences.some((s) => label.styles.includes(s)) ? 1 : 0)
  )
}

/**
 * The gain of a relevance grade, 2^rel - 1 (Burges et al., 2005): a product that truly fits
 * (5, gain 31) counts far more than one with nothing against it (1, gain 1), as a shopper
 * scanning page one would weigh them.
 */
export const gain = (rel: number): number => 2 ** rel - 1
/** The gain is the grade itself (scikit-learn's ndcg_score): printed beside the headline for comparison. */
export const linearGain = (rel: number): number => rel

export type Gain = (rel: number) => number

/** Discounted cumulative gain of the first k relevances: the sum of gain(rel_i) / log2(i + 1), i from 1. */
export function dcg(relevances: readonly number[], k: number, gainOf: Gain = gain): number {
  let sum = 0
  for (let i = 0; i < Math.min(k, relevances.length); i++) sum += gainOf(relevances[i]!) / Math.log2(i + 2)
  return sum
}

/**
 * NDCG@k of a ranked list against the whole pool it was drawn from: the list's DCG over
 * the DCG of the pool's best k. A list shorter than k simply earns nothing for the empty
 * places. A pool with nothing relevant has no ranking to judge: NaN.
 */
export function ndcgAt(ranked: readonly number[], pool: readonly number[], k: number, gainOf: Gain = gain): number {
  const ideal = dcg([...pool].sort((a, b) => b - a), k, gainOf)
  return ideal === 0 ? Number.NaN : dcg(ranked, k, gainOf) / ideal
}

/** The mean NDCG@k of `shuffles` seeded random orders of the pool: the chance baseline. */
export function randomOrderNdcg(pool: readonly number[], k: number, shuffles: number, seed: number): number {
  const random = createSeededRandom(seed)
  const order = [...pool]
  let sum = 0
  for (let s = 0; s < shuffles; s++) {
    // Fisher-Yates, only as far as the first k places need.
    for (let i = 0; i < Math.min(k, order.length - 1); i++) {
      const j = i + Math.floor(random() * (order.length - i))
      ;[order[i], order[j]] = [order[j]!, order[i]!]
    }
    sum += ndcgAt(order.slice(0, k), pool, k)
  }
  return sum / shuffles
}

/** Counts for precision and recall, added up over many items (micro-averaging). */
export interface Tally {
  truePositive: number
  falsePositive: number
  falseNegative: number
}

export const emptyTally = (): Tally => ({ truePositive: 0, falsePositive: 0, falseNegative: 0 })

/** Adds one item's predicted set against its labelled set. */
export function addSets<T>(tally: Tally, predicted: readonly T[], labelled: readonly T[]): Tally {
  const truth = new Set(labelled)
  const guess = new Set(predicted)
  for (const p of guess) {
    if (truth.has(p)) tally.truePositive++
    else tally.falsePositive++
  }
  for (const t of truth) if (!guess.has(t)) tally.falseNegative++
  return tally
}

/** Share of predictions that are right; NaN when nothing was predicted. */
export const precision = (t: Tally): number => t.truePositive / (t.truePositive + t.falsePositive)
/** Share of labels that were found; NaN when there was nothing to find. */
export const recall = (t: Tally): number => t.truePositive / (t.truePositive + t.falseNegative)

/** Whether two sets hold the same members, in any order. */
export function sameSet<T>(a: readonly T[], b: readonly T[]): boolean {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...left].every((x) => right.has(x))
}

/** The arithmetic mean, skipping NaN (a profile with nothing relevant to rank). */
export function mean(values: readonly number[]): number {
  const real = values.filter((v) => !Number.isNaN(v))
  return real.length === 0 ? Number.NaN : real.reduce((a, b) => a + b, 0) / real.length
}
