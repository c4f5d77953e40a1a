import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertClickEvent } from '#db/repositories/click-events-repository.ts'
import { createAffiliateClient } from '#integrations/affiliate/affiliate-client.ts'
import { captureLogs, testConfig } from '#tests/support/test-app.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createEarnings } from './earnings.ts'

describe.each(DIALECTS)('earnings on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(dialect)
  })
  afterEach(async () => {
    await database.destroy()
  })

  it('buckets clicks by UTC day over the range asked, both ends included, whatever the hour', async () => {
    const logger = createLogger(testConfig(), captureLogs().stream)
    const earnings = createEarnings({
      db: database.db,
      affiliate: createAffiliateClient({ logger }),
      logger,
      clock: () => new Date('2026-11-24T00:30:00.000Z'),
    })
    const click = (productId: string, at: string) =>
      insertClickEvent(database.db, { productId, userId: null, source: 'home', action: 'click', category: null, price: null, profileSummary: null }, new Date(at))
    await click('a', '2026-11-17T23:59:59.999Z') // the day before the 7-day window
    await click('a', '2026-11-18T00:00:00.000Z')
    await click('b', '2026-11-23T23:59:59.999Z')
    await click('b', '2026-11-24T00:10:00.000Z')
    await click('b', '2026-11-24T23:00:00.000Z') // later today than the clock: a clock behind the writer's still counts it

    expect(earnings.today()).toBe('2026-11-24')
    const view = await earnings.view({ from: '2026-11-18', to: '2026-11-24' })
    expect(view).toMatchObject({ days: 7, from: '2026-11-18', to: '2026-11-24', totals: { clicks: 4, commission: 0, products: 2 } })
    expect(view.daily.map((d) => d.clicks)).toEqual([1, 0, 0, 0, 0, 1, 2])
    expect(view.byProduct).toEqual([
      { id: 'b', name: null, brand: null, category: null, clicks: 3, commission: 0, url: null },
      { id: 'a', name: null, brand: null, category: null, clicks: 1, commission: 0, url: null },
    ])
    expect(view.bySource.map((s) => [s.key, s.clicks])).toEqual([['home', 4]])
    expect(view.productSeries.map((s) => [s.key, s.daily.map((d) => d.clicks)])).toEqual([
      ['b', [0, 0, 0, 0, 0, 1, 2]],
      ['a', [1, 0, 0, 0, 0, 0, 0]],
    ])
    expect(view.affiliate.status).toBe('off')
  })
})
