import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { signalListSchema, signalSchema } from '#core/learning/signals.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'
import type { ShopperSignalsService } from '../services/shopper-signals.ts'
import { limitBody, validationHook } from './validation.ts'

/** One request records at most this many new signals (a save, an undo…). */
export const MAX_SIGNALS_PER_REQUEST = 20
const addBody = z.object({ signals: z.array(signalSchema).min(1).max(MAX_SIGNALS_PER_REQUEST) }).strict()
const mergeBody = z.object({ signals: signalListSchema }).strict()

function requireUser(user: AppEnv['Variables']['user']): string {
  if (!user) throw new ApiError(401, 'unauthenticated', translate('errors.signInRequired'))
  return user.id
}

/**
 * The signed-in shopper's learning history (issue 18); visitors keep theirs in the browser
 * and send it with each recommendations request. Every answer is the caller's own: there is
 * no way to name another shopper. Nothing here is shared with retailers.
 */
export function signalsApi(signals: ShopperSignalsService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireUser(c.var.user)
      c.header('Cache-Control', 'private, no-store')
      await next()
    })
    .get('/', async (c) => c.json(await signals.withLeanings(requireUser(c.var.user))))
    .post('/', limitBody(8 * 1024), zValidator('json', addBody, validationHook), async (c) => {
      const count = await signals.add(requireUser(c.var.user), c.req.valid('json').signals)
      return c.json({ count })
    })
    .post('/merge', limitBody(48 * 1024), zValidator('json', mergeBody, validationHook), async (c) => {
      const count = await signals.add(requireUser(c.var.user), c.req.valid('json').signals)
      return c.json({ count })
    })
    .delete('/', async (c) => {
      const removed = await signals.clear(requireUser(c.var.user))
      return c.json({ removed })
    })
}
