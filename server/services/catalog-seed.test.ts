import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { STARTER_PRODUCTS } from '#core/catalog/starter-catalogue.ts'
import { countProducts, findProductById } from '#db/repositories/products-repository.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { seedCatalogueIfEmpty, seedSampleCatalogIfEmpty } from './catalog-seed.ts'

describe.each(DIALECTS)('built-in catalogues on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(dialect)
  })
  afterEach(async () => {
    await database.destroy()
  })

  it('loads the 12 sample products on first run only', async () => {
    const now = new Date('2026-11-22T10:00:00Z')
    expect(await seedSampleCatalogIfEmpty(database.db, now)).toBe(12)
    expect(await seedSampleCatalogIfEmpty(database.db, now)).toBe(0)
    expect(await countProducts(database.db)).toBe(12)
  })

  it('loads the starter catalogue with its materials and drawings on first run, and never over an existing catalogue', async () => {
    const now = new Date('2026-12-02T10:00:00Z')
    expect(await seedCatalogueIfEmpty(database.db, now, 'starter')).toBe(STARTER_PRODUCTS.length)
    expect(await countProducts(database.db)).toBe(STARTER_PRODUCTS.length)
    const first = STARTER_PRODUCTS[0]!
    const stored = await findProductById(database.db, first.id)
    expect(stored).toMatchObject({ name: first.name, material: first.material, source: 'starter', affiliateUrl: first.affiliateUrl })
    expect(stored!.images[0]!.url).toBe(`/drawings/${first.id}.svg`)
    // An install that already has products (the 12 samples, or its own) keeps them as they are.
    expect(await seedCatalogueIfEmpty(database.db, now, 'starter')).toBe(0)
    const other = await createTestDatabase(dialect)
    try {
      await seedSampleCatalogIfEmpty(other.db, now)
      expect(await seedCatalogueIfEmpty(other.db, now, 'starter')).toBe(0)
      expect(await countProducts(other.db)).toBe(12)
    } finally {
      await other.destroy()
    }
  })
})
