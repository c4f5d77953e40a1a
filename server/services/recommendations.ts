import type { Kysely } from 'kysely'
import type { Product } from '#core/catalog/product.ts'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { translate } from '#core/i18n/translate.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { type CatalogueIndex, indexProducts, withAnalyses } from '#core/recommendation/catalogue-index.ts'
import {
  type EngineId,
  type EngineResult,
  type RecommendationItem,
  type RecommendationQuery,
  type RecommendationRequest,
  type RecommendationResponse,
  recommendBalanced,
  recommendDynamic,
  recommendRuleBased,
  tailoredFigures,
} from '#core/recommendation/engines.ts'
import { profileHash } from '#core/recommendation/profile-hash.ts'
import { findStyleProfileByUserId } from '#db/repositories/style-profiles-repository.ts'
import { listAllActiveProducts, productSeedToRow, toProduct } from '#db/repositories/products-repository.ts'
import {
  deleteExpiredPrecomputed,
  findPrecomputedRecommendations,
  listProductAnalyses,
  savePrecomputedRecommendations,
} from '#db/repositories/recommendations-repository.ts'
import type { Database, PrecomputedItem, ProductRow } from '#db/schema.ts'
import { CACHE_POLICY, type Clock, createTtlCache, systemClock } from '#integrations/cache/ttl-cache.ts'
import type { RecommendationsApi } from '../load-context.ts'
import type { Logger } from '../logger.ts'

/** One engine: null when it has nothing to offer (the chain moves on without calling it a failure). */
export type Engine = (index: CatalogueIndex, query: RecommendationQuery) => EngineResult | null

export interface RecommendationsService extends RecommendationsApi {
  /** Drops the catalogue snapshot and cached answers (after an import, in tests). */
  invalidate(): void
  /** Stops the cache sweep timer. */
  close(): void
}

export interface RecommendationsDeps {
  db: Kysely<Database>
  logger: Logger
  now?: () => Date
  /** How long a catalogue snapshot is trusted before its fingerprint is checked again; default 60 s. */
  snapshotTtlMs?: number
  /** Precomputed lists live this long; default 10 minutes (the spec's recommendation cache). */
  precomputedTtlMs?: number
  /** Replaces engines of the chain (tests make one fail). */
  engines?: Partial<Record<EngineId, Engine>>
  clock?: Clock
}

/** How many items a precomputed list keeps: the largest page of the default view. */
export const PRECOMPUTED_SIZE = 48

/** Extra fields kept beside the spec's product_id/score/reasoning/styling_tips. */
interface StoredItem extends PrecomputedItem {
  engine: EngineId
  breakdown: RecommendationItem['breakdown']
  reasons: string[]
  confidence: number
  ai_score: number | null
  list_total: number
}

interface Snapshot {
  index: CatalogueIndex
  /** Set when the stored analyses could not be read: the dynamic engine then fails. */
  analysisError: Error | null
  fingerprint: string
  generation: number
  checkedAt: number
  byId: Map<string, number>
}

const CHAIN: readonly EngineId[] = ['dynamic', 'balanced', 'rule-based']

/**
 * Recommendations: a catalogue snapshot scanned in memory by the engines in the fallback
 * chain dynamic -> balanced -> rule-based. An engine that throws marks the answer degraded
 * with the spec's notice and the next engine answers. Answers are cached per profile hash
 * and query (max 1000, 30 minutes, swept every 5 minutes) and the default view's list is
 * written to precomputed_recommendations, where another process finds it by the hash.
 * The snapshot is re-read when the catalogue's fingerprint (count, last change, analyses)
 * changes, checked at most every `snapshotTtlMs`.
 */
