import type { Hook } from '@hono/zod-validator'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import { translate } from '#core/i18n/translate.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'
import { declaredBodyType } from '../middleware/body-type.ts'

/** 415 unless the request declares a JSON body: a route reads a body only as the type it declares. */
export function requireJsonBody(c: Context): void {
  if (declaredBodyType(c.req.header('content-type')) !== 'json') throw new ApiError(415, 'unsupported-media-type', translate('errors.body.jsonExpected'))
}

/** 415 unless the request declares a form (url-encoded or multipart). */
function requireFormBody(c: Context): void {
  const type = declaredBodyType(c.req.header('content-type'))
  if (type !== 'form' && type !== 'multipart') throw new ApiError(415, 'unsupported-media-type', translate('errors.body.formExpected'))
}

/**
 * Makes zValidator throw instead of replying, so every failure takes the one onError path.
 * A body declared as another type than the validator reads is refused with 415 first: Hono's
 * validator would otherwise validate `{}` in its place, which a schema of optional fields accepts.
 */
export const validationHook: Hook<any, any, any> = (result, c) => {
  if (result.target === 'json') requireJsonBody(c)
  else if (result.target === 'form') requireFormBody(c)
  if (!result.success) throw new HTTPException(400, { message: 'The request is not valid.', cause: result.error })
}

/**
 * The JSON body of a route that validates it itself: 415 unless declared JSON; a body that
 * does not parse comes back as `{}`, so the route's own validation answers it with its message.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  requireJsonBody(c)
  return c.req.json().catch(() => ({}))
}

/**
 * Refuses a body over `maxSize` bytes with 413 in the one error shape. The app's body
 * limits have already read it within the path's wider limit (c.var.body); this narrows it.
 */
export function limitBody(maxSize: number, message = 'The request is too large.') {
  return createMiddleware<AppEnv>(async (c, next) => {
    if ((c.var.body?.byteLength ?? 0) > maxSize) throw new ApiError(413, 'payload-too-large', message)
    await next()
  })
}
