import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readGarment } from '#core/garment/read-garment.ts'
import { insertCatalogue, seedLike } from '#tests/support/catalogue-fixtures.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { findProductAttributes, setAttributeOverrides, upsertReadAttributes } from './product-attributes-repository.ts'
import { listActiveCatalogueEntries, listProductsWithoutAttributes } from './products-repository.ts'

const NOW = '2026-11-25T10:00:00.000Z'

describe.each(DIALECTS)('product attributes on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(dialect)
  })
  afterEach(async () => {
    await database.destroy()
  })

  it('reads a product’s attributes when it is inserted', async () => {
    await insertCatalogue(database.db, [seedLike(0, { id: 'wrap', name: 'Navy Wrap Midi Dress', category: 'dresses', colors: ['default'] })])
    const stored = await findProductAttributes(database.db, 'wrap')
    expect(stored).toMatchObject({ method: 'rule-based', model: null, overrides: {} })
    expect(stored!.read).toMatchObject({ garmentType: 'dress', silhouette: 'wrap', length: 'midi', primaryColour: 'navy' })
  })

  it('keeps a correction when the product is analysed again, and lists read + corrections for the engines', async () => {
    await insertCatalogue(database.db, [seedLike(0, { id: 'p1', name: 'Wrap Dress', category: 'dresses', colors: ['default'] }), seedLike(1, { id: 'off' })], { off: { is_active: false } })
    expect(await setAttributeOverrides(database.db, 'p1', { primaryColour: 'emerald', silhouette: 'sheath' }, NOW)).toBe(true)
    const again = readGarment({ name: 'Wrap Dress in Rust' })
    await upsertReadAttributes(database.db, [{ productId: 'p1', read: again, method: 'ai', model: 'gpt-test', analysedAt: NOW }], NOW)
    const stored = await findProductAttributes(database.db, 'p1')
    expect(stored).toMatchObject({ method: 'ai', model: 'gpt-test', analysedAt: NOW, overrides: { primaryColour: 'emerald', silhouette: 'sheath' } })
    expect(stored!.read.primaryColour).toBe('rust')
    const entries = await listActiveCatalogueEntries(database.db)
    expect(entries.map((e) => e.product.id)).toEqual(['p1'])
    expect(entries[0]).toMatchObject({ method: 'ai', attributes: { primaryColour: 'emerald', silhouette: 'sheath', garmentType: 'dress' } })
  })

  it('refuses overrides for a product without attributes and reports products still to read', async () => {
    expect(await setAttributeOverrides(database.db, 'ghost', { pattern: 'floral' }, NOW)).toBe(false)
    await insertCatalogue(database.db, [seedLike(0, { id: 'a' }), seedLike(1, { id: 'b' })])
    await database.db.deleteFrom('product_attributes').where('product_id', '=', 'b').execute()
    expect((await listProductsWithoutAttributes(database.db, 10)).map((p) => p.id)).toEqual(['b'])
    const entries = await listActiveCatalogueEntries(database.db)
    expect(entries.find((e) => e.product.id === 'b')!.attributes).toBeNull()
    expect(entries.find((e) => e.product.id === 'a')!.attributes).not.toBeNull()
  })

  it('reads stored attributes field by field, dropping values the schema no longer knows', async () => {
    await insertCatalogue(database.db, [seedLike(0, { id: 'p1' })])
    await database.db
      .updateTable('product_attributes')
      .set({ read_attributes: JSON.stringify({ garmentType: 'dress', silhouette: 'mermaid-ish', pattern: 'floral' }), overrides: JSON.stringify({ pattern: 42, leg: 'wide' }) })
      .where('product_id', '=', 'p1')
      .execute()
    const stored = await findProductAttributes(database.db, 'p1')
    expect(stored!.read).toMatchObject({ garmentType: 'dress', silhouette: null, pattern: 'floral', embellishments: [] })
    expect(stored!.overrides).toEqual({ leg: 'wide' })
  })
})
