import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { goodAnalysisReply } from '#core/testing/sample-reply.ts'

export { goodAnalysisReply }

/** One chat-completions request the fake received. */
export interface FakeChatRequest {
  headers: IncomingMessage['headers']
  body: {
    model: string
    messages: Array<{ role: string; content: string }>
    max_tokens?: number
    temperature?: number
    top_p?: number
    /** Structured output: the product analysis asks for its attribute schema this way. */
    response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown>; strict?: boolean } }
  }
  /** Milliseconds since the fake started (performance clock), for pacing figures. */
  at: number
}

/** What the fake plays for one request instead of its default answer. */
export type FakeStep =
  | { reply: string }
  | { status: number; message?: string }
  /** Holds the connection open until the client gives up (or close()). */
  | { timeout: true }

export interface FakeOpenAiOptions {
  /** Delay before every answer. */
  latencyMs?: number
  /** Requests accepted per rolling second; beyond it the fake answers 429 like a real provider. */
  requestsPerSecond?: number
  /** The answer's message content when no step is scripted. Default: a good product analysis, in the attribute schema. */
  respond?: (request: FakeChatRequest) => string
  /** Told of every request as it arrives (the count includes it), before it is answered. */
  onRequest?: (request: FakeChatRequest, count: number) => void
}

export interface FakeOpenAiServer {
  /** The base URL to configure as AI_BASE_URL (ends in /v1). */
  baseUrl: string
  requests: FakeChatRequest[]
  /** Requests turned away by the requests-per-second limit. */
  throttled: number
  /** The next requests, in order, get these answers; after them the default answer returns. */
  script(...steps: FakeStep[]): void
  close(): Promise<void>
}

/**
 * A loopback OpenAI-compatible chat-completions server, scripted per test: good replies,
 * any content, error statuses with the provider's error body, held connections, latency,
 * and a requests-per-second limit answered with 429.
 */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAiServer> {
  const started = performance.now()
  const requests: FakeChatRequest[] = []
  const steps: FakeStep[] = []
  const held = new Set<ServerResponse>()
  const accepted: number[] = []
  const state = { throttled: 0 }
  const respond = options.respond ?? (() => goodAnalysisReply())

  const send = (res: ServerResponse, status: number, body: unknown) => {
    const write = () => {
      if (res.destroyed) return
      res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `fake-${requests.length}` })
      res.end(JSON.stringify(body))
    }
    if (options.latencyMs) setTimeout(write, options.latencyMs)
    else write()
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        return send(res, 404, { error: { message: `No route ${req.method} ${req.url}` } })
      }
      const at = performance.now() - started
      const request: FakeChatRequest = { headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), at }
      requests.push(request)
      options.onRequest?.(request, requests.length)

      if (options.requestsPerSecond) {
        while (accepted.length && accepted[0]! <= at - 1000) accepted.shift()
        if (accepted.length >= options.requestsPerSecond) {
          state.throttled += 1
          return send(res, 429, { error: { message: 'Rate limit reached for requests', type: 'rate_limit_exceeded' } })
        }
        accepted.push(at)
      }

      const step = steps.shift()
      if (step && 'timeout' in step) {
        held.add(res)
        res.on('close', () => held.delete(res))
        return
      }
      if (step && 'status' in step) {
        // An empty scripted message sends an error body without one.
        if (step.message === '') return send(res, step.status, { error: { type: 'scripted' } })
        return send(res, step.status, { error: { message: step.message ?? `Scripted ${step.status}`, type: 'scripted' } })
      }
      const content = step && 'reply' in step ? step.reply : respond(request)
      return send(res, 200, {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: 1_764_000_000,
        model: request.body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get throttled() {
      return state.throttled
    },
    script(...next) {
      steps.push(...next)
    },
    async close() {
      for (const res of held) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
