import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { translate } from '#core/i18n/translate.ts'
import { capsuleQuerySchema, outfitsQuerySchema, profileOfQuery } from '#core/outfits/contract.ts'
import { ApiError } from '../errors.ts'
import { negotiateEncoding } from '../middleware/compression.ts'
import type { AppEnv } from '../http-env.ts'
import type { RecommendationsApi } from '../load-context.ts'
import { sendReadyJson } from './ready-json.ts'
import { validationHook } from './validation.ts'

/**
 * GET /api/outfits and GET /api/capsule (issue 27), for anyone, as recommendations are: a
 * signed-in shopper's stored profile when she has one, else the visitor's answers in the query.
 * The query is bounded by its schema (a piece, at most five ids, a seed); the work by the
 * engine's fixed candidate counts.
 */
export function outfitsApi(recommendations: RecommendationsApi) {
  async function profileFor(userId: string | undefined, query: Parameters<typeof profileOfQuery>[0]) {
    const stored = userId ? await recommendations.accountProfile(userId) : null
    return stored ?? profileOfQuery(query)
  }
  return new Hono<AppEnv>()
    .get('/outfits', zValidator('query', outfitsQuerySchema, validationHook), async (c) => {
      const query = c.req.valid('query')
      // Ready bytes kept by her segment and the query, sent as they are (as recommendations are).
      const answer = await recommendations.outfitsEncoded({ query, profile: await profileFor(c.var.user?.id, query) }, negotiateEncoding(c.req.header('accept-encoding')))
      if (!answer) throw new ApiError(404, 'product-not-found', translate('outfit.notFound'))
      return sendReadyJson(c, answer)
    })
    .get('/capsule', zValidator('query', capsuleQuerySchema, validationHook), async (c) => {
      const query = c.req.valid('query')
      return c.json(await recommendations.capsule({ query, profile: await profileFor(c.var.user?.id, query) }))
    })
}
