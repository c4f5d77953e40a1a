import { afterEach, describe, expect, it } from 'vitest'
import type { EarningsView } from '#core/admin/earnings.ts'
import { insertClickEvent } from '#db/repositories/click-events-repository.ts'
import { insertProducts, productSeedToRow } from '#db/repositories/products-repository.ts'
import { FAKE_AFFILIATE_CREDENTIALS, startFakeAffiliateApi, type FakeAffiliateApi } from '#tests/fakes/affiliate-api.ts'
import { browserHeaders, type CookieJar, signInAdmin } from '#tests/support/accounts.ts'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
const DAY_MS = 86_400_000

function affiliateEnv(fake: FakeAffiliateApi): Record<string, string> {
  return {
    AFFILIATE_API_URL: fake.url,
    AFFILIATE_API_KEY: FAKE_AFFILIATE_CREDENTIALS.apiKey,
    AFFILIATE_STORE_ID: FAKE_AFFILIATE_CREDENTIALS.storeId,
    AFFILIATE_ID: FAKE_AFFILIATE_CREDENTIALS.affiliateId,
    // A held connection (the fake's scripted timeout) gives up quickly.
    INTEGRATION_TIMEOUT_MS: '300',
  }
}

describe.each(DIALECTS)('GET /api/admin/earnings on %s', (dialect) => {
  let t: TestApp | undefined
  const closers: Array<() => Promise<void>> = []
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
    for (const close of closers.splice(0)) await close()
  })

  /** An app with two products; the dress is clicked three times and the blouse once through /go/{id}, plus one click 40 days ago. */
  async function start(env: Record<string, string> = {}) {
    t = await createTestApp(dialect, {}, env)
    const dress = makeProductSeed({ name: 'Rust Wrap Dress', brand: 'Atelier Nord' })
    const blouse = makeProductSeed({ name: 'Silk Blouse', brand: 'Maison Sud' })
    const now = new Date().toISOString()
    await insertProducts(t.database.db, [productSeedToRow(dress, 'import', now), productSeedToRow(blouse, 'import', now)])
    for (const id of [dress.id, dress.id, blouse.id, dress.id]) {
      const res = await t.app.request(`/go/${id}?source=dashboard`)
      expect(res.status).toBe(302)
    }
    await insertClickEvent(
      t.database.db,
      { productId: blouse.id, userId: null, source: 'dashboard', action: 'click', category: 'tops', price: 40, profileSummary: null },
      new Date(Date.now() - 40 * DAY_MS),
    )
    const { jar } = await signInAdmin(t.app, t.config, t.accounts)
    return { app: t.app, config: t.config, logs: t.logs, jar, dress, blouse }
  }

  async function earnings(app: TestApp['app'], config: TestApp['config'], jar: CookieJar, query = '') {
    const res = await app.request(`/api/admin/earnings${query}`, { headers: browserHeaders(config, jar) })
    return { res, body: (await res.json()) as EarningsView & { error?: { code: string; issues?: Array<{ path: string; message: string }> } } }
  }

  it('sums the clicks /go recorded over the window, fills every day, ranks products with their links, and says the affiliate service is off', async () => {
    const { app, config, jar, dress, blouse } = await start()
    const { res, body } = await earnings(app, config, jar)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(body).toMatchObject({ days: 7, totalClicks: 4, uniqueProducts: 2 })
    expect(body.clicksPerDay).toHaveLength(7)
    expect(body.clicksPerDay[0]!.date).toBe(body.from)
    expect(body.clicksPerDay.at(-1)!.date).toBe(body.to)
    // All four clicks happened moments ago: one day holds them, the other six are 0.
    expect(body.clicksPerDay.filter((d) => d.clicks > 0)).toEqual([{ date: expect.any(String), clicks: 4 }])
    expect(body.topProducts).toEqual([
      { id: dress.id, name: 'Rust Wrap Dress', brand: 'Atelier Nord', clicks: 3, url: dress.affiliateUrl },
      { id: blouse.id, name: 'Silk Blouse', brand: 'Maison Sud', clicks: 1, url: blouse.affiliateUrl },
    ])
    expect(body.affiliate).toEqual({ status: 'off', message: expect.stringContaining('AFFILIATE_API_URL, AFFILIATE_API_KEY, AFFILIATE_STORE_ID, AFFILIATE_ID') })

    // The 40-day-old click is outside 30 days and inside 90.
    const month = await earnings(app, config, jar, '?days=30')
    expect(month.body).toMatchObject({ days: 30, totalClicks: 4, uniqueProducts: 2 })
    expect(month.body.clicksPerDay).toHaveLength(30)
    const quarter = await earnings(app, config, jar, '?days=90')
    expect(quarter.body).toMatchObject({ days: 90, totalClicks: 5, uniqueProducts: 2 })
    expect(quarter.body.topProducts.map((p) => [p.id, p.clicks])).toEqual([
      [dress.id, 3],
      [blouse.id, 2],
    ])
  })

  it('refuses any window but 7, 30 or 90 days with a validation error', async () => {
    const { app, config, jar } = await start()
    for (const days of ['14', '0', 'all', '']) {
      const { res, body } = await earnings(app, config, jar, `?days=${days}`)
      expect(res.status, days).toBe(400)
      expect(body.error).toMatchObject({ code: 'validation-failed', issues: [{ path: 'days', message: 'days must be 7, 30 or 90' }] })
    }
  })

  it('adds the affiliate service’s performance and top products for the window, named from the catalogue', async () => {
    const fake = await startFakeAffiliateApi()
    closers.push(() => fake.close())
    const today = new Date().toISOString()
    const longAgo = new Date(Date.now() - 60 * DAY_MS).toISOString()
    const { storeId, affiliateId } = FAKE_AFFILIATE_CREDENTIALS
    const { app, config, jar, dress, blouse } = await start(affiliateEnv(fake))
    // What the service recorded: clicks on both products, one sale today, one sale long before the window.
    for (const productId of [dress.id, dress.id, blouse.id]) fake.clicks.push({ affiliate_id: affiliateId, store_id: storeId, product_id: productId, timestamp: today })
    fake.conversions.push(
      { affiliate_id: affiliateId, store_id: storeId, order_id: 'o-1', order_value: 120, commission_amount: 9.6, timestamp: today },
      { affiliate_id: affiliateId, store_id: storeId, order_id: 'o-0', order_value: 500, commission_amount: 40, timestamp: longAgo },
    )

    const { res, body } = await earnings(app, config, jar)
    expect(res.status).toBe(200)
    expect(body.totalClicks).toBe(4)
    expect(body.affiliate).toEqual({
      status: 'ok',
      performance: { clicks: 3, conversions: 1, revenue: 120, commission: 9.6, conversionRate: 1 / 3 },
      topProducts: [
        { id: dress.id, name: 'Rust Wrap Dress', clicks: 2, conversions: 0, revenue: 0, commission: 0 },
        { id: blouse.id, name: 'Silk Blouse', clicks: 1, conversions: 0, revenue: 0, commission: 0 },
      ],
    })
    // The service was asked for exactly this window, for our store and affiliate id.
    const performance = fake.requests.find((r) => r.path === '/analytics/performance')!
    expect(Object.fromEntries(performance.query)).toEqual({ store_id: storeId, affiliate_id: affiliateId, start_date: body.from, end_date: body.to })
    expect(fake.requests.find((r) => r.path === '/analytics/top-products')!.query.get('limit')).toBe('10')
  })

  it('answers with the local figures and a status line when the affiliate service fails, then recovers', async () => {
    const fake = await startFakeAffiliateApi()
    closers.push(() => fake.close())
    const { app, config, jar, logs } = await start(affiliateEnv(fake))

    for (const failure of ['server-error', 'timeout', 'malformed', 'wrong-shape'] as const) {
      fake.failNext(failure, 2)
      const { res, body } = await earnings(app, config, jar)
      expect(res.status, failure).toBe(200)
      expect(body, failure).toMatchObject({ totalClicks: 4, uniqueProducts: 2 })
      expect(body.affiliate, failure).toEqual({ status: 'unavailable', message: expect.stringContaining('did not answer') })
    }
    expect(logs.lines.filter((l) => l.msg === 'affiliate getPerformance failed')).toHaveLength(4)

    // A failed read is not cached: the next call reaches the service again.
    const { body } = await earnings(app, config, jar)
    expect(body.affiliate).toMatchObject({ status: 'ok', performance: { clicks: 0, conversions: 0 }, topProducts: [] })
  })
})
