import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { SHOPPER_CATEGORIES } from '../reference/categories.ts'
import { SEASONS } from '../reference/seasons.ts'
import type { CatalogueIndex } from './catalogue-index.ts'
import { DASHBOARD_SLOT, mixCategories } from './category-mix.ts'
import { BALANCED, RULE_MIN_SCORE } from './constants.ts'
import type { EngineResult, RecommendationItem, RecommendationView } from './contract.ts'
import { FIT_MIN_SCORE, fitDimensions, fitTables } from './fit-scoring.ts'
import { candidates, scan, TopK } from './ranking.ts'
import { breakdownOf, reasonsFor, stylingTipsFor } from './reasons.ts'
import { type CompiledSegment, compileSegment, type Segment } from './segment.ts'
import { balancedBaseTables, firstSeededDraw, ruleDimensions, ruleTables } from './spec-scoring.ts'

/** What an engine is asked: a segment (never the profile itself) and the shopper's view. */
export interface RecommendationQuery extends RecommendationView {
  segment: Segment
  /**
   * The page the category mix is made for (default `limit`): a caller that asks for several
   * pages at once (the precomputed list) still gets each page mixed on its own.
   */
  pageSize?: number | undefined
  /**
   * 'recommended' only: the lowest overall score (0-100) kept, in place of the engine's own
   * cut-off. The back office's recommendation test asks for 50.
   */
  minScore?: number | undefined
}

/** One engine: null when it has nothing to offer (the chain moves on without calling it a failure). */
export type Engine = (index: CatalogueIndex, query: RecommendationQuery) => EngineResult | null

interface Prepared {
  ix: CatalogueIndex
  cs: CompiledSegment
}

function item(pr: Prepared, i: number, score: number, d: Float64Array): RecommendationItem {
  const breakdown = breakdownOf(d)
  const rounded = Math.max(0, Math.min(100, Math.round(score)))
  return {
    product: pr.ix.products[i]!,
    score: rounded,
    breakdown,
    reasons: reasonsFor(pr.ix, i, pr.cs, breakdown),
    stylingTips: stylingTipsFor(pr.ix, i, pr.cs),
    confidence: pr.ix.confidence[i]! / 100,
    // Only attributes a model read earn the AI score (and so the AI card).
    aiScore: pr.ix.byAi[i] === 1 ? rounded / 10 : null,
  }
}

/** Whether the default view applies: recommended, no category or style filter, so page one mixes categories. */
function mixesCategories(q: RecommendationQuery): boolean {
  return q.mode === 'recommended' && !q.category && !q.style
}

/**
 * The dashboard's default view over any scorer: per dashboard category the best
 * offset + limit products reaching `threshold`, mixed into pages of even shares.
 */
function mixed(ix: CatalogueIndex, q: RecommendationQuery, threshold: number, score: (i: number) => number): { picks: Array<{ i: number; score: number }>; total: number } {
  const need = q.offset + q.limit
  const tops = SHOPPER_CATEGORIES.map(() => new TopK(need))
  const isCandidate = candidates(ix, { season: q.season })
  let total = 0
  for (let i = 0; i < ix.products.length; i++) {
    const slot = DASHBOARD_SLOT[ix.category[i]! + 1]!
    if (slot < 0 || !isCandidate(i)) continue
    const s = score(i)
    if (!(s >= threshold)) continue
    total++
    tops[slot]!.push(i, s)
  }
  return { picks: mixCategories(tops, q.pageSize ?? q.limit, need, total), total }
}

/**
 * The fit engine (the chain's 'dynamic'): every product scored from its fit against the
 * segment (fit-scoring.ts), five table reads per product. 'recommended' keeps scores of
 * FIT_MIN_SCORE or more and mixes the dashboard categories on every page; with a category
 * or style filter, and in 'all' mode (every product, no cut-off), it is one ranked list.
 */
