import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { WISHLIST_SHARE_MAX_LIVE, wishlistShareIdSchema, wishlistShareInputSchema } from '#core/catalog/wishlist-share.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'
import type { WishlistSharesService } from '../load-context.ts'
import { limitBody, validationHook } from './validation.ts'

const SHARE_BODY_LIMIT = 4 * 1024
const idParam = z.object({ id: wishlistShareIdSchema })

function requireUser(user: AppEnv['Variables']['user']): string {
  if (!user) throw new ApiError(401, 'unauthenticated', t('wishlist.share.signIn'))
  return user.id
}

/**
 * Shared wishlist links, for signed-in shoppers only (her favourites live in her account).
 * She creates, lists and revokes her own; every failed revocation is the same 404, so a
 * stranger learns nothing about which links exist.
 */
export function wishlistSharesApi(shares: WishlistSharesService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireUser(c.var.user)
      await next()
    })
    .post('/', limitBody(SHARE_BODY_LIMIT), zValidator('json', wishlistShareInputSchema, validationHook), async (c) => {
      const result = await shares.create(requireUser(c.var.user), c.req.valid('json'), c.var.requestId)
      if (result.status === 'rate-limited') {
        c.header('Retry-After', String(result.retryAfterSeconds))
        throw new ApiError(429, 'rate-limited', t('blueprint.share.rateLimited'))
      }
      if (result.status === 'too-many-live') throw new ApiError(409, 'conflict', t('wishlist.share.tooMany', { max: WISHLIST_SHARE_MAX_LIVE }))
      c.header('cache-control', 'no-store')
      return c.json(result.link, 201)
    })
    .get('/', async (c) => {
      c.header('cache-control', 'private, no-store')
      return c.json({ items: await shares.list(requireUser(c.var.user)) })
    })
    .delete('/:id', zValidator('param', idParam, validationHook), async (c) => {
      const revoked = await shares.revoke(c.req.valid('param').id, requireUser(c.var.user))
      if (!revoked) throw new ApiError(404, 'not-found', t('wishlist.share.notFound'))
      return c.body(null, 204)
    })
}
