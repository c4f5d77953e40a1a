import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import type { SessionUser } from '#core/accounts/session-user.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { styleProfileSchema } from '#core/profile/style-profile.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv, AppVariables } from '../http-env.ts'
import type { StyleProfileService } from '../load-context.ts'
import { limitBody, validationHook } from './validation.ts'

/** Far above any real profile (a few hundred bytes), small enough to refuse floods. */
export const STYLE_PROFILE_BODY_LIMIT = 16 * 1024

export const saveStyleProfileSchema = z.object({ profile: styleProfileSchema })

type SignedInEnv = { Variables: AppVariables & { user: SessionUser } }

/** Visitors get a 401; there is no way to name another user, so only the caller's row is ever touched. */
const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw new ApiError(401, 'unauthenticated', t('errors.signInRequired'))
  await next()
})

/** The signed-in user's own style profile: read, replace, clear. */
export function styleProfileApi(styleProfiles: StyleProfileService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const user = c.var.user!
      c.header('Cache-Control', 'private, no-store')
      return c.json(await styleProfiles.get(user.id))
    })
    .put(
      '/',
      limitBody(STYLE_PROFILE_BODY_LIMIT, t('profile.api.tooLarge')),
      zValidator('json', saveStyleProfileSchema, validationHook),
      async (c) => {
        const user = c.var.user!
        return c.json(await styleProfiles.save(user, c.req.valid('json').profile))
      },
    )
    .delete('/', async (c) => {
      await styleProfiles.clear(c.var.user!.id)
      return c.body(null, 204)
    })
}
