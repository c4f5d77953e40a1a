import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeImageServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string
  /** Paths asked for, in order, with their method. */
  requests: Array<{ method: string; path: string }>
  /** Holds every answer until release(): lets a test act while an import is mid-validation. */
  hold(): void
  release(): void
  /** From now on, answers 404 for this path (an image a shop took down after its import). */
  retire(path: string): void
  close(): Promise<void>
}

/**
 * A loopback image host for import tests and the benchmark:
 * - `/images/...`, or any path ending in an image extension: 200 image/jpeg (a tiny body on GET);
 * - `/missing/...`: 404;
 * - `/redirect?to=<url>`: 302 to that URL;
 * - `/moved/<name>`: 302 to `/page/<name>`, a shop's HTML page (a dead image URL as shops answer it);
 * - `/page/...`: 200 text/html;
 * - `/head-refused/<name>`: 405 to HEAD, an image to GET;
 * - `/hang/...`: never answers (until close), for timeouts.
 */
export async function startFakeImageServer(options: { port?: number; latencyMs?: readonly [number, number] } = {}): Promise<FakeImageServer> {
  const requests: FakeImageServer['requests'] = []
  const retired = new Set<string>()
  const held: ServerResponse[] = []
  let holding = false
  let waiting: Array<() => void> = []
  const [minLatency, maxLatency] = options.latencyMs ?? [0, 0]
  const delayed = new WeakSet<object>()
  const server = createServer((req, res) => {
    // A real image host's latency, drawn per request (the import benchmark's second figure).
    if (maxLatency > 0 && !delayed.has(req)) {
      delayed.add(req)
      setTimeout(() => server.emit('request', req, res), minLatency + Math.random() * (maxLatency - minLatency))
      return
    }
    if (holding) {
      waiting.push(() => server.emit('request', req, res))
      return
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push({ method: req.method ?? 'GET', path: url.pathname })
    if (url.pathname.startsWith('/hang/')) {
      held.push(res)
      return
    }
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' })
      res.end()
      return
    }
    if (url.pathname.startsWith('/moved/')) {
      res.writeHead(302, { location: `/page/${url.pathname.slice('/moved/'.length)}` })
      res.end()
      return
    }
    if (url.pathname.startsWith('/page/')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(req.method === 'HEAD' ? undefined : '<!doctype html><title>Not found</title><p>This product is no longer available.')
      return
    }
    if (url.pathname.startsWith('/head-refused/') && req.method === 'HEAD') {
      res.writeHead(405, { allow: 'GET' })
      res.end()
      return
    }
    if (url.pathname.startsWith('/missing/') || retired.has(url.pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end(req.method === 'HEAD' ? undefined : 'not found')
      return
    }
    if (url.pathname.startsWith('/images/') || /\.(jpe?g|png|gif|webp)$/i.test(url.pathname)) {
      // A 1x1 transparent GIF is enough for a browser that shows the thumbnail.
      const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
      res.writeHead(200, { 'content-type': 'image/gif', 'content-length': gif.length, 'cache-control': 'no-store' })
      res.end(req.method === 'HEAD' ? undefined : gif)
      return
    }
    res.writeHead(404)
    res.end()
  })
  server.keepAliveTimeout = 10_000
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hold() {
      holding = true
    },
    retire(path) {
      retired.add(path)
    },
    release() {
      holding = false
      const queued = waiting
      waiting = []
      for (const answer of queued) answer()
    },
    async close() {
      holding = false
      for (const res of held) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

// `node tests/fakes/image-server.ts [port] [minMs-maxMs]` serves images in its own process and
// prints its URL (the import benchmark uses it, so the image host does not share the
// importer's event loop); the range delays every answer by a random time within it.
if (import.meta.main) {
  const range = process.argv[3]?.split('-').map(Number)
  const server = await startFakeImageServer({ port: Number(process.argv[2] ?? 0), ...(range?.length === 2 ? { latencyMs: [range[0]!, range[1]!] as const } : {}) })
  process.stdout.write(`${server.url}\n`)
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
}
