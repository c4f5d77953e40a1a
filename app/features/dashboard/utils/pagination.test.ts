import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clampPage, pageCount, pageLinks, pageOffset, PAGE_SIZE } from './pagination.ts'

describe('pageCount', () => {
  it('is at least one page, and rounds up', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(-3)).toBe(1)
    expect(pageCount(12)).toBe(1)
    expect(pageCount(13)).toBe(2)
    expect(pageCount(25, 12)).toBe(3)
  })
})

describe('clampPage and pageOffset', () => {
  it('keeps pages within range', () => {
    expect(clampPage(0, 3)).toBe(1)
    expect(clampPage(9, 3)).toBe(3)
    expect(clampPage(Number.NaN, 3)).toBe(1)
    expect(clampPage(2.7, 3)).toBe(2)
  })
  it('turns a page into the API offset', () => {
    expect(pageOffset(1)).toBe(0)
    expect(pageOffset(3)).toBe(2 * PAGE_SIZE)
  })
})

describe('pageLinks', () => {
  it('shows every page when there are seven or fewer', () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
  it('shows the ends, the neighbours and gaps', () => {
    expect(pageLinks(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageLinks(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(pageLinks(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })
  it('always includes the first, last and current page, ascending, with no gap next to a gap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 600 }), (pages, current) => {
        const links = pageLinks(current, pages)
        const numbers = links.filter((l): l is number => l !== 'gap')
        expect(numbers).toContain(1)
        expect(numbers).toContain(pages)
        expect(numbers).toContain(clampPage(current, pages))
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers)
        links.forEach((l, i) => {
          if (l === 'gap') expect(links[i + 1]).not.toBe('gap')
        })
        expect(links.length).toBeLessThanOrEqual(9)
      }),
    )
  })
})
