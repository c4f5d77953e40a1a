import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FAKE_AFFILIATE_CREDENTIALS, startFakeAffiliateApi, type FakeAffiliateApi } from '#tests/fakes/affiliate-api.ts'
import { createAffiliateClient, type AffiliateClientOptions } from './affiliate-client.ts'

function recordingLogger() {
  const warnings: Array<{ obj: Record<string, unknown>; msg: string }> = []
  return { warnings, warn: (obj: object, msg: string) => void warnings.push({ obj: obj as Record<string, unknown>, msg }) }
}

describe('affiliate client, not configured', () => {
  it('names the missing variables, tracks nothing and refuses to create', async () => {
    const client = createAffiliateClient({ apiKey: 'k', logger: recordingLogger(), fetch: () => Promise.reject(new Error('no call expected')) })
    expect(client.status).toMatchObject({
      id: 'affiliate',
      configured: false,
      missing: ['AFFILIATE_API_URL', 'AFFILIATE_STORE_ID', 'AFFILIATE_ID'],
      details: { tracking: false, trackingScript: false },
    })
    expect(await client.trackClick({ productId: 'p' })).toBe(false)
    expect(await client.trackConversion({ orderId: 'o', orderValue: 1, commissionAmount: 0.1 })).toBe(false)
    expect(await client.listPrograms()).toEqual([])
    expect(await client.getPerformance()).toBeNull()
    expect(await client.getTopProducts()).toEqual([])
    await expect(client.createAffiliateLink('p')).rejects.toThrow(/^Failed to create affiliate link: Affiliate marketing service is not configured/)
    await expect(client.createProgram({ name: 'x', commissionRate: 5 })).rejects.toThrow(/^Failed to create program: /)
  })
})

