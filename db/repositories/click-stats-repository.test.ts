import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { insertClickEvent } from './click-events-repository.ts'
import { countClickedProducts, countClicksPerDay, findProductLabels, listTopClickedProducts } from './click-stats-repository.ts'
import { insertProducts, productSeedToRow } from './products-repository.ts'

const WINDOW = { since: '2026-11-18T00:00:00.000Z', until: '2026-11-25T00:00:00.000Z' }

describe.each(DIALECTS)('click statistics on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(dialect)
  })
  afterEach(async () => {
    await database.destroy()
  })

  const click = (productId: string, at: string, action = 'click') =>
    insertClickEvent(
      database.db,
      { productId, userId: null, source: 'dashboard', action, category: 'dresses', price: 80, profileSummary: null },
      new Date(at),
    )

  async function seed() {
    const dress = makeProductSeed({ name: 'Rust Wrap Dress', brand: 'Atelier Nord' })
    const blouse = makeProductSeed({ name: 'Silk Blouse' })
    await insertProducts(database.db, [productSeedToRow(dress, 'import', '2026-11-01T00:00:00.000Z'), { ...productSeedToRow(blouse, 'import', '2026-11-01T00:00:00.000Z'), brand: null }])
    // Before the window: never counted.
    await click(dress.id, '2026-11-17T23:59:59.999Z')
    // Day boundaries are UTC midnight: 00:00:00.000 opens a day, 23:59:59.999 closes it.
    await click(dress.id, '2026-11-18T00:00:00.000Z')
    await click(dress.id, '2026-11-18T23:59:59.999Z')
    await click(blouse.id, '2026-11-20T12:00:00.000Z')
    await click(dress.id, '2026-11-24T08:00:00.000Z')
    await click('deleted-product', '2026-11-24T09:00:00.000Z')
    // After the window (a clock ahead of ours): not counted either.
    await click(blouse.id, '2026-11-25T00:00:00.000Z')
    // Not a click: left out of every figure.
    await click(blouse.id, '2026-11-24T10:00:00.000Z', 'view')
    return { dress, blouse }
  }

  it('counts clicks per UTC day with one GROUP BY, oldest first, only inside the window', async () => {
    await seed()
    expect(await countClicksPerDay(database.db, WINDOW)).toEqual([
      { date: '2026-11-18', clicks: 2 },
      { date: '2026-11-20', clicks: 1 },
      { date: '2026-11-24', clicks: 2 },
    ])
    expect(await countClickedProducts(database.db, WINDOW)).toBe(3)
    expect(await countClickedProducts(database.db, { ...WINDOW, since: '2026-11-21T00:00:00.000Z' })).toBe(2)
    const nextDay = { since: '2026-11-25T00:00:00.000Z', until: '2026-11-26T00:00:00.000Z' }
    expect(await countClicksPerDay(database.db, nextDay)).toEqual([{ date: '2026-11-25', clicks: 1 }])
    expect(await countClickedProducts(database.db, nextDay)).toBe(1)
    expect(await countClicksPerDay(database.db, { since: '2026-10-01T00:00:00.000Z', until: '2026-10-02T00:00:00.000Z' })).toEqual([])
    expect(await countClickedProducts(database.db, { since: '2026-10-01T00:00:00.000Z', until: '2026-10-02T00:00:00.000Z' })).toBe(0)
  })

  it('ranks products by clicks with their name, brand and link; a deleted product keeps its clicks without a name', async () => {
    const { dress, blouse } = await seed()
    const top = await listTopClickedProducts(database.db, WINDOW, 10)
    expect(top).toEqual([
      { productId: dress.id, clicks: 3, name: 'Rust Wrap Dress', brand: 'Atelier Nord', affiliateUrl: dress.affiliateUrl },
      // Ties are ordered by id, so the list is stable between calls.
      ...[
        { productId: blouse.id, clicks: 1, name: 'Silk Blouse', brand: null, affiliateUrl: blouse.affiliateUrl },
        { productId: 'deleted-product', clicks: 1, name: null, brand: null, affiliateUrl: null },
      ].sort((a, b) => (a.productId < b.productId ? -1 : 1)),
    ])
    expect(await listTopClickedProducts(database.db, WINDOW, 1)).toHaveLength(1)
  })

  it('labels known product ids and skips unknown ones', async () => {
    const { dress } = await seed()
    const labels = await findProductLabels(database.db, [dress.id, 'nope'])
    expect([...labels.entries()]).toEqual([[dress.id, { name: 'Rust Wrap Dress', brand: 'Atelier Nord' }]])
    expect((await findProductLabels(database.db, [])).size).toBe(0)
  })
})
