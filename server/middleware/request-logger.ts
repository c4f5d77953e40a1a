import { createMiddleware } from 'hono/factory'
import type { Logger } from '../logger.ts'

export interface RequestLoggerOptions {
  /**
   * Paths whose successful requests are logged at debug, not info: the health probes, which a
   * load balancer asks every few seconds from every host. At info they filled the log with
   * lines that say nothing, and under `npm run bench:recommend`'s 12,000 a second the log's
   * backed-up writes were the serving thread's largest allocations (decision 075). A probe
   * that fails is logged as any request.
   */
  quiet?: readonly string[]
}

/** Logs one line per request after it completes, with the request id, status and duration. */
export function requestLogger(logger: Logger, options: RequestLoggerOptions = {}) {
  const quiet = new Set(options.quiet ?? [])
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
    else if (status < 400 && quiet.has(line.path)) log.debug(line, 'request')
    else log.info(line, 'request')
  })
}
