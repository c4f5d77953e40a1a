import type { Kysely } from 'kysely'
import type { AnalysisEngineView, AnalysisRunView } from '#core/ai/analysis-run.ts'
import { listProductIdsForAnalysis } from '#db/repositories/ai-analysis-repository.ts'
import { cancelPendingQueueItems, enqueueProducts, findQueueItems, QUEUE_PRIORITY } from '#db/repositories/ai-queue-repository.ts'
import type { Database } from '#db/schema.ts'
import type { AdminActor, RequestOrigin } from './admin-activity.ts'
import { logAdminActivity } from './admin-activity.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** A product analysed longer ago than this counts as unanalysed again (spec: re-analysis age 7 days). */
const REANALYSIS_AGE_MS = 7 * DAY_MS

export type AnalysisScope = { kind: 'unanalysed' } | { kind: 'all' } | { kind: 'selected'; ids: readonly string[] }

interface Run {
  id: string
  scope: AnalysisScope['kind']
  itemIds: string[]
  status: AnalysisRunView['status']
  startedAt: string
  finishedAt: string | null
}

/**
 * The back office's analysis runs: a scope's products queued ahead of imports, and their
 * progress read back from the queue. Runs are kept in this process; item states live in
 * the queue. One run at a time per process.
 */
export function createRunRegistry(deps: { db: Kysely<Database>; engine: AnalysisEngineView; now: () => Date; kickWorker: () => void }) {
  const { db, engine, now } = deps
  const runs = new Map<string, Run>()
  let currentRunId: string | undefined

  async function progressOf(run: Run): Promise<AnalysisRunView> {
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
    /** Starts a run over a scope; a second start while one runs is refused. */
    async startRun(scope: AnalysisScope, by: { actor: AdminActor; origin: RequestOrigin }): Promise<{ started: true; progress: AnalysisRunView } | { started: false }> {
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
      if (itemIds.length > 0) deps.kickWorker()
      return { started: true, progress: await progressOf(run) }
    },

    /** The run's progress; undefined for an unknown id. Without an id, the latest run. */
    async runProgress(runId?: string): Promise<AnalysisRunView | undefined> {
      const run = runs.get(runId ?? currentRunId ?? '')
      return run ? progressOf(run) : undefined
    },

    /** Stops the current run: its waiting items leave the queue; items in flight finish. */
    async stopRun(by: { actor: AdminActor; origin: RequestOrigin }): Promise<AnalysisRunView | undefined> {
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
