import { z } from 'zod'
import { translate } from '../i18n/translate.ts'
import type { Breakdown, EngineId } from '../recommendation/contract.ts'
import { bodyShapeSchema, colorPaletteSchema, quizStyleSchema } from '../reference/schemas.ts'
import { QUIZ_STYLES } from '../rule-book/styles.ts'

/** The spec's recommendation test (section 9): 10 items, minimum match 50. */
export const RECOMMENDATION_TEST = { limit: 10, minScore: 50 } as const

/**
 * The sample profile an administrator tests the engines with: a profile a shopper could
 * have, so its styles are the analysis's six.
 * The spec's test sample's
 * price range (50 to 150) goes with it, so price-aware scoring sees a realistic shopper.
 */
export const recommendationTestSchema = z.object({
  bodyShape: bodyShapeSchema,
  colorPalette: colorPaletteSchema,
  stylePreferences: z.array(quizStyleSchema).min(1, translate('admin.recs.test.noStyle')).max(QUIZ_STYLES.length),
})
export type RecommendationTestInput = z.infer<typeof recommendationTestSchema>

export const SAMPLE_TEST_PROFILE: RecommendationTestInput = {
  bodyShape: 'hourglass',
  colorPalette: 'warm',
  stylePreferences: ['classic'],
}
export const SAMPLE_PRICE_RANGE = { min: 50, max: 150 } as const

/** What the AI Recommendation Manager's status card shows. */
export interface RecommendationManagerStatus {
  /** 'ai' when an AI provider is configured; 'rule-based' means no AI service is connected. */
  engine: { mode: 'ai' | 'rule-based'; label: string }
  products: number
  analysedProducts: number
  precomputed: { total: number; unexpired: number }
}

/** One recommended product of a test, as the table shows it. */
export interface RecommendationTestItem {
  productId: string
  name: string
  brand: string | null
  category: string
  imageUrl: string | null
  /** 0-100 */
  score: number
  breakdown: Breakdown
  reasons: string[]
  /** 0..1 */
  confidence: number
}

export interface RecommendationTestResult {
  engine: EngineId
  degraded: boolean
  message: string | null
  items: RecommendationTestItem[]
  /** Products that reached the minimum score, of which the first `limit` are listed. */
  total: number
  limit: number
  minScore: number
  durationMs: number
}
