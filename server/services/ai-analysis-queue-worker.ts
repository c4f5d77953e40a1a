import type { Kysely } from 'kysely'
import {
  claimQueueItems,
  completeQueueItem,
  failQueueItem,
  MAX_QUEUE_ATTEMPTS,
  purgeCompletedQueueItems,
  type QueueItem,
  releaseStaleClaims,
  releaseUnstartedClaim,
} from '#db/repositories/ai-queue-repository.ts'
import type { Database } from '#db/schema.ts'
import type { Logger } from '../logger.ts'
import type { AnalyseProduct } from './ai-analysis-product.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Completed queue items are kept this long (spec: cleaned up after 7 days). */
const COMPLETED_RETENTION_MS = 7 * DAY_MS

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

/**
 * The durable queue's worker: passes that tidy the queue and work it off in lanes, and
 * the loop the server process starts (polling) or a run kicks (drains the queue once).
 */
export function createQueueWorker(deps: {
  db: Kysely<Database>
  analyseProduct: AnalyseProduct
  logger: Logger
  now: () => Date
  pacing: Pacing
  workerId: string
  /** The pacer's current spacing, shown by the back office. */
  spacingMs: () => number
}) {
  const { db, analyseProduct, logger, now, pacing, workerId } = deps

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
    await Promise.all(Array.from({ length: Math.max(1, pacing.concurrency) }, lane))
    // Items claimed but not started (the worker is stopping) go back untouched by a failure.
    for (const item of buffer.splice(0)) await releaseUnstartedClaim(db, item.id, workerId, now().toISOString())
    return claimed
  }

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

  return {
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
      return deps.spacingMs()
    },
  }
}
