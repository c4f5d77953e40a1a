import type { Kysely } from 'kysely'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { translate } from '#core/i18n/translate.ts'
import { adjusterFor, leaningsFromIndex } from '#core/learning/adjustments.ts'
import { describeLeanings } from '#core/learning/leanings.ts'
import { accountProfileView } from '#core/profile/profile-sync.ts'
import { emptyProfile, type StyleProfile } from '#core/profile/style-profile.ts'
import type { ShopProductView, ShopQuery, ShopResponse } from '#core/shop/shop-query.ts'
import { buildCatalogueIndex, type CatalogueIndex } from '#core/recommendation/catalogue-index.ts'
import type { EngineId, EngineResult, RecommendationItem, RecommendationRequest, RecommendationResponse } from '#core/recommendation/contract.ts'
import { type Engine, ENGINE_FUNCTIONS, type RecommendationQuery, tailoredFigures } from '#core/recommendation/engines.ts'
import { quizSegments, type Segment, segmentHash, segmentOf } from '#core/recommendation/segment.ts'
import type { CapsuleRequest, CapsuleResponse, OutfitsRequest, OutfitsResponse } from '#core/outfits/contract.ts'
import { prepareOutfitLists } from '#core/outfits/outfit-engine.ts'
import { buildShopSearch, type ShopSearch } from '#core/shop/shop-search.ts'
import { shopPage, shopProduct } from '#core/shop/shop-view.ts'
import type { CatalogueChanges } from '#db/catalogue-changes.ts'
import { readCatalogueVersion } from '#db/repositories/catalogue-version-repository.ts'
import { listActiveCatalogueEntries, seedAsProduct } from '#db/repositories/products-repository.ts'
import { findStyleProfileByUserId, findTestDataByUserId } from '#db/repositories/style-profiles-repository.ts'
import { deleteExpiredPrecomputed, deletePrecomputedBefore, findPrecomputedRecommendations, savePrecomputedRecommendations } from '#db/repositories/recommendations-repository.ts'
import type { Database, PrecomputedItem } from '#db/schema.ts'
import { CACHE_POLICY, type Clock, createTtlCache, systemClock } from '#integrations/cache/ttl-cache.ts'
import type { RecommendationsApi } from '../load-context.ts'
import type { Logger } from '../logger.ts'
import { createOutfitAnswers } from './outfit-answers.ts'

export interface RecommendationsService extends RecommendationsApi {
  /** Drops the catalogue snapshot and cached answers (after an import, in tests). */
  invalidate(): void
  /**
   * Reads the catalogue version row now; when it moved, the answers cached from the old
   * catalogue are dropped at once and later requests wait for the new snapshot. The writing
   * process calls it after a catalogue write, so its very next answer is current.
   */
  catalogueChanged(): Promise<void>
  /** An answer asked at a given time (the worker is told the time of the request it serves). */
  recommend(request: RecommendationRequest, at?: Date): Promise<RecommendationResponse>
  outfits(request: OutfitsRequest, at?: Date): Promise<OutfitsResponse | null>
  capsule(request: CapsuleRequest, at?: Date): Promise<CapsuleResponse>
  /** A catalogue version heard of elsewhere (the serving thread tells its worker). */
  noteVersion(version: number): void
  /**
   * The default view's pages of every quiz segment on the day of `at`, from the current
   * snapshot; null when `stop(version)` says a newer catalogue came meanwhile. Yields between segments.
   */
  quizAnswers(at: Date, stop: (version: number) => boolean): Promise<{ version: number; answers: Array<{ key: string; answer: RecommendationResponse }> } | null>
  /** The shop at a given time (the worker is told the time of the request it serves). */
  shop(query: ShopQuery, profile: StyleProfile | null, at?: Date): Promise<ShopResponse>
  shopProduct(productId: string, profile: StyleProfile | null, at?: Date): Promise<ShopProductView | null>
  /** Builds the shop's search over the current snapshot now, so the first search does not wait for it. */
  warmShop(): Promise<void>
  /** Stops the cache sweep timer. */
  close(): void
}

