import { type Adjuster, appliedPoints } from '../learning/adjustments.ts'
import type { CatalogueIndex } from './catalogue-index.ts'
import { BALANCED, RULE_MIN_SCORE } from './constants.ts'
import type { EngineResult, RecommendationItem, RecommendationView } from './contract.ts'
import { FIT_MIN_SCORE, fitDimensions, fitTables, fixedScorer, matchOf, styleTermAt } from './fit-scoring.ts'
import { candidates } from './candidates.ts'
import { displayedOf, scan } from './top-k.ts'
import { breakdownOf, reasonsFor, stylingTipsFor } from './reasons.ts'
import type { SegmentBatch } from './segment-batch.ts'
import { type CompiledSegment, compileSegment, type Segment } from './segment.ts'
import { balancedBaseTables, bodyMaskAt, firstSeededDraw, ruleDimensions, ruleTables } from './spec-scoring.ts'

/** What an engine is asked: a segment (never the profile itself), the shopper's view and her history. */
export interface RecommendationQuery extends RecommendationView {
  segment: Segment
  /**
   * 'recommended' only: the lowest match (0-100) kept, in place of the engine's own
   * cut-off. The back office's recommendation test asks for 50.
   */
  minScore?: number | undefined
  /** Her history on this catalogue (learning/adjustments.ts); the fit engine adds its points to each match. */
  adjuster?: Adjuster | null | undefined
  /**
   * Work shared with the queries asked before and after it (segment-batch.ts), for a run of
   * segments such as the quiz's: the fit engine ranks a plain 'recommended' list through it,
   * with the same result as its own scan.
   */
  batch?: SegmentBatch | undefined
}

/** One engine: null when it has nothing to offer (the chain moves on without calling it a failure). */
export type Engine = (index: CatalogueIndex, query: RecommendationQuery) => EngineResult | null

const clampScore = (x: number) => Math.max(0, Math.min(100, x))

function item(ix: CatalogueIndex, cs: CompiledSegment, i: number, displayed: number, d: Float64Array, learned: RecommendationItem['learned']): RecommendationItem {
  const breakdown = breakdownOf(d)
  return {
    product: ix.products.get(i),
    score: displayed,
    breakdown,
    reasons: reasonsFor(ix, i, cs, breakdown),
    stylingTips: stylingTipsFor(ix, i, cs),
    confidence: ix.confidence[i]! / 100,
    // Only attributes a model read earn the AI score (and so the AI card).
    aiScore: ix.byAi[i] === 1 ? displayed / 10 : null,
    ...(learned ? { learned } : {}),
  }
}

/** The pool a view ranks: the candidates of its filters, without what she turned down. */
function eligible(ix: CatalogueIndex, q: RecommendationQuery, cs: CompiledSegment): (i: number) => boolean {
  const base = candidates(ix, q, cs)
  const rejected = q.adjuster?.rejected
  if (!rejected || rejected.size === 0) return base
  return (i) => base(i) && !rejected.has(i)
}

/**
 * The fit engine (the chain's 'dynamic'): every product scored from its fit against the
 * segment (fit-scoring.ts): body and colour read from the index, style, occasion and season
 * from per-segment tables, her history's points added. Every list, every view, is in the
 * order of the match she sees (then confidence, then newest first); 'recommended' keeps
 * matches of FIT_MIN_SCORE or more and nothing the rule book tells her to avoid.
 */
/** The fit engine's match (0-100, before rounding) of product i for a segment, before her history. */
export function fitScorer(ix: CatalogueIndex, cs: CompiledSegment): (i: number) => number {
  const t = fitTables(cs)
  const w = t.weights
  const raw = rawScorer(ix, cs, t)
  return (i) => matchOf(raw(i), w)
}

function rawScorer(ix: CatalogueIndex, cs: CompiledSegment, t: ReturnType<typeof fitTables>): (i: number) => number {
  const fixed = fixedScorer(ix, cs, t)
  const { style, styleSignatures } = ix
  return (i) => fixed(i) + styleTermAt(t, cs, style[i]!, styleSignatures[i]!)
}

/** The products of her list before her history: the first `k` of the segment's recommended list. */
export function segmentTop(ix: CatalogueIndex, segment: Segment, k: number): number[] {
  const cs = compileSegment(segment)
  const raw = fitScorer(ix, cs)
  return scan(ix, candidates(ix, { mode: 'recommended' }, cs), FIT_MIN_SCORE, k, (i) => clampScore(Math.round(raw(i)))).top
}

/** A 'recommended' list without filters: what segment-batch.ts ranks. */
function isPlainRecommended(q: RecommendationQuery): boolean {
  return q.mode === 'recommended' && !q.category && !q.season && !q.style && !q.focus && !q.piece && !q.ids
}

