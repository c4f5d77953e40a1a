import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CATEGORIES } from '../reference/categories.ts'
import { COLOUR_FAMILIES } from '../rule-book/colours.ts'
import { KEY_PIECE_IDS } from '../rule-book/key-pieces.ts'
import { effectiveSort, INITIAL_SHOP_QUERY, SHOP_MAX_PAGE, SHOP_QUERY_MAX, SHOP_SORTS, searchFromShopQuery, shopHref, shopQueryFromSearch, type ShopQuery } from './shop-query.ts'

const query: fc.Arbitrary<ShopQuery> = fc.record({
  q: fc.string({ maxLength: 30 }).map((s) => s.trim()),
  category: fc.option(fc.constantFrom(...CATEGORIES), { nil: null }),
  colour: fc.option(fc.constantFrom(...COLOUR_FAMILIES), { nil: null }),
  piece: fc.option(fc.constantFrom(...KEY_PIECE_IDS), { nil: null }),
  minPrice: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
  maxPrice: fc.option(fc.integer({ min: 500, max: 5000 }), { nil: null }),
  sort: fc.option(fc.constantFrom(...SHOP_SORTS), { nil: null }),
  page: fc.integer({ min: 1, max: SHOP_MAX_PAGE }),
})

describe('the shop’s state in the address', () => {
  it('reads back every state it writes', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(shopQueryFromSearch(searchFromShopQuery(q))).toEqual(q)
      }),
    )
  })

  it('leaves out what it does not understand, cuts an over-long query and swaps reversed bounds', () => {
    const read = shopQueryFromSearch(new URLSearchParams({ category: 'hats', colour: 'plaid', piece: 'nope', sort: 'cheapest', page: '-3', min: '90', max: '20', q: 'x'.repeat(500) }))
    expect(read).toEqual({ ...INITIAL_SHOP_QUERY, q: 'x'.repeat(SHOP_QUERY_MAX), minPrice: 20, maxPrice: 90 })
    expect(shopQueryFromSearch(new URLSearchParams({ page: '99999', min: 'abc' })).page).toBe(SHOP_MAX_PAGE)
  })

  it('writes only what differs from the initial view', () => {
    expect(shopHref({})).toBe('/shop')
    expect(shopHref({ category: 'dresses', maxPrice: 100, page: 1 })).toBe('/shop?category=dresses&max=100')
  })

  it('sorts by match only with a profile', () => {
    expect(effectiveSort(null, true)).toBe('match')
    expect(effectiveSort(null, false)).toBe('newest')
    expect(effectiveSort('match', false)).toBe('newest')
    expect(effectiveSort('price-asc', true)).toBe('price-asc')
  })
})
