import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { afterAll, describe, expect, it } from 'vitest'
import { COMPRESSION_THRESHOLD, compression, negotiateEncoding } from './compression.ts'

const PAGE = `<!doctype html><html><body>${'<p>A wrap dress for a pear shape.</p>'.repeat(200)}</body></html>`

/** Decodes a response body chunk by chunk as the browser would, by its Content-Encoding. */
function decodedChunks(res: Response): AsyncIterator<string> {
  const body = Readable.fromWeb(res.body! as import('node:stream/web').ReadableStream)
  const encoding = res.headers.get('Content-Encoding')
  const decoder = encoding === 'br' ? zlib.createBrotliDecompress() : encoding === 'gzip' ? zlib.createGunzip() : null
  const stream = decoder ? body.pipe(decoder) : body
  stream.setEncoding('utf8')
  return stream[Symbol.asyncIterator]() as AsyncIterator<string>
}

async function decodedText(res: Response): Promise<string> {
  const chunks = decodedChunks(res)
  let text = ''
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) text += next.value
  return text
}

/** A promise with its resolver, to hold a stream open until the test has read what came first. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('identity')).toBeNull()
    expect(negotiateEncoding('gzip;q=0')).toBeNull()
    expect(negotiateEncoding(undefined)).toBeNull()
  })
})

describe('compression', () => {
  const app = new Hono()
  app.use(compression())
  app.get('/page', (c) => c.html(PAGE))
  app.get('/tiny', (c) => c.body('{"ok":true}', 200, { 'Content-Type': 'application/json', 'Content-Length': '11' }))
  app.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))
  app.get('/raw', (c) => c.body(PAGE, 200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-transform' }))

  it('sends a page as brotli or gzip by Accept-Encoding, says so in Vary, and decodes to the same text', async () => {
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const res = await app.request('/page', { headers: { 'Accept-Encoding': accept } })
      expect(res.headers.get('Content-Encoding')).toBe(encoding)
      expect(res.headers.get('Vary')).toBe('Accept-Encoding')
      expect(res.headers.get('Content-Length')).toBeNull()
      expect(await decodedText(res)).toBe(PAGE)
    }
    const plain = await app.request('/page')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(PAGE)
  })

  it('leaves bodies known to be tiny, binary types and no-transform responses as they are', async () => {
    const headers = { 'Accept-Encoding': 'br' }
    expect((await app.request('/tiny', { headers })).headers.get('Content-Encoding')).toBeNull()
    expect((await app.request('/image', { headers })).headers.get('Content-Encoding')).toBeNull()
    expect((await app.request('/raw', { headers })).headers.get('Content-Encoding')).toBeNull()
  })

  it('never reads the body of a response it passes through: an encoded answer, a known small length, or no encoding asked', async () => {
    // Reading `body` makes @hono/node-server copy a response's bytes (decision 075): the middleware decides from the headers first.
    let bodyReads = 0
    class Watched extends Response {
      override get body() {
        bodyReads++
        return super.body
      }
    }
    const ready = zlib.brotliCompressSync(Buffer.from(JSON.stringify({ items: PAGE })))
    const watched = new Hono()
    watched.use(compression())
    watched.get('/ready', () => new Watched(new Uint8Array(ready), { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br' } }))
    watched.get('/small', () => new Watched('{"ok":true}', { headers: { 'Content-Type': 'application/json', 'Content-Length': '11' } }))
    watched.get('/large', () => new Watched(PAGE, { headers: { 'Content-Type': 'text/html' } }))
    const ok = await watched.request('/ready', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(ok.headers.get('Content-Encoding')).toBe('br')
    expect(await (await watched.request('/small', { headers: { 'Accept-Encoding': 'br, gzip' } })).text()).toBe('{"ok":true}')
    expect((await watched.request('/large')).headers.get('Content-Encoding')).toBeNull()
    expect(bodyReads).toBe(0)
    // The answer arrived as it was made.
    expect(Buffer.from(await ok.arrayBuffer()).equals(ready)).toBe(true)
    // A body it does compress is read, once it is known to need it.
    expect((await watched.request('/large', { headers: { 'Accept-Encoding': 'br' } })).headers.get('Content-Encoding')).toBe('br')
    expect(bodyReads).toBeGreaterThan(0)
  })

  it('sends a body of unknown length under the threshold as it is, with its length, and compresses one at the threshold', async () => {
    const json = (size: number) => JSON.stringify({ error: { code: 'not-found', message: 'x'.repeat(size - 43) } })
    const sized = new Hono()
    sized.use(compression())
    sized.get('/json/:size', (c) => c.json(JSON.parse(json(Number(c.req.param('size')))) as unknown, 404))
    sized.get('/text', (c) => c.text('Not found', 404))
    // Three chunks that are all there at once: a body built in memory, known to be small.
    sized.get('/chunks', () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of ['<p>', 'short', '</p>']) controller.enqueue(new TextEncoder().encode(part))
          controller.close()
        },
      })
      return new Response(body, { headers: { 'Content-Type': 'text/html' } })
    })
    const headers = { 'Accept-Encoding': 'br, gzip' }

    const small = await sized.request(`/json/${COMPRESSION_THRESHOLD - 1}`, { headers })
    expect(small.status).toBe(404)
    expect(small.headers.get('Content-Encoding')).toBeNull()
    expect(small.headers.get('Content-Length')).toBe(String(COMPRESSION_THRESHOLD - 1))
    expect(small.headers.get('Vary')).toBe('Accept-Encoding')
    expect(await small.text()).toBe(json(COMPRESSION_THRESHOLD - 1))

    const text = await sized.request('/text', { headers })
    expect(text.headers.get('Content-Encoding')).toBeNull()
    expect(text.headers.get('Content-Length')).toBe('9')
    expect(await text.text()).toBe('Not found')

    const chunks = await sized.request('/chunks', { headers })
    expect(chunks.headers.get('Content-Encoding')).toBeNull()
    expect(await chunks.text()).toBe('<p>short</p>')

    const large = await sized.request(`/json/${COMPRESSION_THRESHOLD}`, { headers })
    expect(large.status).toBe(404)
    expect(large.headers.get('Content-Encoding')).toBe('br')
    expect(large.headers.get('Content-Length')).toBeNull()
    expect(await decodedText(large)).toBe(json(COMPRESSION_THRESHOLD))
  })

  it('leaves the paths it is told to alone, however large, without Vary', async () => {
    const probes = new Hono()
    probes.use(compression({ except: ['/healthz'] }))
    probes.get('/healthz', (c) => c.html(PAGE))
    const res = await probes.request('/healthz', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(res.headers.get('Vary')).toBeNull()
    expect(await res.text()).toBe(PAGE)
  })

  it('passes each streamed chunk on at once, so a page streams while React renders it', async () => {
    const rest = gate()
    const streaming = new Hono()
    streaming.use(compression())
    streaming.get('/stream', () => {
      const encoder = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode('<html><body><h1>Your dashboard</h1>'))
          await rest.opened
          controller.enqueue(encoder.encode('<p>the rest</p></body></html>'))
          controller.close()
        },
      })
      return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    })
    const res = await streaming.request('/stream', { headers: { 'Accept-Encoding': 'br' } })
    // Its length is unknown and its first chunk small, but it is still being written: compressed.
    expect(res.headers.get('Content-Encoding')).toBe('br')
    const chunks = decodedChunks(res)
    // The first chunk decodes before the second has even been written.
    expect((await chunks.next()).value).toBe('<html><body><h1>Your dashboard</h1>')
    rest.open()
    expect((await chunks.next()).value).toBe('<p>the rest</p></body></html>')
  })

  it('never compresses an event stream: each progress event arrives while the stream is still open', async () => {
    const finish = gate()
    const events = new Hono()
    events.use(compression())
    events.get('/events', (c) =>
      streamSSE(c, async (stream) => {
        await stream.writeSSE({ event: 'progress', data: JSON.stringify({ processed: 1, padding: 'x'.repeat(2000) }) })
        await finish.opened
        await stream.writeSSE({ event: 'done', data: '{}' })
      }),
    )
    const res = await events.request('/events', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(res.headers.get('Content-Type')).toContain('text/event-stream')
    expect(res.headers.get('Content-Encoding')).toBeNull()
    const chunks = decodedChunks(res)
    expect((await chunks.next()).value).toMatch(/^event: progress\ndata: \{"processed":1/)
    finish.open()
    let rest = ''
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) rest += next.value
    expect(rest).toContain('event: done')
  })
})

describe('precompressed static files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-static-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const script = `console.log(${JSON.stringify('a'.repeat(3000))})`
  writeFileSync(path.join(dir, 'app.js'), script)
  writeFileSync(path.join(dir, 'app.js.br'), zlib.brotliCompressSync(script))
  writeFileSync(path.join(dir, 'app.js.gz'), zlib.gzipSync(script))
  const app = new Hono()
  app.use(compression())
  app.use('*', serveStatic({ root: path.relative(process.cwd(), dir), precompressed: true }))

  it('serves the build-time copy for the negotiated encoding, never compressing again', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await app.request('/app.js', { headers: { 'Accept-Encoding': encoding } })
      expect(res.headers.get('Content-Encoding')).toBe(encoding)
      expect(res.headers.get('Vary')).toBe('Accept-Encoding')
      expect(await decodedText(res)).toBe(script)
    }
    const plain = await app.request('/app.js')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(script)
  })
})
