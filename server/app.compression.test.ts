import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { seedSampleCatalogIfEmpty } from './services/catalog-seed.ts'
import { createTestApp } from '#tests/support/test-app.ts'

// What a browser sends with every request.
const BROWSER = { 'Accept-Encoding': 'br, gzip' }

describe('compression in the HTTP policy', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined
  afterEach(async () => {
    await ctx?.database.destroy().catch(() => {})
    ctx = undefined
  })

  it('answers the probes and a tiny JSON 404 to a browser uncompressed, and a catalogue page compressed', async () => {
    ctx = await createTestApp('sqlite')
    await seedSampleCatalogIfEmpty(ctx.database.db, new Date())

    for (const probe of ['/healthz', '/readyz']) {
      const res = await ctx.app.request(probe, { headers: BROWSER })
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Encoding')).toBeNull()
      expect(await res.json()).toEqual({ status: 'ok' })
    }

    const missing = await ctx.app.request('/api/nothing-here', { headers: BROWSER })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Content-Encoding')).toBeNull()
    expect(Number(missing.headers.get('Content-Length'))).toBeLessThan(1024)
    expect(await missing.json()).toMatchObject({ error: { code: 'not-found' } })

    const products = await ctx.app.request('/api/products?limit=12', { headers: BROWSER })
    expect(products.status).toBe(200)
    expect(products.headers.get('Content-Encoding')).toBe('br')
    const decoded = zlib.brotliDecompressSync(Buffer.from(await products.arrayBuffer())).toString('utf8')
    expect(decoded.length).toBeGreaterThanOrEqual(1024)
    expect((JSON.parse(decoded) as { items: unknown[] }).items.length).toBeGreaterThan(0)
  })
})
