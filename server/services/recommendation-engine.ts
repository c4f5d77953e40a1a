import zlib from 'node:zlib'
import type { Kysely } from 'kysely'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { translate } from '#core/i18n/translate.ts'
import { adjusterFor, leaningsFromIndex } from '#core/learning/adjustments.ts'
import { describeLeanings, type LearnedLeaning } from '#core/learning/leanings.ts'
import type { Signal } from '#core/learning/signals.ts'
import { emptyProfile, type StyleProfile } from '#core/profile/style-profile.ts'
import type { ShopProductView, ShopQuery, ShopResponse } from '#core/shop/shop-query.ts'
import { buildCatalogueIndex, type CatalogueIndex } from '#core/recommendation/catalogue-index.ts'
import { prepareKeyPieceBits } from '#core/recommendation/key-piece-matches.ts'
import { createSegmentBatch } from '#core/recommendation/segment-batch.ts'
import type { EngineId, EngineResult, RecommendationItem, RecommendationRequest, RecommendationResponse, RecommendationView } from '#core/recommendation/contract.ts'
import { type Engine, ENGINE_FUNCTIONS, type RecommendationQuery, tailoredFigures } from '#core/recommendation/engines.ts'
import { quizSegments, type Segment, segmentHash, segmentOf } from '#core/recommendation/segment.ts'
import type { CapsuleRequest, CapsuleResponse, OutfitsRequest } from '#core/outfits/contract.ts'
import { buildShopSearch, buildShopSearchInSlices, type ShopSearch } from '#core/shop/shop-search.ts'
import { shopPage, shopProduct } from '#core/shop/shop-view.ts'
import { readCatalogueVersion } from '#db/repositories/catalogue-version-repository.ts'
import { seedAsProduct } from '#db/repositories/products-repository.ts'
import { findQuizAnswers, type QuizAnswerPage, saveQuizAnswers } from '#db/repositories/quiz-answers-repository.ts'
import { deleteExpiredPrecomputed, deletePrecomputedBefore, findPrecomputedRecommendations, savePrecomputedRecommendations } from '#db/repositories/recommendations-repository.ts'
import type { JobLeases } from '#db/job-leases.ts'
import type { Database, PrecomputedItem } from '#db/schema.ts'
import { CACHE_POLICY } from '#integrations/cache/ttl-cache.ts'
import type { Logger } from '../logger.ts'
import { createOutfitAnswers } from './outfit-answers.ts'
import { nextTurn } from './next-turn.ts'
import { showing } from './product-details.ts'
import { readCatalogueIndex } from './read-catalogue-index.ts'
import type { EncodedAnswer } from './recommendation-answer-store.ts'

/** An answer computed by the engine, as ready bytes; `cacheable` is false for a degraded answer or her own order. */
export interface ComputedAnswer extends EncodedAnswer {
  cacheable: boolean
}

/** The default pages of every quiz segment on one day of one catalogue, as ready bytes. */
export interface AheadAnswers {
  version: number
  day: string
  /** Computed by this process, or read from the database where another process wrote them (decision 062). */
  source: 'computed' | 'stored'
  segments: Array<{ segment: Segment; pages: Array<{ view: RecommendationView } & EncodedAnswer> }>
}

/**
 * What the serving thread asks of the engine (recommendations.ts). Each call names the
 * newest catalogue version the serving thread has heard of: the engine answers from a
 * snapshot at least that new. The same object runs in the worker thread in production
 * (recommendation-worker.ts, reached through recommendation-worker-engine.ts) and in this
 * thread in tests and development: one code path either way.
 */
export interface RecommendationEngine {
  recommend(request: RecommendationRequest, at: Date, minVersion: number): Promise<ComputedAnswer>
  trial(profile: StyleProfile, options: { limit: number; minScore: number }, at: Date, minVersion: number): Promise<RecommendationResponse>
  leanings(signals: Signal[], at: Date, minVersion: number): Promise<LearnedLeaning[]>
  /** Outfits as ready bytes (the serving thread keeps them like recommendations); null when the piece is not in the catalogue. */
  outfits(request: OutfitsRequest, at: Date, minVersion: number): Promise<ComputedAnswer | null>
  capsule(request: CapsuleRequest, at: Date, minVersion: number): Promise<CapsuleResponse>
  shop(query: ShopQuery, profile: StyleProfile | null, at: Date, minVersion: number): Promise<ShopResponse>
  shopProduct(productId: string, profile: StyleProfile | null, at: Date, minVersion: number): Promise<ShopProductView | null>
  /** A newer catalogue version was heard of: its snapshot loads now, before it is asked for. */
  noteVersion(version: number): void
  /** The serving thread's day moved on: the quiz segments are computed for the new day. */
  noteDay(day: string): void
  /** Drops the snapshot (the back office's clear): the next call reads the catalogue afresh. */
  clear(): void
  close(): void
}

