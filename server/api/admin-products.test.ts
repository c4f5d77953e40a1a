import { afterEach, describe, expect, it } from 'vitest'
import type { ProductAttributesView } from '#core/admin/product-attributes.ts'
import type { Product } from '#core/catalog/product.ts'
import { listRecentAdminActivity } from '#db/repositories/admin-activity-repository.ts'
import { insertProducts, productSeedToRow } from '#db/repositories/products-repository.ts'
import type { NewProduct } from '#db/schema.ts'
import { browserHeaders, type CookieJar, postJson, signInAdmin, signUpAndVerify } from '#tests/support/accounts.ts'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
interface ListBody {
  items: Product[]
  total: number
  page: number
  pageCount: number
  pageSize: number
}

const BASE = Date.parse('2026-11-01T00:00:00.000Z')

/** A row for the catalogue; `minute` spaces created_at so the newest-first order is known. */
function row(minute: number, overrides: Partial<NewProduct> = {}, seed: Parameters<typeof makeProductSeed>[0] = {}): NewProduct {
  return { ...productSeedToRow(makeProductSeed(seed), 'import', new Date(BASE + minute * 60_000).toISOString()), ...overrides }
}

describe.each(DIALECTS)('the product management API on %s', (dialect) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })

  async function asAdmin() {
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' })
    const { jar, address } = await signInAdmin(t.app, t.config, t.accounts)
    return { ...t, jar, address }
  }
  const get = async <T>(app: TestApp['app'], config: TestApp['config'], path: string, jar: CookieJar) => {
    const res = await app.request(path, { headers: browserHeaders(config, jar) })
    return { status: res.status, body: (await res.json()) as T }
  }

  it('lists 20 a page, newest first, with the id breaking ties, and counts pages', async () => {
    const { app, config, jar, database } = await asAdmin()
    // 45 products; five share one timestamp, as an import batch does.
    const rows = Array.from({ length: 45 }, (_, i) => row(i < 5 ? 100 : i))
    await insertProducts(database.db, rows)

    const pages = await Promise.all([1, 2, 3].map((p) => get<ListBody>(app, config, `/api/admin/products?page=${p}`, jar)))
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200])
    expect(pages.map((p) => p.body.items.length)).toEqual([20, 20, 5])
    expect(pages[0]!.body).toMatchObject({ total: 45, page: 1, pageCount: 3, pageSize: 20 })
    const ids = pages.flatMap((p) => p.body.items.map((i) => i.id))
    expect(new Set(ids).size).toBe(45)
    const expected = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id)).map((r) => r.id)
    expect(ids).toEqual(expected)

    const beyond = await get<ListBody>(app, config, '/api/admin/products?page=9', jar)
    expect(beyond.body).toMatchObject({ items: [], total: 45, page: 9, pageCount: 3 })
  })

  it('filters by search (name, brand, tags; case-insensitive, literal), category, brand and status, and combines them', async () => {
    const { app, config, jar, database } = await asAdmin()
    await insertProducts(database.db, [
      row(1, { product_name: 'Linen Wrap Dress', brand: 'Maison Vert', category: 'dresses', tags: JSON.stringify(['summer', 'wrap']) }),
      row(2, { product_name: 'Cotton Tee', brand: 'Maison Vert', category: 'tops', tags: JSON.stringify(['basic']) }),
      row(3, { product_name: 'Silk Blouse', brand: 'Atelier Nord', category: 'tops', is_active: false, tags: JSON.stringify(['office']) }),
      row(4, { product_name: 'Trail Leggings', brand: null, category: 'activewear', tags: JSON.stringify(['100%_stretch']) }),
      row(5, { product_name: 'Wool Coat', brand: '', category: 'outerwear', is_active: false, tags: JSON.stringify([]) }),
    ])
    const names = async (query: string) => {
      const { status, body } = await get<ListBody>(app, config, `/api/admin/products?${query}`, jar)
      expect(status, query).toBe(200)
      return { names: body.items.map((i) => i.name), total: body.total }
    }
    expect(await names('search=WRAP')).toEqual({ names: ['Linen Wrap Dress'], total: 1 })
    expect(await names('search=maison')).toEqual({ names: ['Cotton Tee', 'Linen Wrap Dress'], total: 2 })
    expect(await names('search=office')).toEqual({ names: ['Silk Blouse'], total: 1 })
    // % and _ are searched for literally, not as wildcards.
    expect(await names('search=100%25_')).toEqual({ names: ['Trail Leggings'], total: 1 })
    expect((await names('search=%25')).total).toBe(1)
    expect(await names('category=tops')).toEqual({ names: ['Silk Blouse', 'Cotton Tee'], total: 2 })
    expect(await names('brand=Maison%20Vert')).toEqual({ names: ['Cotton Tee', 'Linen Wrap Dress'], total: 2 })
    expect(await names('brand=Unknown')).toEqual({ names: ['Wool Coat', 'Trail Leggings'], total: 2 })
    expect(await names('status=inactive')).toEqual({ names: ['Wool Coat', 'Silk Blouse'], total: 2 })
    expect((await get<ListBody & { catalogueTotal: number }>(app, config, '/api/admin/products?status=inactive', jar)).body.catalogueTotal).toBe(5)
    expect((await names('status=active')).total).toBe(3)
    expect(await names('category=tops&status=active&search=tee')).toEqual({ names: ['Cotton Tee'], total: 1 })
    expect(await names('category=all&brand=&status=all&search=')).toMatchObject({ total: 5 })

    const brands = await get<{ brands: string[] }>(app, config, '/api/admin/products/brands', jar)
    expect(brands.body.brands).toEqual(['Atelier Nord', 'Maison Vert', 'Unknown'])
  })

  it('refuses bad filters and bodies with a 400 in the one error shape', async () => {
    const { app, config, jar } = await asAdmin()
    for (const query of ['category=hats', 'status=archived', 'page=0', 'page=abc', `search=${'x'.repeat(201)}`]) {
      const res = await get<{ error: { code: string; issues: unknown[] } }>(app, config, `/api/admin/products?${query}`, jar)
      expect(res.status, query).toBe(400)
      expect(res.body.error.code).toBe('validation-failed')
    }
    const tooMany = Array.from({ length: 501 }, (_, i) => `p${i}`)
    for (const body of [{}, { action: 'delete', ids: [] }, { action: 'archive', ids: ['a'] }, { action: 'delete', ids: tooMany }]) {
      const res = await postJson(app, config, '/api/admin/products/bulk', body, jar)
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400)
    }
    expect((await postJson(app, config, '/api/admin/products/x/active', { active: 'yes' }, jar)).status).toBe(400)
  })

  it('counts the four stat cards: total, configured links, categories, brands with a missing brand as Unknown', async () => {
    const { app, config, jar, database } = await asAdmin()
    const empty = await get(app, config, '/api/admin/products/stats', jar)
    expect(empty.body).toEqual({ total: 0, configured: 0, categories: 0, brands: 0 })
    await insertProducts(database.db, [
      row(1, { brand: 'Maison Vert', category: 'dresses' }),
      row(2, { brand: 'Maison Vert', category: 'tops', affiliate_url: '#', affiliate_url_key: 'hash-1' }),
      row(3, { brand: 'Atelier Nord', category: 'tops', affiliate_url: '', affiliate_url_key: 'empty-1' }),
      row(4, { brand: null, category: 'shoes' }),
      row(5, { brand: '', category: 'shoes', is_active: false }),
    ])
    const stats = await get(app, config, '/api/admin/products/stats', jar)
    expect(stats.status).toBe(200)
    expect(stats.body).toEqual({ total: 5, configured: 3, categories: 3, brands: 3 })
  })

  it('toggles one product, deletes one, and logs each change with the admin and client', async () => {
    const { app, config, jar, address, database } = await asAdmin()
    const [a, b] = [row(1, { product_name: 'Toggle Me' }), row(2, { product_name: 'Delete Me' })]
    await insertProducts(database.db, [a, b])

    const off = await app.request(`/api/admin/products/${a.id}/active`, {
      method: 'POST',
      headers: { ...browserHeaders(config, jar, address), 'user-agent': 'catalog-test' },
      body: JSON.stringify({ active: false }),
    })
    expect(off.status).toBe(200)
    expect(await off.json()).toEqual({ id: a.id, active: false })
    const inactive = await get<ListBody>(app, config, '/api/admin/products?status=inactive', jar)
    expect(inactive.body.items.map((i) => i.id)).toEqual([a.id])

    const del = await app.request(`/api/admin/products/${b.id}`, { method: 'DELETE', headers: browserHeaders(config, jar) })
    expect(del.status).toBe(200)
    const again = await app.request(`/api/admin/products/${b.id}`, { method: 'DELETE', headers: browserHeaders(config, jar) })
    expect(again.status).toBe(404)
    expect(await again.json()).toMatchObject({ error: { code: 'product-not-found' } })
    expect((await postJson(app, config, '/api/admin/products/nope/active', { active: true }, jar)).status).toBe(404)

    const log = await listRecentAdminActivity(database.db, 100)
    expect(log.find((e) => e.action === 'PRODUCT_STATUS_CHANGE')).toMatchObject({
      username: 'admin@example.com',
      details: { productId: a.id, active: false },
      userAgent: 'catalog-test',
      clientAddress: address,
    })
    expect(log.filter((e) => e.action === 'PRODUCT_DELETE')).toEqual([
      expect.objectContaining({ details: { productId: b.id, name: 'Delete Me' } }),
    ])
  })

  it('bulk-deactivates, activates and deletes selected products in one logged step, reporting ids already gone', async () => {
    const { app, config, jar, database } = await asAdmin()
    const rows = Array.from({ length: 6 }, (_, i) => row(i))
    await insertProducts(database.db, rows)
    const ids = rows.slice(0, 4).map((r) => r.id)

    const deactivate = await postJson(app, config, '/api/admin/products/bulk', { action: 'deactivate', ids: [...ids, ids[0], 'missing-id'] }, jar)
    expect(deactivate.status).toBe(200)
    expect(await deactivate.json()).toEqual({ action: 'deactivate', affected: 4, missing: ['missing-id'] })
    expect((await get<ListBody>(app, config, '/api/admin/products?status=inactive', jar)).body.total).toBe(4)

    const activate = await postJson(app, config, '/api/admin/products/bulk', { action: 'activate', ids: ids.slice(0, 2) }, jar)
    expect(await activate.json()).toMatchObject({ affected: 2 })
    expect((await get<ListBody>(app, config, '/api/admin/products?status=active', jar)).body.total).toBe(4)

    const remove = await postJson(app, config, '/api/admin/products/bulk', { action: 'delete', ids: ids.slice(1) }, jar)
    expect(await remove.json()).toMatchObject({ affected: 3, missing: [] })
    expect((await get(app, config, '/api/admin/products/stats', jar)).body).toMatchObject({ total: 3 })

    const log = await listRecentAdminActivity(database.db, 100)
    const changes = log.filter((e) => e.action === 'PRODUCT_STATUS_CHANGE' || e.action === 'PRODUCT_DELETE').reverse()
    expect(changes.map((e) => [e.action, e.details?.bulk, e.details?.count])).toEqual([
      ['PRODUCT_STATUS_CHANGE', 'deactivate', 4],
      ['PRODUCT_STATUS_CHANGE', 'activate', 2],
      ['PRODUCT_DELETE', 'delete', 3],
    ])
    expect(changes[2]!.details?.productIds).toEqual(expect.arrayContaining(ids.slice(1)))
  })

  it('shows a product’s read attributes, corrections, effective attributes, who read them and the fit', async () => {
    const { app, config, jar, database } = await asAdmin()
    const product = row(1, {}, { name: 'Navy Wrap Midi Dress', category: 'dresses', colors: ['default'] })
    await insertProducts(database.db, [product])
    const { status, body } = await get<ProductAttributesView>(app, config, `/api/admin/products/${product.id}/attributes`, jar)
    expect(status).toBe(200)
    expect(body).toMatchObject({ productId: product.id, overrides: {}, method: 'rule-based', model: null, analysedAt: product.created_at })
    expect(body.read).toMatchObject({ garmentType: 'dress', silhouette: 'wrap', length: 'midi', primaryColour: 'navy' })
    expect(body.effective).toEqual(body.read)
    expect(body.fit).toMatchObject({ body: { hourglass: 'flatters' }, palettes: ['cool', 'neutral'] })
    const missing = await get<{ error: { code: string } }>(app, config, '/api/admin/products/no-such-product/attributes', jar)
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('product-not-found')
  })

  it('keeps corrections apart, logs them, and the shoppers’ recommendations follow at once', async () => {
    const { app, config, jar, database } = await asAdmin()
    const product = row(1, {}, { name: 'Navy Wrap Midi Dress', category: 'dresses', colors: ['default'] })
    await insertProducts(database.db, [product])
    const ask = async () => {
      const res = await app.request('/api/recommendations', {
        method: 'POST',
        headers: browserHeaders(config),
        body: JSON.stringify({ profile: { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: [] }, mode: 'all' }),
      })
      return ((await res.json()) as { items: Array<{ breakdown: { color: number } }> }).items[0]!.breakdown.color
    }
    expect(await ask()).toBe(10)
    const put = (body: unknown) => app.request(`/api/admin/products/${product.id}/attributes`, { method: 'PUT', headers: browserHeaders(config, jar), body: JSON.stringify(body) })
    const res = await put({ overrides: { primaryColour: 'rust', pattern: 'floral' } })
    expect(res.status).toBe(200)
    const view = (await res.json()) as ProductAttributesView
    expect(view.read.primaryColour).toBe('navy')
    expect(view.overrides).toEqual({ primaryColour: 'rust', pattern: 'floral' })
    expect(view.effective).toMatchObject({ primaryColour: 'rust', pattern: 'floral', silhouette: 'wrap' })
    expect(view.fit.palettes).toEqual(['warm'])
    // The correction counts for shoppers straight away: the rust dress now suits a warm palette.
    expect(await ask()).toBe(100)
    const log = await listRecentAdminActivity(database.db, 10)
    expect(log[0]).toMatchObject({ action: 'PRODUCT_UPDATE', details: { productId: product.id, attributes: { primaryColour: 'rust', pattern: 'floral' } } })
    // Clearing the corrections restores what was read.
    expect(((await (await put({ overrides: {} })).json()) as ProductAttributesView).effective.primaryColour).toBe('navy')
    // Invalid corrections are refused in the one error shape, and nothing changes.
    for (const bad of [{ overrides: { silhouette: 'mermaid-ish' } }, { overrides: { colour: 'red' } }, { overrides: { embellishments: 'lace' } }, {}, { overrides: {}, extra: 1 }]) {
      const refused = await put(bad)
      expect(refused.status, JSON.stringify(bad)).toBe(400)
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('validation-failed')
    }
    expect((await put({ overrides: { pattern: 'floral' }, padding: 'x'.repeat(20_000) })).status).toBe(413)
    expect((await app.request('/api/admin/products/no-such-product/attributes', { method: 'PUT', headers: browserHeaders(config, jar), body: JSON.stringify({ overrides: {} }) })).status).toBe(404)
  })

  it('guards every management, validator and settings route: visitors 401, shoppers 403, administrators 200', async () => {
    const { app, config, jar, database } = await asAdmin()
    const product = row(1)
    await insertProducts(database.db, [product, row(2)])
    const shopper = await signUpAndVerify(app, config, 'shopper@example.com')
    const routes: Array<{ method: string; path: string; body?: unknown }> = [
      { method: 'GET', path: '/api/admin/products' },
      { method: 'GET', path: '/api/admin/products/brands' },
      { method: 'GET', path: '/api/admin/products/stats' },
      { method: 'GET', path: '/api/admin/user-data/validation' },
      { method: 'POST', path: '/api/admin/user-data/validation', body: {} },
      { method: 'GET', path: '/api/admin/settings' },
      { method: 'GET', path: `/api/admin/products/${product.id}/attributes` },
      { method: 'PUT', path: `/api/admin/products/${product.id}/attributes`, body: { overrides: { pattern: 'floral' } } },
      { method: 'POST', path: `/api/admin/products/${product.id}/active`, body: { active: false } },
      { method: 'POST', path: '/api/admin/products/bulk', body: { action: 'activate', ids: [product.id] } },
      { method: 'DELETE', path: `/api/admin/products/${product.id}` },
    ]
    const call = (route: (typeof routes)[number], who?: CookieJar) =>
      app.request(route.path, {
        method: route.method,
        headers: browserHeaders(config, who),
        ...(route.body === undefined ? {} : { body: JSON.stringify(route.body) }),
      })
    for (const route of routes) {
      const label = `${route.method} ${route.path}`
      expect((await call(route)).status, `${label} as a visitor`).toBe(401)
      expect((await call(route, shopper.jar)).status, `${label} as a shopper`).toBe(403)
    }
    // Nothing changed for the refused callers.
    expect((await get<ListBody>(app, config, '/api/admin/products?status=active', jar)).body.total).toBe(2)
    for (const route of routes) expect((await call(route, jar)).status, `${route.method} ${route.path} as an administrator`).toBe(200)
  })
})
