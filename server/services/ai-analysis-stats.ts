import type { Kysely } from 'kysely'
import type { AnalysisEngineView, AnalysisQueueView, AnalysisStatsView } from '#core/ai/analysis-run.ts'
import { countProductAnalysisStatus, getAnalysisStatistics } from '#db/repositories/ai-analysis-repository.ts'
import { countQueueItemsByStatus, listFailedQueueItems } from '#db/repositories/ai-queue-repository.ts'
import type { Database } from '#db/schema.ts'

/** How many failed queue items the back office lists. */
const FAILED_ITEMS_SHOWN = 50

/** The spec's statistics plus the catalogue and queue counts the back office shows. */
export async function analysisStats(db: Kysely<Database>, engine: AnalysisEngineView): Promise<AnalysisStatsView> {
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
}

/** The queue's counts, its failed items and the worker's current pace. */
export async function analysisQueueStatus(db: Kysely<Database>, spacingMs: number): Promise<AnalysisQueueView> {
  return { counts: await countQueueItemsByStatus(db), failed: await listFailedQueueItems(db, FAILED_ITEMS_SHOWN), spacingMs }
}
