import type { Kysely } from 'kysely'
import { ANALYSIS_VERSION, parseAnalysisReply, type ProductAnalysis } from '#core/ai/analysis.ts'
import { buildAnalysisPrompt, buildConnectionTestPrompt } from '#core/ai/prompts.ts'
import { ruleBasedAnalysis, tagsFromAnalysis } from '#core/ai/rule-based.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  countProductAnalysisStatus,
  getAnalysisStatistics,
  listProductIdsForAnalysis,
  markProductAnalysed,
  upsertProductAnalysis,
} from '#db/repositories/ai-analysis-repository.ts'
import {
  cancelPendingQueueItems,
  claimQueueItems,
  completeQueueItem,
  countQueueItemsByStatus,
  enqueueProducts,
  failQueueItem,
  findQueueItems,
  listFailedQueueItems,
  MAX_QUEUE_ATTEMPTS,
  purgeCompletedQueueItems,
  QUEUE_PRIORITY,
  type QueueItem,
  releaseStaleClaims,
  retryFailedQueueItems,
} from '#db/repositories/ai-queue-repository.ts'
import { findProductById } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'
import { type AiClient, createAiClient } from '#integrations/ai/ai-client.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import type { AdminActor, RequestOrigin } from './admin-activity.ts'
import { logAdminActivity } from './admin-activity.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Completed queue items are kept this long (spec: cleaned up after 7 days). */
export const COMPLETED_RETENTION_MS = 7 * DAY_MS
/** A product analysed longer ago than this counts as unanalysed again (spec: re-analysis age 7 days). */
export const REANALYSIS_AGE_MS = 7 * DAY_MS
/** Timer lateness the pacing schedule absorbs without moving later calls back. */
const PACING_TOLERANCE_MS = 5
/** The longest a 429 stretches the pause between calls. */
export const MAX_BACKOFF_SPACING_MS = 60_000

export interface Pacing {
  concurrency: number
  /** Minimum time between the starts of two calls, across all lanes. */
  spacingMs: number
  /** Items one pass claims. */
  itemsPerRun: number
  /** Idle wait between passes when the queue is empty. */
  pollMs: number
  /** A claim older than this is taken to belong to a dead worker and released. */
  leaseMs: number
}

export interface AiAnalysisDeps {
  db: Kysely<Database>
  client: AiClient
  logger: Logger
  pacing: Pacing
  now?: () => Date
  /** Pacing waits; tests pass one that advances their clock instead of waiting. */
  sleep?: (ms: number) => Promise<void>
  /** Names this process's claims in the queue. */
  workerId?: string
}

export type AnalysisScope = { kind: 'unanalysed' } | { kind: 'all' } | { kind: 'selected'; ids: readonly string[] }

export interface AnalysisOutcome {
  productId: string
  method: ProductAnalysis['method']
  confidence: number
  /** Set when the AI call failed and the rule-based analysis was stored instead. */
  aiError?: string
}

export interface EngineInfo {
  mode: 'ai' | 'rule-based'
  provider: string
  model: string | null
  /** What the back office shows about the engine. */
  label: string
}

export interface RunProgress {
  id: string
  scope: AnalysisScope['kind']
  status: 'running' | 'completed' | 'stopped'
  total: number
  succeeded: number
  failed: number
  pending: number
  /** 0..100. */
  percent: number
  errors: Array<{ productId: string; message: string }>
  engine: EngineInfo
  startedAt: string
  finishedAt: string | null
}

interface Run {
  id: string
  scope: AnalysisScope['kind']
  itemIds: string[]
  status: RunProgress['status']
  startedAt: string
  finishedAt: string | null
}

/** A failure the queue should count as an attempt (the AI call failed; nothing was stored). */
class AttemptFailed extends Error {}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Product analysis: one product at a time (AI when a key is configured, the rule-based
 * engine otherwise or when the reply is unusable), the durable queue's worker with its
 * pacing, and the back office's runs over that queue.
 */
