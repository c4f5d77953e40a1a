import zlib from 'node:zlib'
import type { Kysely } from 'kysely'
import { accountProfileView } from '#core/profile/profile-sync.ts'
import { emptyProfile, type StyleProfile } from '#core/profile/style-profile.ts'
import type { OutfitsRequest, OutfitsResponse } from '#core/outfits/contract.ts'
import type { RecommendationRequest, RecommendationResponse } from '#core/recommendation/contract.ts'
import { segmentOf } from '#core/recommendation/segment.ts'
import type { CatalogueChanges } from '#db/catalogue-changes.ts'
import { readCatalogueVersion } from '#db/repositories/catalogue-version-repository.ts'
import { findStyleProfileByUserId, findTestDataByUserId } from '#db/repositories/style-profiles-repository.ts'
import type { Database } from '#db/schema.ts'
import type { Clock } from '#integrations/cache/ttl-cache.ts'
import type { RecommendationsApi } from '../load-context.ts'
import type { Logger } from '../logger.ts'
import { nextTurn } from './next-turn.ts'
import { answerKey, answerKeys, createAnswerStore, type EncodedAnswer, outfitsKey, type SharedAnswerTier } from './recommendation-answer-store.ts'
import type { AheadAnswers, ComputedAnswer, EngineFactory } from './recommendation-engine.ts'

/** Quiz segments keyed per turn of the event loop when the answers computed ahead arrive. */
const AHEAD_SLICE = 16

export interface RecommendationsService extends RecommendationsApi {
  /** Ends the engine (the worker thread) and the change notices. */
  close(): void
}

export interface RecommendationsDeps {
  db: Kysely<Database>
  logger: Logger
  /** The engine that computes answers: workerEngine in the server, localEngine in tests and development. */
  engine: EngineFactory
  /** The database's change notices (PostgreSQL LISTEN/NOTIFY); absent on SQLite. */
  catalogueChanges?: CatalogueChanges | null
  /** The answer store's tier shared by several processes; none by default. */
  shared?: SharedAnswerTier | null
  now?: () => Date
  /** How often the version row is read on the request path at most; default 1 s, 30 s with notices. */
  versionCheckMs?: number
  /** The answer store's LRU clock (tests move it). */
  clock?: Clock
}

/**
 * Recommendations served like static content (issue 15, decisions 026 and 061): one path
 * from request to answer. This thread tracks the catalogue version (its own writes,
 * PostgreSQL notices, a periodic read of the version row), builds every answer's key and
 * keeps the ready bytes in the one answer store; the engine (recommendation-engine.ts, in a
 * worker thread in production) computes what the store does not hold, from a snapshot at
 * least as new as the version this thread names. After each catalogue change the engine
 * computes the default pages of every quiz segment (945) ahead, which this thread then sends
 * as they are. Bytes of an older version than the newest one heard of are never sent: the
 * version is part of every key.
 */