/**
 * How the serving thread gets its engine: given where the answers computed ahead go and the
 * day it serves. workerEngine (recommendation-worker-engine.ts) in the server, localEngine here
 * in tests and development.
 */
export type EngineFactory = (onAhead: (answers: AheadAnswers) => void, day: string) => RecommendationEngine

/** The engine in this thread; `aheadDelayMs` null (the default): nothing is computed ahead, every answer when asked. */
export function localEngine(deps: Omit<LocalEngineDeps, 'ahead'> & { aheadDelayMs?: number | null }): EngineFactory {
  const { aheadDelayMs = null, ...rest } = deps
  return (onAhead, day) => createLocalEngine({ ...rest, ahead: aheadDelayMs === null ? null : { delayMs: aheadDelayMs, day, onReady: (answers) => onAhead(answers) } })
}

/** The engine calls that answer (the rest are notices). */
export type EngineCalls = Pick<RecommendationEngine, 'recommend' | 'trial' | 'leanings' | 'outfits' | 'capsule' | 'shop' | 'shopProduct'>

export interface LocalEngineDeps {
  db: Kysely<Database>
  logger: Logger
  /**
   * Computing every quiz segment's default pages ahead, after each catalogue change once the
   * catalogue stayed unchanged `delayMs`, for the day `day`; null: never (answers are computed
   * when asked, as every uncommon profile's are).
   */
  ahead?: { delayMs: number; day: string; onReady: (answers: AheadAnswers, transfer: ArrayBuffer[]) => void } | null
  /** Precomputed lists live this long; default 10 minutes (the spec's recommendation cache). */
  precomputedTtlMs?: number
  /** Replaces engines of the chain (tests make one fail). */
  engines?: Partial<Record<EngineId, Engine>>
  /**
   * Several processes on one PostgreSQL database (decision 062): the quiz answers are computed
   * by the process holding the lease for their catalogue version and day, stored in the
   * database, and read by the others. Null (SQLite, one process): each computes its own.
   */
  shareAhead?: { leases: JobLeases; pollMs?: number; waitMs?: number } | null
  /**
   * Told when background work starts (true: a catalogue read and index, the quiz segments
   * computed ahead and complete the look's planners) and when none is left (false); runs that
   * overlap are told once. The worker thread lowers its CPU priority meanwhile (decision 065).
   */
  background?: (busy: boolean) => void
}

/** How many items a precomputed list keeps: the dashboard's first four pages. */
const PRECOMPUTED_SIZE = 48
/** The dashboard's page size (app/features/dashboard/utils/pagination.ts PAGE_SIZE): the pages precomputed for the quiz segments. */
const DASHBOARD_PAGE_SIZE = 12

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
   * alike, and it keys answers and stored lists. -1 for the built-in samples.
   */
  version: number
  /** The shop's text search over this snapshot's index, built on its first use (shop-search.ts). */
  search?: ShopSearch
}

const CHAIN: readonly EngineId[] = ['dynamic', 'balanced', 'rule-based']

/** The engines' query for a request's view (mode and filters), computing `span` of its list. */
function viewQuery(segment: Segment, r: RecommendationView, span: { limit: number; offset: number }): RecommendationQuery {
  return { segment, mode: r.mode, category: r.category, season: r.season, style: r.style, focus: r.focus, piece: r.piece, ids: r.ids, limit: span.limit, offset: span.offset }
}

/** A page as the API answers it: a degraded answer says so, and the tailored figures are the page's. */
function answerOf(engine: EngineId, degraded: boolean, items: RecommendationItem[], total: number, page: { limit: number; offset: number }): RecommendationResponse {
  return { engine, degraded, message: degraded ? translate('product.recs.degraded') : null, tailored: tailoredFigures(items), items, total, limit: page.limit, offset: page.offset }
}

/**
 * Brotli quality by who waits (decision 067): 5 for the quiz pages computed ahead (no one
 * waits, and each is sent many times); 2 for an answer a shopper is waiting for, about three
 * times faster to make for about a tenth more bytes (a 1.6 KB answer: 21 against 61 µs, 612
 * against 530 bytes).
 */
