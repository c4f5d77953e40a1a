import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { adviceContextSchema } from '#core/ai/shopper-advice.ts'
import { translate } from '#core/i18n/translate.ts'
import { styleProfileSchema } from '#core/profile/style-profile.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'
import type { RecommendationsApi } from '../load-context.ts'
import type { ShopperAdviceService } from '../services/shopper-advice.ts'
import { validationHook } from './validation.ts'

export const stylingAdviceBody = adviceContextSchema.extend({ profile: styleProfileSchema.optional() })

/**
 * POST /api/styling-advice: the AI stylist's advice on the caller's top recommendations.
 * The profile is found as POST /api/recommendations finds it: the signed-in caller's stored
 * profile, else the one in the body. `source` says whether a model, the built-in fallback or
 * the rule-based engine (no AI key) produced the advice.
 */
export function stylingAdviceApi(advice: ShopperAdviceService, recommendations: Pick<RecommendationsApi, 'accountProfile'>) {
  return new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: 32 * 1024,
      onError: () => {
        throw new ApiError(413, 'payload-too-large', 'The request is too large.')
      },
    }),
    zValidator('json', stylingAdviceBody, validationHook),
    async (c) => {
      const { profile: sent, ...context } = c.req.valid('json')
      const user = c.var.user
      const profile = (user ? await recommendations.accountProfile(user.id) : null) ?? sent
      if (!profile) throw new ApiError(400, 'profile-required', translate('product.recs.profileRequired'))
      return c.json(await advice.advise(profile, context))
    },
  )
}