export function recommendFit(ix: CatalogueIndex, q: RecommendationQuery): EngineResult {
  const cs = compileSegment(q.segment)
  const adjuster = q.adjuster ?? null
  const raw = fitScorer(ix, cs)
  const displayed = adjuster
    ? (i: number) => {
        const base = raw(i)
        return clampScore(Math.round(base + appliedPoints(adjuster.points(i), base)))
      }
    : (i: number) => clampScore(Math.round(raw(i)))
  const threshold = q.mode === 'recommended' ? (q.minScore ?? FIT_MIN_SCORE) : Number.NEGATIVE_INFINITY
  const found =
    q.batch && !adjuster && isPlainRecommended(q) ? q.batch.rank(ix, cs, threshold, q.offset + q.limit) : scan(ix, eligible(ix, q, cs), threshold, q.offset + q.limit, displayed)
  const d = new Float64Array(6)
  const items = found.top.slice(q.offset).map((i) => {
    fitDimensions(ix, i, cs, d)
    const shown = displayedOf(found.keyOf.get(i)!)
    // The card tells the points her history moved the match she sees (after the 0-100 bounds).
    const learned = adjuster ? adjuster.explain(i, shown - clampScore(Math.round(raw(i)))) : null
    return item(ix, cs, i, shown, d, learned ?? undefined)
  })
  return { items, total: found.total }
}

/**
 * The match a product's card shows her, without her history: exactly the item the fit engine
 * puts on the dashboard for it (score, breakdown, reasons, tips), for any products asked by
 * index. The shop, its product page and the dashboard thus show one match for one piece.
 */
export function matchItems(ix: CatalogueIndex, segment: Segment, indexes: readonly number[]): RecommendationItem[] {
  const cs = compileSegment(segment)
  const raw = fitScorer(ix, cs)
  const d = new Float64Array(6)
  return indexes.map((i) => {
    fitDimensions(ix, i, cs, d)
    return item(ix, cs, i, clampScore(Math.round(raw(i))), d, undefined)
  })
}

/** The fit engine's match she sees for product i, before her history (what matchItems puts on the card). */
export function matchScorer(ix: CatalogueIndex, segment: Segment): (i: number) => number {
  const raw = fitScorer(ix, compileSegment(segment))
  return (i) => clampScore(Math.round(raw(i)))
}

/** The spec's rule recommender over the fit masks: weighted dimensions; 'recommended' keeps scores of at least 0.6. */
export function recommendRuleBased(ix: CatalogueIndex, q: RecommendationQuery): EngineResult {
  const cs = compileSegment(q.segment)
  const t = ruleTables(cs)
  const { style, occasion, season } = ix
  const threshold = q.mode === 'recommended' ? (q.minScore ?? RULE_MIN_SCORE * 100) : Number.NEGATIVE_INFINITY
  const displayed = (i: number) =>
    clampScore(Math.round((t.body(ix, i) + t.colour(ix, i) + t.style[style[i]!]! + t.occasion[occasion[i]!]! + t.age + t.season[season[i]!]!) * 100))
  const found = scan(ix, eligible(ix, q, cs), threshold, q.offset + q.limit, displayed)
  const d = new Float64Array(6)
  const items = found.top.slice(q.offset).map((i) => {
    ruleDimensions(ix, i, cs, d)
    return item(ix, cs, i, displayedOf(found.keyOf.get(i)!), d, undefined)
  })
  return { items, total: found.total }
}

/**
 * The spec's balanced dashboard algorithm over the fit masks: points per product (base 50
 * plus bonuses plus up to 5 seeded points, cap 100, cut-off 50), the seed from the segment,
 * so the daily points are the same for everyone with her answers. One list, in the order
 * of its points.
 */
export function recommendBalanced(ix: CatalogueIndex, q: RecommendationQuery): EngineResult {
  const cs = compileSegment(q.segment)
  const t = balancedBaseTables(cs)
  const { palette, style, category, idHash } = ix
  const seed = cs.seed
  const B = BALANCED
  const displayed = (i: number) =>
    Math.round(Math.min(B.cap, B.base + t.body[bodyMaskAt(ix, i)]! + t.palette[palette[i]!]! + t.style[style[i]!]! + t.category[category[i]! + 1]! + firstSeededDraw((seed ^ idHash[i]!) >>> 0) * B.randomMax))
  const threshold = q.mode === 'all' ? Number.NEGATIVE_INFINITY : (q.minScore ?? B.cutoff)
  const found = scan(ix, eligible(ix, q, cs), threshold, q.offset + q.limit, displayed)
  const d = new Float64Array(6)
  const items = found.top.slice(q.offset).map((i) => {
    ruleDimensions(ix, i, cs, d)
    return item(ix, cs, i, displayedOf(found.keyOf.get(i)!), d, undefined)
  })
  return { items, total: found.total }
}

/** The "Tailored Recommendations for You" figures: the mean of the items' body, colour and style. */
export function tailoredFigures(items: readonly RecommendationItem[]): { body: number; color: number; style: number } {
  if (items.length === 0) return { body: 0, color: 0, style: 0 }
  const mean = (k: 'body' | 'color' | 'style') => Math.round(items.reduce((s, it) => s + it.breakdown[k], 0) / items.length)
  return { body: mean('body'), color: mean('color'), style: mean('style') }
}

/** The chain's engines by id. */
export const ENGINE_FUNCTIONS: Readonly<Record<'dynamic' | 'balanced' | 'rule-based', Engine>> = {
  dynamic: recommendFit,
  balanced: recommendBalanced,
  'rule-based': recommendRuleBased,
}
