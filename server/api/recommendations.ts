import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { translate } from '#core/i18n/translate.ts'
import { emptyProfile } from '#core/profile/style-profile.ts'
import type { Signal } from '#core/learning/signals.ts'
import { type RecommendationRequest, recommendationRequestSchema } from '#core/recommendation/request.ts'
import { ApiError } from '../errors.ts'
import { negotiateEncoding } from '../middleware/compression.ts'
import type { AppEnv } from '../http-env.ts'
import type { RecommendationsApi } from '../load-context.ts'
import { sendReadyJson } from './ready-json.ts'
import { limitBody, validationHook } from './validation.ts'

/**
 * POST /api/recommendations: the signed-in caller's stored profile when there is one, else
 * the profile in the body; a visitor asking for 'recommended' must send one. Her history
 * re-ranks the answer: a signed-in shopper's from her account, a visitor's from the body.
 */
export function recommendationsApi(recommendations: RecommendationsApi, accountSignals: (userId: string) => Promise<Signal[]> = async () => []) {
  return new Hono<AppEnv>().post(
    '/',
    limitBody(32 * 1024),
    zValidator('json', recommendationRequestSchema, validationHook),
    async (c) => {
      const body = c.req.valid('json')
      const user = c.var.user
      const [stored, history] = user ? await Promise.all([recommendations.accountProfile(user.id), accountSignals(user.id)]) : [null, body.signals ?? []]
      const profile = stored ?? body.profile
      if (!profile && body.mode === 'recommended') {
        throw new ApiError(400, 'profile-required', translate('product.recs.profileRequired'))
      }
      // The one request type, settled: her account's profile and history win over the body's.
      const request: RecommendationRequest = { ...body, profile: profile ?? emptyProfile(), signals: history }
      if (history.length > 0) {
        // Her own order: computed for her, never kept by a shared cache.
        c.header('Cache-Control', 'private, no-store')
        return c.json(await recommendations.recommend(request))
      }
      return sendReadyJson(c, await recommendations.recommendEncoded(request, negotiateEncoding(c.req.header('accept-encoding'))))
    },
  )
}
