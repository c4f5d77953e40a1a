import type { ApiErrorBody, ErrorCode } from '#core/api/errors.ts'

/**
 * What the server sends, for component tests that fake the network at the HTTP level.
 * Name the contract type from core (`apiAnswer<{ run: AnalysisRunView }>(...)`), so a
 * fixture cannot drift from what the routers answer.
 */
export function apiAnswer<T>(data: T, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
}

/** A refusal in the API's one error shape, with one of its error codes. */
export function apiRefusal(status: number, code: ErrorCode, message: string, more: Pick<ApiErrorBody['error'], 'issues' | 'details'> = {}): Response {
  return apiAnswer<ApiErrorBody>({ error: { code, message, requestId: 'test-request', ...more } }, status)
}
