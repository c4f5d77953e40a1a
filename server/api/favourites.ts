import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'
import type { FavouritesService } from '../load-context.ts'
import { limitBody, validationHook } from './validation.ts'

const productParam = z.object({ productId: z.string().min(1).max(100) })
const mergeBody = z.object({ productIds: z.array(z.string().min(1).max(100)).max(500) })

function requireUser(user: AppEnv['Variables']['user']): string {
  if (!user) throw new ApiError(401, 'unauthenticated', translate('product.recs.favouritesSignInRequired'))
  return user.id
}

/** The signed-in shopper's favourites; visitors keep theirs in the browser. */
export function favouritesApi(favourites: FavouritesService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireUser(c.var.user)
      await next()
    })
    .get('/', async (c) => {
      const items = await favourites.list(requireUser(c.var.user))
      return c.json({ productIds: items.map((p) => p.id), items })
    })
    .post(
      '/merge',
      limitBody(64 * 1024),
      zValidator('json', mergeBody, validationHook),
      async (c) => {
        const items = await favourites.merge(requireUser(c.var.user), c.req.valid('json').productIds)
        return c.json({ productIds: items.map((p) => p.id) })
      },
    )
    .put('/:productId', zValidator('param', productParam, validationHook), async (c) => {
      const added = await favourites.add(requireUser(c.var.user), c.req.valid('param').productId)
      if (!added) throw new ApiError(404, 'product-not-found', 'No such product.')
      return c.body(null, 204)
    })
    .delete('/:productId', zValidator('param', productParam, validationHook), async (c) => {
      await favourites.remove(requireUser(c.var.user), c.req.valid('param').productId)
      return c.body(null, 204)
    })
}
