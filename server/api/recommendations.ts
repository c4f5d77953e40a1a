import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { emptyProfile, styleProfileSchema } from '#core/profile/style-profile.ts'
import { categorySchema } from '#core/reference/categories.ts'
import { seasonSchema } from '#core/reference/seasons.ts'
import { RECOMMENDATION_MODES } from '#core/recommendation/engines.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'
import type { RecommendationsApi } from '../load-context.ts'
import { validationHook } from './validation.ts'

export const recommendationsBody = z.object({
  profile: styleProfileSchema.optional(),
  mode: z.enum(RECOMMENDATION_MODES).default('recommended'),
  category: categorySchema.optional(),
  season: seasonSchema.optional(),
  limit: z.number().int().min(1).max(48).default(12),
  offset: z.number().int().min(0).max(1_000_000).default(0),
})

/**
 * POST /api/recommendations: the signed-in caller's stored profile when there is one, else
 * the profile in the body; a visitor asking for 'recommended' must send one.
 */
export function recommendationsApi(recommendations: RecommendationsApi) {
  return new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: 32 * 1024,
      onError: () => {
        throw new ApiError(413, 'payload-too-large', 'The request is too large.')
      },
    }),
    zValidator('json', recommendationsBody, validationHook),
    async (c) => {
      const body = c.req.valid('json')
      const user = c.var.user
      const stored = user ? await recommendations.accountProfile(user.id) : null
      const profile = stored ?? body.profile
      if (!profile && body.mode === 'recommended') {
        throw new ApiError(400, 'profile-required', translate('recs.profileRequired'))
      }
      const answer = await recommendations.recommend({
        profile: profile ?? emptyProfile(),
        mode: body.mode,
        category: body.category,
        season: body.season,
        limit: body.limit,
        offset: body.offset,
      })
      return c.json(answer)
    },
  )
}
