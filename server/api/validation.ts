import type { Hook } from '@hono/zod-validator'
import { HTTPException } from 'hono/http-exception'

/** Makes zValidator throw instead of replying, so every failure takes the one onError path. */
export const validationHook: Hook<any, any, any> = (result) => {
  if (!result.success) throw new HTTPException(400, { message: 'The request is not valid.', cause: result.error })
}
