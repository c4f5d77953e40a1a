import { createServer, request, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { captureLogs } from '#tests/support/test-app.ts'
import { createGracefulShutdown } from './graceful-shutdown.ts'
import { createLogger } from './logger.ts'

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)))
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = ''
      res.on('data', (d) => (body += String(d)))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** A promise and the function that resolves it: an event the test waits for or sends. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('createGracefulShutdown', () => {
  let server: Server | undefined
  afterEach(() => {
    server?.closeAllConnections()
    server?.close()
  })

  it('lets a request in flight finish, refuses new connections, then closes the database', async () => {
    const events: string[] = []
    const arrived = deferred()
    const finish = deferred()
    server = createServer((req, res) => {
      events.push(`start ${req.url}`)
      arrived.resolve()
      void finish.promise.then(() => {
        events.push(`end ${req.url}`)
        res.end('done')
      })
    })
    const port = await listen(server)
    const shutdown = createGracefulShutdown({
      server,
      logger: createLogger({ logLevel: 'silent' }),
      timeoutMs: 60_000,
      onClosed: async () => void events.push('database closed'),
    })

    const inFlight = get(port, '/slow')
    await arrived.promise
    const stopping = shutdown('SIGTERM')
    await expect(get(port, '/late')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/)
    // The database stays open while the request is still being answered.
    expect(events).toEqual(['start /slow'])
    finish.resolve()
    expect(await inFlight).toEqual({ status: 200, body: 'done' })
    await stopping
    expect(events).toEqual(['start /slow', 'end /slow', 'database closed'])
  })

  it('cuts connections still open after the timeout, and runs once however often it is called', async () => {
    const arrived = deferred()
    server = createServer(() => {
      arrived.resolve() // and never answers
    })
    const port = await listen(server)
    let closedTimes = 0
    const logs = captureLogs()
    const shutdown = createGracefulShutdown({
      server,
      logger: createLogger({ logLevel: 'info' }, logs.stream),
      timeoutMs: 100,
      onClosed: async () => void (closedTimes += 1),
    })
    const hanging = get(port, '/hang').catch((err: Error) => err.message)
    await arrived.promise
    await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT')])
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/)
    expect(closedTimes).toBe(1)
    expect(logs.lines.map((l) => l.msg)).toContain('shutdown timeout: closing remaining connections')
  })
})
