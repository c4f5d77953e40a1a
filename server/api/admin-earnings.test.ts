import { afterEach, describe, expect, it } from 'vitest'
import { estimatedCommission, roundMoney } from '#core/admin/commission-rates.ts'
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
// The app's clock: clicks through /go land on this UTC day, and a range without `to` ends on it.
const NOW = new Date('2026-11-24T12:00:00.000Z')
const TODAY = '2026-11-24'

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

  /**
   * An app with two products; the dress ($80) is clicked three times from the dashboard and the
   * blouse ($40) once from the shop through /go/{id} today, plus one blouse click 40 days ago.
   */
  async function start(env: Record<string, string> = {}) {
    t = await createTestApp(dialect, {}, env, { clock: () => NOW })
    const dress = makeProductSeed({ name: 'Rust Wrap Dress', brand: 'Atelier Nord', category: 'dresses', price: 80 })
    const blouse = makeProductSeed({ name: '=Silk Blouse, 真丝', brand: 'Maison Sud', category: 'tops', price: 40 })
    const now = NOW.toISOString()
    await insertProducts(t.database.db, [productSeedToRow(dress, 'import', now), productSeedToRow(blouse, 'import', now)])
    for (const id of [dress.id, dress.id, blouse.id, dress.id]) {
      const res = await t.app.request(`/go/${id}?source=${id === dress.id ? 'dashboard' : 'shop'}`)
      expect(res.status).toBe(302)
    }
    await insertClickEvent(
      t.database.db,
      { productId: blouse.id, userId: null, source: 'dashboard', action: 'click', category: 'tops', price: 40, profileSummary: null },
      new Date(NOW.getTime() - 40 * DAY_MS),
    )
    const { jar } = await signInAdmin(t.app, t.config, t.accounts)
    return { app: t.app, config: t.config, logs: t.logs, jar, dress, blouse }
  }

  async function earnings(app: TestApp['app'], config: TestApp['config'], jar: CookieJar, query = '') {
    const res = await app.request(`/api/admin/earnings${query}`, { headers: browserHeaders(config, jar) })
    return { res, body: (await res.json()) as EarningsView & { error?: { code: string; issues?: Array<{ path: string; message: string }> } } }
  }

  it('sums the clicks /go recorded over the last 30 days by default: per day, category, source and product, with estimated commission', async () => {
    const { app, config, jar, dress, blouse } = await start()
    const { res, body } = await earnings(app, config, jar)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const dressCommission = roundMoney(estimatedCommission(240, 'dresses'))
    const blouseCommission = roundMoney(estimatedCommission(40, 'tops'))
    expect(body).toMatchObject({ from: '2026-10-26', to: TODAY, days: 30, totals: { clicks: 4, products: 2, commission: roundMoney(estimatedCommission(280, 'dresses')) } })
    expect(body.daily).toHaveLength(30)
    expect(body.daily.filter((d) => d.clicks > 0)).toEqual([{ date: TODAY, clicks: 4, commission: body.totals.commission }])
    expect(body.byCategory.map((s) => [s.key, s.label, s.clicks, s.commission])).toEqual([
      ['dresses', 'Dresses', 3, dressCommission],
      ['tops', 'Tops', 1, blouseCommission],
    ])
    expect(body.bySource.map((s) => [s.key, s.clicks])).toEqual([
      ['dashboard', 3],
      ['shop', 1],
    ])
    expect(body.byProduct).toEqual([
      { id: dress.id, name: 'Rust Wrap Dress', brand: 'Atelier Nord', category: 'dresses', clicks: 3, commission: dressCommission, url: dress.affiliateUrl },
      { id: blouse.id, name: '=Silk Blouse, 真丝', brand: 'Maison Sud', category: 'tops', clicks: 1, commission: blouseCommission, url: blouse.affiliateUrl },
    ])
    expect(body.productSeries.map((s) => s.key)).toEqual([dress.id, blouse.id])
    expect(body.affiliate).toEqual({ status: 'off', message: expect.stringContaining('AFFILIATE_API_URL, AFFILIATE_API_KEY, AFFILIATE_STORE_ID, AFFILIATE_ID') })

    // A range reaching 40 days back takes the old click in; one ending yesterday has none of today's.
    const wider = await earnings(app, config, jar, '?from=2026-10-01&to=2026-11-24')
    expect(wider.body).toMatchObject({ days: 55, totals: { clicks: 5, products: 2 } })
    expect(wider.body.byProduct.map((p) => [p.id, p.clicks])).toEqual([
      [dress.id, 3],
      [blouse.id, 2],
    ])
    const before = await earnings(app, config, jar, '?from=2026-10-01&to=2026-11-23')
    expect(before.body.totals).toEqual({ clicks: 1, products: 1, commission: blouseCommission })
  })

  it('refuses a malformed date, a start after the end and a range over 366 days with a validation error', async () => {
    const { app, config, jar } = await start()
    const cases: Array<[string, { path: string; message: string }]> = [
      ['?from=2026-11-31', { path: 'from', message: 'from must be a date written YYYY-MM-DD' }],
      ['?to=yesterday', { path: 'to', message: 'to must be a date written YYYY-MM-DD' }],
      ['?from=2026-11-25&to=2026-11-24', { path: 'from', message: 'from must not be after to' }],
      ['?from=2025-11-23&to=2026-11-24', { path: 'from', message: 'the range must be at most 366 days' }],
      ['?from=1970-01-01', { path: 'from', message: 'the range must be at most 366 days' }],
    ]
    for (const [query, issue] of cases) {
      for (const path of ['', '/csv']) {
        const res = await app.request(`/api/admin/earnings${path}${query}`, { headers: browserHeaders(config, jar) })
        expect(res.status, `${path}${query}`).toBe(400)
        expect(((await res.json()) as { error: unknown }).error, `${path}${query}`).toMatchObject({ code: 'validation-failed', issues: [issue] })
      }
    }
    expect((await earnings(app, config, jar, '?from=2025-11-24&to=2026-11-24')).res.status).toBe(200)
  })

  it('exports the same figures as a UTF-8 CSV download, names quoted and defused', async () => {
    const { app, config, jar, dress, blouse } = await start()
    const { body: view } = await earnings(app, config, jar, '?from=2026-11-20&to=2026-11-24')
    const res = await app.request('/api/admin/earnings/csv?from=2026-11-20&to=2026-11-24', { headers: browserHeaders(config, jar) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="earnings-2026-11-20-to-2026-11-24.csv"')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).split('\r\n')
    expect(lines[0]).toBe('Breakdown,Key,Name,Date,Clicks,Estimated commission (USD)')
    expect(lines).toContain(`Total,,,2026-11-20/2026-11-24,4,${view.totals.commission}`)
    expect(lines.filter((l) => l.startsWith('Day,'))).toEqual(view.daily.map((d) => `Day,,,${d.date},${d.clicks},${d.commission}`))
    expect(lines).toContain(`Category,dresses,Dresses,2026-11-24,3,${view.byCategory[0]!.commission}`)
    expect(lines).toContain(`Source,shop,Shop,2026-11-20/2026-11-24,1,${view.bySource[1]!.commission}`)
    expect(lines).toContain(`Product,${dress.id},Rust Wrap Dress (Atelier Nord),2026-11-20/2026-11-24,3,${view.byProduct[0]!.commission}`)
    expect(lines).toContain(`Product,${blouse.id},"'=Silk Blouse, 真丝 (Maison Sud)",2026-11-20/2026-11-24,1,${view.byProduct[1]!.commission}`)
  })

  it('adds the affiliate service’s performance and top products for the range, named from the catalogue', async () => {
    const fake = await startFakeAffiliateApi()
    closers.push(() => fake.close())
    const today = NOW.toISOString()
    const longAgo = new Date(NOW.getTime() - 60 * DAY_MS).toISOString()
    const { storeId, affiliateId } = FAKE_AFFILIATE_CREDENTIALS
    const { app, config, jar, dress, blouse } = await start(affiliateEnv(fake))
    // What the service recorded: clicks on both products, one sale today, one sale long before the range.
    for (const productId of [dress.id, dress.id, blouse.id]) fake.clicks.push({ affiliate_id: affiliateId, store_id: storeId, product_id: productId, timestamp: today })
    fake.conversions.push(
      { affiliate_id: affiliateId, store_id: storeId, order_id: 'o-1', order_value: 120, commission_amount: 9.6, timestamp: today },
      { affiliate_id: affiliateId, store_id: storeId, order_id: 'o-0', order_value: 500, commission_amount: 40, timestamp: longAgo },
    )

    const { res, body } = await earnings(app, config, jar)
    expect(res.status).toBe(200)
    expect(body.totals.clicks).toBe(4)
    expect(body.affiliate).toEqual({
      status: 'ok',
      performance: { clicks: 3, conversions: 1, revenue: 120, commission: 9.6, conversionRate: 1 / 3 },
      topProducts: [
        { id: dress.id, name: 'Rust Wrap Dress', clicks: 2, conversions: 0, revenue: 0, commission: 0 },
        { id: blouse.id, name: '=Silk Blouse, 真丝', clicks: 1, conversions: 0, revenue: 0, commission: 0 },
      ],
    })
    // The service was asked for exactly this range, for our store and affiliate id.
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
      expect(body.totals, failure).toMatchObject({ clicks: 4, products: 2 })
      expect(body.affiliate, failure).toEqual({ status: 'unavailable', message: expect.stringContaining('did not answer') })
    }
    expect(logs.lines.filter((l) => l.msg === 'affiliate getPerformance failed')).toHaveLength(4)

    // A failed read is not cached: the next call reaches the service again.
    const { body } = await earnings(app, config, jar)
    expect(body.affiliate).toMatchObject({ status: 'ok', performance: { clicks: 0, conversions: 0 }, topProducts: [] })
  })
})
