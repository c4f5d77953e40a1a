import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildCatalogueIndex } from '../recommendation/catalogue-index.ts'
import { recommendFit } from '../recommendation/engines.ts'
import { segmentOf } from '../recommendation/segment.ts'
import { styleProfileArbitrary } from '../testing/style-profile.arbitrary.ts'
import { testProduct } from '../testing/test-products.ts'
import { INITIAL_SHOP_QUERY, SHOP_SORTS, type ShopQuery } from './shop-query.ts'
import { buildShopSearch, buildShopSearchInSlices } from './shop-search.ts'
import { shopPage, shopProduct } from './shop-view.ts'

// Newest first, as the catalogue snapshot lists them.
const products = [
  testProduct({ id: 'wrap', name: 'Rust Crepe Wrap Midi Dress', category: 'dresses', colors: ['Rust'], price: 120 }),
  testProduct({ id: 'navy-blazer', name: 'Navy Wool Tailored Blazer', category: 'outerwear', colors: ['Navy'], price: 240 }),
  testProduct({ id: 'floral', name: 'Floral Chiffon Maxi Dress', category: 'dresses', colors: ['Blush'], price: 90 }),
  testProduct({ id: 'tee', name: 'Cream Cotton Crew Tee', category: 'tops', colors: ['Cream'], price: 25 }),
  testProduct({ id: 'sheath', name: 'Black Ponte Sheath Dress', category: 'dresses', colors: ['Black'], price: 150 }),
  testProduct({ id: 'no-price', name: 'Emerald Satin Slip Dress', category: 'dresses', colors: ['Emerald'], price: null }),
  testProduct({ id: 'gone', name: 'Rust Linen Wrap Dress', category: 'dresses', colors: ['Rust'], isActive: false }),
  testProduct({ id: 'cobalt', name: 'Cobalt Silk Blouse', category: 'tops', colors: ['Cobalt'], price: 80 }),
]
const ix = buildCatalogueIndex(products.map((product) => ({ product, attributes: null })))
const search = buildShopSearch(ix)
const byId = ix.byId
const ids = (q: Partial<ShopQuery>) => shopPage(search, { ...INITIAL_SHOP_QUERY, ...q }, null).items.map((it) => it.product.id)
const at = new Date('2026-12-02T12:00:00Z')

