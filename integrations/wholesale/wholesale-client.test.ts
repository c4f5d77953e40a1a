import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FAKE_WHOLESALE_CREDENTIALS, FAKE_WHOLESALE_PRODUCTS, startFakeWholesaleApi, type FakeWholesaleApi } from '#tests/fakes/wholesale-api.ts'
import { createWholesaleClient, type WholesaleClientOptions } from './wholesale-client.ts'

function recordingLogger() {
  const warnings: Array<{ obj: Record<string, unknown>; msg: string }> = []
  return { warnings, warn: (obj: object, msg: string) => void warnings.push({ obj: obj as Record<string, unknown>, msg }) }
}

describe('wholesale client, not configured', () => {
  it('names the missing variables, reads nothing and refuses orders', async () => {
    const client = createWholesaleClient({ apiUrl: 'http://127.0.0.1:9', logger: recordingLogger(), fetch: () => Promise.reject(new Error('no call expected')) })
    expect(client.status).toMatchObject({ id: 'wholesale', configured: false, missing: ['WHOLESALE_API_KEY', 'WHOLESALE_APP_TOKEN'] })
    expect(await client.getProducts()).toEqual({ products: [], total: 0 })
    expect(await client.browseProducts()).toEqual({ products: [], total: 0, failed: false })
    expect(await client.getProduct('p_001')).toBeNull()
    expect(await client.getBrand('b')).toBeNull()
    expect(await client.getOrder('o')).toBeNull()
    expect(await client.listOrders()).toEqual([])
    expect(await client.getCategories()).toEqual([])
    expect(await client.getRecommendations({})).toEqual([])
    expect(await client.syncInventory([])).toEqual({ synced: false, reason: 'not-configured' })
    await expect(client.createOrder({ items: [{ productId: 'p_001', quantity: 6 }] })).rejects.toThrow(
      'Failed to create order: Wholesale marketplace is not configured: set WHOLESALE_API_KEY, WHOLESALE_APP_TOKEN',
    )
  })
})

