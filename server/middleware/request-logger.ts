import { createMiddleware } from 'hono/factory'
import type { Logger } from '../logger.ts'

/** Logs one line per request after it completes, with the request id, status and duration. */
export function requestLogger(logger: Logger) {
  return createMiddleware<{ Variables: { requestId: string; log: Logger } }>(async (c, next) => {
    const started = performance.now()
    const log = logger.child({ requestId: c.var.requestId })
    c.set('log', log)
    await next()
    const status = c.res.status
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    }
    if (status >= 500) log.error(line, 'request failed')
    else log.info(line, 'request')
  })
}