describe('shop search', () => {
  it('built a slice at a time, is the search built at once, and turns the thread between slices', async () => {
    const many = buildCatalogueIndex(
      Array.from({ length: 5_000 }, (_, i) => ({
        product: testProduct({ id: `p${i}`, name: `${['Rust', 'Navy', 'Cream', 'فستان', '连衣裙'][i % 5]} Piece ${i % 97} 🌸`, colors: [['Rust', 'Navy', 'Cream'][i % 3]!] }),
        attributes: null,
      })),
    )
    let turns = 0
    const sliced = await buildShopSearchInSlices(many, async () => void turns++)
    const whole = buildShopSearch(many)
    expect(turns).toBeGreaterThanOrEqual(2)
    expect(sliced.sorted).toEqual(whole.sorted)
    for (const w of whole.sorted) expect(sliced.words.get(w)).toEqual(whole.words.get(w))
  })

  it('finds a piece through a typo, a prefix and words in any order', () => {
    // Two letters swapped are two edits: taken from 5 letters on, not in a 4-letter word.
    expect(ids({ q: 'wrpa' })).toEqual([])
    expect(ids({ q: 'sheaht' })).toEqual(['sheath'])
    // One edit finds the crepe dress, so the crew tee two edits away is not added.
    expect(ids({ q: 'crepee' })).toEqual(['wrap'])
    expect(ids({ q: 'blazr' })).toEqual(['navy-blazer'])
    expect(ids({ q: 'chifon maxi' })).toEqual(['floral'])
    expect(ids({ q: 'dress sheath' })).toEqual(['sheath'])
    expect(ids({ q: 'tail' })).toEqual(['navy-blazer'])
  })

  it('finds a colour by any lexicon name and by its family, and a kind by its category', () => {
    // Navy and cobalt are blues; blush is a pink.
    expect(ids({ q: 'blue' })).toEqual(['navy-blazer', 'cobalt'])
    expect(ids({ q: 'pink dress' })).toEqual(['floral'])
    expect(ids({ q: 'outerwear' })).toEqual(['navy-blazer'])
  })

  it('never lists an inactive product', () => {
    expect(ids({ q: 'rust' })).toEqual(['wrap'])
    expect(shopProduct(search, byId, 'gone', null)).toBeNull()
    expect(shopProduct(search, byId, 'nope', null)).toBeNull()
  })

  it('filters by category, colour family and price, and sorts by price with unpriced pieces last', () => {
    expect(ids({ category: 'dresses' })).toEqual(['wrap', 'floral', 'sheath', 'no-price'])
    expect(ids({ colour: 'blue' })).toEqual(['navy-blazer', 'cobalt'])
    expect(ids({ minPrice: 80, maxPrice: 150 })).toEqual(['wrap', 'floral', 'sheath', 'cobalt'])
    expect(ids({ category: 'dresses', sort: 'price-asc' })).toEqual(['floral', 'wrap', 'sheath', 'no-price'])
    expect(ids({ category: 'dresses', sort: 'price-desc' })).toEqual(['sheath', 'wrap', 'floral', 'no-price'])
  })

  it('sorts newest first without a profile, even when match is asked', () => {
    const page = shopPage(search, { ...INITIAL_SHOP_QUERY, sort: 'match' }, null)
    expect(page.sort).toBe('newest')
    expect(page.personal).toBe(false)
    expect(page.items.every((it) => it.match === null)).toBe(true)
  })

  it('with a profile, sorts by her match by default, each card carrying the dashboard card’s very match', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, (profile) => {
        const segment = segmentOf(profile, at, '1')
        const page = shopPage(search, INITIAL_SHOP_QUERY, segment)
        expect(page.sort).toBe('match')
        const scores = page.items.map((it) => it.match!.score)
        expect(scores).toEqual([...scores].sort((a, b) => b - a))
        // The dashboard's All Items list over the same catalogue: the same score, breakdown and reasons per product.
        const dashboard = recommendFit(ix, { segment, mode: 'all', limit: 50, offset: 0 })
        const onDashboard = new Map(dashboard.items.map((it) => [it.product.id, it]))
        for (const it of page.items) {
          const card = onDashboard.get(it.product.id)!
          expect(it.match).toEqual({ ...card })
        }
        const view = shopProduct(search, byId, 'wrap', segment)!
        expect(view.match).toEqual(onDashboard.get('wrap'))
      }),
      { numRuns: 40 },
    )
  })

  it('pages, filters and sorts coherently: every sort lists the same set, and pages join up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHOP_SORTS),
        fc.option(fc.constantFrom('dresses', 'tops', 'outerwear') as fc.Arbitrary<ShopQuery['category']>, { nil: null }),
        fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
        styleProfileArbitrary,
        (sort, category, maxPrice, profile) => {
          const segment = segmentOf(profile, at, '1')
          const all = shopPage(search, { ...INITIAL_SHOP_QUERY, category, maxPrice, sort: 'newest' }, segment).items.map((it) => it.product.id)
          const sorted = shopPage(search, { ...INITIAL_SHOP_QUERY, category, maxPrice, sort }, segment)
          expect(sorted.items.map((it) => it.product.id).sort()).toEqual([...all].sort())
          expect(sorted.total).toBe(all.length)
          for (const it of sorted.items) {
            if (category) expect(it.product.category).toBe(category)
            if (maxPrice !== null) expect(it.product.price).not.toBeNull()
            if (maxPrice !== null) expect(it.product.price!).toBeLessThanOrEqual(maxPrice)
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('shows similar pieces of the same kind, the same colour family first, never the piece itself', () => {
    const view = shopProduct(search, byId, 'wrap', null)!
    const similar = view.similar.map((it) => it.product.id)
    expect(similar).not.toContain('wrap')
    expect(similar).not.toContain('gone')
    for (const id of similar) expect(ix.garmentType[byId.get(id)!]).toBe(ix.garmentType[byId.get('wrap')!])
    expect(similar.length).toBeGreaterThan(0)
  })
})
