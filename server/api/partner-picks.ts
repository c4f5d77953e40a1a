import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { PARTNER_PICKS_MAX } from '#core/integrations/partner-picks.ts'
import { styleProfileSchema } from '#core/profile/style-profile.ts'
import type { AppEnv } from '../http-env.ts'
import type { RecommendationsApi } from '../load-context.ts'
import type { PartnerPicks } from '../services/partner-picks.ts'
import { profileOfRequest } from './shopper-profile.ts'
import { limitBody, validationHook } from './validation.ts'

export const partnerPicksBody = z.object({
  profile: styleProfileSchema.optional(),
  limit: z.number().int().min(1).max(PARTNER_PICKS_MAX).default(PARTNER_PICKS_MAX),
})

/**
 * POST /api/partner-picks: retail and wholesale items for the caller's style profile (the
 * signed-in caller's stored one, else the one in the body, as POST /api/recommendations
 * finds it). Always 200 with a status: a partner service that is off or failing is not the
 * shopper's error.
 */
export function partnerPicksApi(picks: PartnerPicks, recommendations: Pick<RecommendationsApi, 'accountProfile'>) {
  return new Hono<AppEnv>().post(
    '/',
    limitBody(32 * 1024),
    zValidator('json', partnerPicksBody, validationHook),
    async (c) => {
      const { profile: sent, limit } = c.req.valid('json')
      const profile = await profileOfRequest(recommendations, c.var.user, sent)
      c.header('Cache-Control', 'no-store')
      return c.json(await picks.forProfile(profile, limit))
    },
  )
}
