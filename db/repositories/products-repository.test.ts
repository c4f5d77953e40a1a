import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import {
  findProductById,
  insertProductSeeds,
  insertProducts,
  listActiveProducts,
  productSeedToRow,
} from './products-repository.ts'

describe.each(DIALECTS)('products repository on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(dialect)
  })
  afterEach(async () => {
    await database.destroy()
  })

  it('round-trips JSON, boolean and number columns identically on both engines', async () => {
    const seed = makeProductSeed({ tags: ['wrap', 'midi'], seasons: ['spring', 'summer'], price: 79.5 })
    await insertProducts(database.db, [productSeedToRow(seed, 'import', '2026-11-22T10:00:00.000Z')])
    const product = await findProductById(database.db, seed.id)
    expect(product).toMatchObject({
      id: seed.id,
      name: seed.name,
      tags: ['wrap', 'midi'],
      seasons: ['spring', 'summer'],
      price: 79.5,
      isActive: true,
      images: [{ url: seed.imageUrl, color: 'rust', isPrimary: true }],
      createdAt: '2026-11-22T10:00:00.000Z',
    })
  })

  it('lists active products newest first with stable paging and filters', async () => {
    const seeds = Array.from({ length: 7 }, (_, i) =>
      makeProductSeed({ category: i % 2 ? 'tops' : 'dresses', seasons: i < 3 ? ['winter'] : ['summer'] }),
    )
    // One batch shares a timestamp window; ids must break ties so pages never overlap.
    await insertProductSeeds(database.db, seeds, { source: 'import', now: new Date('2026-11-22T10:00:00Z') })
    await database.db.updateTable('products').set({ is_active: false }).where('id', '=', seeds[0]!.id).execute()

    const page1 = await listActiveProducts(database.db, { limit: 3, offset: 0 })
    const page2 = await listActiveProducts(database.db, { limit: 3, offset: 3 })
    expect(page1.total).toBe(6)
    const ids = [...page1.items, ...page2.items].map((p) => p.id)
    expect(new Set(ids).size).toBe(6)
    expect(ids).not.toContain(seeds[0]!.id)
    const created = [...page1.items, ...page2.items].map((p) => p.createdAt)
    expect(created).toEqual([...created].sort().reverse())

    const tops = await listActiveProducts(database.db, { limit: 10, offset: 0, category: 'tops' })
    expect(tops.items.every((p) => p.category === 'tops')).toBe(true)
    expect(tops.total).toBe(3)
    const winter = await listActiveProducts(database.db, { limit: 10, offset: 0, season: 'winter' })
    expect(winter.items.map((p) => p.id).sort()).toEqual([seeds[1]!.id, seeds[2]!.id].sort())
  })

  it('refuses a second product with the same affiliate URL', async () => {
    const a = makeProductSeed()
    const b = makeProductSeed({ affiliateUrl: a.affiliateUrl.replace('?tag=styleblueprint-20', '?tag=other-21') })
    await insertProducts(database.db, [productSeedToRow(a, 'import', new Date().toISOString())])
    await expect(insertProducts(database.db, [productSeedToRow(b, 'import', new Date().toISOString())])).rejects.toThrow()
  })
})
