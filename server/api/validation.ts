import type { Hook } from '@hono/zod-validator'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'

/** Makes zValidator throw instead of replying, so every failure takes the one onError path. */
export const validationHook: Hook<any, any, any> = (result) => {
  if (!result.success) throw new HTTPException(400, { message: 'The request is not valid.', cause: result.error })
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
