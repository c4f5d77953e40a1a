import { z } from 'zod'
import { signalListSchema } from '../learning/signals.ts'
import { styleProfileSchema } from '../profile/style-profile.ts'
import { KEY_PIECE_IDS } from '../rule-book/key-pieces.ts'
import { categorySchema, seasonSchema, styleSchema } from '../reference/schemas.ts'
import { MAX_RECOMMENDATION_LIMIT, RECOMMENDATION_FOCUSES, RECOMMENDATION_MODES } from './contract.ts'

export { MAX_RECOMMENDATION_LIMIT }

/**
 * POST /api/recommendations, the one request type: the dashboard sends it, the router
 * checks it with this schema, settles the profile and history (a signed-in shopper's come
 * from her account, in place of what the body says) and hands the same type to the
 * engines. Sent by a visitor, `profile` and `signals` are hers from browser storage.
 */
export const recommendationRequestSchema = z.object({
  profile: styleProfileSchema.optional(),
  mode: z.enum(RECOMMENDATION_MODES).default('recommended'),
  category: categorySchema.optional(),
  season: seasonSchema.optional(),
  /** Only products of this style (the dashboard's style tiles). */
  style: styleSchema.optional(),
  /** Her shape's flattering cuts, her palette's colours, or what a model read (the other tiles). */
  focus: z.enum(RECOMMENDATION_FOCUSES).optional(),
  /** Only the products that are this key piece of her blueprint. */
  piece: z.enum(KEY_PIECE_IDS as [string, ...string[]]).optional(),
  /**
   * Only these products (her favourites, her shared wishlist): each scored and shown like the
   * grid's cards, so a piece carries the same chips and match wherever it appears.
   */
  ids: z.array(z.string().min(1).max(200)).min(1).max(MAX_RECOMMENDATION_LIMIT).optional(),
  limit: z.number().int().min(1).max(MAX_RECOMMENDATION_LIMIT).default(12),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  signals: signalListSchema.optional(),
})
/** The request as the engines get it (mode, limit and offset filled in). */
export type RecommendationRequest = z.output<typeof recommendationRequestSchema>
/** The same request as a client may send it (mode, limit and offset default to 'recommended', 12 and 0). */
export type RecommendationRequestInput = z.input<typeof recommendationRequestSchema>
