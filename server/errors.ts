import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import type { Logger } from './logger.ts'

/** The closed set of error codes the API answers with; clients may switch on them. */
export const ERROR_CODES = [
  'bad-request',
  'validation-failed',
  'unauthenticated',
  'forbidden',
  'not-found',
  'product-not-found',
  'profile-required',
  'conflict',
  'payload-too-large',
  'rate-limited',
  'delivery-failed',
  'invalid-credentials',
  'account-locked',
  'admin-session-expired',
  'setup-link-invalid',
  'unavailable',
  'internal',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; requestId: string; issues?: ApiIssue[]; details?: Record<string, unknown> }
}
export interface ApiIssue {
  path: string
  message: string
}

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
  429: 'rate-limited',
  503: 'unavailable',
}

function issuesOf(error: z.ZodError): ApiIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
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
