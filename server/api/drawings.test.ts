import { afterEach, describe, expect, it } from 'vitest'
import { garmentDrawing } from '#core/catalog/garment-drawing.ts'
import { STARTER_INTENTS, STARTER_PRODUCTS } from '#core/catalog/starter-catalogue.ts'
import { setProductsActive } from '#db/repositories/product-management-repository.ts'
import { listClickEventsForProduct } from '#tests/support/stored-rows.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'
import { seedCatalogueIfEmpty, seedSampleCatalogIfEmpty } from '../services/catalog-seed.ts'

describe.each(DIALECTS)('drawings and sample links on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined
  afterEach(async () => {
    await ctx?.database.destroy().catch(() => {})
    ctx = undefined
  })

  it('serves each product’s drawing as SVG with cache headers, 304 on its ETag, and 404 for anything else', async () => {
    ctx = await createTestApp(dialect)
    await seedCatalogueIfEmpty(ctx.database.db, new Date(), 'starter')
    const product = STARTER_PRODUCTS[5]!
    const res = await ctx.app.request(`/drawings/${product.id}.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=3600/)
    const svg = await res.text()
    expect(svg).toBe(garmentDrawing({ ...STARTER_INTENTS.get(product.id)!, category: product.category }, product.name))
    const etag = res.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect((await ctx.app.request(`/drawings/${product.id}.svg`, { headers: { 'If-None-Match': etag } })).status).toBe(304)

    for (const path of ['/drawings/nothing-here.svg', `/drawings/${product.id}.png`, `/drawings/${product.id}`, '/drawings/..%2Fetc.svg', `/drawings/${'a'.repeat(120)}.svg`, '/drawings/%00.svg']) {
      expect((await ctx.app.request(path)).status, path).toBeGreaterThanOrEqual(400)
      expect((await ctx.app.request(path)).status, path).toBeLessThan(500)
    }
    // An inactive product has no drawing to show.
    await setProductsActive(ctx.database.db, [product.id], false, new Date().toISOString())
    expect((await ctx.app.request(`/drawings/${product.id}.svg`)).status).toBe(404)
  })

  it('draws any imported product too, from what the reader reads of it', async () => {
    ctx = await createTestApp(dialect)
    await seedSampleCatalogIfEmpty(ctx.database.db, new Date())
    const res = await ctx.app.request('/drawings/sample-belted-wrap-midi-dress.svg')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<title>Belted Wrap Midi Dress</title>')
  })

  it('sends a starter piece’s shop link to our own sample page, and still records the click', async () => {
    ctx = await createTestApp(dialect)
    await seedCatalogueIfEmpty(ctx.database.db, new Date(), 'starter')
    const product = STARTER_PRODUCTS[0]!
    const res = await ctx.app.request(`/go/${product.id}?source=dashboard`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/sample/${product.id}`)
    expect(await listClickEventsForProduct(ctx.database.db, product.id)).toHaveLength(1)
  })
})
