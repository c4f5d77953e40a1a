import { createSeededRandom } from '#core/catalog/seeded-random.ts'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'
import { adjusterFor } from '#core/learning/adjustments.ts'
import { featuresAt } from '#core/learning/features.ts'
import type { RejectReason, Signal } from '#core/learning/signals.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { BODY_SHAPES } from '#core/rule-book/body-shapes.ts'
import { COLOR_PALETTES } from '#core/rule-book/palettes.ts'
import { QUIZ_STYLES } from '#core/rule-book/styles.ts'
import { buildCatalogueIndex } from '#core/recommendation/catalogue-index.ts'
import type { RecommendationItem } from '#core/recommendation/contract.ts'
import { recommendFit } from '#core/recommendation/engines.ts'
import { segmentOf } from '#core/recommendation/segment.ts'
import { seedAsProduct } from '#db/repositories/products-repository.ts'

// `npm run bench:learning [-- SHOPPERS]`: simulated shoppers (default 250) against the
// real fit engine over a generated catalogue (3,000 products, their attributes read by the
// real reader). Each has a quiz profile and a hidden leaning (a colour family, a category,
// an attribute she dislikes, a price ceiling, or none). Her list is what the server gives
// her: the fit engine's recommended list with her history's points added to each match
// (learning/adjustments.ts), its first POOL items (the dashboard's first eight pages). At
// each step she is shown the first 12 she has not acted on and reacts by her hidden
// leaning, with noise: she saves or clicks what she likes, says "Not for me" (with a
// reason half the time) to what she does not. NDCG@12 against her true preferences, over
// the items she has not yet acted on, is printed at 0, 5, 10 and 20 interactions for her
// learned order beside the segment's order (no learning) in the same run.
const SHOPPERS = Number(process.argv[2] ?? 250)
const PRODUCTS = 3000
const POOL = 96
const PAGE = 12
const CHECKPOINTS = [0, 5, 10, 20] as const
const NOISE = 0.2
const LEANINGS = ['colour', 'category', 'dislike', 'price', 'none'] as const
type LeaningType = (typeof LEANINGS)[number]

const at = new Date(Date.UTC(2026, 10, 25, 12))
const started = performance.now()
const seeds = generateSyntheticProducts(PRODUCTS, { seed: 18 })
const entries = seeds.map((seed, k) => ({
  product: seedAsProduct(seed, 'synthetic', new Date(at.getTime() - k * 1000).toISOString()),
  attributes: null,
}))
const ix = buildCatalogueIndex(entries)
const byId = ix.byId

interface Hidden {
  type: LeaningType
  /** The feature she likes or dislikes; for 'price', the highest price she pays. */
  feature: string | null
  maxPrice: number
}

interface Shopper {
  profile: StyleProfile
  hidden: Hidden
  /** Her list without learning (the segment's), product indexes best first. */
  pool: number[]
  /** Per product index: her true preference (every product, as learning may bring any into her list). */
  rel: Map<number, number>
}

function pick<T>(rnd: () => number, xs: readonly T[]): T {
  return xs[Math.floor(rnd() * xs.length)]!
}

/** A feature of a kind her list holds in a share between lo and hi (the leaning must be one her list can show). */
function featureIn(rnd: () => number, features: string[][], kinds: readonly string[], lo: number, hi: number): string | null {
  const counts = new Map<string, number>()
  for (const fs of features) for (const f of fs) if (kinds.some((k) => f.startsWith(`${k}:`))) counts.set(f, (counts.get(f) ?? 0) + 1)
  const fit = [...counts].filter(([, c]) => c / features.length >= lo && c / features.length <= hi).map(([f]) => f)
  return fit.length > 0 ? pick(rnd, fit.sort()) : null
}

/** Her true preference for an item: the fit (0..1 from its score) plus her hidden leaning. */
function relevance(h: Hidden, item: RecommendationItem, features: string[]): number {
  const fit = Math.max(0, Math.min(1, (item.score - 60) / 30))
  const has = h.feature !== null && features.includes(h.feature)
  switch (h.type) {
    case 'colour':
    case 'category':
      return (has ? 2 : 0) + fit
    case 'dislike':
      return has ? 0 : 1 + fit
    case 'price':
      return (item.product.price ?? 0) > h.maxPrice ? 0 : 1 + fit
    case 'none':
      return 1 + fit
  }
}

