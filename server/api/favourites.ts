import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { addFavourite, listFavourites, mergeFavourites, removeFavourite } from '#db/repositories/favourites-repository.ts'
import { findProductById } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'
import { validationHook } from './validation.ts'

const productParam = z.object({ productId: z.string().min(1).max(100) })
const mergeBody = z.object({ productIds: z.array(z.string().min(1).max(100)).max(500) })

function requireUser(user: AppEnv['Variables']['user']): string {
  if (!user) throw new ApiError(401, 'unauthenticated', translate('recs.favouritesSignInRequired'))
  return user.id
}

/** The signed-in shopper's favourites; visitors keep theirs in the browser. */
export function favouritesApi(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireUser(c.var.user)
      await next()
    })
    .get('/', async (c) => {
      const items = await listFavourites(db, requireUser(c.var.user))
      return c.json({ productIds: items.map((p) => p.id), items })
    })
    .post(
      '/merge',
      bodyLimit({
        maxSize: 64 * 1024,
        onError: () => {
          throw new ApiError(413, 'payload-too-large', 'The request is too large.')
        },
      }),
      zValidator('json', mergeBody, validationHook),
      async (c) => {
        const userId = requireUser(c.var.user)
        await mergeFavourites(db, userId, c.req.valid('json').productIds, now())
        const items = await listFavourites(db, userId)
        return c.json({ productIds: items.map((p) => p.id) })
      },
    )
    .put('/:productId', zValidator('param', productParam, validationHook), async (c) => {
      const userId = requireUser(c.var.user)
      const product = await findProductById(db, c.req.valid('param').productId)
      if (!product || !product.isActive) throw new ApiError(404, 'product-not-found', 'No such product.')
      await addFavourite(db, userId, product.id, now())
      return c.body(null, 204)
    })
    .delete('/:productId', zValidator('param', productParam, validationHook), async (c) => {
      await removeFavourite(db, requireUser(c.var.user), c.req.valid('param').productId)
      return c.body(null, 204)
    })
}
