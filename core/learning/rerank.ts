import { translate } from '../i18n/translate.ts'
import { FEATURE_KINDS, type FeatureKind, featureKind } from './features.ts'
import { LEARNING, type Leanings } from './leanings.ts'

/**
 * Her adjustment on top of the segment's list (issue 18). The list is the fit engine's
 * answer for her segment, already cut to what the fit rules accept; learning only reorders
 * it and removes what she rejected, so a product the rules reject is never lifted in.
 *
 * Fit is never overridden, precisely:
 *  1. a product whose cut does not suit her body shape ("unsuitable": the stylist rules
 *     grade it avoid or strong-avoid for her shape) gets no positive adjustment, so it never
 *     rises for what she clicked;
 *  2. an unsuitable product never ends up ahead of a suitable product that was ahead of it
 *     in the segment's list, whatever either's adjustment.
 * With no leanings the order is the segment's order.
 */
export const RERANK = {
  /** Points (on the 0-100 score scale) a leaning of weight 1 moves a product, times its kind's scale. */
  points: 16,
  maxUp: 20,
  /** Points one place in the list is worth: a full-weight leaning moves a product up to maxUp / pointsPerPlace places. */
  pointsPerPlace: 0.25,
  /** How much of the segment's list her order is made from: the dashboard's first eight pages. */
  poolSize: 96,
  maxDown: 30,
  /** A product moved at least this far says why on its card. */
  explainAbove: 3,
} as const

export interface RankCandidate {
  id: string
  /** The fit score, 0-100. */
  score: number
  features: readonly string[]
  /** The cut does not suit her shape (avoid or strong-avoid for it). */
  unsuitable: boolean
}

export interface LearnedReason {
  direction: 'up' | 'down'
  text: string
  /** The product whose signal explains it. */
  becauseOf: string
}

export interface Reranked {
  /** Index into the candidates given. */
  index: number
  /** Points added (negative: taken away). */
  adjustment: number
  reason: LearnedReason | null
}

/** What each feature of a product adds, by kind: a product has at most one feature of a kind that counts (its strongest). */
function contributions(features: readonly string[], l: Leanings, out: Map<FeatureKind, { v: number; f: string }>): void {
  out.clear()
  for (const f of features) {
    const w = l.weights.get(f)
    const kind = featureKind(f)
    if (w === undefined || !kind) continue
    const v = w * LEARNING.kindScale[kind] * RERANK.points
    const held = out.get(kind)
    if (!held || Math.abs(v) > Math.abs(held.v)) out.set(kind, { v, f })
  }
}

/**
 * The adjustment of one product and the feature that moved it most. `centre` holds, per kind
 * of feature, what the list's products get on average: a product moves for how it differs
 * from the rest of the list (saving three red dresses lifts red dresses, not every dress and
 * every red thing equally far).
 */
export function adjustmentOf(
  features: readonly string[],
  l: Leanings,
  centre?: ReadonlyMap<FeatureKind, number>,
): { points: number; top: string | null } {
  const byKind = new Map<FeatureKind, { v: number; f: string }>()
  contributions(features, l, byKind)
  let sum = 0
  let top: string | null = null
  let topAbs = 0
  for (const kind of FEATURE_KINDS) {
    const c = byKind.get(kind)
    const v = (c?.v ?? 0) - (centre?.get(kind) ?? 0)
    sum += v
    if (c && Math.sign(c.v) === Math.sign(v) && Math.abs(v) > topAbs) {
      topAbs = Math.abs(v)
      top = c.f
    }
  }
  const points = Math.max(-RERANK.maxDown, Math.min(RERANK.maxUp, sum))
  // The feature named must push the same way as the whole.
  if (top && Math.sign(l.weights.get(top)!) !== Math.sign(points)) top = null
  return { points, top }
}

/** Per kind of feature, the mean contribution over the list (0 for a kind no leaning touches). */
function centreOf(list: readonly RankCandidate[], l: Leanings): Map<FeatureKind, number> {
  const sums = new Map<FeatureKind, number>()
  const byKind = new Map<FeatureKind, { v: number; f: string }>()
  for (const c of list) {
    contributions(c.features, l, byKind)
    for (const [kind, { v }] of byKind) sums.set(kind, (sums.get(kind) ?? 0) + v)
  }
  const out = new Map<FeatureKind, number>()
  for (const [kind, sum] of sums) out.set(kind, sum / Math.max(1, list.length))
  return out
}

function reasonOf(l: Leanings, feature: string | null, points: number): LearnedReason | null {
  if (!feature || Math.abs(points) < RERANK.explainAbove) return null
  const e = l.evidence.get(feature)
  if (!e) return null
  const key = e.kind === 'save' ? 'learning.reason.saved' : e.kind === 'click' ? 'learning.reason.clicked' : 'learning.reason.rejected'
  return { direction: points > 0 ? 'up' : 'down', text: translate(key, { name: e.productName }), becauseOf: e.productId }
}

/**
 * The candidates (the segment's list, best first) in her order: rejected products removed,
 * each product's place from its fit plus her adjustment, under the two fit rules above.
 * Pure and linear in the list (plus a sort): it runs per request on the cached list.
 */
export function rerank(list: readonly RankCandidate[], l: Leanings): Reranked[] {
  if (l.weights.size === 0 && l.rejected.size === 0) return list.map((_, index) => ({ index, adjustment: 0, reason: null }))
  const rows: Array<Reranked & { key: number }> = []
  // A product starts from its place in the list (a mixed page may put a lower score above a
  // higher one, and that order stays where nothing moves); each place is worth pointsPerPlace.
  const centre = centreOf(list, l)
  let lowestSuitable = Number.POSITIVE_INFINITY
  list.forEach((c, index) => {
    if (l.rejected.has(c.id)) return
    const { points, top } = adjustmentOf(c.features, l, centre)
    const adjustment = c.unsuitable ? Math.min(0, points) : points
    let key = -index * RERANK.pointsPerPlace + adjustment
    if (c.unsuitable) key = Math.min(key, lowestSuitable - 1e-9)
    else lowestSuitable = Math.min(lowestSuitable, key)
    rows.push({ index, adjustment, reason: reasonOf(l, top, adjustment), key })
  })
  rows.sort((a, b) => b.key - a.key || a.index - b.index)
  return rows.map(({ index, adjustment, reason }) => ({ index, adjustment, reason }))
}