function makeShopper(k: number): Shopper | null {
  const rnd = createSeededRandom(1000 + k)
  const styles = QUIZ_STYLES.filter(() => rnd() < 0.35)
  const profile: StyleProfile = { bodyShape: pick(rnd, BODY_SHAPES), colorPalette: pick(rnd, COLOR_PALETTES), stylePreferences: styles.length > 0 ? styles : [pick(rnd, QUIZ_STYLES)] }
  const segment = segmentOf(profile, at, 'bench')
  const pool = recommendFit(ix, { segment, mode: 'recommended', limit: POOL, offset: 0 }).items
  if (pool.length < PAGE * 2) return null
  const features = pool.map((it) => featuresAt(ix, byId.get(it.product.id)!))
  const everything = recommendFit(ix, { segment, mode: 'all', limit: ix.products.length, offset: 0 }).items
  const type = LEANINGS[k % LEANINGS.length]!
  let hidden: Hidden = { type, feature: null, maxPrice: Number.POSITIVE_INFINITY }
  if (type === 'colour') hidden.feature = featureIn(rnd, features, ['colour'], 0.15, 0.45)
  if (type === 'category') hidden.feature = featureIn(rnd, features, ['category'], 0.15, 0.45)
  if (type === 'dislike') hidden.feature = featureIn(rnd, features, ['type', 'silhouette', 'pattern'], 0.1, 0.4)
  if (type === 'price') {
    const prices = pool.map((it) => it.product.price ?? 0).sort((a, b) => a - b)
    hidden.maxPrice = prices[Math.floor(prices.length * (0.4 + rnd() * 0.3))]!
  }
  if (type !== 'none' && type !== 'price' && hidden.feature === null) hidden = { type: 'none', feature: null, maxPrice: Number.POSITIVE_INFINITY }
  const rel = new Map(everything.map((it) => [byId.get(it.product.id)!, relevance(hidden, it, featuresAt(ix, byId.get(it.product.id)!))]))
  return { profile, hidden, pool: pool.map((it) => byId.get(it.product.id)!), rel }
}

/** NDCG@k of an order against the ideal order of the segment's list (what she could be shown without learning). */
function ndcgAt(order: readonly number[], ideal: readonly number[], rel: ReadonlyMap<number, number>, k: number): number {
  const dcg = (xs: readonly number[]) => xs.slice(0, k).reduce((s, r, j) => s + (2 ** r - 1) / Math.log2(j + 2), 0)
  const best = dcg(ideal.map((i) => rel.get(i)!).sort((a, b) => b - a))
  return best === 0 ? 1 : dcg(order.map((i) => rel.get(i)!)) / best
}

const REASON_OF: Record<string, RejectReason> = { colour: 'colour', type: 'cut', silhouette: 'cut', pattern: 'style', price: 'price' }

/** Her list as the server orders it for her history: the fit engine with her points added. */
function learnedOrder(s: Shopper, signals: readonly Signal[], now: number): number[] {
  const segment = segmentOf(s.profile, at, 'bench')
  const adjuster = adjusterFor(ix, byId, signals, segment, now)
  return recommendFit(ix, { segment, mode: 'recommended', limit: POOL, offset: 0, adjuster }).items.map((it) => byId.get(it.product.id)!)
}

/** Runs one shopper: her NDCG@12 learned and not, at each checkpoint. */
function simulate(s: Shopper, k: number): { learned: number[]; baseline: number[] } {
  const rnd = createSeededRandom(50_000 + k)
  const signals: Signal[] = []
  const acted = new Set<number>()
  const t0 = at.getTime()
  const learned: number[] = []
  const baseline: number[] = []
  const baseOrder = s.pool
  let order = baseOrder
  const rel = (i: number) => s.rel.get(i)!
  for (let step = 0; step <= CHECKPOINTS.at(-1)!; step++) {
    if ((CHECKPOINTS as readonly number[]).includes(step)) {
      const ideal = baseOrder.filter((i) => !acted.has(i))
      learned.push(ndcgAt(order.filter((i) => !acted.has(i)), ideal, s.rel, PAGE))
      baseline.push(ndcgAt(ideal, ideal, s.rel, PAGE))
    }
    const shown = order.filter((i) => !acted.has(i)).slice(0, PAGE)
    if (shown.length === 0) break
    const now = t0 + step * 60_000
    const act = (kind: Signal['kind'], i: number, reason?: RejectReason) => {
      signals.push(reason ? { kind, ref: ix.products.get(i).id, at: now, reason } : { kind, ref: ix.products.get(i).id, at: now })
      acted.add(i)
    }
    const byRel = [...shown].sort((a, b) => rel(b) - rel(a))
    const best = byRel[0]!
    const worst = byRel.at(-1)!
    if (rnd() < NOISE) {
      act(pick(rnd, ['save', 'click', 'reject'] as const), pick(rnd, shown))
    } else if (rel(worst) < 1 && s.hidden.type !== 'colour' && s.hidden.type !== 'category') {
      // Something she does not want is in front of her: "Not for me", a reason half the time.
      const kind = s.hidden.type === 'price' ? 'price' : (s.hidden.feature ?? '').split(':')[0]!
      act('reject', worst, rnd() < 0.5 ? REASON_OF[kind] : undefined)
    } else if (rel(best) >= 2 || s.hidden.type === 'none') {
      act(rnd() < 0.5 ? 'save' : 'click', best)
    } else if (rnd() < 0.5) {
      // Nothing she loves on the page: she looks at the best of it.
      act('click', best)
    } else {
      // Nothing she loves on the page: the one she likes least is not for her.
      act('reject', worst)
    }
    order = learnedOrder(s, signals, now)
  }
  return { learned, baseline }
}

