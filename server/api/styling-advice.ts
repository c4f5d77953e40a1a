import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { adviceContextSchema } from '#core/ai/shopper-advice.ts'
import { styleProfileSchema } from '#core/profile/style-profile.ts'
import type { AppEnv } from '../http-env.ts'
import type { RecommendationsApi } from '../load-context.ts'
import type { ShopperAdviceService } from '../services/shopper-advice.ts'
import { profileOfRequest } from './shopper-profile.ts'
import { limitBody, validationHook } from './validation.ts'

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
    limitBody(32 * 1024),
    zValidator('json', stylingAdviceBody, validationHook),
    async (c) => {
      const { profile: sent, ...context } = c.req.valid('json')
      const profile = await profileOfRequest(recommendations, c.var.user, sent)
      return c.json(await advice.advise(profile, context))
    },
  )
}