const QUALITY = { ahead: 5, asked: 2 } as const

/** An answer's JSON as brotli, the only encoding kept (decision 067): made once per answer, sent many times. */
function encode(value: unknown, quality: number): EncodedAnswer {
  const raw = Buffer.from(JSON.stringify(value))
  // Brotli's default window: one sized to the answer made a 1.8 KB outfits answer slower to
  // compress, 0.25 against 0.12 ms, in a loop of varied answers (issue 27, README).
  const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
  // A copy of its own, so it can be transferred without the pooled buffer behind it.
  return { br: new Uint8Array(br) }
}

/** The dashboard's first pages of the default view: computed (and stored) together as one list. */
function isDefaultView(r: RecommendationView): boolean {
  return (
    r.mode === 'recommended' && !r.category && !r.season && !r.style && !r.focus && !r.piece && !r.ids &&
    r.limit === DASHBOARD_PAGE_SIZE && r.offset % DASHBOARD_PAGE_SIZE === 0 && r.offset + r.limit <= PRECOMPUTED_SIZE
  )
}

/**
 * The recommendation engine over a catalogue snapshot (every active product's fit, from its
 * effective attributes), scanned in memory by the chain dynamic (the fit engine) -> balanced
 * -> rule-based. An engine that throws marks the answer degraded with the spec's notice and
 * the next engine answers. It keeps no answers (the serving thread's store does, decision
 * 061) and tracks no version (the serving thread names the one it needs). The default view's
 * list of 48 is written to precomputed_recommendations by segment hash and catalogue
 * version, the spec's stored list another process finds; after each catalogue change the
 * quiz segments' default pages are computed ahead when `ahead` says so.
 */