export function createAiAnalysis(deps: AiAnalysisDeps) {
  const { db, client, logger } = deps
  const now = deps.now ?? (() => new Date())
  const sleep = deps.sleep ?? realSleep
  const workerId = deps.workerId ?? `worker-${crypto.randomUUID()}`
  const pacing = { ...deps.pacing, concurrency: Math.max(1, deps.pacing.concurrency) }

  const engine: EngineInfo = client.enabled
    ? { mode: 'ai', provider: client.providerName, model: client.model, label: translate('ai.engine.ai', { provider: client.providerName, model: client.model }) }
    : { mode: 'rule-based', provider: client.providerName, model: null, label: translate('ai.engine.ruleBased') }

  // --- pacing shared by every lane: call starts (retries included) at least `spacing`
  // apart, in turn. Each call gets the next slot on a schedule; a timer a few ms late does
  // not push every later call back, but a later one restarts the schedule from its actual
  // start, so calls never bunch up at the provider. A 429 doubles the spacing.
  let spacing = pacing.spacingMs
  let lastSlot = Number.NEGATIVE_INFINITY
  let turn: Promise<void> = Promise.resolve()
  function paceCall(): Promise<void> {
    const mine = turn.then(async () => {
      const slot = Math.max(lastSlot + spacing, now().getTime())
      const wait = slot - now().getTime()
      if (wait > 0) await sleep(wait)
      const actual = now().getTime()
      lastSlot = actual - slot > PACING_TOLERANCE_MS ? actual : slot
    })
    turn = mine.catch(() => undefined)
    return mine
  }
  function onRateLimited() {
    spacing = Math.min(MAX_BACKOFF_SPACING_MS, Math.max(spacing * 2, 100))
    logger.warn({ spacingMs: spacing }, 'AI provider rate limit: slowing the analysis worker down')
  }
  function onCallSucceeded() {
    // Back to the configured pace gradually, so one lucky call does not reopen the flood.
    if (spacing > pacing.spacingMs) spacing = Math.max(pacing.spacingMs, Math.round(spacing * 0.9))
  }

  /**
   * Analyses one product and stores the result. With `fallbackOnFailure` false an AI call
   * failure throws AttemptFailed (the queue retries later); true stores the rule-based
   * analysis instead, with the failure in its reasoning.
   */
  async function analyseProduct(productId: string, options: { fallbackOnFailure: boolean } = { fallbackOnFailure: true }): Promise<AnalysisOutcome> {
    const product = await findProductById(db, productId)
    if (!product) throw new Error(translate('product.notFound'))
    const input = { name: product.name, category: product.category, description: product.description, tags: product.tags, colors: product.colors }

    let analysis: ProductAnalysis
    let aiError: string | undefined
    let raw: string | null = null
    let modelName: string | null = null
    if (!client.enabled) {
      analysis = ruleBasedAnalysis(input)
    } else {
      try {
        const reply = await client.complete(buildAnalysisPrompt(input), { beforeAttempt: paceCall, onRateLimited })
        onCallSucceeded()
        raw = reply.content
        modelName = reply.model
        const parsed = parseAnalysisReply(reply.content)
        analysis = parsed.ok ? parsed.value : ruleBasedAnalysis(input, translate('ai.ruleBased.fallbackReasoning', { reason: parsed.error }))
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err)
        if (!options.fallbackOnFailure) throw new AttemptFailed(message, { cause: err })
        aiError = message
        analysis = ruleBasedAnalysis(input, translate('ai.ruleBased.fallbackReasoning', { reason: message }))
      }
    }

    const analyzedAt = now().toISOString()
    try {
      await db.transaction().execute(async (trx) => {
        await upsertProductAnalysis(trx, { productId, version: ANALYSIS_VERSION, analysis, rawResponse: raw, modelName, analyzedAt })
        await markProductAnalysed(trx, productId, {
          analyzedAt,
          version: ANALYSIS_VERSION,
          confidence: analysis.confidence,
          tags: tagsFromAnalysis(product.tags, analysis),
        })
      })
    } catch (err) {
      logger.error({ err, productId }, 'storing an analysis failed')
      throw new Error(translate('ai.storeFailed'), { cause: err })
    }
    return { productId, method: analysis.method, confidence: analysis.confidence, ...(aiError ? { aiError } : {}) }
  }

  /**
   * One queue item. An AI failure is a failed attempt (back to pending); on the last
   * attempt the product gets the rule-based analysis and the item still ends failed, so the
   * back office shows it and an administrator can retry for a real AI analysis.
   */
  async function processItem(item: QueueItem): Promise<void> {
    const lastAttempt = item.attempts + 1 >= MAX_QUEUE_ATTEMPTS
    try {
      const outcome = await analyseProduct(item.productId, { fallbackOnFailure: lastAttempt })
      if (outcome.aiError) await failQueueItem(db, item.id, workerId, outcome.aiError, now().toISOString())
      else await completeQueueItem(db, item.id, workerId, now().toISOString())
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      logger.warn({ productId: item.productId, attempt: item.attempts + 1, message }, 'analysis attempt failed')
      await failQueueItem(db, item.id, workerId, message, now().toISOString())
    }
  }

  /**
   * One pass: tidy the queue, then work it off in `concurrency` lanes until it is empty.
   * Items are claimed itemsPerRun at a time; a lane that runs dry claims the next batch
   * itself, so lanes never wait at a batch boundary for the slowest item. Returns the
   * number of items claimed.
   */
  async function processBatch(): Promise<number> {
    const t = now()
    await releaseStaleClaims(db, {
      claimedBefore: new Date(t.getTime() - pacing.leaseMs).toISOString(),
      now: t.toISOString(),
      message: 'The analysis stopped before finishing (the worker was restarted or hung)',
    })
    await purgeCompletedQueueItems(db, new Date(t.getTime() - COMPLETED_RETENTION_MS).toISOString())

    const buffer: QueueItem[] = []
    let claimed = 0
    let exhausted = false
    let refilling: Promise<void> | undefined
    const refill = () =>
      (refilling ??= claimQueueItems(db, { limit: pacing.itemsPerRun, workerId, now: now().toISOString() })
        .then((items) => {
          buffer.push(...items)
          claimed += items.length
          if (items.length === 0) exhausted = true
        })
        .finally(() => {
          refilling = undefined
        }))
    const lane = async () => {
      for (;;) {
        while (buffer.length === 0 && !exhausted && !stopping) await refill()
        if (stopping) return
        const item = buffer.shift()
        if (!item) return
        await processItem(item)
      }
    }
    await refill()
    await Promise.all(Array.from({ length: pacing.concurrency }, lane))
    // Items claimed but not started (the worker is stopping) go back untouched by a failure.
    for (const item of buffer.splice(0)) await releaseUnstarted(item)
    return claimed
  }

  async function releaseUnstarted(item: QueueItem) {
    await db
      .updateTable('ai_analysis_queue')
      .set({ status: 'pending', claimed_at: null, claimed_by: null, updated_at: now().toISOString() })
      .where('id', '=', item.id)
      .where('claimed_by', '=', workerId)
      .where('status', '=', 'processing')
      .execute()
  }

  // --- the worker loop: started by the server process; a kick (a run) drains the queue once.
  let loop: Promise<void> | undefined
  let polling = false
  let stopping = false
  let wake: (() => void) | undefined

  async function runLoop(keepPolling: boolean): Promise<void> {
    while (!stopping) {
      let claimed = 0
      try {
        claimed = await processBatch()
      } catch (err) {
        logger.error({ err }, 'analysis worker pass failed')
      }
      if (claimed > 0) continue
      if (!keepPolling && !polling) return
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pacing.pollMs)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wake = undefined
    }
  }

  function ensureLoop(keepPolling: boolean) {
    if (loop) {
      wake?.()
      return
    }
    stopping = false
    loop = runLoop(keepPolling).finally(() => {
      loop = undefined
    })
  }

  const worker = {
    /** Polls the queue every pollMs until stopped (the server process calls this). */
    start() {
      polling = true
      ensureLoop(true)
    },
    /** Work the queue off now: wakes a polling worker, or drains the queue once. */
    kick() {
      ensureLoop(polling)
    },
    /** Lets items in flight finish, returns unstarted claims to the queue, and ends the loop. */
    async stop() {
      polling = false
      stopping = true
      wake?.()
      await loop
    },
    /** Resolves when the loop (if any) has ended: for tests and the benchmark. */
    async idle() {
      await loop
    },
    processBatch,
    get spacingMs() {
      return spacing
    },
  }

  // --- the back office's runs (kept in this process; item states live in the queue).
  const runs = new Map<string, Run>()
  let currentRunId: string | undefined

  async function progressOf(run: Run): Promise<RunProgress> {
    const items = await findQueueItems(db, run.itemIds)
    const succeeded = items.filter((i) => i.status === 'completed').length
    const failed = items.filter((i) => i.status === 'failed').length
    const open = items.filter((i) => i.status === 'pending' || i.status === 'processing').length
    if (run.status === 'running' && open === 0) {
      run.status = 'completed'
      run.finishedAt = now().toISOString()
    }
    const total = run.itemIds.length
    const done = total - open
    return {
      id: run.id,
      scope: run.scope,
      status: run.status,
      total,
      succeeded,
      failed,
      pending: open,
      percent: total === 0 ? 100 : Math.round((done / total) * 100),
      errors: items.filter((i) => i.errorMessage && i.status !== 'completed').map((i) => ({ productId: i.productId, message: i.errorMessage! })),
      engine,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
    }
  }

  async function productIdsFor(scope: AnalysisScope): Promise<string[]> {
    if (scope.kind === 'unanalysed') {
      return listProductIdsForAnalysis(db, { kind: 'unanalysed', staleBefore: new Date(now().getTime() - REANALYSIS_AGE_MS).toISOString() })
    }
    return listProductIdsForAnalysis(db, scope)
  }

  return {
    engine,
    analyseProduct,
    worker,

    /** The spec's statistics plus the catalogue and queue counts the back office shows. */
    async stats() {
      const [analyses, products, queue] = await Promise.all([getAnalysisStatistics(db), countProductAnalysisStatus(db), countQueueItemsByStatus(db)])
      return {
        ...analyses,
        totalProducts: products.totalProducts,
        analysedProducts: products.analysedProducts,
        pendingProducts: products.totalProducts - products.analysedProducts,
        completionPercent: products.totalProducts === 0 ? 0 : Math.round((products.analysedProducts / products.totalProducts) * 100),
        queue,
        engine,
      }
    },

    /** A 10-token call that proves key, endpoint and model; without a key, says the rule-based engine runs. */
    async testConnection() {
      if (!client.enabled) return { ok: false, mode: 'rule-based' as const, message: translate('ai.engine.ruleBased'), latencyMs: null }
      const started = performance.now()
      try {
        await client.complete(buildConnectionTestPrompt())
        const latencyMs = Math.round(performance.now() - started)
        return { ok: true, mode: 'ai' as const, message: translate('ai.connection.ok', { provider: client.providerName, model: client.model, ms: latencyMs }), latencyMs }
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err)
        return { ok: false, mode: 'ai' as const, message: translate('ai.connection.failed', { provider: client.providerName, message }), latencyMs: null }
      }
    },

    /** Queues products outside a run (e.g. after an import, at the import priority 2). */
    async enqueue(productIds: readonly string[], priority: number = QUEUE_PRIORITY.import) {
      const result = await enqueueProducts(db, productIds, { priority, now: now().toISOString() })
      worker.kick()
      return result
    },

    async queueStatus() {
      return { counts: await countQueueItemsByStatus(db), failed: await listFailedQueueItems(db, 50), spacingMs: spacing }
    },

    async retryFailed() {
      const retried = await retryFailedQueueItems(db, now().toISOString())
      if (retried > 0) worker.kick()
      return retried
    },

    /**
     * Starts a run over a scope: queues its products ahead of imports and works the queue
     * off. One run at a time per process; a second start while one runs is refused.
     */
    async startRun(scope: AnalysisScope, by: { actor: AdminActor; origin: RequestOrigin }): Promise<{ started: true; progress: RunProgress } | { started: false }> {
      const current = currentRunId ? runs.get(currentRunId) : undefined
      if (current && (await progressOf(current)).status === 'running') return { started: false }
      const productIds = await productIdsFor(scope)
      const { itemIds, enqueued, skipped } = await enqueueProducts(db, productIds, { priority: QUEUE_PRIORITY.admin, now: now().toISOString() })
      const run: Run = { id: crypto.randomUUID(), scope: scope.kind, itemIds, status: 'running', startedAt: now().toISOString(), finishedAt: null }
      runs.set(run.id, run)
      currentRunId = run.id
      await logAdminActivity(db, {
        actor: by.actor,
        action: 'ANALYSIS_RUN',
        details: { event: 'started', runId: run.id, scope: scope.kind, products: itemIds.length, enqueued, alreadyQueued: skipped, engine: engine.mode },
        origin: by.origin,
        now: now(),
      })
      if (itemIds.length > 0) worker.kick()
      return { started: true, progress: await progressOf(run) }
    },

    /** The run's progress; undefined for an unknown id. Without an id, the latest run. */
    async runProgress(runId?: string): Promise<RunProgress | undefined> {
      const run = runs.get(runId ?? currentRunId ?? '')
      return run ? progressOf(run) : undefined
    },

    /** Stops the current run: its waiting items leave the queue; items in flight finish. */
    async stopRun(by: { actor: AdminActor; origin: RequestOrigin }): Promise<RunProgress | undefined> {
      const run = currentRunId ? runs.get(currentRunId) : undefined
      if (!run || run.status !== 'running') return run ? progressOf(run) : undefined
      const cancelled = await cancelPendingQueueItems(db, run.itemIds)
      run.status = 'stopped'
      run.finishedAt = now().toISOString()
      const progress = await progressOf(run)
      await logAdminActivity(db, {
        actor: by.actor,
        action: 'ANALYSIS_RUN',
        details: { event: 'stopped', runId: run.id, cancelled, succeeded: progress.succeeded, failed: progress.failed },
        origin: by.origin,
        now: now(),
      })
      return progress
    },
  }
}

export type AiAnalysis = ReturnType<typeof createAiAnalysis>

/** The analysis service as configured: the AI client from AI_* (rule-based without a key) and the configured pacing. */
export function createAiAnalysisFromConfig(options: {
  config: Pick<Config, 'ai'>
  db: Kysely<Database>
  logger: Logger
  now?: () => Date
  client?: AiClient
}): AiAnalysis {
  const ai = options.config.ai
  const client =
    options.client ??
    createAiClient({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model, providerName: ai.providerName, timeoutMs: ai.timeoutMs })
  return createAiAnalysis({
    db: options.db,
    client,
    logger: options.logger,
    ...(options.now ? { now: options.now } : {}),
    pacing: {
      concurrency: ai.concurrency,
      spacingMs: ai.requestSpacingMs,
      itemsPerRun: ai.itemsPerRun,
      pollMs: ai.queuePollMs,
      // Two attempts of a full timeout plus the retry waits, with room to spare; never under 5 minutes.
      leaseMs: Math.max(5 * 60_000, ai.timeoutMs * 4),
    },
  })
}
