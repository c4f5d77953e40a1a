import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  adminProductListQuerySchema,
  bulkActionBodySchema,
  hasActiveFilters,
  MAX_BULK_IDS,
  pageButtons,
  pageCountFor,
  showingRange,
} from './product-management.ts'

describe('pageButtons', () => {
  it('shows at most five pages, centred on the current one and kept inside the range', () => {
    expect(pageButtons(1, 1)).toEqual([1])
    expect(pageButtons(1, 3)).toEqual([1, 2, 3])
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageButtons(3, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageButtons(6, 10)).toEqual([4, 5, 6, 7, 8])
    expect(pageButtons(10, 10)).toEqual([6, 7, 8, 9, 10])
    expect(pageButtons(99, 10)).toEqual([6, 7, 8, 9, 10])
  })

  it('always contains the current page and consecutive numbers within 1..pageCount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (pageCount, page) => {
        const current = Math.min(page, pageCount)
        const buttons = pageButtons(current, pageCount)
        expect(buttons.length).toBe(Math.min(5, pageCount))
        expect(buttons).toContain(current)
        expect(buttons[0]).toBeGreaterThanOrEqual(1)
        expect(buttons.at(-1)).toBeLessThanOrEqual(pageCount)
        buttons.forEach((b, i) => i > 0 && expect(b).toBe(buttons[i - 1]! + 1))
      }),
    )
  })
})

describe('showingRange and pageCountFor', () => {
  it('reports "x to y of n" for full, last and empty pages', () => {
    expect(showingRange(1, 45)).toEqual({ from: 1, to: 20, total: 45 })
    expect(showingRange(3, 45)).toEqual({ from: 41, to: 45, total: 45 })
    expect(showingRange(1, 0)).toEqual({ from: 0, to: 0, total: 0 })
    expect(pageCountFor(0)).toBe(1)
    expect(pageCountFor(40)).toBe(2)
    expect(pageCountFor(41)).toBe(3)
  })
})

describe('adminProductListQuerySchema', () => {
  it('treats empty and "all" values as no filter, and defaults to page 1 of all statuses', () => {
    expect(adminProductListQuerySchema.parse({ search: '  ', category: 'all', brand: '', status: '' })).toEqual({ status: 'all', page: 1 })
    expect(adminProductListQuerySchema.parse({ search: ' wrap ', category: 'tops', brand: 'Acme', status: 'inactive', page: '3' })).toEqual({
      search: 'wrap',
      category: 'tops',
      brand: 'Acme',
      status: 'inactive',
      page: 3,
    })
  })

  it('refuses unknown categories, statuses and pages below 1', () => {
    expect(adminProductListQuerySchema.safeParse({ category: 'hats' }).success).toBe(false)
    expect(adminProductListQuerySchema.safeParse({ status: 'archived' }).success).toBe(false)
    expect(adminProductListQuerySchema.safeParse({ page: '0' }).success).toBe(false)
    expect(adminProductListQuerySchema.safeParse({ page: 'two' }).success).toBe(false)
  })

  it('knows when filters are active', () => {
    expect(hasActiveFilters({ status: 'all' })).toBe(false)
    expect(hasActiveFilters({ status: 'active' })).toBe(true)
    expect(hasActiveFilters({ status: 'all', brand: 'Acme' })).toBe(true)
  })
})

describe('bulkActionBodySchema', () => {
  it('needs one to 500 ids and removes duplicates', () => {
    expect(bulkActionBodySchema.parse({ action: 'delete', ids: ['a', 'b', 'a'] }).ids).toEqual(['a', 'b'])
    expect(bulkActionBodySchema.safeParse({ action: 'delete', ids: [] }).success).toBe(false)
    expect(bulkActionBodySchema.safeParse({ action: 'archive', ids: ['a'] }).success).toBe(false)
    const tooMany = Array.from({ length: MAX_BULK_IDS + 1 }, (_, i) => `p${i}`)
    expect(bulkActionBodySchema.safeParse({ action: 'activate', ids: tooMany }).success).toBe(false)
  })
})
