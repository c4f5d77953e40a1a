import { Duplex } from 'node:stream'
import zlib from 'node:zlib'
import { createMiddleware } from 'hono/factory'
import { concatBytes } from './concat-bytes.ts'

/**
 * Bodies smaller than this many bytes go out as they are: the headers and the compressor's
 * set-up would eat the saving. 1 KB, the default of Hono's `compress` and Express's `compression`.
 */
export const COMPRESSION_THRESHOLD = 1024

// Text formats worth compressing: HTML, CSS, JavaScript, JSON, SVG, XML and plain text.
// Progress streams (text/event-stream) are left out on purpose: a compressor holds bytes
// back until it has enough to work with, and every event must reach the browser at once.
const COMPRESSIBLE = /^\s*(?:text\/(?!event-stream)[\w.+-]+|application\/(?:json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)\s*(?:;|$)/i

export type ContentEncoding = 'br' | 'gzip'

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when the client takes
 * it, else gzip, else none (q=0 refuses a coding; `*` stands for any coding not named).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null
  const q = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = weight ? Number(weight.slice(2)) : 1
    q.set(name, Number.isFinite(value) ? value : 0)
  }
  const accepts = (coding: ContentEncoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

/** Whether a response of this Content-Type is text worth compressing (never an event stream). */
export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType)
}

/**
 * A compressor that flushes after every chunk it is given, so a streamed page reaches the
 * browser piece by piece as React renders it instead of when the compressor's window fills.
 * Levels chosen for speed, since every request pays them (decision 060): brotli at quality 4
 * is a third cheaper than 5 for 5-7% more bytes, gzip at 4 a sixth cheaper than 6 for 3% more.
 * Bytes made once and sent many times (the build's files, ready answers) use higher levels.
 */
function compressor(encoding: ContentEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 4 })
}

export interface CompressionOptions {
  /** Paths left entirely alone, not even given `Vary` (default none): the health probes. */
  except?: readonly string[]
}

/**
 * Compresses text responses made on request (pages, JSON, the auth library's answers) of at
 * least COMPRESSION_THRESHOLD bytes with brotli or gzip by content negotiation, and says so
 * in `Vary`. A body of unknown length is read ahead: one that ends short goes out as it is,
 * with its length; one still being written (a streamed page) is compressed as it streams.
 * Responses that already carry an encoding (the build's precompressed files, ready answers),
 * partial content, event streams and `Cache-Control: no-transform` pass through untouched.
 */
export function compression(options: CompressionOptions = {}) {
  const except = new Set(options.except ?? [])
  return createMiddleware(async (c, next) => {
    if (except.has(c.req.path)) return next()
    await next()
    const res = c.res
    if (!isCompressible(res.headers.get('Content-Type'))) return
    appendVary(res.headers)
    // The body is looked at last: reading `res.body` turns @hono/node-server's lightweight
    // response into a whole one, which copies the bytes it was given (decision 075). A ready
    // answer, brotli already, is then sent as it is, never copied.
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return
    if (res.headers.has('Content-Encoding') || /\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')) return
    const length = res.headers.get('Content-Length')
    if (length !== null && Number(length) < COMPRESSION_THRESHOLD) return
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'))
    if (!encoding || !res.body) return

    let body = res.body
    if (length === null) {
      const ahead = await readAhead(res.body, COMPRESSION_THRESHOLD)
      if ('whole' in ahead) {
        c.res = new Response(ahead.whole, res)
        c.res.headers.set('Content-Length', String(ahead.whole.byteLength))
        return
      }
      body = ahead.rest
    }
    const { readable, writable } = Duplex.toWeb(compressor(encoding))
    // Hono copies the old response's headers onto the new one, so they are fixed up after.
    c.res = new Response(body.pipeThrough({ readable, writable } as ReadableWritablePair<Uint8Array, Uint8Array>), res)
    c.res.headers.delete('Content-Length')
    c.res.headers.set('Content-Encoding', encoding)
    // The bytes differ from the identity ones, so a strong validator would lie.
    const etag = c.res.headers.get('ETag')
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`)
  })
}

const NOT_READY = Symbol('not ready')

/** The reader's next chunk if it is ready by the next turn of the event loop, else NOT_READY (the read stays pending). */
function readIfReady<T>(read: Promise<T>): Promise<T | typeof NOT_READY> {
  return new Promise((resolve, reject) => {
    const turn = setImmediate(() => resolve(NOT_READY))
    read.then(
      (result) => (clearImmediate(turn), resolve(result)),
      (err: unknown) => (clearImmediate(turn), reject(err)),
    )
  })
}

/**
 * Reads a body of unknown length until it has `threshold` bytes, ends, or has no chunk ready
 * (a stream still being written; its first chunks are not held back). A body built from a
 * string or bytes ends within the first turn, so its size is known without waiting on anything.
 * The guess only decides whether to compress, never what the browser decodes.
 */
async function readAhead(body: ReadableStream<Uint8Array<ArrayBuffer>>, threshold: number): Promise<{ whole: Uint8Array<ArrayBuffer> } | { rest: ReadableStream<Uint8Array<ArrayBuffer>> }> {
  const reader = body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let size = 0
  let pending: Promise<ReadableStreamReadResult<Uint8Array<ArrayBuffer>>> | null = null
  while (size < threshold) {
    const read = reader.read()
    const result = await readIfReady(read)
    if (result === NOT_READY) {
      pending = read
      break
    }
    if (result.done) return { whole: joined(chunks, size) }
    chunks.push(result.value)
    size += result.value.byteLength
  }
  const head = joined(chunks, size)
  return {
    rest: new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        if (head.byteLength > 0) controller.enqueue(head)
      },
      async pull(controller) {
        const next = await (pending ?? reader.read())
        pending = null
        if (next.done) controller.close()
        else controller.enqueue(next.value)
      },
      cancel: (reason) => reader.cancel(reason),
    }),
  }
}

function joined(chunks: Uint8Array<ArrayBuffer>[], size: number): Uint8Array<ArrayBuffer> {
  return chunks.length === 1 ? chunks[0]! : concatBytes(chunks, size)
}

/** Adds Accept-Encoding to Vary once, so caches keep the compressed and plain copies apart. */
export function appendVary(headers: Headers): void {
  const vary = headers.get('Vary')
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}