export function recommendFit(ix: CatalogueIndex, q: RecommendationQuery): EngineResult {
  const pr: Prepared = { ix, cs: compileSegment(q.segment) }
  const t = fitTables(pr.cs)
  const S = BODY_SHAPES.length
  const shape = pr.cs.body
  const { bodyLevel, palette, style, occasion, season } = ix
  // Without a shape every level scores the same; read column 0 to keep the loop branch-free.
  const col = shape < 0 ? 0 : shape
  const score = (i: number) => (t.body[bodyLevel[i * S + col]!]! + t.color[palette[i]!]! + t.style[style[i]!]! + t.occasion[occasion[i]!]! + t.season[season[i]!]!) * 100
  const threshold = q.mode === 'recommended' ? (q.minScore ?? FIT_MIN_SCORE) : Number.NEGATIVE_INFINITY
  const d = new Float64Array(6)
  const build = ({ i, score: s }: { i: number; score: number }) => {
    fitDimensions(ix, i, pr.cs, d)
    return item(pr, i, s, d)
  }
  if (!mixesCategories(q)) {
    const found = scan(ix, candidates(ix, q), threshold, q.offset + q.limit, score)
    return { items: found.top.slice(q.offset).map((i) => build({ i, score: found.scoreOf.get(i)! })), total: found.total }
  }
  // The default view, inlined: this loop is the dashboard's hot path (100,000 products).
  const need = q.offset + q.limit
  const tops = SHOPPER_CATEGORIES.map(() => new TopK(need))
  const seasonBit = q.season ? 1 << SEASONS.indexOf(q.season) : 0
  const { active, category } = ix
  const tb = t.body
  const tc = t.color
  const ts = t.style
  const to = t.occasion
  const tse = t.season
  let total = 0
  for (let i = 0; i < ix.products.length; i++) {
    const slot = DASHBOARD_SLOT[category[i]! + 1]!
    if (slot < 0 || active[i] !== 1 || (seasonBit !== 0 && (season[i]! & seasonBit) === 0)) continue
    const sc = (tb[bodyLevel[i * S + col]!]! + tc[palette[i]!]! + ts[style[i]!]! + to[occasion[i]!]! + tse[season[i]!]!) * 100
    if (!(sc >= threshold)) continue
    total++
    const tk = tops[slot]!
    if (sc > tk.floor) tk.push(i, sc)
  }
  return { items: mixCategories(tops, q.pageSize ?? q.limit, need, total).slice(q.offset).map(build), total }
}

/** The spec's rule recommender over the fit masks: weighted dimensions; 'recommended' keeps scores of at least 0.6. */
export function recommendRuleBased(ix: CatalogueIndex, q: RecommendationQuery): EngineResult {
  const pr: Prepared = { ix, cs: compileSegment(q.segment) }
  const t = ruleTables(pr.cs)
  const { body, palette, bestColor, style, occasion, season } = ix
  const threshold = q.mode === 'recommended' ? (q.minScore ?? RULE_MIN_SCORE * 100) : Number.NEGATIVE_INFINITY
  const score = (i: number) =>
    (t.body[body[i]!]! + t.color[(palette[i]! & 7) | (bestColor[i]! << 3)]! + t.style[style[i]!]! + t.occasion[occasion[i]!]! + t.age + t.season[season[i]!]!) * 100
  const found = scan(ix, candidates(ix, q), threshold, q.offset + q.limit, score)
  const d = new Float64Array(6)
  const items = found.top.slice(q.offset).map((i) => {
    ruleDimensions(ix, i, pr.cs, d)
    return item(pr, i, found.scoreOf.get(i)!, d)
  })
  return { items, total: found.total }
}

/**
 * The spec's balanced dashboard algorithm over the fit masks: points per product (base 50
 * plus bonuses plus up to 5 seeded points, cap 100, cut-off 50), the seed from the segment.
 * 'recommended' mixes the dashboard categories like the fit engine; with a filter, one list.
 */
export function recommendBalanced(ix: CatalogueIndex, q: RecommendationQuery): EngineResult {
  const pr: Prepared = { ix, cs: compileSegment(q.segment) }
  const t = balancedBaseTables(pr.cs)
  const { body, palette, style, category, idHash } = ix
  const seed = pr.cs.seed
  const B = BALANCED
  const points = (i: number) =>
    Math.min(B.cap, B.base + t.body[body[i]!]! + t.palette[palette[i]!]! + t.style[style[i]!]! + t.category[category[i]! + 1]! + firstSeededDraw((seed ^ idHash[i]!) >>> 0) * B.randomMax)
  const d = new Float64Array(6)
  const build = ({ i, score }: { i: number; score: number }) => {
    ruleDimensions(ix, i, pr.cs, d)
    return item(pr, i, score, d)
  }
  const threshold = q.mode === 'all' ? Number.NEGATIVE_INFINITY : (q.minScore ?? B.cutoff)
  if (!mixesCategories(q)) {
    const found = scan(ix, candidates(ix, q), threshold, q.offset + q.limit, points)
    return { items: found.top.slice(q.offset).map((i) => build({ i, score: found.scoreOf.get(i)! })), total: found.total }
  }
  const { picks, total } = mixed(ix, q, threshold, points)
  return { items: picks.slice(q.offset).map(build), total }
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
