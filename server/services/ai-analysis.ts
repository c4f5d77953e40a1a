import type { Kysely } from 'kysely'
import { enqueueProducts, QUEUE_PRIORITY, retryFailedQueueItems } from '#db/repositories/ai-queue-repository.ts'
import type { Database } from '#db/schema.ts'
import { type AiClient, createAiClient } from '#integrations/ai/ai-client.ts'
import { createAiAnalyser, ruleBasedAnalyser } from '#integrations/ai/garment-analyser.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import { engineOf, testConnection } from './ai-analysis-engine.ts'
import { createCallPacer } from './ai-analysis-pacer.ts'
import { createProductAnalysis } from './ai-analysis-product.ts'
import { createQueueWorker, type Pacing } from './ai-analysis-queue-worker.ts'
import { createRunRegistry } from './ai-analysis-runs.ts'
import { analysisQueueStatus, analysisStats } from './ai-analysis-stats.ts'

export type { AnalysisScope } from './ai-analysis-runs.ts'

interface AiAnalysisDeps {
  db: Kysely<Database>
  client: AiClient
  logger: Logger
  pacing: Pacing
  now?: () => Date
  /** Pacing waits; tests pass one that advances their clock instead of waiting. */
  sleep?: (ms: number) => Promise<void>
  /** Names this process's claims in the queue. */
  workerId?: string
  /** Told after each analysis is stored (new attributes: the catalogue changed). */
  onAnalysed?: () => void
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Product analysis, put together from its parts: one product at a time, read into the
 * garment attribute schema by the AI analyser when a key is configured (the rule-based
 * reader otherwise, or when a reply is unusable; ai-analysis-product.ts), paced calls
 * (ai-analysis-pacer.ts), the durable queue's worker (ai-analysis-queue-worker.ts), the
 * back office's runs over that queue (ai-analysis-runs.ts) and its statistics
 * (ai-analysis-stats.ts).
 */
export function createAiAnalysis(deps: AiAnalysisDeps) {
  const { db, client, logger } = deps
  const now = deps.now ?? (() => new Date())
  const workerId = deps.workerId ?? `worker-${crypto.randomUUID()}`
  const pacing = { ...deps.pacing, concurrency: Math.max(1, deps.pacing.concurrency) }

  const engine = engineOf(client)
  const pacer = createCallPacer({ spacingMs: pacing.spacingMs, now, sleep: deps.sleep ?? realSleep, logger })
  const analyseProduct = createProductAnalysis({ db, analyser: client.enabled ? createAiAnalyser(client) : ruleBasedAnalyser, pacer, logger, now, ...(deps.onAnalysed ? { onStored: deps.onAnalysed } : {}) })
  const worker = createQueueWorker({ db, analyseProduct, logger, now, pacing, workerId, spacingMs: () => pacer.spacingMs })
  const runs = createRunRegistry({ db, engine, now, kickWorker: () => worker.kick() })

  return {
    engine,
    analyseProduct,
    worker,
    stats: () => analysisStats(db, engine),
    testConnection: () => testConnection(client),

    /** Queues products outside a run (e.g. after an import, at the import priority 2). */
    async enqueue(productIds: readonly string[], priority: number = QUEUE_PRIORITY.import) {
      const result = await enqueueProducts(db, productIds, { priority, now: now().toISOString() })
      worker.kick()
      return result
    },

    queueStatus: () => analysisQueueStatus(db, pacer.spacingMs),

    async retryFailed() {
      const retried = await retryFailedQueueItems(db, now().toISOString())
      if (retried > 0) worker.kick()
      return retried
    },

    startRun: runs.startRun,
    runProgress: runs.runProgress,
    stopRun: runs.stopRun,
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
  onAnalysed?: () => void
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
    ...(options.onAnalysed ? { onAnalysed: options.onAnalysed } : {}),
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
