import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { blueprintShareInputSchema } from '#core/profile/blueprint.ts'
import { revokeShareBodySchema, shareIdSchema } from '#core/profile/blueprint-share.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'
import type { BlueprintService } from '../load-context.ts'
import { limitBody, requireJsonBody, validationHook } from './validation.ts'

const SHARE_BODY_LIMIT = 4 * 1024
const idParam = z.object({ id: shareIdSchema })

/**
 * Shared blueprint links. Creating one is open to visitors too (they get a revocation
 * token to keep in the browser); listing needs a session and lists only the caller's own;
 * revoking needs the caller to own the link or to hold its token. Every failed revocation
 * is the same 404, so a stranger learns nothing about which links exist.
 */
export function blueprintSharesApi(blueprints: BlueprintService) {
  return new Hono<AppEnv>()
    .post('/', limitBody(SHARE_BODY_LIMIT), zValidator('json', blueprintShareInputSchema, validationHook), async (c) => {
      const result = await blueprints.createShare(c.req.valid('json'), {
        requestId: c.var.requestId,
        clientAddress: c.var.clientAddress,
        userId: c.var.user?.id ?? null,
      })
      if (result.status === 'rate-limited') {
        c.header('Retry-After', String(result.retryAfterSeconds))
        throw new ApiError(429, 'rate-limited', t('blueprint.share.rateLimited'))
      }
      c.header('cache-control', 'no-store')
      return c.json(result.share, 201)
    })
    .get('/', async (c) => {
      const user = c.var.user
      if (!user) throw new ApiError(401, 'unauthenticated', t('blueprint.share.signInToList'))
      c.header('cache-control', 'private, no-store')
      return c.json({ items: await blueprints.listShares(user.id) })
    })
    .delete('/:id', limitBody(SHARE_BODY_LIMIT), zValidator('param', idParam, validationHook), async (c) => {
      const { id } = c.req.valid('param')
      // The body is optional: a signed-in owner revokes with her session alone.
      const sent = (c.var.body?.byteLength ?? 0) > 0
      if (sent) requireJsonBody(c)
      const parsed = revokeShareBodySchema.safeParse(sent ? await c.req.json().catch(() => null) : {})
      if (!parsed.success) throw new ApiError(400, 'validation-failed', 'The request is not valid.')
      const token = parsed.data.revokeToken
      const user = c.var.user
      const revoked =
        (token ? await blueprints.revokeShare(id, { revokeToken: token }) : false) ||
        (user ? await blueprints.revokeShare(id, { ownerId: user.id }) : false)
      if (!revoked) throw new ApiError(404, 'not-found', t('blueprint.share.notFound'))
      return c.body(null, 204)
    })
}
