import type { APIError } from 'openai'
import { translate } from '#core/i18n/translate.ts'
import { loadOnce } from '#core/work/load-once.ts'

/** One chat-completions call: a system and a user message, with the call's own sampling settings. */
export interface ChatRequest {
  system: string
  user: string
  maxTokens: number
  temperature: number
  /** Only the fashion-recommendation call sends one (0.9). */
  topP?: number
  /** Structured output: the reply must be JSON in this schema (OpenAI response_format json_schema, strict). */
  responseFormat?: { name: string; schema: Record<string, unknown> }
}

export interface ChatReply {
  /** choices[0].message.content; '' when the provider sent none. */
  content: string
  model: string
  /** The id we sent in the request-id header; the provider's logs can be searched for it. */
  requestId: string
  /** Calls made for this reply, retries included. */
  attempts: number
}

/**
 * Why an AI call failed. `rate-limit` tells the queue worker to slow down; `auth` and
 * `not-configured` are not worth retrying later; the rest may succeed on another attempt.
 */
export type AiErrorKind = 'not-configured' | 'auth' | 'rate-limit' | 'server' | 'http' | 'network' | 'aborted'

export class AiError extends Error {
  readonly kind: AiErrorKind
  readonly status: number | undefined
  readonly requestId: string | undefined
  constructor(kind: AiErrorKind, message: string, options: { status?: number | undefined; requestId?: string | undefined; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'AiError'
    this.kind = kind
    this.status = options.status
    this.requestId = options.requestId
  }
}

export interface AiClient {
  readonly providerName: string
  readonly model: string
  /** Whether a key is configured; without one every call throws `not-configured`. */
  readonly enabled: boolean
  complete(request: ChatRequest, options?: CallOptions): Promise<ChatReply>
}

export interface CallOptions {
  signal?: AbortSignal
  /** Awaited before every attempt, retries included: a caller's rate pacing hooks in here. */
  beforeAttempt?: () => Promise<void>
  /** Told about every 429, also those a retry recovers from, so a caller can slow down. */
  onRateLimited?: () => void
}

export interface AiClientOptions {
  baseUrl: string | undefined
  apiKey: string | undefined
  model: string
  providerName: string
  timeoutMs: number
  /** Waits between attempts; tests pass one that records the wait and returns at once. */
  sleep?: (ms: number) => Promise<void>
  /** A fresh id per call, sent as X-Request-Id and quoted in error messages. */
  newRequestId?: () => string
}

/** Sent on every call so the provider can tell our traffic apart. */
const CLIENT_ID_HEADER = 'X-Client-Id'
export const CLIENT_ID = 'styleblueprint'
const REQUEST_ID_HEADER = 'X-Request-Id'

/** Two attempts in all: the first call and one retry (spec section 8, AI). */
export const MAX_ATTEMPTS = 2

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

type Sdk = typeof import('openai')

/** What to do after a failed attempt: wait and retry, or give up with this error. */
type Decision = { retryAfterMs: number } | { error: AiError }

/**
 * The spec's retry policy, per failure and attempt (1-based):
 * 401 never retried; 429 waits 2^attempt seconds, once; 5xx waits 1 s, once; any other
 * HTTP status is final; a failure without a status (network, timeout) waits 1 s x attempt
 * and, after the last attempt, is reported as "request failed after all retries".
 */
export function decideAfterFailure(err: unknown, attempt: number, provider: string, requestId: string, errors: Pick<Sdk, 'APIError' | 'APIUserAbortError'>): Decision {
  const { APIError, APIUserAbortError } = errors
  const last = attempt >= MAX_ATTEMPTS
  if (err instanceof APIUserAbortError) return { error: new AiError('aborted', 'The AI call was cancelled.', { requestId, cause: err }) }
  if (err instanceof APIError && typeof err.status === 'number') {
    const status = err.status
    const message = providerMessage(err)
    if (status === 401) {
      return { error: new AiError('auth', translate('ai.authFailed', { provider, requestId }), { status, requestId, cause: err }) }
    }
    if (status === 429) {
      if (!last) return { retryAfterMs: 2 ** attempt * 1000 }
      return { error: new AiError('rate-limit', translate('ai.rateLimited', { provider, requestId }), { status, requestId, cause: err }) }
    }
    if (status >= 500) {
      if (!last) return { retryAfterMs: 1000 }
      return { error: new AiError('server', translate('ai.serverError', { provider, message: message ?? String(status), requestId }), { status, requestId, cause: err }) }
    }
    // Without a message from the provider, the spec's status-only form.
    const text = message
      ? translate('ai.requestError', { provider, status, message, requestId })
      : translate('ai.requestErrorStatus', { provider, status, requestId })
    return { error: new AiError('http', text, { status, requestId, cause: err }) }
  }
  if (!last) return { retryAfterMs: 1000 * attempt }
  return { error: new AiError('network', translate('ai.retriesExhausted', { provider }), { requestId, cause: err }) }
}

/** The provider's own error message, or null when its body carries none. */
function providerMessage(err: APIError): string | null {
  const body = err.error as { message?: unknown } | undefined
  if (body && typeof body.message === 'string' && body.message.trim()) return body.message.trim()
  return null
}

/**
 * One client over any OpenAI-compatible chat-completions endpoint. The SDK's own retries are
 * off (maxRetries 0) so the spec's policy above is the only one; its timeout is the call's.
 */
export function createAiClient(options: AiClientOptions): AiClient {
  const sleep = options.sleep ?? realSleep
  const newRequestId = options.newRequestId ?? (() => crypto.randomUUID())
  const { providerName, model } = options
  const { apiKey, baseUrl } = options
  const enabled = Boolean(apiKey && baseUrl)
  // The SDK is imported with the first call, not with the server: a process without a key, or
  // one whose shoppers and administrators ask nothing of the AI, does not hold its 236 modules
  // (about 7 MB of heap in every process, issue 29).
  const clientOf = loadOnce(async () => {
    const m: Sdk = await import('openai')
    return { sdk: new m.default({ apiKey, baseURL: baseUrl, maxRetries: 0, timeout: options.timeoutMs, defaultHeaders: { [CLIENT_ID_HEADER]: CLIENT_ID } }), errors: m }
  })

  return {
    providerName,
    model,
    enabled,
    async complete(request, callOptions = {}) {
      if (!enabled) throw new AiError('not-configured', translate('ai.noKeys', { provider: providerName }))
      const { sdk, errors } = await clientOf()
      const requestId = newRequestId()
      for (let attempt = 1; ; attempt++) {
        try {
          await callOptions.beforeAttempt?.()
          const completion = await sdk.chat.completions.create(
            {
              model,
              messages: [
                { role: 'system', content: request.system },
                { role: 'user', content: request.user },
              ],
              max_tokens: request.maxTokens,
              temperature: request.temperature,
              ...(request.topP === undefined ? {} : { top_p: request.topP }),
              ...(request.responseFormat
                ? { response_format: { type: 'json_schema' as const, json_schema: { name: request.responseFormat.name, schema: request.responseFormat.schema, strict: true } } }
                : {}),
            },
            {
              headers: { [REQUEST_ID_HEADER]: requestId },
              maxRetries: 0,
              timeout: options.timeoutMs,
              ...(callOptions.signal ? { signal: callOptions.signal } : {}),
            },
          )
          const content = completion.choices?.[0]?.message?.content ?? ''
          return { content, model: completion.model || model, requestId, attempts: attempt }
        } catch (err) {
          if (err instanceof errors.APIError && err.status === 429) callOptions.onRateLimited?.()
          const decision = decideAfterFailure(err, attempt, providerName, requestId, errors)
          if ('error' in decision) throw decision.error
          await sleep(decision.retryAfterMs)
        }
      }
    },
  }
}
