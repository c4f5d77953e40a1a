import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { categorySchema, seasonSchema } from '#core/reference/schemas.ts'
import { ApiError } from '../errors.ts'
import type { ShopResponse } from '#core/shop/shop-query.ts'
import { shopQueryOf, shopSearchSchema } from '#core/shop/shop-schema.ts'
import type { AppEnv } from '../http-env.ts'
import type { CatalogService, RecommendationsApi } from '../load-context.ts'
import { shopProfileOfRequest } from './shopper-profile.ts'
import { validationHook } from './validation.ts'

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  category: categorySchema.optional(),
  season: seasonSchema.optional(),
  minPrice: z.coerce.number().min(0).max(1_000_000).optional(),
  maxPrice: z.coerce.number().min(0).max(1_000_000).optional(),
  q: z.string().trim().max(100).optional(),
}).refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
  message: 'minPrice must not be above maxPrice',
  path: ['minPrice'],
})

/**
 * The public catalogue: anyone may read active products. GET /search is the shop's search
 * (issue 27): her match on each card when she is signed in with a profile or her browser
 * sends its profile copy.
 */
export function productsApi(catalog: CatalogService, recommendations: RecommendationsApi) {
  return new Hono<AppEnv>()
    .get('/search', zValidator('query', shopSearchSchema, validationHook), async (c) => {
      const profile = await shopProfileOfRequest(recommendations, c.var.user, c.req.header('cookie'))
      // Her matches make the answer hers.
      if (profile) c.header('Cache-Control', 'private, no-store')
      return c.json(await recommendations.shop(shopQueryOf(c.req.valid('query')), profile) satisfies ShopResponse)
    })
    .get('/', zValidator('query', listQuery, validationHook), async (c) => {
      const q = c.req.valid('query')
      const { items, total } = await catalog.page(q)
      return c.json({ items, total, limit: q.limit, offset: q.offset })
    })
    .get('/:id', zValidator('param', z.object({ id: z.string().min(1).max(100) }), validationHook), async (c) => {
      const product = await catalog.activeProduct(c.req.valid('param').id)
      if (!product) throw new ApiError(404, 'product-not-found', 'No such product.')
      return c.json(product)
    })
}
