import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { mockScore } from '#core/integrations/ranking.ts'
import { FAKE_RETAIL_CREDENTIALS, startFakeRetailApi, type FakeRetailApi } from '#tests/fakes/retail-api.ts'
import { FAKE_WHOLESALE_CREDENTIALS, startFakeWholesaleApi, type FakeWholesaleApi } from '#tests/fakes/wholesale-api.ts'
import { createRetailClient } from '../retail/retail-client.ts'
import { createWholesaleClient } from '../wholesale/wholesale-client.ts'
import { createUnifiedRecommendations } from './unified-recommendations.ts'

const links = { retailMarketplace: 'www.amazon.com', partnerTag: FAKE_RETAIL_CREDENTIALS.partnerTag, wholesaleSiteUrl: 'https://www.faire.com' }

function recordingLogger() {
  const warnings: Array<{ obj: Record<string, unknown>; msg: string }> = []
  return { warnings, warn: (obj: object, msg: string) => void warnings.push({ obj: obj as Record<string, unknown>, msg }) }
}

describe('unified recommendations without any service', () => {
  it('shows the built-in samples scored by the mock rules, marked mock', async () => {
    const logger = recordingLogger()
    const service = createUnifiedRecommendations({
      retail: createRetailClient({ logger }),
      wholesale: createWholesaleClient({ logger }),
      links,
      logger,
    })
    const prefs = { styles: ['romantic'], bodyShape: 'pear', colorPalette: 'warm' }
    const { mode, items } = await service.get(prefs, 5)
    expect(mode).toBe('mock')
    expect(items).toHaveLength(5)
    const best = Math.max(...SAMPLE_PRODUCTS.map((p) => mockScore(p, prefs)))
    expect(items[0]!.score).toBe(best)
    expect(items.every((i) => i.source === 'mock' && i.affiliateUrl.startsWith('/go/'))).toBe(true)
  })
})

describe('unified recommendations against the fakes', () => {
  let retailFake: FakeRetailApi
  let wholesaleFake: FakeWholesaleApi
  let logger: ReturnType<typeof recordingLogger>
  let now: number
  const clock = { now: () => now }

  beforeEach(async () => {
    now = Date.now()
    retailFake = await startFakeRetailApi({ now: clock.now })
    wholesaleFake = await startFakeWholesaleApi()
    logger = recordingLogger()
  })
  afterEach(async () => {
    await retailFake.close()
    await wholesaleFake.close()
  })

  const service = (opts: { wholesale?: boolean } = {}) =>
    createUnifiedRecommendations({
      retail: createRetailClient({ ...FAKE_RETAIL_CREDENTIALS, endpoint: retailFake.url, clock, logger, timeoutMs: 500, sleep: async () => {} }),
      wholesale: createWholesaleClient(opts.wholesale === false ? { logger } : { apiUrl: wholesaleFake.url, ...FAKE_WHOLESALE_CREDENTIALS, clock, logger }),
      links,
      logger,
      clock,
    })

  const searches = () => retailFake.accepted.filter((r) => r.operation === 'SearchItems')

  it('mixes retail and wholesale items, at most 60% and 40% of the limit, ranked', async () => {
    const { mode, items } = await service().get({ categories: ['dresses', 'tops', 'bottoms', 'outerwear'], priceRange: { min: 10, max: 200 } }, 10)
    expect(mode).toBe('live')
    expect(items.length).toBeLessThanOrEqual(10)
    const retail = items.filter((i) => i.source === 'amazon')
    const wholesale = items.filter((i) => i.source === 'faire')
    expect(retail.length).toBeGreaterThan(0)
    expect(retail.length).toBeLessThanOrEqual(6)
    expect(wholesale.length).toBeGreaterThan(0)
    expect(wholesale.length).toBeLessThanOrEqual(4)
    for (let i = 1; i < items.length; i++) expect(items[i - 1]!.score).toBeGreaterThanOrEqual(items[i]!.score)
    expect(wholesale[0]!.affiliateUrl).toBe(`https://www.faire.com/product/${wholesale[0]!.id}`)
    expect(wholesale[0]).toMatchObject({ isWholesale: true, minimumOrder: 6 })
    expect(retail[0]!.affiliateUrl).toContain('tag=styleblueprint-20')
    // Price bounds go to the retail API in cents and to the wholesale marketplace in units.
    expect(searches()[0]!.body).toMatchObject({ MinPrice: 1000, MaxPrice: 20000 })
    expect(Object.fromEntries(wholesaleFake.requests[0]!.query)).toMatchObject({ min_price: '10', max_price: '200', limit: '4' })
  })

  it('runs retail queries in batches of 5 and stops once it has enough', async () => {
    const prefs = { styles: ['classic', 'romantic', 'minimal'], categories: ['dresses', 'tops', 'bottoms', 'outerwear'] }
    await service().get(prefs, 2)
    expect(searches()).toHaveLength(5)
  })

  it('runs every batch when the queries find too little', async () => {
    const prefs = { styles: ['zzz', 'yyy', 'xxx'], categories: ['dresses', 'tops', 'bottoms', 'outerwear'] }
    await service({ wholesale: false }).get(prefs, 20)
    // 12 phrases: batches of 5, 5 and 2, all run.
    expect(searches()).toHaveLength(12)
  })

  it('falls back to the samples when the services give nothing, and retries after 5 minutes', async () => {
    retailFake.failNext('server-error', 1)
    const recs = service({ wholesale: false })
    const first = await recs.get({ categories: ['dresses'] }, 4)
    expect(first.mode).toBe('mock')
    expect(logger.warnings).toHaveLength(1)
    expect((await recs.get({ categories: ['dresses'] }, 4)).mode).toBe('mock')
    expect(retailFake.requests).toHaveLength(1)
    now += 5 * 60_000 + 1
    expect((await recs.get({ categories: ['dresses'] }, 4)).mode).toBe('live')
  })

  it('caches a live answer for 30 minutes, keyed on the preferences in any order', async () => {
    const recs = service()
    await recs.get({ categories: ['dresses', 'tops'] })
    const calls = retailFake.requests.length + wholesaleFake.requests.length
    await recs.get({ categories: ['tops', 'Dresses'] })
    expect(retailFake.requests.length + wholesaleFake.requests.length).toBe(calls)
    now += 30 * 60_000 + 1
    expect(recs.sweep()).toBe(1)
  })
})
