import type { Kysely } from 'kysely'
import {
  RECOMMENDATION_TEST,
  type RecommendationManagerStatus,
  type RecommendationTestInput,
  type RecommendationTestResult,
  SAMPLE_PRICE_RANGE,
} from '#core/admin/recommendation-test.ts'
import { primaryImage } from '#core/catalog/product.ts'
import { countPrecomputed, deleteAllPrecomputed } from '#db/repositories/recommendations-repository.ts'
import type { Database } from '#db/schema.ts'
import type { RecommendationsApi } from '../load-context.ts'
import { type AdminActor, logAdminActivity, type RequestOrigin } from './admin-activity.ts'
import type { AiAnalysis } from './ai-analysis.ts'

export interface RecommendationManagerDeps {
  db: Kysely<Database>
  ai: Pick<AiAnalysis, 'stats'>
  /** The process's recommendations service: the one whose cache the shoppers' answers come from. */
  recommendations: Pick<RecommendationsApi, 'trial' | 'clearCache'>
  now?: () => Date
}

/**
 * The back office's AI Recommendation Manager: the status of the AI service and of the
 * stored recommendations, a test of the real engine chain for a sample profile, and
 * clearing the precomputed lists with the answer cache.
 */
export function createRecommendationManager(deps: RecommendationManagerDeps) {
  const now = deps.now ?? (() => new Date())
  return {
    async status(): Promise<RecommendationManagerStatus> {
      const [stats, precomputed] = await Promise.all([deps.ai.stats(), countPrecomputed(deps.db, now())])
      return {
        engine: { mode: stats.engine.mode, label: stats.engine.label },
        products: stats.totalProducts,
        analysedProducts: stats.analysedProducts,
        precomputed,
      }
    },

    async test(input: RecommendationTestInput): Promise<RecommendationTestResult> {
      const { limit, minScore } = RECOMMENDATION_TEST
      const profile = { ...input, stylePreferences: [...input.stylePreferences], priceRange: { ...SAMPLE_PRICE_RANGE } }
      const started = performance.now()
      const answer = await deps.recommendations.trial(profile, { limit, minScore })
      const durationMs = Math.round((performance.now() - started) * 10) / 10
      return {
        engine: answer.engine,
        degraded: answer.degraded,
        message: answer.message,
        items: answer.items.map((it) => ({
          productId: it.product.id,
          name: it.product.name,
          brand: it.product.brand,
          category: it.product.category,
          imageUrl: primaryImage(it.product)?.url ?? null,
          score: it.score,
          breakdown: it.breakdown,
          reasons: it.reasons,
          confidence: it.confidence,
        })),
        total: answer.total,
        limit,
        minScore,
        durationMs,
      }
    },

    /** Drops every precomputed list and this process's cached answers, and logs who did it. */
    async clear(by: { actor: AdminActor; origin: RequestOrigin }): Promise<{ cleared: number; cacheEntries: number }> {
      const cleared = await deleteAllPrecomputed(deps.db)
      const cacheEntries = deps.recommendations.clearCache()
      await logAdminActivity(deps.db, {
        actor: by.actor,
        action: 'RECOMMENDATIONS_CLEARED',
        details: { precomputed: cleared, cacheEntries },
        origin: by.origin,
        now: now(),
      })
      return { cleared, cacheEntries }
    },
  }
}

export type RecommendationManager = ReturnType<typeof createRecommendationManager>
