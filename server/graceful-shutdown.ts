import type { Server } from 'node:http'
import type { Logger } from './logger.ts'

/**
 * Returns an idempotent shutdown: stop accepting connections, let requests in flight
 * finish, then run `onClosed` (close the database). Connections still open after
 * `timeoutMs` are cut so a stuck client cannot hold the process forever.
 */
export function createGracefulShutdown(options: {
  server: Server
  logger: Logger
  timeoutMs: number
  onStart?: () => void
  onClosed: () => Promise<void>
}): (reason: string) => Promise<void> {
  let closing: Promise<void> | undefined
  return (reason) =>
    (closing ??= (async () => {
      const { server, logger } = options
      options.onStart?.()
      logger.info({ reason }, 'shutting down: no new connections, finishing requests in flight')
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // Idle keep-alive sockets would otherwise hold close() open until they time out.
      server.closeIdleConnections()
      const timer = setTimeout(() => {
        logger.warn({ timeoutMs: options.timeoutMs }, 'shutdown timeout: closing remaining connections')
        server.closeAllConnections()
      }, options.timeoutMs)
      timer.unref()
      await closed
      clearTimeout(timer)
      await options.onClosed()
      logger.info('shutdown complete')
    })())
}
