import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evenSplit, mixCategories } from './category-mix.ts'
import type { CatalogueIndex } from './catalogue-index.ts'
import { scan, TopK } from './ranking.ts'

describe('ranking', () => {
  it('scan agrees with a full sort for any scores and k', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }), fc.integer({ min: 0, max: 600 }), (values, k) => {
        const scores = Float64Array.from(values)
        const expected = values.map((v, i) => ({ v, i })).filter((x) => x.v >= 5).sort((a, b) => b.v - a.v || a.i - b.i).map((x) => x.i)
        // scan reads only the catalogue's length; the scores stand in for the products.
        const ix = { products: values } as unknown as CatalogueIndex
        const { top, scoreOf, total } = scan(ix, () => true, 5, k, (i) => scores[i]!)
        expect(total).toBe(expected.length)
        expect(top).toEqual(expected.slice(0, k))
        expect(top.map((i) => scoreOf.get(i))).toEqual(top.map((i) => values[i]))
      }),
    )
  })

  it('splits a page evenly, the first parts taking the remainder', () => {
    expect(evenSplit(12, 6)).toEqual([2, 2, 2, 2, 2, 2])
    expect(evenSplit(12, 5)).toEqual([3, 3, 2, 2, 2])
    expect(evenSplit(5, 0)).toEqual([])
  })

  it('mixes per-category queues into pages: shares first, then the best of the rest, each page best first', () => {
    const queue = (pairs: Array<[number, number]>) => {
      const t = new TopK(10)
      for (const [i, s] of pairs) t.push(i, s)
      return t
    }
    const a = queue([[0, 90], [1, 80], [2, 70]])
    const b = queue([[3, 60]])
    const page = mixCategories([a, b], 4, 4, 4)
    expect(page.map((p) => p.i)).toEqual([0, 1, 2, 3])
    const shares = mixCategories([a, queue([[3, 99], [4, 98]])], 2, 2, 5)
    expect(shares.map((p) => p.i)).toEqual([3, 0])
  })
})
