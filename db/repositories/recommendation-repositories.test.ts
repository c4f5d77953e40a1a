import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertCatalogue, seedLike } from '#tests/support/catalogue-fixtures.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { listClickEventsForProduct } from '#tests/support/stored-rows.ts'
import { insertClickEvent } from './click-events-repository.ts'
import { addFavourite, listFavourites, mergeFavourites, removeFavourite } from './favourites-repository.ts'
import { escapeLike, listActiveCatalogueEntries, listActiveProducts, readActiveCatalogue } from './products-repository.ts'
import { readCatalogueVersion } from './catalogue-version-repository.ts'
import { setProductsActive } from './product-management-repository.ts'
import { deleteExpiredPrecomputed, deletePrecomputedBefore, findPrecomputedRecommendations, savePrecomputedRecommendations } from './recommendations-repository.ts'

const NOW = new Date('2026-11-24T10:00:00.000Z')

describe.each(DIALECTS)('recommendation repositories on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(dialect)
  })
  afterEach(async () => {
    await database.destroy()
  })

  it('filters the catalogue by inclusive price bounds and searches name, brand and tags with literal wildcards', async () => {
    await insertCatalogue(database.db, [
      seedLike(0, { id: 'a', price: 10, name: 'Silk 50% Off Scarf', brand: 'North', tags: ['silk'] }),
      seedLike(1, { id: 'b', price: 20, name: 'Cotton Tee', brand: 'SOUTH_WEST', tags: ['basic'] }),
      seedLike(2, { id: 'c', price: 30, name: 'Wool Coat', brand: 'East', tags: ['Winter-Warm'] }),
    ])
    const ids = async (q: Parameters<typeof listActiveProducts>[1]) => (await listActiveProducts(database.db, q)).items.map((p) => p.id)
    expect(await ids({ limit: 10, offset: 0, minPrice: 10, maxPrice: 20 })).toEqual(['a', 'b'])
    expect(await ids({ limit: 10, offset: 0, minPrice: 20 })).toEqual(['b', 'c'])
    expect(await ids({ limit: 10, offset: 0, q: '50%' })).toEqual(['a'])
    expect(await ids({ limit: 10, offset: 0, q: '%' })).toEqual(['a'])
    expect(await ids({ limit: 10, offset: 0, q: 'h_w' })).toEqual(['b'])
    expect(await ids({ limit: 10, offset: 0, q: 'WINTER-warm' })).toEqual(['c'])
    expect(await ids({ limit: 10, offset: 0, q: 'south' })).toEqual(['b'])
    expect((await listActiveProducts(database.db, { limit: 1, offset: 0, q: 'o' })).total).toBe(3)
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d')
  })

  it('lists every active product newest first for the engines', async () => {
    await insertCatalogue(database.db, [seedLike(0, { id: 'new' }), seedLike(1, { id: 'off' }), seedLike(2, { id: 'old' })], { off: { is_active: false } })
    expect((await listActiveCatalogueEntries(database.db)).map((e) => e.product.id)).toEqual(['new', 'old'])
  })

  it('reads the active catalogue a page at a time in the same order, ties on created_at included, counting it first', async () => {
    const seeds = Array.from({ length: 23 }, (_, i) => seedLike(i, { id: `p${String(i).padStart(2, '0')}`, name: i === 4 ? 'فستان 🌸 连衣裙' : `Piece ${i}` }))
    // Two of every three products share a created_at with another, so the keyset must break ties by id.
    const rows = Object.fromEntries(seeds.map((s, i) => [s.id, { ...(i % 3 > 0 ? { created_at: `2026-11-19T00:00:0${Math.floor(i / 3)}.000Z` } : {}), ...(i === 5 ? { is_active: false } : {}) }]))
    await insertCatalogue(database.db, seeds, rows)
    const whole = (await listActiveCatalogueEntries(database.db)).map((e) => e.product.id)
    expect(whole).toHaveLength(22)
    for (const pageSize of [1, 4, 22, 50]) {
      const counts: number[] = []
      const pages: string[][] = []
      await readActiveCatalogue(database.db, { start: (n) => counts.push(n), page: (entries) => void pages.push(entries.map((e) => e.product.id)) }, pageSize)
      expect(counts).toEqual([22])
      expect(pages.flat()).toEqual(whole)
      expect(pages.every((p) => p.length <= pageSize)).toBe(true)
    }
  })

  it('stores precomputed lists by profile hash with an expiry, replacing older ones', async () => {
    const hash = 'a'.repeat(32)
    const item = { product_id: 'p1', score: 90, reasoning: 'fits', styling_tips: ['tip'] }
    const v = await readCatalogueVersion(database.db)
    await savePrecomputedRecommendations(database.db, { profileHash: hash, items: [item], averageConfidence: 0.7, catalogueVersion: v }, { now: NOW, ttlMs: 60_000 })
    await savePrecomputedRecommendations(database.db, { profileHash: hash, items: [{ ...item, score: 91 }], averageConfidence: 0.8, catalogueVersion: v }, { now: NOW, ttlMs: 60_000 })
    const found = await findPrecomputedRecommendations(database.db, hash, new Date(NOW.getTime() + 59_000), v)
    expect(found).toEqual({ profileHash: hash, items: [{ ...item, score: 91 }], averageConfidence: 0.8, expiresAt: '2026-11-24T10:01:00.000Z' })
    expect(await findPrecomputedRecommendations(database.db, hash, new Date(NOW.getTime() + 60_000), v)).toBeNull()
    expect(await findPrecomputedRecommendations(database.db, 'b'.repeat(32), NOW, v)).toBeNull()
    const rows = await database.db.selectFrom('precomputed_recommendations').selectAll().execute()
    expect(rows).toHaveLength(1)
    await savePrecomputedRecommendations(database.db, { profileHash: 'c'.repeat(32), items: [item], averageConfidence: null, catalogueVersion: v }, { now: NOW, ttlMs: 120_000 })
    expect(await deleteExpiredPrecomputed(database.db, new Date(NOW.getTime() + 60_000))).toBe(1)
    expect(await findPrecomputedRecommendations(database.db, 'c'.repeat(32), new Date(NOW.getTime() + 60_000), v)).not.toBeNull()
  })

  it('bumps the catalogue version on every product write; a list is kept only for the version it was made from', async () => {
    const item = { product_id: 'p1', score: 90, reasoning: 'fits', styling_tips: [] }
    const hash = 'd'.repeat(32)
    const v0 = await readCatalogueVersion(database.db)
    await insertCatalogue(database.db, [seedLike(0, { id: 'p1' }), seedLike(1, { id: 'p2' })])
    const v1 = await readCatalogueVersion(database.db)
    expect(v1).toBeGreaterThan(v0)
    // A list computed from the catalogue before the insert is not written, and not found.
    expect(await savePrecomputedRecommendations(database.db, { profileHash: hash, items: [item], averageConfidence: null, catalogueVersion: v0 }, { now: NOW, ttlMs: 60_000 })).toBe(false)
    expect(await savePrecomputedRecommendations(database.db, { profileHash: hash, items: [item], averageConfidence: null, catalogueVersion: v1 }, { now: NOW, ttlMs: 60_000 })).toBe(true)
    expect(await findPrecomputedRecommendations(database.db, hash, NOW, v1)).not.toBeNull()
    await setProductsActive(database.db, ['p2'], false, NOW.toISOString())
    const v2 = await readCatalogueVersion(database.db)
    expect(v2).toBeGreaterThan(v1)
    // Made from v1, the list is never served to a reader at v2, nor written again by a process still at v1.
    expect(await findPrecomputedRecommendations(database.db, hash, NOW, v2)).toBeNull()
    expect(await savePrecomputedRecommendations(database.db, { profileHash: hash, items: [item], averageConfidence: null, catalogueVersion: v1 }, { now: NOW, ttlMs: 60_000 })).toBe(false)
    expect(await deletePrecomputedBefore(database.db, v2)).toBe(1)
  })

  it('keeps favourites per user, newest first, idempotent, ignoring unknown and inactive products on merge', async () => {
    await insertCatalogue(database.db, [seedLike(0, { id: 'f1' }), seedLike(1, { id: 'f2' }), seedLike(2, { id: 'f3' }), seedLike(3, { id: 'off' })], { off: { is_active: false } })
    await addFavourite(database.db, 'u1', 'f1', NOW)
    await addFavourite(database.db, 'u1', 'f1', new Date(NOW.getTime() + 5))
    await addFavourite(database.db, 'u2', 'f2', NOW)
    await mergeFavourites(database.db, 'u1', ['f2', 'ghost', 'off', 'f3', 'f2'], new Date(NOW.getTime() + 1000))
    expect((await listFavourites(database.db, 'u1')).map((p) => p.id)).toEqual(['f3', 'f2', 'f1'])
    expect(await removeFavourite(database.db, 'u1', 'f2')).toBe(true)
    expect(await removeFavourite(database.db, 'u1', 'f2')).toBe(false)
    expect((await listFavourites(database.db, 'u1')).map((p) => p.id)).toEqual(['f3', 'f1'])
    expect((await listFavourites(database.db, 'u2')).map((p) => p.id)).toEqual(['f2'])
  })

  it('records click events with their profile summary', async () => {
    const summary = { bodyShape: 'pear', colorPalette: null, stylePreferences: ['classic'] }
    const id = await insertClickEvent(
      database.db,
      { productId: 'p1', userId: null, source: 'home', action: 'click', category: 'tops', price: 19.99, profileSummary: summary },
      NOW,
    )
    expect(await listClickEventsForProduct(database.db, 'p1')).toEqual([
      { id, productId: 'p1', userId: null, source: 'home', action: 'click', category: 'tops', price: 19.99, profileSummary: summary, createdAt: NOW.toISOString() },
    ])
  })
})
