import { afterEach, describe, expect, it } from 'vitest'
import { findProductAttributes } from '#db/repositories/product-attributes-repository.ts'
import { insertCatalogue, seedLike } from '#tests/support/catalogue-fixtures.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { readMissingAttributes } from './attribute-backfill.ts'

describe.each(DIALECTS)('reading the attributes of older products on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.destroy()
    database = undefined
  })

  it('reads only the products without attributes, and leaves corrections alone', async () => {
    database = await createTestDatabase(dialect)
    await insertCatalogue(database.db, [seedLike(0, { id: 'old', name: 'Rust Wrap Dress', colors: ['default'] }), seedLike(1, { id: 'new' })])
    await database.db.deleteFrom('product_attributes').where('product_id', '=', 'old').execute()
    const before = await findProductAttributes(database.db, 'new')
    expect(await readMissingAttributes(database.db, new Date('2026-11-25T12:00:00.000Z'))).toBe(1)
    expect(await findProductAttributes(database.db, 'old')).toMatchObject({ method: 'rule-based', read: { silhouette: 'wrap', primaryColour: 'rust' }, analysedAt: '2026-11-25T12:00:00.000Z' })
    expect(await findProductAttributes(database.db, 'new')).toEqual(before)
    expect(await readMissingAttributes(database.db, new Date())).toBe(0)
  })
})
