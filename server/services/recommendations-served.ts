import { Worker } from 'node:worker_threads'
import zlib from 'node:zlib'
import type { Kysely } from 'kysely'
import { emptyProfile } from '#core/profile/style-profile.ts'
import type { RecommendationRequest, RecommendationResponse } from '#core/recommendation/contract.ts'
import { segmentHash, segmentOf } from '#core/recommendation/segment.ts'
import type { CatalogueChanges } from '#db/catalogue-changes.ts'
import type { DatabaseOptions } from '#db/database.ts'
import { readCatalogueVersion } from '#db/repositories/catalogue-version-repository.ts'
import type { Database } from '#db/schema.ts'
import { CACHE_POLICY, createTtlCache } from '#integrations/cache/ttl-cache.ts'
import type { Config } from '../config.ts'
import type { RecommendationsApi } from '../load-context.ts'
import type { Logger } from '../logger.ts'
import type { ContentEncoding } from '../middleware/compression.ts'
import type { FromWorker, ToWorker } from './recommendation-worker-protocol.ts'
import { accountStyleProfile, answerKey } from './recommendations.ts'

/** An answer as bytes ready to send, in the encoding the client takes (null: plain JSON). */
export interface EncodedAnswer {
  body: Uint8Array
  encoding: ContentEncoding | null
}

export interface ServedRecommendations extends RecommendationsApi {
  /** The answer as ready bytes for an Accept-Encoding choice: what POST /api/recommendations sends. */
  recommendEncoded(request: RecommendationRequest, encoding: ContentEncoding | null): Promise<EncodedAnswer>
  invalidate(): void
  close(): void
}

export interface ServedRecommendationsDeps {
  db: Kysely<Database>
  /** How the worker opens its own connection to the same database. */
  database: DatabaseOptions
  logger: Logger
  logLevel: Config['logLevel']
  catalogueChanges?: CatalogueChanges | null
  now?: () => Date
  /** How often the version row is read on the request path at most; default 1 s, 30 s with notices. */
  versionCheckMs?: number
  /** How long the catalogue must stay unchanged before the quiz segments are computed; default 1 s. */
  precomputeDelayMs?: number
}

interface Ready {
  br: Uint8Array
  gz: Uint8Array
}

/**
 * Recommendations served like static content (issue 15, decision 026). A worker thread holds
 * the catalogue snapshot and, after each catalogue change, computes the default pages of
 * every quiz segment (945) as brotli and gzip bytes; this thread sends those bytes straight.
 * Anything else (other views, uncommon segments) is computed in the worker too and kept as
 * bytes in an answer cache. This thread only tracks the catalogue version: its own writes,
 * PostgreSQL notices and a periodic read of the version row. Bytes of an older version than
 * the newest one heard of are never sent.
 */
