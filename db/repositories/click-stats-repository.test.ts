import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { insertClickEvent } from './click-events-repository.ts'
import { countClickedProducts, findProductLabels, sumClicksByDayForProducts, sumClicksByDaySourceCategory, sumClicksByProduct } from './click-stats-repository.ts'
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

  const click = (productId: string, at: string, action = 'click', more: { source?: string; category?: string | null; price?: number | null } = {}) =>
    insertClickEvent(
      database.db,
      { productId, userId: null, source: more.source ?? 'dashboard', action, category: more.category === undefined ? 'dresses' : more.category, price: more.price === undefined ? 80 : more.price, profileSummary: null },
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

  it('sums clicks and prices per UTC day, source and category with one GROUP BY, only inside the window', async () => {
    const { blouse } = await seed()
    await click(blouse.id, '2026-11-20T13:00:00.000Z', 'click', { source: 'shop', category: 'tops', price: 45.5 })
    await click(blouse.id, '2026-11-20T14:00:00.000Z', 'click', { source: 'shop', category: null, price: null })
    const cells = await sumClicksByDaySourceCategory(database.db, WINDOW)
    const key = (c: { date: string; source: string; category: string | null }) => `${c.date} ${c.source} ${c.category}`
    expect([...cells].sort((a, b) => (key(a) < key(b) ? -1 : 1))).toEqual([
      { date: '2026-11-18', source: 'dashboard', category: 'dresses', clicks: 2, priceSum: 160 },
      { date: '2026-11-20', source: 'dashboard', category: 'dresses', clicks: 1, priceSum: 80 },
      { date: '2026-11-20', source: 'shop', category: null, clicks: 1, priceSum: 0 },
      { date: '2026-11-20', source: 'shop', category: 'tops', clicks: 1, priceSum: 45.5 },
      { date: '2026-11-24', source: 'dashboard', category: 'dresses', clicks: 2, priceSum: 160 },
    ])
    expect(await countClickedProducts(database.db, WINDOW)).toBe(3)
    expect(await countClickedProducts(database.db, { ...WINDOW, since: '2026-11-21T00:00:00.000Z' })).toBe(2)
    const nextDay = { since: '2026-11-25T00:00:00.000Z', until: '2026-11-26T00:00:00.000Z' }
    expect(await sumClicksByDaySourceCategory(database.db, nextDay)).toEqual([{ date: '2026-11-25', source: 'dashboard', category: 'dresses', clicks: 1, priceSum: 80 }])
    expect(await sumClicksByDaySourceCategory(database.db, { since: '2026-10-01T00:00:00.000Z', until: '2026-10-02T00:00:00.000Z' })).toEqual([])
  })

  it('ranks products by clicks with their name, brand and link; a deleted product keeps its clicks without a name', async () => {
    const { dress, blouse } = await seed()
    const top = await sumClicksByProduct(database.db, WINDOW, 10)
    expect(top).toEqual([
      { productId: dress.id, category: 'dresses', clicks: 3, priceSum: 240, name: 'Rust Wrap Dress', brand: 'Atelier Nord', url: dress.affiliateUrl },
      // Ties are ordered by id, so the list is stable between calls.
      ...[
        { productId: blouse.id, category: 'dresses', clicks: 1, priceSum: 80, name: 'Silk Blouse', brand: null, url: blouse.affiliateUrl },
        { productId: 'deleted-product', category: 'dresses', clicks: 1, priceSum: 80, name: null, brand: null, url: null },
      ].sort((a, b) => (a.productId < b.productId ? -1 : 1)),
    ])
    expect(await sumClicksByProduct(database.db, WINDOW, 1)).toHaveLength(1)
  })

  it('gives the asked products their clicks per day, and nothing for no products', async () => {
    const { dress } = await seed()
    const days = await sumClicksByDayForProducts(database.db, WINDOW, [dress.id])
    expect([...days].sort((a, b) => (a.date < b.date ? -1 : 1)).map((d) => [d.date, d.productId, d.clicks, d.priceSum, d.name])).toEqual([
      ['2026-11-18', dress.id, 2, 160, 'Rust Wrap Dress'],
      ['2026-11-24', dress.id, 1, 80, 'Rust Wrap Dress'],
    ])
    expect(await sumClicksByDayForProducts(database.db, WINDOW, [])).toEqual([])
  })

  it('labels known product ids and skips unknown ones', async () => {
    const { dress } = await seed()
    const labels = await findProductLabels(database.db, [dress.id, 'nope'])
    expect([...labels.entries()]).toEqual([[dress.id, { name: 'Rust Wrap Dress', brand: 'Atelier Nord' }]])
    expect((await findProductLabels(database.db, [])).size).toBe(0)
  })
})