export function createRecommendations(deps: RecommendationsDeps): RecommendationsService {
  const now = deps.now ?? (() => new Date())
  const versionCheckMs = deps.versionCheckMs ?? (deps.catalogueChanges ? 30_000 : 1000)
  const store = createAnswerStore({ logger: deps.logger, shared: deps.shared ?? null, ...(deps.clock ? { clock: deps.clock } : {}) })
  let known = 0
  let checkedAt = 0
  let checking: Promise<void> | null = null
  let toldDay = now().toISOString().slice(0, 10)

  /**
   * The answers computed ahead, keyed here like every other answer. In slices with a yield
   * between them, so hashing 945 segments never holds a request back for long.
   */
  async function takeAhead(ahead: AheadAnswers): Promise<void> {
    const entries = new Map<string, EncodedAnswer>()
    let busyMs = 0
    let longestMs = 0
    for (let from = 0; from < ahead.segments.length; from += AHEAD_SLICE) {
      if (ahead.version < known) return
      const started = performance.now()
      for (const { segment, pages } of ahead.segments.slice(from, from + AHEAD_SLICE)) {
        const keys = answerKeys(segment, pages.map((p) => p.view))
        pages.forEach(({ br }, k) => entries.set(keys[k]!, { br }))
      }
      const took = performance.now() - started
      busyMs += took
      longestMs = Math.max(longestMs, took)
      await nextTurn()
    }
    if (ahead.version < known) return
    store.setAhead(entries)
    if (ahead.version > known) note(ahead.version)
    // How long this thread spent taking the bytes in, and its longest slice (the rest happened in the engine).
    const round = (ms: number) => Math.round(ms * 10) / 10
    deps.logger.info({ version: ahead.version, day: ahead.day, source: ahead.source, answers: entries.size, tookMs: round(busyMs), longestSliceMs: round(longestMs) }, 'quiz segments computed ahead')
  }

  const engine = deps.engine((ahead) => void takeAhead(ahead), toldDay)

  /** A newer version was heard of: this process's answers go (their keys name the old one) and the engine loads the new snapshot. */
  function note(version: number): void {
    if (version <= known) return
    known = version
    store.clear()
    engine.noteVersion(version)
  }

  function checkVersion(): Promise<void> {
    checking ??= readCatalogueVersion(deps.db)
      .then((v) => {
        checkedAt = Date.now()
        note(v)
      })
      .finally(() => {
        checking = null
      })
    return checking
  }

  const quietCheck = () => checkVersion().catch((err: unknown) => deps.logger.warn({ err }, 'catalogue version could not be read'))
  const unsubscribe = deps.catalogueChanges?.subscribe((version) => (version === null ? void quietCheck() : note(version)))
  // The engine hears of the catalogue now, before the first shopper; the first request still reads the row itself.
  void quietCheck().then(() => {
    checkedAt = 0
  })

  /**
   * Without notices (SQLite) the row is the only news of another writer: read it before
   * answering, at most once per versionCheckMs (a local read). With notices, in the background.
   * The poll is paced by the wall clock, not `now`: a test's fixed clock must not stop it.
   */
  async function freshVersion(): Promise<void> {
    if (Date.now() - checkedAt >= versionCheckMs) {
      if (deps.catalogueChanges) void quietCheck()
      else await quietCheck()
    }
  }

  /** The time of a request, after the version check; a new day is told to the engine (its quiz segments are the day's). */
  async function askedAt(): Promise<Date> {
    const at = now()
    await freshVersion()
    const day = at.toISOString().slice(0, 10)
    if (day !== toldDay) {
      toldDay = day
      engine.noteDay(day)
    }
    return at
  }

  /** An answer from the store under its key, else computed by the engine and kept; null when the engine has none. */
  async function kept(keyOf: (at: Date, version: number) => string, compute: (at: Date, version: number) => Promise<ComputedAnswer | null>): Promise<EncodedAnswer | null> {
    const at = await askedAt()
    const version = known
    const key = keyOf(at, version)
    const hit = await store.get(key)
    if (hit) return hit
    const computed = await compute(at, version)
    if (!computed) return null
    const entry = { br: computed.br }
    // Kept only while no newer catalogue was heard of during the computation.
    if (computed.cacheable && known === version) store.set(key, entry)
    return entry
  }

  /** The shared answer of a segment and view (a request without history). */
  async function entryFor(r: RecommendationRequest): Promise<EncodedAnswer> {
    const entry = await kept(
      (at, version) => answerKey(segmentOf(r.profile ?? emptyProfile(), at, String(version)), r),
      (at, version) => engine.recommend(r, at, version),
    )
    return entry!
  }

  /** An outfits answer: kept like a recommendation, since it depends only on her segment and the query. */
  function outfitsEntry(request: OutfitsRequest): Promise<EncodedAnswer | null> {
    return kept(
      (at, version) => outfitsKey(segmentOf(request.profile, at, String(version)), request.query),
      (at, version) => engine.outfits(request, at, version),
    )
  }

  // Brotli is the one encoding kept (decision 067): a client that does not take it gets the JSON as it is.
  const bodyOf = (entry: EncodedAnswer, encoding: 'br' | 'gzip' | null) =>
    encoding === 'br' ? { body: entry.br, encoding: 'br' as const } : { body: zlib.brotliDecompressSync(entry.br), encoding: null }
  const jsonOf = <T>(entry: EncodedAnswer) => JSON.parse(zlib.brotliDecompressSync(entry.br).toString('utf8')) as T

  return {
    async recommendEncoded(r, encoding) {
      return bodyOf(await entryFor(r), encoding)
    },

    async recommend(r) {
      if (r.signals && r.signals.length > 0) {
        // Her own order (issue 18): computed for her alone, never kept.
        const computed = await engine.recommend(r, await askedAt(), known)
        return jsonOf<RecommendationResponse>(computed)
      }
      return jsonOf<RecommendationResponse>(await entryFor(r))
    },

    accountProfile: (userId) => accountStyleProfile(deps.db, userId),

    async shop(query, profile) {
      return engine.shop(query, profile, await askedAt(), known)
    },

    async shopProduct(productId, profile) {
      return engine.shopProduct(productId, profile, await askedAt(), known)
    },

    async leanings(signals) {
      return engine.leanings([...signals], now(), known)
    },

    async outfitsEncoded(request, encoding) {
      const entry = await outfitsEntry(request)
      return entry ? bodyOf(entry, encoding) : null
    },

    async outfits(request) {
      const entry = await outfitsEntry(request)
      return entry ? jsonOf<OutfitsResponse>(entry) : null
    },

    async capsule(request) {
      return engine.capsule(request, await askedAt(), known)
    },

    async trial(profile, options) {
      // Checked against the catalogue now: an administrator testing right after an analysis run expects its scores to count.
      await checkVersion()
      return engine.trial(profile, options, now(), known)
    },

    clearCache() {
      engine.clear()
      return store.clear()
    },

    async catalogueChanged() {
      await checkVersion()
    },

    close() {
      unsubscribe?.()
      engine.close()
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