const groups = new Map<LeaningType, { learned: number[][]; baseline: number[][] }>()
let simulated = 0
for (let k = 0; simulated < SHOPPERS && k < SHOPPERS * 3; k++) {
  const s = makeShopper(k)
  if (!s) continue
  simulated++
  const r = simulate(s, k)
  const g = groups.get(s.hidden.type) ?? { learned: [], baseline: [] }
  g.learned.push(r.learned)
  g.baseline.push(r.baseline)
  groups.set(s.hidden.type, g)
}

const mean = (rows: number[][], j: number) => rows.reduce((sum, r) => sum + r[j]!, 0) / rows.length
const f = (v: number) => v.toFixed(3)
const signed = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(3)}`
console.log(`bench:learning: ${simulated} shoppers, ${PRODUCTS} products, the segment's list of ${POOL}, NDCG@12 against true preferences (noise ${NOISE * 100}%)`)
console.log(`${'group'.padEnd(10)} ${'n'.padStart(4)} | ${CHECKPOINTS.map((c) => `${String(c).padStart(2)}: base  learned  gain   `).join('| ')}`)
const all: { learned: number[][]; baseline: number[][] } = { learned: [], baseline: [] }
for (const type of LEANINGS) {
  const g = groups.get(type)
  if (!g) continue
  if (type !== 'none') {
    all.learned.push(...g.learned)
    all.baseline.push(...g.baseline)
  }
  const cells = CHECKPOINTS.map((_, j) => `    ${f(mean(g.baseline, j))}  ${f(mean(g.learned, j))}  ${signed(mean(g.learned, j) - mean(g.baseline, j))} `)
  console.log(`${type.padEnd(10)} ${String(g.learned.length).padStart(4)} | ${cells.join('| ')}`)
}
const cells = CHECKPOINTS.map((_, j) => `    ${f(mean(all.baseline, j))}  ${f(mean(all.learned, j))}  ${signed(mean(all.learned, j) - mean(all.baseline, j))} `)
console.log(`${'leaning'.padEnd(10)} ${String(all.learned.length).padStart(4)} | ${cells.join('| ')}`)
const gain10 = mean(all.learned, 2) - mean(all.baseline, 2)
const none = groups.get('none')!
const noneLoss = Math.min(...CHECKPOINTS.map((_, j) => mean(none.learned, j) - mean(none.baseline, j)))
console.log(`target: gain after 10 interactions >= +0.150 for shoppers with a leaning: ${signed(gain10)} ${gain10 >= 0.15 ? 'PASS' : 'FAIL'}`)
console.log(`target: no loss for shoppers with no leaning (worst checkpoint): ${signed(noneLoss)} ${noneLoss >= 0 ? 'PASS' : 'FAIL'}`)

// What serving adds per request: learning from a full history (200 signals) and scoring the whole catalogue with her points.
{
  const s = makeShopper(1)!
  const t0 = at.getTime()
  const history: Signal[] = Array.from({ length: 200 }, (_, k) => ({ kind: k % 3 === 0 ? 'reject' : 'save', ref: ix.products.get((k * 7) % ix.products.length).id, at: t0 - k * 3_600_000 }))
  const segment = segmentOf(s.profile, at, 'bench')
  const time = (f: () => void) => {
    const samples: number[] = []
    for (let run = 0; run < 200; run++) {
      const t = performance.now()
      f()
      samples.push(performance.now() - t)
    }
    samples.sort((a, b) => a - b)
    return { median: samples[100]!, p95: samples[190]! }
  }
  const plain = time(() => recommendFit(ix, { segment, mode: 'recommended', limit: 12, offset: 0 }))
  const withHistory = time(() => recommendFit(ix, { segment, mode: 'recommended', limit: 12, offset: 0, adjuster: adjusterFor(ix, byId, history, segment, t0) }))
  console.log(
    `serving cost over ${PRODUCTS} products: a page without history median ${(plain.median * 1000).toFixed(0)} µs (p95 ${(plain.p95 * 1000).toFixed(0)}), ` +
      `the same page learning 200 signals and scoring with them median ${(withHistory.median * 1000).toFixed(0)} µs (p95 ${(withHistory.p95 * 1000).toFixed(0)})`,
  )
}
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`)
