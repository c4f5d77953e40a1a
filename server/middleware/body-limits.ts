import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { translate } from '#core/i18n/translate.ts'
import { IMPORT_LIMITS } from '#core/import/import-row.ts'
import { ApiError } from '../errors.ts'

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

const limiters = new Map(
  BODY_LIMITS.map(({ maxBytes }) => [
    maxBytes,
    bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw new ApiError(413, 'payload-too-large', translate('errors.payloadTooLarge', { max: readable(maxBytes) }))
      },
    }),
  ]),
)

/**
 * A body limit on every route, before anything reads the body: a declared Content-Length
 * over the limit is refused unread, and a chunked body is counted as it arrives and refused
 * the moment it passes the limit, so no request can make the server hold more than that.
 */
export const bodyLimits = createMiddleware((c, next) => limiters.get(limitFor(c.req.path))!(c, next))
