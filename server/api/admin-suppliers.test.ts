import { afterEach, describe, expect, it } from 'vitest'
import type { RetailSearchView, WholesaleBrowseView } from '#core/import/supplier-search.ts'
import { FAKE_RETAIL_CREDENTIALS, startFakeRetailApi, type FakeRetailApi } from '#tests/fakes/retail-api.ts'
import { FAKE_WHOLESALE_CREDENTIALS, FAKE_WHOLESALE_PRODUCTS, startFakeWholesaleApi, type FakeWholesaleApi } from '#tests/fakes/wholesale-api.ts'
import { browserHeaders, signInAdmin } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

// The routes touch no database, so one dialect is enough; the fakes check signatures and headers.
describe('the admin retail search and wholesale browse routes', () => {
  let t: TestApp | undefined
  let retail: FakeRetailApi | undefined
  let wholesale: FakeWholesaleApi | undefined
  afterEach(async () => {
    await t?.database.destroy()
    await retail?.close()
    await wholesale?.close()
    t = retail = wholesale = undefined
  })

  async function adminGet(env: Record<string, string>) {
    t = await createTestApp('sqlite', {}, env)
    const { jar } = await signInAdmin(t.app, t.config, t.accounts)
    const app = t.app
    const config = t.config
    return async (path: string) => {
      const res = await app.request(path, { headers: browserHeaders(config, jar) })
      return { status: res.status, body: (await res.json()) as unknown, cacheControl: res.headers.get('cache-control') }
    }
  }

  const retailEnv = (url: string) => ({
    RETAIL_API_URL: url,
    RETAIL_ACCESS_KEY: FAKE_RETAIL_CREDENTIALS.accessKey,
    RETAIL_SECRET_KEY: FAKE_RETAIL_CREDENTIALS.secretKey,
    RETAIL_PARTNER_TAG: FAKE_RETAIL_CREDENTIALS.partnerTag,
    INTEGRATION_TIMEOUT_MS: '400',
  })
  const wholesaleEnv = (url: string) => ({
    WHOLESALE_API_URL: url,
    WHOLESALE_API_KEY: FAKE_WHOLESALE_CREDENTIALS.apiKey,
    WHOLESALE_APP_TOKEN: FAKE_WHOLESALE_CREDENTIALS.appToken,
    INTEGRATION_TIMEOUT_MS: '400',
  })

  it('says which variables are missing when neither service is configured, with an empty list and no 500', async () => {
    const get = await adminGet({})
    const search = await get('/api/admin/retail/search?keywords=dress')
    expect(search.status).toBe(200)
    expect(search.cacheControl).toBe('no-store')
    expect(search.body).toEqual({
      items: [],
      page: 1,
      status: { state: 'not-configured', message: 'Retail product search is not configured: set RETAIL_ACCESS_KEY, RETAIL_SECRET_KEY, RETAIL_PARTNER_TAG' },
    })
    const browse = await get('/api/admin/wholesale/products')
    expect(browse.status).toBe(200)
    expect(browse.body).toEqual({
      products: [],
      total: 0,
      limit: 20,
      offset: 0,
      status: { state: 'not-configured', message: 'Wholesale marketplace is not configured: set WHOLESALE_API_URL, WHOLESALE_API_KEY, WHOLESALE_APP_TOKEN' },
    })
  })

  it('searches the signed retail API with keywords, price range in cents, brand and page', async () => {
    retail = await startFakeRetailApi()
    const get = await adminGet(retailEnv(retail.url))
    const res = await get('/api/admin/retail/search?keywords=dress&minPrice=20&maxPrice=150.5&page=1')
    expect(res.status).toBe(200)
    const view = res.body as RetailSearchView
    expect(view.status).toEqual({ state: 'ok', message: null })
    expect(view.items.length).toBeGreaterThan(0)
    for (const item of view.items) {
      expect(item.title.toLowerCase()).toContain('dress')
      expect(item.price!.amount).toBeGreaterThanOrEqual(20)
      expect(item.price!.amount).toBeLessThanOrEqual(150.5)
      expect(item.affiliateUrl).toContain(`tag=${FAKE_RETAIL_CREDENTIALS.partnerTag}`)
    }
    expect(retail.accepted).toHaveLength(1)
    expect(retail.accepted[0]!.body).toMatchObject({ Keywords: 'dress', MinPrice: 2000, MaxPrice: 15050, ItemPage: 1, SearchIndex: 'Fashion' })

    const brand = view.items[0]!.brand!
    const byBrand = (await get(`/api/admin/retail/search?keywords=dress&brand=${encodeURIComponent(brand)}`)).body as RetailSearchView
    expect(byBrand.items.every((i) => i.brand === brand)).toBe(true)
    expect(retail.accepted[1]!.body).toMatchObject({ Brand: brand })
  })

  it('answers a retail status without searching when there are no keywords, and an empty ok list when nothing matches', async () => {
    retail = await startFakeRetailApi()
    const get = await adminGet(retailEnv(retail.url))
    expect((await get('/api/admin/retail/search')).body).toEqual({ items: [], page: 1, status: { state: 'ok', message: null } })
    expect(retail.requests).toHaveLength(0)
    const none = (await get('/api/admin/retail/search?keywords=zzzqqq')).body as RetailSearchView
    expect(none).toEqual({ items: [], page: 1, status: { state: 'ok', message: null } })
  })

  it.each(['server-error', 'timeout', 'malformed'] as const)('turns a retail %s into an empty list with an unavailable status', async (failure) => {
    retail = await startFakeRetailApi()
    const get = await adminGet(retailEnv(retail.url))
    retail.failNext(failure)
    const res = await get('/api/admin/retail/search?keywords=dress')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      items: [],
      page: 1,
      status: { state: 'unavailable', message: 'Retail product search did not answer. Try again in a minute; the server log has the details.' },
    })
    expect(t!.logs.lines.some((l) => l.integration === 'retail' && l.operation === 'SearchItems')).toBe(true)
    // A failure is not cached: the next search reaches the service and finds items.
    expect(((await get('/api/admin/retail/search?keywords=dress')).body as RetailSearchView).items.length).toBeGreaterThan(0)
  })

  it('browses wholesale products with every filter passed on, and links each to its marketplace page', async () => {
    wholesale = await startFakeWholesaleApi()
    const get = await adminGet(wholesaleEnv(wholesale.url))
    const first = (await get('/api/admin/wholesale/products?limit=5&offset=0')).body as WholesaleBrowseView
    expect(first.status).toEqual({ state: 'ok', message: null })
    expect(first.total).toBe(FAKE_WHOLESALE_PRODUCTS.length)
    expect(first.products).toHaveLength(5)
    const p = FAKE_WHOLESALE_PRODUCTS[0]!
    expect(first.products[0]).toEqual({
      id: p.id,
      name: p.name,
      brand: p.brand.name,
      wholesalePrice: p.wholesale_price_cents / 100,
      retailPrice: p.retail_price_cents / 100,
      description: p.description,
      images: [p.images[0]!.url],
      category: p.category,
      minimumOrderQuantity: 6,
      productUrl: `https://www.faire.com/product/${p.id}`,
    })
    const second = (await get('/api/admin/wholesale/products?limit=5&offset=5')).body as WholesaleBrowseView
    expect(second.products[0]!.id).toBe(FAKE_WHOLESALE_PRODUCTS[5]!.id)

    const filtered = await get(`/api/admin/wholesale/products?query=dress&category=${encodeURIComponent(p.category)}&brand=${encodeURIComponent(p.brand.name)}&minPrice=1&maxPrice=500`)
    expect(filtered.status).toBe(200)
    expect(Object.fromEntries(wholesale.requests.at(-1)!.query)).toEqual({
      q: 'dress',
      category: p.category,
      brand: p.brand.name,
      min_price: '1',
      max_price: '500',
      limit: '20',
      offset: '0',
    })
  })

  it.each(['server-error', 'timeout', 'wrong-shape'] as const)('turns a wholesale %s into an empty list with an unavailable status', async (failure) => {
    wholesale = await startFakeWholesaleApi()
    const get = await adminGet(wholesaleEnv(wholesale.url))
    wholesale.failNext(failure)
    const res = await get('/api/admin/wholesale/products')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      products: [],
      total: 0,
      limit: 20,
      offset: 0,
      status: { state: 'unavailable', message: 'Wholesale marketplace did not answer. Try again in a minute; the server log has the details.' },
    })
    expect(((await get('/api/admin/wholesale/products')).body as WholesaleBrowseView).products.length).toBeGreaterThan(0)
  })

  it('refuses queries out of range with a 400 that names the problem, before calling out', async () => {
    retail = await startFakeRetailApi()
    wholesale = await startFakeWholesaleApi()
    const get = await adminGet({ ...retailEnv(retail.url), ...wholesaleEnv(wholesale.url) })
    for (const path of [
      '/api/admin/retail/search?keywords=dress&minPrice=-1',
      '/api/admin/retail/search?keywords=dress&minPrice=abc',
      '/api/admin/retail/search?keywords=dress&minPrice=90&maxPrice=10',
      '/api/admin/retail/search?keywords=dress&page=11',
      '/api/admin/retail/search?keywords=dress&page=1.5',
      `/api/admin/retail/search?keywords=${'a'.repeat(201)}`,
      '/api/admin/wholesale/products?limit=0',
      '/api/admin/wholesale/products?limit=101',
      '/api/admin/wholesale/products?offset=-20',
      '/api/admin/wholesale/products?minPrice=50&maxPrice=5',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(res.body, path).toMatchObject({ error: { code: 'validation-failed', issues: [expect.objectContaining({ message: expect.any(String) })] } })
    }
    expect(retail.requests).toHaveLength(0)
    expect(wholesale.requests).toHaveLength(0)
  })
})
