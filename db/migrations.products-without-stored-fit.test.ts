import { afterEach, describe, expect, it } from 'vitest'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { createTestDatabase, DIALECTS, migrateDownThrough, type TestDatabase } from '#tests/support/test-database.ts'
import { migrateToLatest, pendingMigrations } from './migrator.ts'
import { insertProducts, productSeedToRow } from './repositories/products-repository.ts'
import { parseJsonColumn } from './json-column.ts'

const MIGRATION = '2026-11-29T00-00-products-without-stored-fit'

describe.each(DIALECTS)('the migration that empties stored fit copies, on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.destroy()
    database = undefined
  })

  it('empties every body-shape and palette copy, and the seeds’ own styles and seasons, keeping an import’s', async () => {
    database = await createTestDatabase(dialect)
    // Back to the schema before it, with rows as the old seeds and imports wrote them.
    await migrateDownThrough(database.db, MIGRATION)
    expect((await pendingMigrations(database.db))[0]).toBe(MIGRATION)
    const copies = {
      body_shapes: JSON.stringify(['hourglass', 'pear']),
      color_palettes: JSON.stringify(['warm']),
      styles: JSON.stringify(['classic', 'romantic']),
      seasons: JSON.stringify(['spring', 'summer']),
    }
    const at = '2026-11-20T10:00:00.000Z'
    const sample = makeProductSeed()
    const synthetic = makeProductSeed()
    const imported = makeProductSeed()
    await insertProducts(database.db, [
      { ...productSeedToRow(sample, 'sample', at), ...copies },
      { ...productSeedToRow(synthetic, 'synthetic', at), ...copies },
      { ...productSeedToRow(imported, 'import', at), ...copies, styles: JSON.stringify(['Boho']), seasons: JSON.stringify(['winter']) },
    ])

    expect((await migrateToLatest(database.db)).error).toBeUndefined()
    const rows = await database.db.selectFrom('products').select(['id', 'body_shapes', 'color_palettes', 'styles', 'seasons']).orderBy('id').execute()
    const stored = Object.fromEntries(
      rows.map((r) => [r.id, Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'id').map(([k, v]) => [k, parseJsonColumn(v, null)]))]),
    )
    const empty = { body_shapes: [], color_palettes: [], styles: [], seasons: [] }
    expect(stored).toEqual({
      [sample.id]: empty,
      [synthetic.id]: empty,
      [imported.id]: { ...empty, styles: ['Boho'], seasons: ['winter'] },
    })
  })
})
