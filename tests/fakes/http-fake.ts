import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/** One request a fake received, as it arrived. */
export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}

/** A failure a fake plays instead of its normal answer. */
export type ScriptedFailure = 'timeout' | 'throttle' | 'server-error' | 'malformed' | 'wrong-shape'

export interface FakeHttpServer {
  url: string
  requests: RecordedRequest[]
  /** The next `times` requests get this failure instead of an answer. */
  failNext(failure: ScriptedFailure, times?: number): void
  close(): Promise<void>
}

export type FakeHandler = (req: RecordedRequest) => { status: number; body: unknown; headers?: Record<string, string> }

/**
 * A loopback HTTP server that records each request and answers through `handle`, unless a
 * scripted failure is queued: 'timeout' holds the connection open until close(), 'throttle'
 * answers 429, 'server-error' 500, 'malformed' a 200 that is not JSON, 'wrong-shape' a 200
 * JSON object without the expected fields. `failureBody` gives the service's own error body.
 */
export async function startFakeHttpServer(
  handle: FakeHandler,
  failureBody: (failure: 'throttle' | 'server-error') => unknown,
): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = []
  const queued: ScriptedFailure[] = []
  const held: ServerResponse[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      const failure = queued.shift()
      const send = (status: number, body: string, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers })
        res.end(body)
      }
      switch (failure) {
        case 'timeout':
          held.push(res)
          return
        case 'throttle':
          return send(429, JSON.stringify(failureBody('throttle')))
        case 'server-error':
          return send(500, JSON.stringify(failureBody('server-error')))
        case 'malformed':
          return send(200, '<html>upstream proxy error</html>', { 'content-type': 'text/html' })
        case 'wrong-shape':
          return send(200, JSON.stringify({ unexpected: true }))
        default: {
          const answer = handle(recorded)
          return send(answer.status, answer.body === undefined ? '' : JSON.stringify(answer.body), answer.headers)
        }
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) queued.push(failure)
    },
    close() {
      for (const res of held.splice(0)) res.destroy()
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
