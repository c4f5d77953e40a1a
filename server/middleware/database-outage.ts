import { createMiddleware } from 'hono/factory'
import { watchDatabaseFaults } from '#db/database-faults.ts'
import { databaseUnavailableResponse } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'

/**
 * Turns a server error into the outage answer (503, Retry-After) when a database call in
 * the same request found the database unavailable. The error handler maps such errors
 * itself; this catches the ones another layer swallowed into its own 500 first (the auth
 * library's handler, a page loader rendered by React Router's error boundary).
 */
export const databaseOutage = createMiddleware<AppEnv>(async (c, next) => {
  const { sawUnavailable } = await watchDatabaseFaults(next)
  if (!sawUnavailable || c.res.status < 500 || c.res.status === 503) return
  await c.res.body?.cancel()
  c.res = undefined
  c.res = databaseUnavailableResponse(c)
})