describe('affiliate client against the fake service', () => {
  let fake: FakeAffiliateApi
  let logger: ReturnType<typeof recordingLogger>
  let now: number
  beforeEach(async () => {
    fake = await startFakeAffiliateApi()
    logger = recordingLogger()
    now = Date.UTC(2025, 4, 1, 9, 30)
  })
  afterEach(() => fake.close())

  const client = (overrides: Partial<AffiliateClientOptions> = {}) =>
    createAffiliateClient({ apiUrl: fake.url, ...FAKE_AFFILIATE_CREDENTIALS, logger, timeoutMs: 300, clock: { now: () => now }, ...overrides })

  it('creates an affiliate link with product, affiliate and store ids and a bearer key', async () => {
    const url = await client().createAffiliateLink('sample-belted-wrap-midi-dress')
    expect(url).toBe('https://go.affiliate.test/store-42/sample-belted-wrap-midi-dress?aff=aff-7')
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer ak_fake_key')
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({ product_id: 'sample-belted-wrap-midi-dress', affiliate_id: 'aff-7', store_id: 'store-42' })
  })

  it('tracks clicks (with extras) and conversions with a timestamp from the clock', async () => {
    const affiliate = client()
    expect(await affiliate.trackClick({ productId: 'p1', extras: { source: 'dashboard', price: 49.5 } })).toBe(true)
    expect(await affiliate.trackConversion({ orderId: 'o-1', orderValue: 120, commissionAmount: 9.6 })).toBe(true)
    expect(fake.clicks).toEqual([
      { affiliate_id: 'aff-7', product_id: 'p1', store_id: 'store-42', timestamp: '2025-05-01T09:30:00.000Z', source: 'dashboard', price: 49.5 },
    ])
    expect(fake.conversions).toEqual([
      { affiliate_id: 'aff-7', order_id: 'o-1', order_value: 120, commission_amount: 9.6, store_id: 'store-42', timestamp: '2025-05-01T09:30:00.000Z' },
    ])
  })

  it('lists programs and creates one, then lists it without waiting for the cache', async () => {
    const affiliate = client()
    expect(await affiliate.listPrograms()).toEqual([{ id: 'prog-1', name: 'Default', commissionRate: 8, cookieDays: 30, status: 'active' }])
    expect(await affiliate.createProgram({ name: 'Summer edit', commissionRate: 10, cookieDays: 14 })).toEqual({ programId: 'prog-2' })
    expect(JSON.parse(fake.requests[1]!.body)).toEqual({ name: 'Summer edit', commission_rate: 10, cookie_days: 14, store_id: 'store-42' })
    expect((await affiliate.listPrograms()).map((p) => p.name)).toEqual(['Default', 'Summer edit'])
    expect(fake.requests.at(-1)!.query.get('store_id')).toBe('store-42')
  })

  it('reads performance for the store and affiliate, with an optional date range', async () => {
    const affiliate = client()
    await affiliate.trackClick({ productId: 'p1' })
    await affiliate.trackClick({ productId: 'p2' })
    await affiliate.trackConversion({ orderId: 'o', orderValue: 100, commissionAmount: 8 })
    now += 86_400_000
    await affiliate.trackClick({ productId: 'p1' })
    const all = await affiliate.getPerformance()
    expect(all).toEqual({
      clicks: 3,
      conversions: 1,
      revenue: 100,
      commission: 8,
      conversionRate: 1 / 3,
      daily: [
        { date: '2025-05-01', clicks: 2, conversions: 1, commission: 8 },
        { date: '2025-05-02', clicks: 1, conversions: 0, commission: 0 },
      ],
    })
    expect(Object.fromEntries(fake.requests.at(-1)!.query)).toEqual({ store_id: 'store-42', affiliate_id: 'aff-7' })
    const second = await affiliate.getPerformance({ startDate: '2025-05-02', endDate: 'not-a-date' })
    expect(second?.clicks).toBe(1)
    expect(Object.fromEntries(fake.requests.at(-1)!.query)).toEqual({ store_id: 'store-42', affiliate_id: 'aff-7', start_date: '2025-05-02' })
  })

  it('reads top products, 10 by default', async () => {
    const affiliate = client()
    await affiliate.trackClick({ productId: 'p1' })
    await affiliate.trackClick({ productId: 'p1' })
    await affiliate.trackClick({ productId: 'p2' })
    expect(await affiliate.getTopProducts()).toEqual([
      { productId: 'p1', name: null, clicks: 2, conversions: 0, revenue: 0, commission: 0 },
      { productId: 'p2', name: null, clicks: 1, conversions: 0, revenue: 0, commission: 0 },
    ])
    expect(fake.requests.at(-1)!.query.get('limit')).toBe('10')
    await affiliate.getTopProducts(3)
    expect(fake.requests.at(-1)!.query.get('limit')).toBe('3')
  })

  it('raises "Failed to …: {status text}" when a create call is refused', async () => {
    await expect(client({ apiKey: 'wrong' }).createAffiliateLink('p')).rejects.toThrow('Failed to create affiliate link: Unauthorized')
    fake.failNext('server-error')
    await expect(client().createProgram({ name: 'x', commissionRate: 5 })).rejects.toThrow('Failed to create program: Internal Server Error')
    fake.failNext('malformed')
    await expect(client().createAffiliateLink('p')).rejects.toThrow(/^Failed to create affiliate link: expected JSON/)
  })

  it('logs a failed click or conversion and returns false', async () => {
    const affiliate = client({ storeId: 'someone-else' })
    expect(await affiliate.trackClick({ productId: 'p' })).toBe(false)
    fake.failNext('timeout')
    expect(await client().trackConversion({ orderId: 'o', orderValue: 1, commissionAmount: 0 })).toBe(false)
    expect(logger.warnings.map((w) => w.obj)).toMatchObject([
      { operation: 'trackClick', status: 403 },
      { operation: 'trackConversion', error: 'TimeoutError' },
    ])
  })

  it.each(['timeout', 'throttle', 'server-error', 'malformed', 'wrong-shape'] as const)('returns empty and logs reads on %s', async (failure) => {
    const affiliate = client()
    fake.failNext(failure, 3)
    expect(await affiliate.listPrograms()).toEqual([])
    expect(await affiliate.getPerformance()).toBeNull()
    expect(await affiliate.getTopProducts()).toEqual([])
    expect(logger.warnings.map((w) => w.obj.operation)).toEqual(['listPrograms', 'getPerformance', 'getTopProducts'])
  })
})
