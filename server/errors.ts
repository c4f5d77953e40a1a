import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import type { ApiErrorBody, ApiIssue, ErrorCode } from '#core/api/errors.ts'
import { translate } from '#core/i18n/translate.ts'
import { isDatabaseUnavailable } from '#db/database-faults.ts'
import type { Logger } from './logger.ts'

/** Throw from any handler; `app.onError` turns it into the one error shape. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode
  readonly code: ErrorCode
  readonly issues: ApiIssue[] | undefined
  /** Facts a client needs to act on the error (e.g. when a lock ends); never secrets. */
  readonly details: Record<string, unknown> | undefined

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    issues?: ApiIssue[],
    details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.issues = issues
    this.details = details
  }
}

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'bad-request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
  503: 'unavailable',
}

function issuesOf(error: z.ZodError): ApiIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
}

/** Seconds a client is asked to wait (Retry-After) while the database cannot serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * The answer while the database is unreachable, restarting or locked: 503 with Retry-After.
 * API callers (and anything not asking for HTML) get the one error shape with code
 * `unavailable`; a browser asking for a page gets the same message as a small page.
 */
export function databaseUnavailableResponse(c: Context): Response {
  const requestId: string = c.get('requestId') ?? 'unknown'
  const message = translate('errors.databaseUnavailable', { seconds: DATABASE_RETRY_AFTER_SECONDS })
  const headers = { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' }
  const isPage = !c.req.path.startsWith('/api/') && (c.req.header('accept') ?? '').includes('text/html')
  if (!isPage) return c.json<ApiErrorBody>({ error: { code: 'unavailable', message, requestId } }, 503, headers)
  const title = escapeHtml(translate('errors.databaseUnavailable.title'))
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
      `<body><main><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="">${escapeHtml(translate('common.retry'))}</a></p><p><small>${escapeHtml(requestId)}</small></p></main></body></html>`,
    503,
    headers,
  )
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Maps any thrown value to the API error body; unknown errors become a logged 500 with no details. */
export function toErrorResponse(c: Context, err: unknown, logger: Logger) {
  const requestId: string = c.get('requestId') ?? 'unknown'
  const reply = (
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    issues?: ApiIssue[],
    details?: Record<string, unknown>,
  ) => c.json<ApiErrorBody>({ error: { code, message, requestId, ...(issues ? { issues } : {}), ...(details ? { details } : {}) } }, status)

  if (err instanceof ApiError) return reply(err.status, err.code, err.message, err.issues, err.details)
  if (isDatabaseUnavailable(err)) {
    logger.warn({ err, requestId, path: c.req.path }, 'database unavailable')
    return databaseUnavailableResponse(c)
  }
  if (err instanceof z.ZodError) return reply(400, 'validation-failed', 'The request is not valid.', issuesOf(err))
  if (err instanceof HTTPException) {
    if (err.cause instanceof z.ZodError) return reply(400, 'validation-failed', 'The request is not valid.', issuesOf(err.cause))
    const status = err.status as ContentfulStatusCode
    const code = STATUS_CODES[status] ?? (status >= 500 ? 'internal' : 'bad-request')
    return reply(status, code, err.message || 'The request could not be handled.')
  }
  logger.error({ err, requestId, path: c.req.path }, 'unhandled error')
  return reply(500, 'internal', 'Something went wrong on our side. Please try again.')
}
