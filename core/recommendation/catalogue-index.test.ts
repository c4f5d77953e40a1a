import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { productArbitrary } from '../testing/test-products.ts'
import { buildCatalogueIndex, CatalogueIndexBuilder } from './catalogue-index.ts'
import { recordArray } from './packed-records.ts'

describe('the catalogue index builder', () => {
  it('builds the same index whether it knew the count or grew to it, product by product', () => {
    fc.assert(
      fc.property(fc.array(productArbitrary, { maxLength: 70 }), fc.nat(20), (generated, expected) => {
        const entries = generated.map((e, i) => ({ ...e, product: { ...e.product, id: `p-${i}`, brand: i % 3 === 0 ? null : `Brand ${i % 4}` } }))
        const whole = buildCatalogueIndex(entries)
        const builder = new CatalogueIndexBuilder(expected)
        for (const e of entries) builder.add(e)
        const grown = builder.finish()
        const { products, attributes, byId, ...columns } = grown
        const { products: p0, attributes: a0, byId: b0, ...columns0 } = whole
        expect(columns).toEqual(columns0)
        expect(columns.active.length).toBe(entries.length)
        expect(recordArray(products)).toEqual(recordArray(p0))
        expect(recordArray(attributes)).toEqual(recordArray(a0))
        expect([...byId]).toEqual([...b0])
      }),
      { numRuns: 40 },
    )
  })
})
