import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CatalogueIndex } from './catalogue-index.ts'
import { displayedOf, orderKey, scan } from './top-k.ts'

describe('top-k', () => {
  it('scan agrees with a full sort by displayed match, then confidence, then catalogue order, for any scores and k', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ shown: fc.integer({ min: 0, max: 20 }), confidence: fc.integer({ min: 0, max: 100 }) }), { maxLength: 200 }),
        fc.integer({ min: 0, max: 600 }),
        (rows, k) => {
          const expected = rows
            .map((r, i) => ({ ...r, i }))
            .filter((x) => x.shown >= 5)
            .sort((a, b) => b.shown - a.shown || b.confidence - a.confidence || a.i - b.i)
            .map((x) => x.i)
          // scan reads only the catalogue's length and the confidences.
          const ix = { products: rows, confidence: Uint8Array.from(rows.map((r) => r.confidence)) } as unknown as CatalogueIndex
          const { top, keyOf, total } = scan(ix, () => true, 5, k, (i) => rows[i]!.shown)
          expect(total).toBe(expected.length)
          expect(top).toEqual(expected.slice(0, k))
          expect(top.map((i) => displayedOf(keyOf.get(i)!))).toEqual(top.map((i) => rows[i]!.shown))
        },
      ),
    )
  })

  it('keys a higher match above any confidence, and a higher confidence above an equal match', () => {
    expect(orderKey(61, 0)).toBeGreaterThan(orderKey(60, 100))
    expect(orderKey(60, 90)).toBeGreaterThan(orderKey(60, 89))
    expect(displayedOf(orderKey(73, 100))).toBe(73)
  })
})