export function createServedRecommendations(deps: ServedRecommendationsDeps): ServedRecommendations {
  const now = deps.now ?? (() => new Date())
  const versionCheckMs = deps.versionCheckMs ?? (deps.catalogueChanges ? 30_000 : 1000)
  const policy = CACHE_POLICY.recommendations
  const answers = createTtlCache<Ready>({ max: policy.max, ttlMs: policy.ttlMs })
  const pending = new Map<number, { resolve: (m: FromWorker) => void; reject: (err: Error) => void }>()
  let nextId = 1
  let known = 0
  let checkedAt = 0
  let checking: Promise<void> | null = null
  let ready: { version: number; day: string; bytes: Map<string, Ready> } | null = null
  let toldDay = now().toISOString().slice(0, 10)
  let worker: Worker | null = null
  let closed = false

  function startWorker(): Worker {
    const w = new Worker(new URL('./recommendation-worker.ts', import.meta.url), {
      workerData: { database: deps.database, logLevel: deps.logLevel, precomputeDelayMs: deps.precomputeDelayMs ?? 1000, day: toldDay },
    })
    // The worker never keeps the process alive; a crash fails what was asked of it and the next request starts another.
    w.unref()
    w.on('message', (m: FromWorker) => {
      if (m.type === 'started') return
      if (m.type === 'ready') {
        if (m.version >= known) {
          const started = performance.now()
          const bytes = new Map<string, Ready>()
          for (const e of m.entries) bytes.set(e.key, { br: e.br, gz: e.gz })
          ready = { version: m.version, day: m.day, bytes }
          if (m.version > known) note(m.version)
          // How long this thread spent taking the bytes in (the rest happened in the worker).
          deps.logger.info({ version: m.version, day: m.day, answers: bytes.size, tookMs: Math.round((performance.now() - started) * 10) / 10 }, 'quiz segments computed ahead')
        }
        return
      }
      const waiter = pending.get(m.id)
      if (!waiter) return
      pending.delete(m.id)
      if (m.type === 'failed') waiter.reject(new Error(m.message))
      else waiter.resolve(m)
    })
    const fail = (err: Error) => {
      if (worker === w) worker = null
      for (const [id, waiter] of pending) {
        pending.delete(id)
        waiter.reject(err)
      }
    }
    w.on('error', (err) => {
      deps.logger.error({ err }, 'recommendation worker failed')
      fail(err)
    })
    w.on('exit', (code) => fail(new Error(`recommendation worker exited with ${code}`)))
    if (known > 0) w.postMessage({ type: 'version', version: known } satisfies ToWorker)
    return w
  }

  function post(message: ToWorker): void {
    if (closed) return
    worker ??= startWorker()
    worker.postMessage(message)
  }

  function ask(message: ToWorker & { id: number }): Promise<FromWorker> {
    return new Promise((resolve, reject) => {
      pending.set(message.id, { resolve, reject })
      post(message)
    })
  }

  function note(version: number): void {
    if (version <= known) return
    known = version
    answers.clear()
    post({ type: 'version', version })
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
  // The worker starts now, so the snapshot and the quiz segments are ready before the first shopper.
  void quietCheck()
  post({ type: 'version', version: 0 })

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

  /** The shared answer of a segment and view (a request without history). */
  async function entryFor(r: RecommendationRequest): Promise<Ready> {
    const at = now()
    await freshVersion()
    const day = at.toISOString().slice(0, 10)
    if (day !== toldDay) {
      toldDay = day
      post({ type: 'day', day })
    }
    const version = known
    const key = answerKey(segmentHash(segmentOf(r.profile ?? emptyProfile(), at, String(version))), r)
    const precomputed = ready && ready.version === version && ready.day === day ? ready.bytes.get(key) : undefined
    const hit = precomputed ?? answers.get(key)
    if (hit) return hit
    const m = await ask({ type: 'recommend', id: nextId++, request: r, at: at.toISOString(), minVersion: version })
    if (m.type !== 'answer') throw new Error('unexpected answer from the recommendation worker')
    const entry = { br: m.br, gz: m.gz }
    // Kept only while no newer catalogue was heard of during the computation.
    if (m.cacheable && known === version) answers.set(key, entry)
    return entry
  }

  return {
    async recommendEncoded(r, encoding) {
      const entry = await entryFor(r)
      if (encoding === 'br') return { body: entry.br, encoding }
      if (encoding === 'gzip') return { body: entry.gz, encoding }
      return { body: zlib.gunzipSync(entry.gz), encoding: null }
    },

    async recommend(r) {
      if (r.signals && r.signals.length > 0) {
        // Her own order (issue 18): computed in the worker for her alone, never kept.
        const m = await ask({ type: 'recommend', id: nextId++, request: r, at: now().toISOString(), minVersion: known })
        if (m.type !== 'answer') throw new Error('unexpected answer from the recommendation worker')
        return JSON.parse(m.json) as RecommendationResponse
      }
      const entry = await entryFor(r)
      return JSON.parse(zlib.gunzipSync(entry.gz).toString('utf8')) as RecommendationResponse
    },

    accountProfile: (userId) => accountStyleProfile(deps.db, userId),

    // The shop's search lives in the worker beside the snapshot it indexes (built there, off this thread).
    async shop(query, profile) {
      await freshVersion()
      const m = await ask({ type: 'shop', id: nextId++, query, profile, at: now().toISOString(), minVersion: known })
      if (m.type !== 'shop') throw new Error('unexpected answer from the recommendation worker')
      return m.answer
    },

    async shopProduct(productId, profile) {
      await freshVersion()
      const m = await ask({ type: 'shop-product', id: nextId++, productId, profile, at: now().toISOString(), minVersion: known })
      if (m.type !== 'shop-product') throw new Error('unexpected answer from the recommendation worker')
      return m.view
    },

    async leanings(signals) {
      const m = await ask({ type: 'leanings', id: nextId++, signals: [...signals] })
      if (m.type !== 'leanings') throw new Error('unexpected answer from the recommendation worker')
      return m.leanings
    },

    async outfits(request) {
      await freshVersion()
      const m = await ask({ type: 'outfits', id: nextId++, request, at: now().toISOString(), minVersion: known })
      if (m.type !== 'outfits') throw new Error('unexpected answer from the recommendation worker')
      return m.answer
    },

    async capsule(request) {
      await freshVersion()
      const m = await ask({ type: 'capsule', id: nextId++, request, at: now().toISOString(), minVersion: known })
      if (m.type !== 'capsule') throw new Error('unexpected answer from the recommendation worker')
      return m.answer
    },

    async trial(profile, options) {
      await checkVersion()
      const m = await ask({ type: 'trial', id: nextId++, profile, options })
      if (m.type !== 'trial') throw new Error('unexpected answer from the recommendation worker')
      return m.answer
    },

    clearCache() {
      const n = answers.clear() + (ready?.bytes.size ?? 0)
      ready = null
      post({ type: 'clear' })
      return n
    },

    invalidate() {
      answers.clear()
      ready = null
      post({ type: 'clear' })
    },

    async catalogueChanged() {
      await checkVersion()
    },

    close() {
      closed = true
      unsubscribe?.()
      worker?.postMessage({ type: 'close' } satisfies ToWorker)
    },
  }
}
