import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { readProductFit } from '#core/garment/product-fit.ts'
import { garmentTextOf } from '#core/garment/read-garment.ts'
import { BODY_SHAPES } from '#core/rule-book/body-shapes.ts'
import { setAttributeOverrides } from './product-attributes-repository.ts'
import {
  findProductById,
  findProductWithFit,
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
    const seed = makeProductSeed({ tags: ['wrap', 'midi'], price: 79.5 })
    await insertProducts(database.db, [{ ...productSeedToRow(seed, 'import', '2026-11-22T10:00:00.000Z'), seasons: JSON.stringify(['spring', 'summer']) }])
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
    const seeds = Array.from({ length: 7 }, (_, i) => makeProductSeed({ category: i % 2 ? 'tops' : 'dresses' }))
    // One batch shares a timestamp window; ids must break ties so pages never overlap.
    await insertProductSeeds(database.db, seeds, { source: 'import', now: new Date('2026-11-22T10:00:00Z') })
    await database.db.updateTable('products').set({ is_active: false }).where('id', '=', seeds[0]!.id).execute()
    // The season a shop stated, as an import's Season column stores it.
    for (const [i, seed] of seeds.entries()) {
      await database.db.updateTable('products').set({ seasons: JSON.stringify([i < 3 ? 'winter' : 'summer']) }).where('id', '=', seed.id).execute()
    }

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

  it('stores a seed as shop text only, with no fit, styles or seasons of its own', async () => {
    await insertProductSeeds(database.db, SAMPLE_PRODUCTS, { source: 'sample', now: new Date('2026-11-22T10:00:00Z') })
    const rows = await database.db.selectFrom('products').select(['body_shapes', 'color_palettes', 'styles', 'seasons']).execute()
    expect(rows).toHaveLength(SAMPLE_PRODUCTS.length)
    for (const row of rows) for (const value of Object.values(row)) expect(typeof value === 'string' ? JSON.parse(value) : value).toEqual([])
  })

  it('never presents a stored copy as the fit: the public reads show the rule book’s, corrections included', async () => {
    const wrap = SAMPLE_PRODUCTS.find((p) => p.id === 'sample-belted-wrap-midi-dress')!
    // A row from before the copies were emptied, claiming the opposite of what the rule book reads.
    await insertProducts(database.db, [
      { ...productSeedToRow(wrap, 'sample', '2026-11-22T10:00:00.000Z'), body_shapes: JSON.stringify(['apple']), color_palettes: JSON.stringify(['cool']), styles: JSON.stringify(['edgy']) },
    ])
    const stored = await findProductById(database.db, wrap.id)
    expect(stored).toMatchObject({ bodyShapes: [], colorPalettes: [] })

    const fit = readProductFit(garmentTextOf(wrap))
    const expected = { bodyShapes: BODY_SHAPES.filter((s) => fit.body[s] === 'flatters'), colorPalettes: fit.palettes, styles: fit.styles }
    expect(expected.bodyShapes).toContain('hourglass')
    expect(expected.bodyShapes).not.toContain('apple')
    expect(await findProductWithFit(database.db, wrap.id)).toMatchObject(expected)
    expect((await listActiveProducts(database.db, { limit: 5, offset: 0 })).items).toEqual([expect.objectContaining(expected)])

    // An administrator's correction is part of the product the rule book reads.
    expect(await setAttributeOverrides(database.db, wrap.id, { primaryColour: 'navy' }, '2026-11-22T11:00:00.000Z')).toBe(true)
    expect((await findProductWithFit(database.db, wrap.id))?.colorPalettes).toEqual(['cool', 'neutral'])
    expect(await findProductWithFit(database.db, 'no-such-product')).toBeNull()
  })

  it('refuses a second product with the same affiliate URL', async () => {
    const a = makeProductSeed()
    const b = makeProductSeed({ affiliateUrl: a.affiliateUrl.replace('?tag=styleblueprint-20', '?tag=other-21') })
    await insertProducts(database.db, [productSeedToRow(a, 'import', new Date().toISOString())])
    await expect(insertProducts(database.db, [productSeedToRow(b, 'import', new Date().toISOString())])).rejects.toThrow()
  })
})
