import type { Hook } from '@hono/zod-validator'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { ApiError } from '../errors.ts'

/** Makes zValidator throw instead of replying, so every failure takes the one onError path. */
export const validationHook: Hook<any, any, any> = (result) => {
  if (!result.success) throw new HTTPException(400, { message: 'The request is not valid.', cause: result.error })
}

/** Refuses a body over `maxSize` bytes with 413 in the one error shape, before anything reads it. */
export function limitBody(maxSize: number, message = 'The request is too large.') {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, 'payload-too-large', message)
    },
  })
}
