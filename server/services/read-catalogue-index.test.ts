import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildCatalogueIndex } from '#core/recommendation/catalogue-index.ts'
import { recordArray } from '#core/recommendation/packed-records.ts'
import { listActiveCatalogueEntries } from '#db/repositories/products-repository.ts'
import { insertCatalogue, seedLike } from '#tests/support/catalogue-fixtures.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts'
import { ProductDetails, showing } from './product-details.ts'
import { readCatalogueIndex } from './read-catalogue-index.ts'

describe('the catalogue index read a page at a time', () => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase('sqlite')
  })
  afterEach(async () => {
    await database.destroy()
  })

  it('equals the index built from the whole catalogue at once, and lets the thread turn between pages', async () => {
    // Over two pages of 2,000, names in any script, one product inactive.
    const seeds = Array.from({ length: 2_300 }, (_, i) => seedLike(i, { id: `p${String(i).padStart(4, '0')}`, name: i % 500 === 7 ? `فستان 🌸 连衣裙 ${i}` : `Piece ${i}` }))
    for (let i = 0; i < seeds.length; i += 200) await insertCatalogue(database.db, seeds.slice(i, i + 200), { p0003: { is_active: false } })
    let turns = 0
    const paged = await readCatalogueIndex(database.db, { betweenPages: async () => void turns++, keepDetails: true })
    const whole = buildCatalogueIndex(await listActiveCatalogueEntries(database.db))
    expect(turns).toBe(2)
    expect(paged.products.length).toBe(2_299)
    expect(recordArray(paged.products)).toEqual(recordArray(whole.products))
    expect(recordArray(paged.labels)).toEqual(recordArray(whole.labels))
    expect(recordArray(paged.attributes)).toEqual(recordArray(whole.attributes))
    expect([...paged.byId]).toEqual([...whole.byId])
    for (const column of ['bodyScore', 'colour', 'style', 'occasion', 'season', 'price'] as const) expect(paged[column]).toEqual(whole[column])
    // The server's read keeps no details, and shows the same products read from the database.
    const served = await readCatalogueIndex(database.db)
    expect(served.products).toBeInstanceOf(ProductDetails)
    expect(() => served.products.get(0)).toThrow(/outside ProductDetails.within/)
    const shown = await showing(served, () => recordArray(served.products))
    expect(shown).toEqual(recordArray(whole.products))
    expect(recordArray(served.labels)).toEqual(recordArray(whole.labels))
  })
})
