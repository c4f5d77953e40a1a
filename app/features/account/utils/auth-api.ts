import type { AuthFailure } from '#core/accounts/auth-errors.ts'

export type AuthResult<T> = { ok: true; data: T } | ({ ok: false } & AuthFailure)

/**
 * Calls one of the auth endpoints (/api/auth/...) from the browser. Never throws: a
 * refusal comes back with its status, code and message, and a network failure as status 0.
 */
export async function authRequest<T = unknown>(path: string, body: unknown): Promise<AuthResult<T>> {
  let response: Response
  try {
    response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    })
  } catch (err) {
    return { ok: false, status: 0, message: err instanceof Error ? err.message : String(err) }
  }
  const payload = (await response.json().catch(() => null)) as (T & { code?: string; message?: string }) | null
  if (response.ok) return { ok: true, data: payload as T }
  const retryAfter = Number(response.headers.get('x-retry-after'))
  return {
    ok: false,
    status: response.status,
    code: payload?.code,
    message: payload?.message,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
  }
}

/** Calls one of our JSON API routes; errors come back in the API's one error shape. */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  /** `signal` cancels the request (it then fails with status 0). */
  options: { signal?: AbortSignal } = {},
): Promise<
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message: string; details?: Record<string, unknown>; issues?: Array<{ path: string; message: string }> }
> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      ...(options.signal ? { signal: options.signal } : {}),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
  } catch (err) {
    return { ok: false, status: 0, code: 'network', message: err instanceof Error ? err.message : String(err) }
  }
  const payload = (await response.json().catch(() => null)) as
    | (T & { error?: { code: string; message: string; details?: Record<string, unknown>; issues?: Array<{ path: string; message: string }> } })
    | null
  if (response.ok) return { ok: true, data: payload as T }
  return {
    ok: false,
    status: response.status,
    code: payload?.error?.code ?? 'internal',
    message: payload?.error?.message ?? response.statusText,
    ...(payload?.error?.details ? { details: payload.error.details } : {}),
    ...(payload?.error?.issues ? { issues: payload.error.issues } : {}),
  }
}