describe('wholesale client against the fake marketplace', () => {
  let fake: FakeWholesaleApi
  let logger: ReturnType<typeof recordingLogger>
  let now: number
  beforeEach(async () => {
    fake = await startFakeWholesaleApi()
    logger = recordingLogger()
    now = Date.now()
  })
  afterEach(() => fake.close())

  const client = (overrides: Partial<WholesaleClientOptions> = {}) =>
    createWholesaleClient({ apiUrl: fake.url, ...FAKE_WHOLESALE_CREDENTIALS, logger, timeoutMs: 300, clock: { now: () => now }, ...overrides })

  it('sends the bearer key, the application token and JSON headers', async () => {
    const wholesale = client()
    expect(wholesale.status).toMatchObject({ configured: true, missing: [], details: { inventorySync: false } })
    await wholesale.getCategories()
    const headers = fake.requests[0]!.headers
    expect(headers.authorization).toBe('Bearer wk_fake_key')
    expect(headers['x-faire-app-access-token']).toBe('wt_fake_app_token')
    expect(headers.accept).toBe('application/json')
  })

  it('lists products with query, category, brand, price range, limit and offset', async () => {
    const { products, total } = await client().getProducts({ query: 'dress', category: 'Dresses', minPrice: 10, maxPrice: 100, limit: 2, offset: 0 })
    const q = fake.requests[0]!.query
    expect(Object.fromEntries(q)).toEqual({ q: 'dress', category: 'Dresses', min_price: '10', max_price: '100', limit: '2', offset: '0' })
    expect(products).toHaveLength(2)
    expect(total).toBeGreaterThanOrEqual(2)
    const raw = FAKE_WHOLESALE_PRODUCTS.find((p) => p.id === products[0]!.id)!
    expect(products[0]).toEqual({
      id: raw.id,
      name: raw.name,
      brand: raw.brand.name,
      wholesalePrice: raw.wholesale_price_cents / 100,
      retailPrice: raw.retail_price_cents / 100,
      description: raw.description,
      images: [raw.images[0]!.url],
      category: 'Dresses',
      minimumOrderQuantity: 6,
    })
  })

  it('gets one product and one brand, null for unknown ids', async () => {
    const wholesale = client()
    expect((await wholesale.getProduct('p_002'))?.name).toBe(FAKE_WHOLESALE_PRODUCTS[1]!.name)
    const brand = await wholesale.getBrand(FAKE_WHOLESALE_PRODUCTS[0]!.brand.id)
    expect(brand).toMatchObject({ name: FAKE_WHOLESALE_PRODUCTS[0]!.brand.name, minimumOrderAmount: 100 })
    expect(await wholesale.getProduct('p_999')).toBeNull()
    expect(logger.warnings.at(-1)!.obj).toMatchObject({ operation: 'getProduct', status: 404 })
  })

  it('creates an order, reads it back and lists orders with limit 20 and offset 0 by default', async () => {
    const wholesale = client()
    const { orderId } = await wholesale.createOrder({ items: [{ productId: 'p_001', quantity: 6 }], notes: 'Spring drop' })
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({ items: [{ product_id: 'p_001', quantity: 6 }], notes: 'Spring drop' })
    expect(fake.requests[0]!.headers['content-type']).toBe('application/json')
    const order = await wholesale.getOrder(orderId)
    expect(order).toMatchObject({ id: orderId, status: 'NEW', items: [{ productId: 'p_001', quantity: 6 }] })
    expect(order!.total).toBeCloseTo((FAKE_WHOLESALE_PRODUCTS[0]!.wholesale_price_cents * 6) / 100)
    expect((await wholesale.listOrders()).map((o) => o.id)).toEqual([orderId])
    expect(Object.fromEntries(fake.requests.at(-1)!.query)).toEqual({ limit: '20', offset: '0' })
  })

  it('raises "Failed to create order: {status text}" when the marketplace refuses', async () => {
    await expect(client().createOrder({ items: [{ productId: 'nope', quantity: 1 }] })).rejects.toThrow('Failed to create order: Unprocessable Entity')
    fake.failNext('server-error')
    await expect(client().createOrder({ items: [{ productId: 'p_001', quantity: 6 }] })).rejects.toThrow('Failed to create order: Internal Server Error')
    expect(logger.warnings).toHaveLength(2)
  })

  it('asks for recommendations by categories, brands, price and limit', async () => {
    const brand = FAKE_WHOLESALE_PRODUCTS[0]!.brand.name
    const products = await client().getRecommendations({ categories: ['Dresses', 'Tops'], brands: [brand], minPrice: 0, maxPrice: 500, limit: 5 })
    expect(Object.fromEntries(fake.requests[0]!.query)).toEqual({ categories: 'Dresses,Tops', brands: brand, min_price: '0', max_price: '500', limit: '5' })
    expect(products.length).toBeGreaterThan(0)
    expect(products.every((p) => p.brand === brand)).toBe(true)
  })

  it('syncs inventory only when enabled', async () => {
    expect(await client().syncInventory([{ productId: 'p_001', quantity: 3 }])).toEqual({ synced: false, reason: 'disabled' })
    expect(fake.requests).toHaveLength(0)
    const enabled = client({ inventorySync: true })
    expect(await enabled.syncInventory([{ productId: 'p_001', quantity: 3 }])).toEqual({ synced: true, count: 1 })
    expect(fake.inventorySyncs).toEqual([[{ product_id: 'p_001', quantity: 3 }]])
    fake.failNext('server-error')
    expect(await enabled.syncInventory([])).toEqual({ synced: false, reason: 'failed' })
  })

  it('is refused without the right credentials, and logs it', async () => {
    expect(await client({ appToken: 'wrong' }).getCategories()).toEqual([])
    expect(logger.warnings[0]!.obj).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } })
  })

  it.each([
    ['timeout', { error: 'TimeoutError' }],
    ['throttle', { status: 429 }],
    ['server-error', { status: 500 }],
    ['malformed', { error: 'MalformedResponseError' }],
    ['wrong-shape', { error: 'MalformedResponseError' }],
  ] as const)('returns empty and logs on %s', async (failure, logged) => {
    const wholesale = client()
    fake.failNext(failure, 4)
    expect(await wholesale.getProducts()).toEqual({ products: [], total: 0 })
    expect(await wholesale.getCategories()).toEqual([])
    expect(await wholesale.getRecommendations({})).toEqual([])
    expect(await wholesale.listOrders()).toEqual([])
    expect(logger.warnings).toHaveLength(4)
    for (const w of logger.warnings) expect(w.obj).toMatchObject({ integration: 'wholesale', ...logged })
  })

  it('browseProducts() tells a failed read apart from an empty page, and does not cache the failure', async () => {
    const wholesale = client()
    expect(await wholesale.browseProducts({ query: 'no-such-thing' })).toEqual({ products: [], total: 0, failed: false })
    fake.failNext('server-error')
    expect(await wholesale.browseProducts()).toEqual({ products: [], total: 0, failed: true })
    const page = await wholesale.browseProducts()
    expect(page).toMatchObject({ failed: false, total: FAKE_WHOLESALE_PRODUCTS.length })
    expect(page.products).toHaveLength(Math.min(20, FAKE_WHOLESALE_PRODUCTS.length))
  })

  it('skips single records that do not parse instead of dropping the page', async () => {
    const wholesale = createWholesaleClient({
      apiUrl: 'http://wholesale.test',
      ...FAKE_WHOLESALE_CREDENTIALS,
      logger,
      fetch: async () =>
        Response.json({
          products: [{ id: 'ok', name: 'Linen Shirt', wholesale_price: 21.5 }, { name: 'no id' }, { id: 'rp', name: 'Silk Scarf', wholesale_price: 12, retail_price: 30, description: ' Hand-rolled edges. ' }],
          total: 2,
        }),
    })
    const { products, total } = await wholesale.getProducts()
    expect(products[1]).toMatchObject({ id: 'rp', retailPrice: 30, description: 'Hand-rolled edges.' })
    expect({ products: products.slice(0, 1), total }).toEqual({
      products: [{ id: 'ok', name: 'Linen Shirt', brand: null, wholesalePrice: 21.5, retailPrice: null, description: null, images: [], category: null, minimumOrderQuantity: 1 }],
      total: 2,
    })
  })

  it('caches catalogue reads for an hour (shared cache), but not orders', async () => {
    const wholesale = client()
    await wholesale.getCategories()
    await wholesale.getCategories()
    expect(fake.requests).toHaveLength(1)
    now += 3_600_000 + 1
    await wholesale.getCategories()
    expect(fake.requests).toHaveLength(2)
    await wholesale.listOrders()
    await wholesale.listOrders()
    expect(fake.requests).toHaveLength(4)
  })
})
