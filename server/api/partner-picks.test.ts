import { afterEach, describe, expect, it } from 'vitest'
import type { PartnerPicksResponse } from '#core/integrations/partner-picks.ts'
import { FAKE_RETAIL_CREDENTIALS, FAKE_RETAIL_ITEMS, startFakeRetailApi, type FakeRetailApi } from '#tests/fakes/retail-api.ts'
import { FAKE_WHOLESALE_CREDENTIALS, FAKE_WHOLESALE_PRODUCTS, startFakeWholesaleApi, type FakeWholesaleApi } from '#tests/fakes/wholesale-api.ts'
import { upsertStyleProfile } from '#db/repositories/style-profiles-repository.ts'
import { browserHeaders, type CookieJar, signUpAndVerify } from '#tests/support/accounts.ts'
import { userIdByEmail } from '#tests/support/catalogue-fixtures.ts'
import { createTestApp } from '#tests/support/test-app.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Err = { error: { code: string } }

// No stored profile is involved (a visitor sends hers), so one dialect is enough; the fakes
// check the retail signature and the wholesale headers as the real services do.
describe('POST /api/partner-picks', () => {
  let t: TestApp | undefined
  let retail: FakeRetailApi | undefined
  let wholesale: FakeWholesaleApi | undefined
  afterEach(async () => {
    await t?.database.destroy()
    await retail?.close()
    await wholesale?.close()
    t = retail = wholesale = undefined
  })

  const retailEnv = (url: string) => ({
    RETAIL_API_URL: url,
    RETAIL_ACCESS_KEY: FAKE_RETAIL_CREDENTIALS.accessKey,
    RETAIL_SECRET_KEY: FAKE_RETAIL_CREDENTIALS.secretKey,
    RETAIL_PARTNER_TAG: FAKE_RETAIL_CREDENTIALS.partnerTag,
    INTEGRATION_TIMEOUT_MS: '1000',
  })
  const wholesaleEnv = (url: string) => ({
    WHOLESALE_API_URL: url,
    WHOLESALE_API_KEY: FAKE_WHOLESALE_CREDENTIALS.apiKey,
    WHOLESALE_APP_TOKEN: FAKE_WHOLESALE_CREDENTIALS.appToken,
    INTEGRATION_TIMEOUT_MS: '1000',
  })

  async function start(env: Record<string, string>) {
    t = await createTestApp('sqlite', {}, env)
    const app = t
    return async (body: unknown, jar?: CookieJar) => {
      const res = await app.app.request('/api/partner-picks', { method: 'POST', headers: browserHeaders(app.config, jar), body: JSON.stringify(body) })
      return { status: res.status, body: (await res.json()) as PartnerPicksResponse & Err, cacheControl: res.headers.get('cache-control') }
    }
  }

  async function startBoth() {
    retail = await startFakeRetailApi()
    wholesale = await startFakeWholesaleApi()
    return start({ ...retailEnv(retail.url), ...wholesaleEnv(wholesale.url) })
  }

  // No styles or categories: one broad retail search ("women fashion") that the fake answers with its first 10 items.
  const broadProfile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: [], budget: 'under $500' }

  it('mixes 60% retail and 40% wholesale, ranked by the spec bonuses, with safe partner links', async () => {
    const post = await startBoth()
    const res = await post({ profile: broadProfile, limit: 10 })
    expect(res.status).toBe(200)
    expect(res.cacheControl).toBe('no-store')
    expect(res.body.status).toBe('ok')
    const { items } = res.body
    expect(items).toHaveLength(10)
    expect(items.filter((i) => i.source === 'amazon')).toHaveLength(6)
    expect(items.filter((i) => i.source === 'faire')).toHaveLength(4)

    // Every price is inside the budget (+20); retail adds rating x5 and +5 for its source,
    // so the six best-rated retail items come first, by rating, then the wholesale ones (20 each).
    const bestRetail = [...FAKE_RETAIL_ITEMS.slice(0, 10)].sort((a, b) => b.rating - a.rating).slice(0, 6)
    expect(items.slice(0, 6).map((i) => [i.id, i.score])).toEqual(bestRetail.map((r) => [r.asin, 25 + 5 * r.rating]))
    expect(items.slice(6).map((i) => [i.id, i.score, i.isWholesale, i.minimumOrder])).toEqual(
      FAKE_WHOLESALE_PRODUCTS.slice(0, 4).map((p) => [p.id, 20, true, p.minimum_order_quantity]),
    )
    const first = items[0]!
    expect(first).toMatchObject({ title: bestRetail[0]!.title, brand: bestRetail[0]!.brand, price: bestRetail[0]!.price, currency: 'USD', image: bestRetail[0]!.image, isWholesale: false, minimumOrder: null })
    expect(first.affiliateUrl).toMatch(new RegExp(`^https://www\\.amazon\\.com/dp/${first.id}\\?.*tag=${FAKE_RETAIL_CREDENTIALS.partnerTag}`))
    expect(items[6]!.affiliateUrl).toBe(`https://www.faire.com/product/${FAKE_WHOLESALE_PRODUCTS[0]!.id}`)

    // The budget became the price range on both requests; wholesale was asked for its 40%.
    expect(retail!.accepted[0]!.body).toMatchObject({ Keywords: 'women fashion', MaxPrice: 50_000 })
    expect(Object.fromEntries(wholesale!.requests[0]!.query)).toMatchObject({ limit: '4', max_price: '500' })
  })

  it('asks for 20 by default (12 retail, 8 wholesale) and passes the profile styles, categories and brands', async () => {
    const post = await startBoth()
    const res = await post({ profile: { stylePreferences: ['classic'], categories: ['dresses'], preferredBrands: ['Maison Rue'] } })
    expect(res.status).toBe(200)
    expect(res.body.items.length).toBeGreaterThan(0)
    expect(res.body.items.length).toBeLessThanOrEqual(20)
    expect(retail!.accepted.map((a) => a.body.Keywords)).toEqual(['women classic dresses'])
    expect(Object.fromEntries(wholesale!.requests[0]!.query)).toMatchObject({ limit: '8', categories: 'dresses', brands: 'Maison Rue' })
    const scores = res.body.items.map((i) => i.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it("uses a signed-in shopper's stored profile over the one in the body", async () => {
    const post = await startBoth()
    const { jar } = await signUpAndVerify(t!.app, t!.config, 'shopper@example.com')
    const userId = await userIdByEmail(t!.database.db, 'shopper@example.com')
    await upsertStyleProfile(t!.database.db, userId, { bodyShape: 'pear', colorPalette: 'cool', stylePreferences: ['minimal'], measurements: null, lastAnalysisAt: null }, { now: new Date() })
    const res = await post({ profile: { stylePreferences: ['classic'], categories: ['dresses'] } }, jar)
    expect(res.status).toBe(200)
    expect(retail!.accepted.map((a) => a.body.Keywords)).toEqual(['women minimal clothing'])
  })

  it('answers not-configured with no upstream request when neither service has its keys', async () => {
    retail = await startFakeRetailApi()
    wholesale = await startFakeWholesaleApi()
    // The addresses are set but the keys are not, so both services are off.
    const post = await start({ RETAIL_API_URL: retail.url, WHOLESALE_API_URL: wholesale.url })
    const res = await post({ profile: broadProfile })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'not-configured', items: [] })
    expect(retail.requests).toHaveLength(0)
    expect(wholesale.requests).toHaveLength(0)
  })

  it('answers unavailable with no items (never the built-in samples, never a 500) when the services fail', async () => {
    const post = await startBoth()
    retail!.failNext('server-error', 10)
    wholesale!.failNext('server-error', 10)
    const res = await post({ profile: broadProfile })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'unavailable', items: [] })
    expect(retail!.requests.length).toBeGreaterThan(0)
    expect(wholesale!.requests.length).toBeGreaterThan(0)
  })

  it('keeps the working service when the other one fails', async () => {
    const post = await startBoth()
    wholesale!.failNext('server-error', 10)
    const res = await post({ profile: broadProfile, limit: 10 })
    expect(res.body.status).toBe('ok')
    expect(res.body.items.map((i) => i.source)).toEqual(Array(6).fill('amazon'))
  })

  it('refuses a request without a profile or with a limit over 20', async () => {
    const post = await start({})
    const missing = await post({})
    expect(missing.status).toBe(400)
    expect(missing.body.error.code).toBe('profile-required')
    const tooMany = await post({ profile: broadProfile, limit: 21 })
    expect(tooMany.status).toBe(400)
  })
})
