import type { Context, HonoRequest } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AUTH_BASE_PATH } from '../auth/auth.ts'
import { translate } from '#core/i18n/translate.ts'
import { IMPORT_LIMITS } from '#core/import/import-row.ts'
import { ApiError } from '../errors.ts'
import type { AppEnv } from '../http-env.ts'
import { concatBytes } from './concat-bytes.ts'

const KB = 1024
const MB = 1024 * KB

/** An import file upload: the file's own limit plus room for the multipart envelope. */
export const IMPORT_FILE_BODY_LIMIT = IMPORT_LIMITS.maxFileBytes + 64 * KB
/** 10,000 import rows of long URLs as JSON, with room to spare. */
export const IMPORT_ROWS_BODY_LIMIT = 16 * MB

/**
 * The most a request body may hold, by path; the first matching prefix wins. Anonymous
 * doors come first and are tight: a sign-in, sign-up or set-up form is a few hundred bytes.
 * Uploads have their own, larger limit (their routes narrow it further per endpoint), JSON
 * API calls a generous one (1000 product ids fit), and pages' form actions a small one.
 */
export const BODY_LIMITS: ReadonlyArray<{ prefix: string; maxBytes: number }> = [
  { prefix: '/api/auth/', maxBytes: 16 * KB },
  { prefix: '/api/admin-auth/', maxBytes: 16 * KB },
  { prefix: '/admin/setup', maxBytes: 16 * KB },
  { prefix: '/api/admin/imports', maxBytes: Math.max(IMPORT_FILE_BODY_LIMIT, IMPORT_ROWS_BODY_LIMIT) },
  { prefix: '/api/', maxBytes: 256 * KB },
  { prefix: '/', maxBytes: 64 * KB },
]

function limitFor(path: string): number {
  return (BODY_LIMITS.find((rule) => path.startsWith(rule.prefix)) ?? BODY_LIMITS.at(-1)!).maxBytes
}

function readable(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`
}

function tooLarge(maxBytes: number): never {
  throw new ApiError(413, 'payload-too-large', translate('errors.payloadTooLarge', { max: readable(maxBytes) }))
}

/** The declared Content-Length, or null when the body is sent without one (chunked). */
function declaredLength(c: Context): number | null {
  if (c.req.header('transfer-encoding') !== undefined) return null
  const length = c.req.header('content-length')
  return length === undefined ? null : Number(length)
}

/**
 * The body's bytes, read at most once. With a declared length (the HTTP parser delivers
 * exactly that many bytes) the Node adapter reads it straight from the socket; without one,
 * it is counted as it arrives and refused the moment it passes `maxBytes`.
 */
async function readWithin(request: Request, declared: number | null, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declared !== null) {
    const bytes = new Uint8Array(await request.arrayBuffer())
    return bytes.byteLength > maxBytes ? tooLarge(maxBytes) : bytes
  }
  const reader = request.body!.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  return concatBytes(chunks, size)
}

/**
 * Hands an already-read body to Hono's request, whose json(), text(), arrayBuffer() and
 * formData() answer from this cache. At run time the cache holds promises (what Hono stores
 * itself, and what its conversions between kinds chain on), although its type names values.
 */
export function cacheBody<K extends 'arrayBuffer' | 'text'>(req: HonoRequest, kind: K, value: K extends 'text' ? string : ArrayBuffer): void {
  ;(req.bodyCache as Record<string, Promise<unknown>>)[kind] = Promise.resolve(value)
}

/** Our own JSON API reads bodies through Hono's request; the auth library and the pages read the raw request. */
function readsRawRequest(path: string): boolean {
  return !path.startsWith('/api/') || path.startsWith(`${AUTH_BASE_PATH}/`)
}

/**
 * A body limit on every route, and the body read once, before anything else reads it: a
 * declared Content-Length over the limit is refused unread, and a chunked body is counted
 * as it arrives and refused the moment it passes the limit, so no request can make the
 * server hold more than that. The bytes are kept (`c.var.body`) for the control-character
 * check and the per-route limits, and handed to Hono's body cache (and, where the raw
 * request is read, a request rebuilt on them), so nobody reads the stream a second time.
 */
export const bodyLimits = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method
  if (method === 'GET' || method === 'HEAD') return next()
  const maxBytes = limitFor(c.req.path)
  const declared = declaredLength(c)
  if (declared !== null && !(declared <= maxBytes)) tooLarge(maxBytes)
  // No length and no body at all (a bare DELETE): nothing to read.
  if (declared === 0 || (declared === null && c.req.raw.body === null)) return next()
  const bytes = await readWithin(c.req.raw, declared, maxBytes)
  c.set('body', bytes)
  cacheBody(c.req, 'arrayBuffer', bytes.buffer)
  if (readsRawRequest(c.req.path)) c.req.raw = new Request(c.req.raw, { body: bytes })
  await next()
})
