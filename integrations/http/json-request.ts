import { truncateGraphemes } from '#core/text/graphemes.ts'

/** What the integration clients log through; pino's logger fits it. */
export interface IntegrationLogger {
  warn(obj: object, msg: string): void
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

/** A non-2xx answer. `body` is the parsed JSON when there was any, for logging the service's own error code. */
export class HttpStatusError extends Error {
  readonly status: number
  readonly statusText: string
  readonly body: unknown
  constructor(status: number, statusText: string, body: unknown) {
    super(`HTTP ${status}: ${statusText}`)
    this.name = 'HttpStatusError'
    this.status = status
    this.statusText = statusText
    this.body = body
  }
}

/** A 2xx answer whose body is not the JSON we asked for. */
export class MalformedResponseError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MalformedResponseError'
  }
}

export interface JsonRequest {
  method: 'GET' | 'POST'
  url: string
  headers: Record<string, string>
  body?: string
  timeoutMs: number
}

/**
 * One HTTP exchange that must answer JSON: throws HttpStatusError for a non-2xx status,
 * MalformedResponseError for a body that does not parse, and the fetch's own error on a
 * network failure or when `timeoutMs` passes (AbortSignal.timeout: a TimeoutError).
 */
export async function requestJson(fetchImpl: FetchLike, req: JsonRequest): Promise<unknown> {
  const init: RequestInit = { method: req.method, headers: req.headers, signal: AbortSignal.timeout(req.timeoutMs) }
  if (req.body !== undefined) init.body = req.body
  const res = await fetchImpl(req.url, init)
  const text = await res.text()
  let body: unknown = undefined
  let parseFailed = false
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text)
    } catch {
      parseFailed = true
    }
  }
  if (!res.ok) throw new HttpStatusError(res.status, res.statusText || `HTTP ${res.status}`, body)
  if (parseFailed) throw new MalformedResponseError(`expected JSON from ${new URL(req.url).pathname}, got ${truncateGraphemes(text, { graphemes: 60 })}`)
  return body
}

/** A short, log-safe description of any failure: status and text, the service's error code, or the error's name. */
export function describeFailure(error: unknown): Record<string, unknown> {
  if (error instanceof HttpStatusError) return { status: error.status, statusText: error.statusText, body: error.body }
  if (error instanceof Error) return { error: error.name, message: error.message }
  return { error: String(error) }
}

/** The status text a "Failed to …: {status text}" message shows: the HTTP reason, else the error's message. */
export function statusTextOf(error: unknown): string {
  if (error instanceof HttpStatusError) return error.statusText
  if (error instanceof Error) return error.message
  return String(error)
}

export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** Joins a base URL and a path without doubling or dropping the slash between them. */
export function joinUrl(base: string, path: string, query?: Record<string, string | number | undefined | null>): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v))
  }
  return url.toString()
}