export function createRecommendationsService(deps: RecommendationsDeps): RecommendationsService {
  const now = deps.now ?? (() => new Date())
  const snapshotTtlMs = deps.snapshotTtlMs ?? 60_000
  const precomputedTtlMs = deps.precomputedTtlMs ?? 10 * 60_000
  const policy = CACHE_POLICY.recommendations
  const cache = createTtlCache<RecommendationResponse>({ max: policy.max, ttlMs: policy.ttlMs, ...(deps.clock ? { clock: deps.clock } : {}) })
  const sweep = setInterval(() => {
    cache.sweep()
    deleteExpiredPrecomputed(deps.db, now()).catch((err: unknown) => deps.logger.warn({ err }, 'expired precomputed recommendations could not be removed'))
  }, policy.sweepEveryMs)
  sweep.unref()
  const engines: Record<EngineId, Engine> = {
    dynamic: recommendDynamic,
    balanced: recommendBalanced,
    'rule-based': recommendRuleBased,
    ...deps.engines,
  }
  const clock = deps.clock ?? systemClock
  let snapshot: Snapshot | null = null
  let loading: Promise<Snapshot> | null = null
  let generation = 0

  async function fingerprint(): Promise<string> {
    const [p, a] = await Promise.all([
      deps.db
        .selectFrom('products')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('u'), eb.fn.max('created_at').as('c')])
        .where('is_active', '=', true)
        .executeTakeFirstOrThrow(),
      deps.db
        .selectFrom('product_ai_analysis')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('analyzed_at').as('u')])
        .executeTakeFirstOrThrow(),
    ])
    return JSON.stringify([Number(p.n), p.u, p.c, Number(a.n), a.u])
  }

  async function load(): Promise<Snapshot> {
    const print = await fingerprint()
    if (snapshot && snapshot.fingerprint === print) {
      snapshot = { ...snapshot, checkedAt: clock.now() }
      return snapshot
    }
    // The catalogue changed: lists precomputed from the old one are stale everywhere.
    if (snapshot) await deps.db.deleteFrom('precomputed_recommendations').execute()
    const products = await listAllActiveProducts(deps.db)
    let index = indexProducts(products)
    let analysisError: Error | null = null
    try {
      index = withAnalyses(index, await listProductAnalyses(deps.db))
    } catch (err) {
      analysisError = err instanceof Error ? err : new Error(String(err))
      deps.logger.warn({ err }, 'stored AI analyses could not be read; the dynamic recommender is unavailable')
    }
    const byId = new Map<string, number>()
    products.forEach((p, i) => byId.set(p.id, i))
    generation += 1
    snapshot = { index, analysisError, fingerprint: print, generation, checkedAt: clock.now(), byId }
    return snapshot
  }

  /** The catalogue read in flight, or a new one: concurrent callers share it. */
  function refresh(): Promise<Snapshot> {
    loading ??= load().finally(() => {
      loading = null
    })
    return loading
  }

  function invalidate(): void {
    snapshot = null
    generation += 1
  }

  async function current(): Promise<Snapshot> {
    if (snapshot && clock.now() - snapshot.checkedAt < snapshotTtlMs) return snapshot
    const fresh = refresh()
    // A stale snapshot keeps answering while a fresh one loads.
    if (snapshot) {
      fresh.catch((err: unknown) => deps.logger.warn({ err }, 'catalogue snapshot refresh failed'))
      return snapshot
    }
    return fresh
  }

  function isDefaultView(r: RecommendationRequest): boolean {
    return r.mode === 'recommended' && !r.category && !r.season && r.offset + r.limit <= PRECOMPUTED_SIZE
  }

  function fromPrecomputed(snap: Snapshot, items: StoredItem[], r: RecommendationRequest): RecommendationResponse | null {
    const first = items[0]
    if (!first) return null
    const hydrated: RecommendationItem[] = []
    for (const it of items) {
      const i = snap.byId.get(it.product_id)
      // A product gone since the list was made: the list is stale, compute afresh.
      if (i === undefined) return null
      hydrated.push({
        product: snap.index.products[i]!,
        score: it.score,
        breakdown: it.breakdown,
        reasons: it.reasons,
        stylingTips: it.styling_tips,
        confidence: it.confidence,
        aiScore: it.ai_score,
      })
    }
    const page = hydrated.slice(r.offset, r.offset + r.limit)
    return {
      engine: first.engine,
      degraded: false,
      message: null,
      tailored: tailoredFigures(page),
      items: page,
      total: first.list_total,
      limit: r.limit,
      offset: r.offset,
    }
  }

  function runChain(snap: Snapshot, query: RecommendationQuery): { engine: EngineId; degraded: boolean; result: EngineResult } {
    let degraded = false
    for (const id of CHAIN) {
      try {
        if (id === 'dynamic' && snap.analysisError) throw snap.analysisError
        const result = engines[id](snap.index, query)
        if (result === null) continue
        // An engine with nothing to recommend hands over to the next; the last one answers regardless.
        if (result.total === 0 && id !== 'rule-based') continue
        return { engine: id, degraded, result }
      } catch (err) {
        degraded = true
        deps.logger.warn({ err, engine: id }, 'recommendation engine failed; trying the next one')
      }
    }
    return { engine: 'rule-based', degraded: true, result: { items: [], total: 0 } }
  }

  async function fallbackSnapshot(): Promise<Snapshot> {
    const at = new Date(0).toISOString()
    const products: Product[] = SAMPLE_PRODUCTS.map((s) => toProduct(productSeedToRow(s, 'sample', at) as unknown as ProductRow))
    const byId = new Map<string, number>()
    products.forEach((p, i) => byId.set(p.id, i))
    return { index: indexProducts(products), analysisError: null, fingerprint: 'samples', generation: 0, checkedAt: 0, byId }
  }

  return {
    async recommend(r) {
      const at = now()
      const hash = profileHash(r.profile)
      let snap: Snapshot
      let catalogueFailed = false
      try {
        snap = await current()
      } catch (err) {
        // The spec: a product load failure falls back to the built-in sample products.
        deps.logger.error({ err }, 'catalogue could not be loaded; recommending from the built-in samples')
        snap = await fallbackSnapshot()
        catalogueFailed = true
      }
      const key = [hash, snap.generation, at.toISOString().slice(0, 10), r.mode, r.category ?? '', r.season ?? '', r.limit, r.offset].join('|')
      if (!catalogueFailed) {
        const hit = cache.get(key)
        if (hit) return hit
        if (isDefaultView(r)) {
          try {
            const stored = await findPrecomputedRecommendations(deps.db, hash, at)
            const answer = stored ? fromPrecomputed(snap, stored.items as StoredItem[], r) : null
            if (answer) {
              cache.set(key, answer)
              return answer
            }
          } catch (err) {
            deps.logger.warn({ err }, 'precomputed recommendations could not be read')
          }
        }
      }

      const wide = isDefaultView(r) && !catalogueFailed
      const query: RecommendationQuery = {
        profile: r.profile,
        mode: r.mode,
        category: r.category,
        season: r.season,
        limit: wide ? PRECOMPUTED_SIZE : r.limit,
        offset: wide ? 0 : r.offset,
        now: at,
      }
      const { engine, degraded: engineFailed, result } = runChain(snap, query)
      const degraded = engineFailed || catalogueFailed
      const items = wide ? result.items.slice(r.offset, r.offset + r.limit) : result.items
      const answer: RecommendationResponse = {
        engine,
        degraded,
        message: degraded ? translate('product.recs.degraded') : null,
        tailored: tailoredFigures(items),
        items,
        total: result.total,
        limit: r.limit,
        offset: r.offset,
      }
      if (!degraded) {
        cache.set(key, answer)
        if (wide && result.items.length > 0) {
          const stored: StoredItem[] = result.items.map((it) => ({
            product_id: it.product.id,
            score: it.score,
            reasoning: it.reasons.join(' '),
            styling_tips: it.stylingTips,
            engine,
            breakdown: it.breakdown,
            reasons: it.reasons,
            confidence: it.confidence,
            ai_score: it.aiScore,
            list_total: result.total,
          }))
          const avg = stored.reduce((s, it) => s + it.confidence, 0) / stored.length
          await savePrecomputedRecommendations(
            deps.db,
            { profileHash: hash, items: stored, averageConfidence: Math.round(avg * 1000) / 1000 },
            { now: at, ttlMs: precomputedTtlMs },
          ).catch((err: unknown) => deps.logger.warn({ err }, 'precomputed recommendations could not be written'))
        }
      }
      return answer
    },

    async accountProfile(userId) {
      const stored = await findStyleProfileByUserId(deps.db, userId)
      if (!stored) return null
      const profile: StyleProfile = { stylePreferences: stored.stylePreferences }
      if (stored.bodyShape) profile.bodyShape = stored.bodyShape
      if (stored.colorPalette) profile.colorPalette = stored.colorPalette
      return profile
    },

    async trial(profile, options) {
      // Checked against the catalogue now, not up to snapshotTtlMs ago: an administrator
      // testing right after an analysis run expects its scores to count.
      const snap = await refresh()
      const query: RecommendationQuery = { profile, mode: 'recommended', limit: options.limit, offset: 0, now: now(), minScore: options.minScore }
      const { engine, degraded, result } = runChain(snap, query)
      // The balanced engine's category split has no cut-off of its own (its base is 50).
      const items = result.items.filter((it) => it.score >= options.minScore)
      return {
        engine,
        degraded,
        message: degraded ? translate('product.recs.degraded') : null,
        tailored: tailoredFigures(items),
        items,
        total: result.total,
        limit: options.limit,
        offset: 0,
      }
    },

    clearCache() {
      invalidate()
      return cache.clear()
    },

    invalidate,

    close() {
      clearInterval(sweep)
    },
  }
}