export interface RecommendationsDeps {
  db: Kysely<Database>
  logger: Logger
  now?: () => Date
  /**
   * How long a snapshot is trusted before the catalogue version row is read again: default 1 s,
   * or 30 s when `catalogueChanges` pushes every change (then the read is only a safety net).
   */
  snapshotTtlMs?: number
  /** The database's change notices (PostgreSQL LISTEN/NOTIFY); absent on SQLite. */
  catalogueChanges?: CatalogueChanges | null
  /** Precomputed lists live this long; default 10 minutes (the spec's recommendation cache). */
  precomputedTtlMs?: number
  /** Told the version of each newly loaded snapshot (the worker then computes the quiz segments). */
  onSnapshot?: (version: number) => void
  /** Replaces engines of the chain (tests make one fail). */
  engines?: Partial<Record<EngineId, Engine>>
  clock?: Clock
}

/** How many items a precomputed list keeps: the dashboard's first four pages. */
export const PRECOMPUTED_SIZE = 48
/** The dashboard's page size (app/features/dashboard/utils/pagination.ts PAGE_SIZE): the pages precomputed for the quiz segments. */
export const DASHBOARD_PAGE_SIZE = 12

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
  /**
   * The catalogue version (catalogue_version.version, read before the products, so the
   * products are at least that new): every process on one database names one catalogue
   * alike, and it keys caches and stored lists. -1 for the built-in samples.
   */
  version: number
  checkedAt: number
  byId: Map<string, number>
  /** The shop's text search over this snapshot's index, built on its first use (shop-search.ts). */
  search?: ShopSearch
}

const CHAIN: readonly EngineId[] = ['dynamic', 'balanced', 'rule-based']

/** The engines' query for a request's view (mode and filters), computing `span` of its list. */
function viewQuery(segment: Segment, r: RecommendationRequest, span: { limit: number; offset: number }): RecommendationQuery {
  return { segment, mode: r.mode, category: r.category, season: r.season, style: r.style, focus: r.focus, piece: r.piece, ids: r.ids, limit: span.limit, offset: span.offset }
}

/** A page as the API answers it: a degraded answer says so, and the tailored figures are the page's. */
function answerOf(engine: EngineId, degraded: boolean, items: RecommendationItem[], total: number, page: { limit: number; offset: number }): RecommendationResponse {
  return { engine, degraded, message: degraded ? translate('product.recs.degraded') : null, tailored: tailoredFigures(items), items, total, limit: page.limit, offset: page.offset }
}

/**
 * Recommendations: a catalogue snapshot (every active product's fit, from its effective
 * attributes) scanned in memory by the engines in the chain dynamic (the fit engine) ->
 * balanced -> rule-based. An engine that throws marks the answer degraded with the spec's
 * notice and the next engine answers. An answer depends only on its segment (shape,
 * palette, styles, occasions, age group, season, day, catalogue version) and the view, so
 * answers are cached by segment and view (max 1000, 30 minutes, swept every 5 minutes) and
 * the default view's list is written to precomputed_recommendations by segment hash, where
 * another process finds it, tagged with its catalogue version. Every product or attribute
 * write bumps the catalogue version (database triggers); this process learns of it from
 * `catalogueChanged()` after its own writes, from PostgreSQL notices, and from reading the
 * version row at most every `snapshotTtlMs`. Once a newer version is known, no answer from
 * the older snapshot is given: requests wait for the new one (decision 026).
 */
