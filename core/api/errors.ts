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
  'unsupported-media-type',
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

export function isErrorCode(v: unknown): v is ErrorCode {
  return typeof v === 'string' && (ERROR_CODES as readonly string[]).includes(v)
}

/** One field's problem in a refused request: the path into the body and what is wrong there. */
export interface ApiIssue {
  path: string
  message: string
}

/** The API's one error shape: every refusal and failure under /api answers with it. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; requestId: string; issues?: ApiIssue[]; details?: Record<string, unknown> }
}
