import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { countProducts } from '#db/repositories/products-repository.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { seedSampleCatalogIfEmpty } from './catalog-seed.ts'

describe.each(DIALECTS)('sample catalogue on %s', (dialect) => {
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
})