export function createRecommendationsService(deps: RecommendationsDeps): RecommendationsService {
  const now = deps.now ?? (() => new Date())
  const snapshotTtlMs = deps.snapshotTtlMs ?? (deps.catalogueChanges ? 30_000 : 1000)
  const precomputedTtlMs = deps.precomputedTtlMs ?? 10 * 60_000
  const policy = CACHE_POLICY.recommendations
  const cache = createTtlCache<RecommendationResponse>({ max: policy.max, ttlMs: policy.ttlMs, ...(deps.clock ? { clock: deps.clock } : {}) })
  const sweep = setInterval(() => {
    cache.sweep()
    deleteExpiredPrecomputed(deps.db, now()).catch((err: unknown) => deps.logger.warn({ err }, 'expired precomputed recommendations could not be removed'))
  }, policy.sweepEveryMs)
  sweep.unref()
  const engines: Record<EngineId, Engine> = { ...ENGINE_FUNCTIONS, ...deps.engines }
  const clock = deps.clock ?? systemClock
  let snapshot: Snapshot | null = null
  let loading: Promise<Snapshot> | null = null
  let checking: Promise<void> | null = null
  /** The newest catalogue version this process has heard of. */
  let known = 0
  const outfitAnswers = createOutfitAnswers()

  async function load(): Promise<Snapshot> {
    const version = await readCatalogueVersion(deps.db)
    known = Math.max(known, version)
    if (snapshot && snapshot.version === version) {
      snapshot = { ...snapshot, checkedAt: clock.now() }
      return snapshot
    }
    const previous = snapshot?.version ?? 0
    const index = buildCatalogueIndex(await listActiveCatalogueEntries(deps.db))
    snapshot = { index, version, checkedAt: clock.now(), byId: byIdOf(index) }
    deps.onSnapshot?.(version)
    // Lists precomputed from older catalogues are stale everywhere (a newer list is kept).
    if (version > previous) await deletePrecomputedBefore(deps.db, version).catch((err: unknown) => deps.logger.warn({ err }, 'stale precomputed recommendations could not be removed'))
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
  }

  /** A newer version was heard of: answers of older ones go now, the new snapshot loads. */
  function note(version: number): void {
    if (version <= known) return
    known = version
    cache.clear()
    refresh().catch((err: unknown) => deps.logger.warn({ err }, 'catalogue snapshot refresh failed'))
  }

  function checkVersion(): Promise<void> {
    checking ??= readCatalogueVersion(deps.db)
      .then((v) => {
        note(v)
        if (snapshot && snapshot.version >= v) snapshot = { ...snapshot, checkedAt: clock.now() }
      })
      .finally(() => {
        checking = null
      })
    return checking
  }

  const unsubscribe = deps.catalogueChanges?.subscribe((version) => {
    if (version === null) checkVersion().catch((err: unknown) => deps.logger.warn({ err }, 'catalogue version could not be read'))
    else note(version)
  })

  async function current(): Promise<Snapshot> {
    // A snapshot older than a version already heard of is never answered from: wait for the
    // load (each load reads the version first, so a couple of rounds reach it).
    const target = known
    for (let round = 0; round < 3 && (!snapshot || snapshot.version < target); round++) await refresh()
    if (!snapshot) return refresh()
    if (clock.now() - snapshot.checkedAt >= snapshotTtlMs) {
      // The periodic look at the version row. Without notices (SQLite) it is the only news of
      // another writer, so it is read before answering (a local read, once per snapshotTtlMs).
      const check = checkVersion().catch((err: unknown) => deps.logger.warn({ err }, 'catalogue version could not be read'))
      if (!deps.catalogueChanges) {
        await check
        for (let round = 0; round < 3 && snapshot && snapshot.version < known; round++) await refresh()
      }
    }
    return snapshot
  }

  /** The dashboard's first pages of the default view: computed (and stored) together as one list. */
  function isDefaultView(r: RecommendationRequest): boolean {
    return (
      r.mode === 'recommended' && !r.category && !r.season && !r.style && !r.focus && !r.piece && !r.ids &&
      r.limit === DASHBOARD_PAGE_SIZE && r.offset % DASHBOARD_PAGE_SIZE === 0 && r.offset + r.limit <= PRECOMPUTED_SIZE
    )
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
    return answerOf(first.engine, false, hydrated.slice(r.offset, r.offset + r.limit), first.list_total, r)
  }

  function runChain(snap: Snapshot, query: RecommendationQuery): { engine: EngineId; degraded: boolean; result: EngineResult } {
    let degraded = false
    for (const id of CHAIN) {
      try {
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

  function fallbackSnapshot(): Snapshot {
    const at = new Date(0).toISOString()
    const index = buildCatalogueIndex(SAMPLE_PRODUCTS.map((seed) => ({ product: seedAsProduct(seed, 'sample', at), attributes: null })))
    return { index, version: -1, checkedAt: 0, byId: byIdOf(index) }
  }

  /**
   * Her page: the whole catalogue scored with her history's points added to each match
   * (learning/adjustments.ts), so the page is in the order of the match she sees. Never
   * cached: it is hers alone.
   */
  function learnedAnswer(snap: Snapshot, r: RecommendationRequest, segment: Segment, adjuster: NonNullable<RecommendationQuery['adjuster']>): RecommendationResponse {
    const run = runChain(snap, { ...viewQuery(segment, r, r), adjuster })
    return answerOf(run.engine, run.degraded, run.result.items, run.result.total, r)
  }

  /** The snapshot's search, built once per snapshot: a new catalogue version brings a new snapshot, hence a new search. */
  function searchOf(snap: Snapshot): ShopSearch {
    snap.search ??= buildShopSearch(snap.index)
    return snap.search
  }

  return {
    async shop(query, profile, at = now()) {
      const snap = await current()
      return shopPage(searchOf(snap), query, profile ? segmentOf(profile, at, String(snap.version)) : null)
    },

    async shopProduct(productId, profile, at = now()) {
      const snap = await current()
      return shopProduct(searchOf(snap), snap.byId, productId, profile ? segmentOf(profile, at, String(snap.version)) : null)
    },

    async warmShop() {
      searchOf(await current())
    },

    async leanings(signals) {
      const snap = await current()
      return describeLeanings(leaningsFromIndex(snap.index, snap.byId, signals, now().getTime()))
    },

    async recommend(r, at = now()) {
      let snap: Snapshot
      let catalogueFailed = false
      try {
        snap = await current()
      } catch (err) {
        // The spec: a product load failure falls back to the built-in sample products.
        deps.logger.error({ err }, 'catalogue could not be loaded; recommending from the built-in samples')
        snap = fallbackSnapshot()
        catalogueFailed = true
      }
      // Everything the engines read: the segment (day and catalogue version included) and the view.
      const segment = segmentOf(r.profile ?? emptyProfile(), at, String(snap.version))
      const hash = segmentHash(segment)
      const key = answerKey(hash, r)
      if (!catalogueFailed && r.signals && r.signals.length > 0) {
        const adjuster = adjusterFor(snap.index, snap.byId, r.signals, segment, at.getTime())
        if (adjuster) return learnedAnswer(snap, r, segment, adjuster)
      }
      if (!catalogueFailed) {
        const hit = cache.get(key)
        if (hit) return hit
        if (isDefaultView(r)) {
          try {
            const stored = await findPrecomputedRecommendations(deps.db, hash, at, snap.version)
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
      const query = viewQuery(segment, r, wide ? { limit: PRECOMPUTED_SIZE, offset: 0 } : r)
      const { engine, degraded: engineFailed, result } = runChain(snap, query)
      const degraded = engineFailed || catalogueFailed
      const answer = answerOf(engine, degraded, wide ? result.items.slice(r.offset, r.offset + r.limit) : result.items, result.total, r)
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
            { profileHash: hash, items: stored, averageConfidence: Math.round(avg * 1000) / 1000, catalogueVersion: snap.version },
            { now: at, ttlMs: precomputedTtlMs },
          ).catch((err: unknown) => deps.logger.warn({ err }, 'precomputed recommendations could not be written'))
        }
      }
      return answer
    },

    accountProfile: (userId) => accountStyleProfile(deps.db, userId),

    async outfits(request, at = now()) {
      const snap = await current()
      return outfitAnswers.outfits(snap.index, snap.byId, snap.version, request, at)
    },

    async capsule(request, at = now()) {
      const snap = await current()
      return outfitAnswers.capsule(snap.index, snap.version, request, at)
    },

    async trial(profile, options) {
      // Checked against the catalogue now, not up to snapshotTtlMs ago: an administrator
      // testing right after an analysis run expects its scores to count.
      await checkVersion()
      const snap = await current()
      const query: RecommendationQuery = { segment: segmentOf(profile, now(), String(snap.version)), mode: 'recommended', limit: options.limit, offset: 0, minScore: options.minScore }
      const { engine, degraded, result } = runChain(snap, query)
      return answerOf(engine, degraded, result.items.filter((it) => it.score >= options.minScore), result.total, { limit: options.limit, offset: 0 })
    },

    clearCache() {
      invalidate()
      return cache.clear()
    },

    invalidate,

    async catalogueChanged() {
      await checkVersion()
    },

    noteVersion: note,

    async quizAnswers(at, stop) {
      const snap = await current()
      const answers: Array<{ key: string; answer: RecommendationResponse }> = []
      let n = 0
      for (const segment of quizSegments(at, String(snap.version))) {
        if (stop(snap.version)) return null
        // Requests to the worker are answered between segments.
        if (++n % 16 === 0) await new Promise((resolve) => setImmediate(resolve))
        const hash = segmentHash(segment)
        // Exactly what recommend() computes for the default view (one wide list, cut into pages).
        const query: RecommendationQuery = { segment, mode: 'recommended', limit: PRECOMPUTED_SIZE, offset: 0 }
        const { engine, degraded, result } = runChain(snap, query)
        if (degraded) continue
        for (let offset = 0; offset < PRECOMPUTED_SIZE; offset += DASHBOARD_PAGE_SIZE) {
          const answer = answerOf(engine, false, result.items.slice(offset, offset + DASHBOARD_PAGE_SIZE), result.total, { limit: DASHBOARD_PAGE_SIZE, offset })
          answers.push({ key: answerKey(hash, { mode: 'recommended', limit: DASHBOARD_PAGE_SIZE, offset }), answer })
        }
      }
      // The outfit engine's lists of every quiz shape and palette, ready before the first shopper asks.
      for (const segment of quizSegments(at, String(snap.version)).filter((s, k, all) => all.findIndex((o) => o.shape === s.shape && o.palette === s.palette) === k)) {
        if (stop(snap.version)) return null
        prepareOutfitLists(snap.index, segment)
        await new Promise((resolve) => setImmediate(resolve))
      }
      return { version: snap.version, answers }
    },

    close() {
      clearInterval(sweep)
      unsubscribe?.()
    },
  }
}

/**
 * A signed-in shopper's stored profile, exactly as her account page reads it
 * (StyleProfileService.get): the style_profiles row with the test fields of her
 * user_profiles row, occasions and age group included. Null when she has none.
 */
export async function accountStyleProfile(db: Kysely<Database>, userId: string): Promise<StyleProfile | null> {
  const stored = await findStyleProfileByUserId(db, userId)
  if (!stored) return null
  return accountProfileView(stored, await findTestDataByUserId(db, userId))
}

/** The cache key of an answer: its segment's hash and the view. */
export function answerKey(segmentHashHex: string, r: Pick<RecommendationRequest, 'mode' | 'category' | 'season' | 'style' | 'limit' | 'offset'> & Partial<Pick<RecommendationRequest, 'focus' | 'piece' | 'ids'>>): string {
  // Ids last and sorted (their order does not change the answer), so every other key is as before.
  const ids = r.ids ? [[...new Set(r.ids)].sort().join(',')] : []
  return [segmentHashHex, r.mode, r.category ?? '', r.season ?? '', r.style ?? '', r.focus ?? '', r.piece ?? '', r.limit, r.offset, ...ids].join('|')
}

function byIdOf(index: CatalogueIndex): Map<string, number> {
  const byId = new Map<string, number>()
  index.products.forEach((p, i) => byId.set(p.id, i))
  return byId
}
