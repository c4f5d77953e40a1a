import type { AuthFailure } from '#core/accounts/auth-errors.ts'
import { type ApiErrorBody, type ApiIssue, type ErrorCode, isErrorCode } from '#core/api/errors.ts'
import { type CapsuleResponse, type OutfitsResponse, queryOfProfile } from '#core/outfits/contract.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { OutfitSlot } from '#core/rule-book/outfits.ts'

/**
 * The browser's one way to call our server. Nothing here throws: every call settles to a
 * result that is either the answer's data or a typed failure.
 *
 * - `request`: our JSON API under /api, whose refusals carry the API's one error shape
 *   (core/api/errors.ts).
 * - `upload`: a multipart form (a file) to the same API.
 * - `auth`: the auth library's endpoints under /api/auth, which answer in its own shape.
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Why a call failed: the API's own code, or `network` when no answer came (offline, aborted). */
export type ApiFailureCode = ErrorCode | 'network'

export interface ApiFailure {
  ok: false
  /** The HTTP status; 0 when no answer came. */
  status: number
  code: ApiFailureCode
  message: string
  /** Facts to act on (e.g. when a lock ends), as the API gives them. */
  details?: Record<string, unknown>
  /** Per-field problems of a refused body. */
  issues?: ApiIssue[]
}

export type ApiResult<T> = { ok: true; data: T } | ApiFailure

export type AuthResult<T> = { ok: true; data: T } | ({ ok: false } & AuthFailure)

/** What sends a request: the global fetch in the browser; tests hand in the app's own request function. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>

export interface ApiClient {
  request<T = unknown>(method: ApiMethod, path: string, body?: unknown, options?: { signal?: AbortSignal | undefined }): Promise<ApiResult<T>>
  upload<T = unknown>(path: string, form: FormData): Promise<ApiResult<T>>
  auth<T = unknown>(path: string, body: unknown): Promise<AuthResult<T>>
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** A JSON body, or null when there is none (204) or it is not JSON (a proxy's HTML page). */
async function jsonOf(response: Response): Promise<unknown> {
  return response.json().catch(() => null)
}

function failureOf(response: Response, payload: unknown): ApiFailure {
  const error = (payload as Partial<ApiErrorBody> | null)?.error
  return {
    ok: false,
    status: response.status,
    code: isErrorCode(error?.code) ? error.code : 'internal',
    message: typeof error?.message === 'string' ? error.message : response.statusText,
    ...(error?.details ? { details: error.details } : {}),
    ...(error?.issues ? { issues: error.issues } : {}),
  }
}

export function createApiClient(transport: Transport = (path, init) => fetch(path, init)): ApiClient {
  async function send<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
    let response: Response
    try {
      response = await transport(path, { credentials: 'same-origin', ...init })
    } catch (err) {
      return { ok: false, status: 0, code: 'network', message: messageOf(err) }
    }
    const payload = await jsonOf(response)
    return response.ok ? { ok: true, data: payload as T } : failureOf(response, payload)
  }

  return {
    request(method, path, body, options = {}) {
      return send(path, {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(options.signal ? { signal: options.signal } : {}),
      })
    },

    upload(path, form) {
      return send(path, { method: 'POST', body: form })
    },

    async auth<T>(path: string, body: unknown): Promise<AuthResult<T>> {
      let response: Response
      try {
        response = await transport(`/api/auth${path}`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      } catch (err) {
        return { ok: false, status: 0, message: messageOf(err) }
      }
      const payload = (await jsonOf(response)) as { code?: string; message?: string } | null
      if (response.ok) return { ok: true, data: payload as T }
      const retryAfter = Number(response.headers.get('x-retry-after'))
      return {
        ok: false,
        status: response.status,
        code: payload?.code,
        message: payload?.message,
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
      }
    },
  }
}

const browserClient = createApiClient()

/** Calls one of our JSON API routes; a refusal comes back in the API's one error shape. */
export const apiRequest = browserClient.request
/** Sends a multipart form (a file) to one of our API routes. */
export const apiUpload = browserClient.upload
/** Calls one of the auth endpoints (/api/auth/...). */
export const authRequest = browserClient.auth

/** What a "complete the look" call asks: the piece, the pieces she kept, a seed to reshuffle the rest. */
export interface OutfitsAsk {
  piece: string
  locked?: readonly string[] | undefined
  seed?: number | undefined
  /** Swap the piece in this slot of `outfit` (its pieces' ids) for the next best. */
  swap?: { slot: OutfitSlot; outfit: readonly string[] } | undefined
}

function queryString(params: Record<string, string>): string {
  return new URLSearchParams(params).toString()
}

/**
 * GET /api/outfits: three outfits around a piece (or one swapped). A visitor's answers travel
 * in the query; a signed-in shopper's stored profile wins on the server.
 */
export function fetchOutfits(ask: OutfitsAsk, profile: StyleProfile | null, signal?: AbortSignal) {
  const params: Record<string, string> = { piece: ask.piece, ...(profile ? queryOfProfile(profile) : {}) }
  if (ask.locked && ask.locked.length > 0) params.locked = ask.locked.join(',')
  if (ask.seed !== undefined) params.seed = String(ask.seed)
  if (ask.swap) {
    params.swap = ask.swap.slot
    params.outfit = ask.swap.outfit.join(',')
  }
  return apiRequest<OutfitsResponse>('GET', `/api/outfits?${queryString(params)}`, undefined, { signal })
}

/** GET /api/capsule: her capsule for the season (a signed-in shopper's stored profile wins). */
export function fetchCapsule(profile: StyleProfile | null, signal?: AbortSignal) {
  return apiRequest<CapsuleResponse>('GET', `/api/capsule?${queryString(profile ? queryOfProfile(profile) : {})}`, undefined, { signal })
}