export function createLocalEngine(deps: LocalEngineDeps): RecommendationEngine {
  const precomputedTtlMs = deps.precomputedTtlMs ?? 10 * 60_000
  const engines: Record<EngineId, Engine> = { ...ENGINE_FUNCTIONS, ...deps.engines }
  const sweep = setInterval(() => {
    deleteExpiredPrecomputed(deps.db, new Date()).catch((err: unknown) => deps.logger.warn({ err }, 'expired precomputed recommendations could not be removed'))
  }, CACHE_POLICY.recommendations.sweepEveryMs)
  sweep.unref()
  let snapshot: Snapshot | null = null
  let loading: Promise<Snapshot> | null = null
  /** The newest version the serving thread named. */
  let wanted = 0
  const outfitAnswers = createOutfitAnswers()

  /** Background work, counted so overlapping runs (a reload inside the ahead computation) tell `background` once each way. */
  let backgroundRuns = 0
  async function inBackground<T>(work: () => Promise<T>): Promise<T> {
    if (backgroundRuns++ === 0) deps.background?.(true)
    try {
      return await work()
    } finally {
      if (--backgroundRuns === 0) deps.background?.(false)
    }
  }

  async function load(): Promise<Snapshot> {
    const version = await readCatalogueVersion(deps.db)
    if (snapshot && snapshot.version === version) return snapshot
    const previous = snapshot?.version ?? 0
    // A page at a time (decision 066): shoppers are answered from the snapshot in use between pages.
    const index = await readCatalogueIndex(deps.db)
    snapshot = { index, version }
    scheduleAhead()
    // Lists precomputed from older catalogues are stale everywhere (a newer list is kept).
    if (version > previous) await deletePrecomputedBefore(deps.db, version).catch((err: unknown) => deps.logger.warn({ err }, 'stale precomputed recommendations could not be removed'))
    return snapshot
  }

  /** The catalogue read in flight, or a new one: concurrent callers share it. */
  function refresh(): Promise<Snapshot> {
    loading ??= inBackground(load).finally(() => {
      loading = null
    })
    return loading
  }

  /** A snapshot at least as new as `minVersion` (each load reads the version first, so a couple of rounds reach it). */
  async function current(minVersion: number): Promise<Snapshot> {
    if (minVersion > wanted) wanted = minVersion
    for (let round = 0; round < 3 && (!snapshot || snapshot.version < minVersion); round++) await refresh()
    return snapshot ?? refresh()
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

  /**
   * runChain with its products' details read (product-details.ts): the chain scores once; when
   * some details had to be read first, only its items' products are looked up again.
   */
  function chainShowing(snap: Snapshot, query: RecommendationQuery): Promise<ReturnType<typeof runChain>> {
    let scored: ReturnType<typeof runChain> | null = null
    return showing(snap.index, () => {
      if (!scored) return (scored = runChain(snap, query))
      const ix = snap.index
      const items = scored.result.items.map((it) => ({ ...it, product: ix.products.get(ix.byId.get(it.product.id)!) }))
      return { ...scored, result: { ...scored.result, items } }
    })
  }

  function fallbackSnapshot(): Snapshot {
    const at = new Date(0).toISOString()
    const index = buildCatalogueIndex(SAMPLE_PRODUCTS.map((seed) => ({ product: seedAsProduct(seed, 'sample', at), attributes: null })))
    return { index, version: -1 }
  }

  function fromPrecomputed(snap: Snapshot, items: StoredItem[], r: RecommendationView): RecommendationResponse | null {
    const first = items[0]
    if (!first) return null
    const hydrated: RecommendationItem[] = []
    for (const it of items) {
      const i = snap.index.byId.get(it.product_id)
      // A product gone since the list was made: the list is stale, compute afresh.
      if (i === undefined) return null
      hydrated.push({
        product: snap.index.products.get(i),
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

  async function answer(r: RecommendationRequest, at: Date, minVersion: number): Promise<{ answer: RecommendationResponse; cacheable: boolean }> {
    let snap: Snapshot
    let catalogueFailed = false
    try {
      snap = await current(minVersion)
    } catch (err) {
      // The spec: a product load failure falls back to the built-in sample products.
      deps.logger.error({ err }, 'catalogue could not be loaded; recommending from the built-in samples')
      snap = fallbackSnapshot()
      catalogueFailed = true
    }
    // Everything the engines read: the segment (day and catalogue version included) and the view.
    const segment = segmentOf(r.profile ?? emptyProfile(), at, String(snap.version))
    const hash = segmentHash(segment)
    if (!catalogueFailed && r.signals && r.signals.length > 0) {
      const adjuster = adjusterFor(snap.index, snap.index.byId, r.signals, segment, at.getTime())
      if (adjuster) {
        // Her page: the whole catalogue scored with her history's points added to each match
        // (learning/adjustments.ts), so the page is in the order of the match she sees. Hers alone: never kept.
        const run = await chainShowing(snap, { ...viewQuery(segment, r, r), adjuster })
        return { answer: answerOf(run.engine, run.degraded, run.result.items, run.result.total, r), cacheable: false }
      }
    }
    const wide = isDefaultView(r) && !catalogueFailed
    if (wide) {
      try {
        const stored = await findPrecomputedRecommendations(deps.db, hash, at, snap.version)
        const found = stored ? await showing(snap.index, () => fromPrecomputed(snap, stored.items as StoredItem[], r)) : null
        if (found) return { answer: found, cacheable: true }
      } catch (err) {
        deps.logger.warn({ err }, 'precomputed recommendations could not be read')
      }
    }
    const { engine, degraded: engineFailed, result } = await chainShowing(snap, viewQuery(segment, r, wide ? { limit: PRECOMPUTED_SIZE, offset: 0 } : r))
    const degraded = engineFailed || catalogueFailed
    const page = answerOf(engine, degraded, wide ? result.items.slice(r.offset, r.offset + r.limit) : result.items, result.total, r)
    if (!degraded && wide && result.items.length > 0) {
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
    return { answer: page, cacheable: !degraded }
  }

  /** The snapshot's search, built once per snapshot: a new catalogue version brings a new snapshot, hence a new search. */
  function searchOf(snap: Snapshot): ShopSearch {
    snap.search ??= buildShopSearch(snap.index)
    return snap.search
  }

  // Ahead of the shoppers: every quiz segment's default pages after each catalogue change.
  const ahead = deps.ahead ?? null
  let aheadDay = ahead?.day ?? ''
  let scheduled: NodeJS.Timeout | null = null
  let computing = false

  /** Waits for the catalogue to settle (an import commits chunk after chunk), then computes. */
  function scheduleAhead(): void {
    if (!ahead) return
    if (scheduled) clearTimeout(scheduled)
    scheduled = setTimeout(() => {
      scheduled = null
      void inBackground(computeAhead)
    }, ahead.delayMs)
  }

  async function computeAhead(): Promise<void> {
    if (!ahead) return
    if (computing) return scheduleAhead()
    computing = true
    const day = aheadDay
    try {
      const snap = await current(wanted)
      const stale = () => wanted > snap.version || day !== aheadDay
      const at = new Date(`${day}T12:00:00.000Z`)
      const segments = quizSegments(at, String(snap.version))
      const ready = deps.shareAhead ? await sharedAhead(deps.shareAhead, snap, day, segments, stale) : await computeSegments(snap, day, segments, stale)
      if (!ready || stale()) return
      ahead.onReady(ready.answers, ready.transfer)
      // The shop's search and the key pieces' matches over the same snapshot, so the first
      // search or key piece after a change does not read the whole catalogue. In slices: each
      // is a pass over every product (seconds at a million), and an answer computed on demand
      // would wait behind it.
      const search = await buildShopSearchInSlices(snap.index, nextTurn)
      snap.search ??= search
      if (stale()) return
      await prepareKeyPieceBits(snap.index, nextTurn)
      if (stale()) return
      // Complete the look's planners for every quiz segment and season (about 1 ms each, a few KB);
      // the first of each shape and palette also builds the outfit lists they read.
      const started = performance.now()
      let n = 0
      for (const segment of segments) {
        if (++n % 16 === 0) {
          await nextTurn()
          if (stale()) return
        }
        outfitAnswers.prepare(snap.index, segment)
      }
      deps.logger.info({ version: snap.version, day, segments: segments.length, tookMs: Math.round(performance.now() - started) }, 'outfit planners prepared ahead')
    } catch (err) {
      deps.logger.warn({ err }, 'quiz segments could not be computed ahead')
    } finally {
      computing = false
    }
  }

  type Ready = { answers: AheadAnswers; transfer: ArrayBuffer[] }

  /** Every quiz segment's default pages, computed here; null when a newer catalogue or day made them stale. */
  async function computeSegments(snap: Snapshot, day: string, quiz: Segment[], stale: () => boolean): Promise<Ready | null> {
    const segments: AheadAnswers['segments'] = []
    const transfer: ArrayBuffer[] = []
    // quizSegments lists a shape and palette's 63 style sets together: they share one group's work.
    const batch = createSegmentBatch()
    const started = performance.now()
    let n = 0
    for (const segment of quiz) {
      // Requests for other answers are served between segments; a newer catalogue or day ends the run.
      if (++n % 8 === 0) {
        await nextTurn()
        if (stale()) return null
      }
      // Exactly what answer() computes for the default view (one wide list, cut into pages).
      const { engine, degraded, result } = await chainShowing(snap, { segment, mode: 'recommended', limit: PRECOMPUTED_SIZE, offset: 0, batch })
      if (degraded) continue
      const pages: AheadAnswers['segments'][number]['pages'] = []
      for (let offset = 0; offset < PRECOMPUTED_SIZE; offset += DASHBOARD_PAGE_SIZE) {
        const page = { limit: DASHBOARD_PAGE_SIZE, offset }
        const bytes = encode(answerOf(engine, false, result.items.slice(offset, offset + DASHBOARD_PAGE_SIZE), result.total, page), QUALITY.ahead)
        pages.push({ view: { mode: 'recommended', ...page }, ...bytes })
        transfer.push(bytes.br.buffer as ArrayBuffer)
      }
      segments.push({ segment, pages })
    }
    if (stale()) return null
    deps.logger.info({ version: snap.version, day, segments: segments.length, tookMs: Math.round(performance.now() - started) }, 'quiz segments ranked')
    return { answers: { version: snap.version, day, source: 'computed', segments }, transfer }
  }

  /** The stored pages as answers for this process's quiz segments (the same list, so the same hashes). */
  function fromStored(snap: Snapshot, day: string, quiz: Segment[], pages: QuizAnswerPage[]): Ready {
    const byHash = new Map<string, QuizAnswerPage[]>()
    for (const p of pages) {
      const group = byHash.get(p.segmentHash)
      if (group) group.push(p)
      else byHash.set(p.segmentHash, [p])
    }
    const segments: AheadAnswers['segments'] = []
    const transfer: ArrayBuffer[] = []
    for (const segment of quiz) {
      const stored = byHash.get(segmentHash(segment))
      if (!stored) continue
      segments.push({
        segment,
        pages: stored
          .sort((a, b) => a.offset - b.offset)
          .map((p) => {
            transfer.push(p.br.buffer as ArrayBuffer)
            return { view: { mode: 'recommended' as const, limit: DASHBOARD_PAGE_SIZE, offset: p.offset }, br: p.br }
          }),
      })
    }
    return { answers: { version: snap.version, day, source: 'stored', segments }, transfer }
  }

  /**
   * Several processes, one computation (decision 062): read the set another process stored;
   * else take the lease for this version and day, compute and store it; else wait for the
   * holder, polling. A holder that dies drops its lease (its connection ends), and the next
   * process to ask takes over. A database that cannot be asked, or a holder that takes longer
   * than `waitMs`, leaves this process computing its own: shoppers never wait on another one.
   */
  async function sharedAhead(share: NonNullable<LocalEngineDeps['shareAhead']>, snap: Snapshot, day: string, quiz: Segment[], stale: () => boolean): Promise<Ready | null> {
    const pollMs = share.pollMs ?? 1000
    const giveUpAt = Date.now() + (share.waitMs ?? 5 * 60_000)
    const stored = async () => {
      const pages = await findQuizAnswers(deps.db, snap.version, day)
      return pages ? fromStored(snap, day, quiz, pages) : null
    }
    try {
      for (;;) {
        const found = await stored()
        if (found) return found
        const lease = await share.leases.tryHold(`quiz-answers:${snap.version}:${day}`)
        if (lease) {
          try {
            // Another process may have finished between the read and the lease.
            const again = await stored()
            if (again) return again
            const ready = await computeSegments(snap, day, quiz, stale)
            if (ready) {
              const pages = ready.answers.segments.flatMap(({ segment, pages }) => pages.map((p) => ({ segmentHash: segmentHash(segment), offset: p.view.offset, br: p.br })))
              await saveQuizAnswers(deps.db, { version: snap.version, day, pages }, new Date()).catch((err: unknown) => deps.logger.warn({ err }, 'quiz answers could not be stored for the other processes'))
            }
            return ready
          } finally {
            await lease.release()
          }
        }
        if (stale()) return null
        if (Date.now() > giveUpAt) break
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
      deps.logger.warn({ version: snap.version, day }, 'the process computing the quiz answers took too long; computing them here')
    } catch (err) {
      deps.logger.warn({ err }, 'shared quiz answers unavailable; computing them here')
    }
    return computeSegments(snap, day, quiz, stale)
  }

  // The snapshot loads and the quiz segments are computed before the first shopper asks.
  if (ahead) void refresh().catch((err: unknown) => deps.logger.warn({ err }, 'catalogue snapshot could not be loaded'))

  return {
    async recommend(r, at, minVersion) {
      const { answer: page, cacheable } = await answer(r, at, minVersion)
      return { ...encode(page, QUALITY.asked), cacheable }
    },

    async trial(profile, options, at, minVersion) {
      const snap = await current(minVersion)
      const query: RecommendationQuery = { segment: segmentOf(profile, at, String(snap.version)), mode: 'recommended', limit: options.limit, offset: 0, minScore: options.minScore }
      const { engine, degraded, result } = await chainShowing(snap, query)
      return answerOf(engine, degraded, result.items.filter((it) => it.score >= options.minScore), result.total, { limit: options.limit, offset: 0 })
    },

    async leanings(signals, at, minVersion) {
      const snap = await current(minVersion)
      return describeLeanings(leaningsFromIndex(snap.index, snap.index.byId, signals, at.getTime()))
    },

    async outfits(request, at, minVersion) {
      const snap = await current(minVersion)
      // An outfit shows its pieces by their labels (outfit-view.ts): no details are read.
      const answer = outfitAnswers.outfits(snap.index, snap.index.byId, snap.version, request, at)
      if (!answer) return null
      return { ...encode(answer, QUALITY.asked), cacheable: true }
    },

    async capsule(request, at, minVersion) {
      const snap = await current(minVersion)
      return showing(snap.index, () => outfitAnswers.capsule(snap.index, snap.version, request, at))
    },

    async shop(query, profile, at, minVersion) {
      const snap = await current(minVersion)
      const search = searchOf(snap)
      return showing(snap.index, () => shopPage(search, query, profile ? segmentOf(profile, at, String(snap.version)) : null))
    },

    async shopProduct(productId, profile, at, minVersion) {
      const snap = await current(minVersion)
      const search = searchOf(snap)
      return showing(snap.index, () => shopProduct(search, snap.index.byId, productId, profile ? segmentOf(profile, at, String(snap.version)) : null))
    },

    noteVersion(version) {
      if (version <= wanted) return
      wanted = version
      refresh().catch((err: unknown) => deps.logger.warn({ err }, 'catalogue snapshot refresh failed'))
    },

    noteDay(day) {
      if (!ahead || day === aheadDay) return
      aheadDay = day
      scheduleAhead()
    },

    clear() {
      snapshot = null
    },

    close() {
      clearInterval(sweep)
      if (scheduled) clearTimeout(scheduled)
    },
  }
}
