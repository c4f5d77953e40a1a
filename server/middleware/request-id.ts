import { createMiddleware } from 'hono/factory'

export const REQUEST_ID_HEADER = 'X-Request-Id'

// An inbound id is trusted only if it looks like an id: it ends up in logs and error
// bodies, so arbitrary text (newlines, megabytes) must not pass through.
const SAFE_ID = /^[A-Za-z0-9._-]{8,128}$/

/** Sets `c.var.requestId` (the caller's X-Request-Id when well-formed, else a new UUID) and echoes it. */
export const requestId = createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
  const inbound = c.req.header(REQUEST_ID_HEADER)
  const id = inbound && SAFE_ID.test(inbound) ? inbound : crypto.randomUUID()
  c.set('requestId', id)
  c.header(REQUEST_ID_HEADER, id)
  await next()
})
