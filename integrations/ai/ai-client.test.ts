import { afterEach, describe, expect, it } from 'vitest'
import { type FakeOpenAiServer, startFakeOpenAi } from '#tests/fakes/openai-server.ts'
import { AiError, createAiClient } from './ai-client.ts'

const request = { system: 'You are a stylist.', user: 'Analyse this.', maxTokens: 800, temperature: 0.3 }

describe('the AI client against an OpenAI-compatible endpoint', () => {
  let fake: FakeOpenAiServer | undefined
  afterEach(async () => {
    await fake?.close()
    fake = undefined
  })

  async function setup(options: { timeoutMs?: number; providerName?: string } = {}) {
    fake = await startFakeOpenAi()
    const waits: number[] = []
    let n = 0
    const client = createAiClient({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'claude-3-sonnet',
      providerName: options.providerName ?? 'APICore',
      timeoutMs: options.timeoutMs ?? 5_000,
      sleep: async (ms) => {
        waits.push(ms)
      },
      newRequestId: () => `req-${++n}`,
    })
    return { fake, client, waits }
  }

  const failure = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected the call to fail')
      },
      (err: unknown) => err as AiError,
    )

  it('sends the model, messages, sampling settings, bearer key, client id and request id', async () => {
    const { fake, client } = await setup()
    fake.script({ reply: '{"ok":true}' })
    const reply = await client.complete({ ...request, topP: 0.9 })
    expect(reply).toEqual({ content: '{"ok":true}', model: 'claude-3-sonnet', requestId: 'req-1', attempts: 1 })
    const [sent] = fake.requests
    expect(sent!.body).toMatchObject({
      model: 'claude-3-sonnet',
      messages: [
        { role: 'system', content: 'You are a stylist.' },
        { role: 'user', content: 'Analyse this.' },
      ],
      max_tokens: 800,
      temperature: 0.3,
      top_p: 0.9,
    })
    expect(sent!.headers.authorization).toBe('Bearer sk-test')
    expect(sent!.headers['x-client-id']).toBe('styleblueprint')
    expect(sent!.headers['x-request-id']).toBe('req-1')
  })

  it('leaves top_p out unless the call sets it', async () => {
    const { fake, client } = await setup()
    await client.complete(request)
    expect(fake.requests[0]!.body).not.toHaveProperty('top_p')
  })

  it('does not retry a 401 and names the provider and request id', async () => {
    const { fake, client, waits } = await setup({ providerName: 'Acme AI' })
    fake.script({ status: 401, message: 'bad key' })
    const err = await failure(client.complete(request))
    expect(err).toBeInstanceOf(AiError)
    expect(err.kind).toBe('auth')
    expect(err.message).toBe('Acme AI API authentication failed: Invalid or expired token (request id: req-1)')
    expect(fake.requests).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('waits 2 s after a 429 and succeeds on the retry', async () => {
    const { fake, client, waits } = await setup()
    fake.script({ status: 429 })
    const reply = await client.complete(request)
    expect(reply.attempts).toBe(2)
    expect(waits).toEqual([2000])
    expect(fake.requests).toHaveLength(2)
    expect(fake.requests.map((r) => r.headers['x-request-id'])).toEqual(['req-1', 'req-1'])
  })

  it('lets the caller pace every attempt and hear of every 429', async () => {
    const { fake, client } = await setup()
    fake.script({ status: 429 })
    let attempts = 0
    let throttled = 0
    await client.complete(request, { beforeAttempt: async () => void attempts++, onRateLimited: () => void throttled++ })
    expect({ attempts, throttled }).toEqual({ attempts: 2, throttled: 1 })
  })

  it('gives up after a second 429 with the rate-limit message', async () => {
    const { fake, client, waits } = await setup()
    fake.script({ status: 429 }, { status: 429 })
    const err = await failure(client.complete(request))
    expect(err.kind).toBe('rate-limit')
    expect(err.message).toBe('APICore API rate limit exceeded (request id: req-1)')
    expect(waits).toEqual([2000])
    expect(fake.requests).toHaveLength(2)
  })

  it('retries a 5xx once after 1 s', async () => {
    const { fake, client, waits } = await setup()
    fake.script({ status: 500 })
    expect((await client.complete(request)).attempts).toBe(2)
    expect(waits).toEqual([1000])
  })

  it('reports a second 5xx with the provider message', async () => {
    const { fake, client } = await setup()
    fake.script({ status: 503, message: 'overloaded' }, { status: 502, message: 'bad gateway upstream' })
    const err = await failure(client.complete(request))
    expect(err.kind).toBe('server')
    expect(err.message).toBe('APICore API server error: bad gateway upstream (request id: req-1)')
  })

  it('reports any other status at once with status and message', async () => {
    const { fake, client, waits } = await setup()
    fake.script({ status: 400, message: 'max_tokens too large' })
    const err = await failure(client.complete(request))
    expect(err.kind).toBe('http')
    expect(err.message).toBe('APICore API error: 400 - max_tokens too large (request id: req-1)')
    expect(fake.requests).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it("reports a status without the provider's message in the spec's status-only form", async () => {
    const { fake, client } = await setup()
    fake.script({ status: 422, message: '' })
    const err = await failure(client.complete(request))
    expect(err.kind).toBe('http')
    expect(err.message).toBe('APICore API error: 422 (request id: req-1)')
  })

  it('retries a timeout after 1 s x attempt, then gives up after all retries', async () => {
    const { fake, client, waits } = await setup({ timeoutMs: 150 })
    fake.script({ timeout: true }, { timeout: true })
    const err = await failure(client.complete(request))
    expect(err.kind).toBe('network')
    expect(err.message).toBe('APICore API request failed after all retries')
    expect(waits).toEqual([1000])
    expect(fake.requests).toHaveLength(2)
  })

  it('recovers when the provider answers after a timeout', async () => {
    const { fake, client } = await setup({ timeoutMs: 150 })
    fake.script({ timeout: true }, { reply: 'fine' })
    expect(await client.complete(request)).toMatchObject({ content: 'fine', attempts: 2 })
  })

  it('without a key makes no call and says no key is configured', async () => {
    const client = createAiClient({ baseUrl: undefined, apiKey: undefined, model: 'm', providerName: 'APICore', timeoutMs: 1000 })
    expect(client.enabled).toBe(false)
    const err = await failure(client.complete(request))
    expect(err.kind).toBe('not-configured')
    expect(err.message).toBe('No AI API keys configured (APICore or OpenAI)')
  })
})
