import { Duplex } from 'node:stream'
import zlib from 'node:zlib'
import { createMiddleware } from 'hono/factory'

/** Bodies smaller than this go out as they are: the headers would eat the saving. */
const MIN_BYTES = 1024

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
 * Brotli at quality 4: close to gzip's speed at a smaller size; build-time files use 11.
 */
function compressor(encoding: ContentEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 })
}

/**
 * Compresses text responses made on request (pages, JSON, the auth library's answers) with
 * brotli or gzip by content negotiation, and says so in `Vary`. Responses that already carry
 * an encoding (the build's precompressed files), partial content, event streams and
 * `Cache-Control: no-transform` pass through untouched.
 */
export const compression = createMiddleware(async (c, next) => {
  await next()
  const res = c.res
  if (!isCompressible(res.headers.get('Content-Type'))) return
  appendVary(res.headers)
  if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206 || res.status === 304) return
  if (res.headers.has('Content-Encoding') || /\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')) return
  const length = res.headers.get('Content-Length')
  if (length !== null && Number(length) < MIN_BYTES) return
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'))
  if (!encoding) return

  const { readable, writable } = Duplex.toWeb(compressor(encoding))
  // Hono copies the old response's headers onto the new one, so they are fixed up after.
  c.res = new Response(res.body.pipeThrough({ readable, writable } as ReadableWritablePair<Uint8Array, Uint8Array>), res)
  c.res.headers.delete('Content-Length')
  c.res.headers.set('Content-Encoding', encoding)
  // The bytes differ from the identity ones, so a strong validator would lie.
  const etag = c.res.headers.get('ETag')
  if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`)
})

/** Adds Accept-Encoding to Vary once, so caches keep the compressed and plain copies apart. */
export function appendVary(headers: Headers): void {
  const vary = headers.get('Vary')
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}
