import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from './errors.ts'
import { seedSampleCatalogIfEmpty } from './services/catalog-seed.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

describe.each(DIALECTS)('HTTP app on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined
  afterEach(async () => {
    await ctx?.database.destroy().catch(() => {})
    ctx = undefined
  })

  it('answers /healthz without touching the database', async () => {
    ctx = await createTestApp(dialect)
    await ctx.database.close()
    const res = await ctx.app.request('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('answers /readyz 200 while the database answers and 503 when it does not, without internals for anonymous callers', async () => {
    ctx = await createTestApp(dialect)
    const ok = await ctx.app.request('/readyz')
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ status: 'ok' })

    await ctx.database.close()
    const down = await ctx.app.request('/readyz')
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ status: 'unavailable' })
  })

  it('gives every request an id, echoes a well-formed inbound one and replaces a bad one', async () => {
    ctx = await createTestApp(dialect)
    const fresh = await ctx.app.request('/healthz')
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await ctx.app.request('/healthz', { headers: { 'X-Request-Id': 'abc12345-trace' } })
    expect(kept.headers.get('x-request-id')).toBe('abc12345-trace')
    const replaced = await ctx.app.request('/healthz', { headers: { 'X-Request-Id': 'bad id <script>' } })
    // A fresh UUID (hex can spell "bad", so check the shape rather than the absence of the word).
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    await ctx.app.request('/api/nothing-here', { headers: { 'X-Request-Id': 'abc12345-trace' } })
    const logged = ctx.logs.lines.find((l) => l.requestId === 'abc12345-trace')
    expect(logged).toMatchObject({ msg: 'request', method: 'GET', path: '/api/nothing-here', status: 404 })
  })

  it('logs a health probe that answers only at debug, and one that fails as any request', async () => {
    ctx = await createTestApp(dialect)
    await ctx.app.request('/healthz', { headers: { 'X-Request-Id': 'probe-0001' } })
    await ctx.app.request('/readyz', { headers: { 'X-Request-Id': 'probe-0002' } })
    expect(ctx.logs.lines.filter((l) => String(l.requestId).startsWith('probe-'))).toEqual([])
    await ctx.database.close()
    await ctx.app.request('/readyz', { headers: { 'X-Request-Id': 'probe-0003' } })
    expect(ctx.logs.lines.find((l) => l.requestId === 'probe-0003' && l.path)).toMatchObject({ msg: 'request failed', path: '/readyz', status: 503 })
  })

  it('answers unknown /api paths with a 404 in the one error shape', async () => {
    ctx = await createTestApp(dialect)
    const res = await ctx.app.request('/api/nothing-here', { headers: { 'X-Request-Id': 'req-00000001' } })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'not-found', message: 'No API route for GET /api/nothing-here.', requestId: 'req-00000001' },
    })
  })

  it('validates query input and lists the public catalogue', async () => {
    ctx = await createTestApp(dialect)
    await seedSampleCatalogIfEmpty(ctx.database.db, new Date())
    const bad = await ctx.app.request('/api/products?limit=0&category=hats')
    expect(bad.status).toBe(400)
    const badBody = (await bad.json()) as { error: { code: string; issues: Array<{ path: string }> } }
    expect(badBody.error.code).toBe('validation-failed')
    expect(badBody.error.issues.map((i) => i.path).sort()).toEqual(['category', 'limit'])

    const res = await ctx.app.request('/api/products?limit=5&category=dresses')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { items: Array<{ category: string }>; total: number }
    expect(body.items.length).toBeGreaterThan(0)
    expect(body.items.every((p) => p.category === 'dresses')).toBe(true)

    const missing = await ctx.app.request('/api/products/does-not-exist')
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('product-not-found')
  })

  it('never sends a stack trace: an unexpected error is a logged 500 with code internal', async () => {
    ctx = await createTestApp(dialect)
    ctx.app.get('/boom', () => {
      throw new Error('secret internals at /srv/app.ts:12')
    })
    const res = await ctx.app.request('/boom')
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(text).not.toContain('secret internals')
    expect(JSON.parse(text).error.code).toBe('internal')
    expect(ctx.logs.lines.some((l) => l.msg === 'unhandled error')).toBe(true)
    expect(new ApiError(409, 'conflict', 'x').status).toBe(409)
  })
})
