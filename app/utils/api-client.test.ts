import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '#core/api/errors.ts'
import { createApiClient, type Transport } from './api-client.ts'

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

const refusal = (status: number, error: Omit<ApiErrorBody['error'], 'requestId'>) => json({ error: { ...error, requestId: 'r1' } } satisfies ApiErrorBody, status)

/** A transport that records each call and answers with `answer`. */
function recording(answer: () => Response | Promise<Response>) {
  const calls: Array<{ path: string; init: RequestInit }> = []
  const transport: Transport = async (path, init) => {
    calls.push({ path, init })
    return answer()
  }
  return { calls, client: createApiClient(transport) }
}

describe('the API client', () => {
  it('sends JSON with the session cookie and gives back the data', async () => {
    const { calls, client } = recording(() => json({ items: [1, 2] }))
    expect(await client.request<{ items: number[] }>('POST', '/api/x', { a: 1 })).toEqual({ ok: true, data: { items: [1, 2] } })
    expect(calls[0]).toMatchObject({ path: '/api/x', init: { method: 'POST', credentials: 'same-origin', body: '{"a":1}' } })
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/json')
  })

  it('sends no body and no content type when there is none, and reads a 204 as null', async () => {
    const { calls, client } = recording(() => new Response(null, { status: 204 }))
    expect(await client.request('DELETE', '/api/x')).toEqual({ ok: true, data: null })
    expect(calls[0]!.init.body).toBeUndefined()
    expect(new Headers(calls[0]!.init.headers).has('content-type')).toBe(false)
  })

  it("turns a refusal into a typed failure with the API's code, message, issues and details", async () => {
    const { client } = recording(() =>
      refusal(400, { code: 'validation-failed', message: 'Check the form', issues: [{ path: 'name', message: 'Required' }], details: { max: 3 } }),
    )
    expect(await client.request('POST', '/api/x', {})).toEqual({
      ok: false,
      status: 400,
      code: 'validation-failed',
      message: 'Check the form',
      issues: [{ path: 'name', message: 'Required' }],
      details: { max: 3 },
    })
  })

  it('calls an answer that is not the error shape (a proxy page) an internal failure with the status text', async () => {
    const { client } = recording(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }))
    expect(await client.request('GET', '/api/x')).toEqual({ ok: false, status: 502, code: 'internal', message: 'Bad Gateway' })
    const odd = recording(() => json({ error: { code: 'made-up', message: 'Odd' } }, 418))
    expect(await odd.client.request('GET', '/api/x')).toMatchObject({ code: 'internal', message: 'Odd' })
  })

  it('reports a request that got no answer as a network failure with status 0', async () => {
    const client = createApiClient(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await client.request('GET', '/api/x')).toEqual({ ok: false, status: 0, code: 'network', message: 'Failed to fetch' })
    expect(await client.upload('/api/x', new FormData())).toMatchObject({ ok: false, status: 0, code: 'network' })
    expect(await client.auth('/sign-out', {})).toEqual({ ok: false, status: 0, message: 'Failed to fetch' })
  })

  it('passes the abort signal on', async () => {
    const { calls, client } = recording(() => json({}))
    const abort = new AbortController()
    await client.request('GET', '/api/x', undefined, { signal: abort.signal })
    expect(calls[0]!.init.signal).toBe(abort.signal)
  })

  it('uploads a form as it is, letting the browser set the multipart boundary', async () => {
    const { calls, client } = recording(() => json({ rows: [] }))
    const form = new FormData()
    form.set('file', new Blob(['a,b']), 'x.csv')
    expect(await client.upload('/api/admin/imports/parse', form)).toEqual({ ok: true, data: { rows: [] } })
    expect(calls[0]!.init).toMatchObject({ method: 'POST', body: form, credentials: 'same-origin' })
    expect(calls[0]!.init.headers).toBeUndefined()
  })

  it("reads the auth endpoints' own shape, with the seconds a rate limit lasts", async () => {
    const { calls, client } = recording(() => json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' }, 429, { 'x-retry-after': '42' }))
    expect(await client.auth('/sign-in/email', { email: 'a@b.c' })).toEqual({
      ok: false,
      status: 429,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid',
      retryAfter: 42,
    })
    expect(calls[0]).toMatchObject({ path: '/api/auth/sign-in/email', init: { method: 'POST', body: '{"email":"a@b.c"}' } })
  })
})
