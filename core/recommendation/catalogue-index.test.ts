import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readGarment } from '../garment/read-garment.ts'
import { COLOURS } from '../rule-book/colours.ts'
import { COLOUR_GRADES, COLOUR_SCHEMES, colourFit } from '../rule-book/palette-fit.ts'
import { productArbitrary, testProduct } from '../testing/test-products.ts'
import { buildCatalogueIndex, CatalogueIndexBuilder, colourGradeAt, colourScoreAt, NO_GRADE } from './catalogue-index.ts'
import { colourDimension } from './fit-scoring.ts'
import { recordArray } from './packed-records.ts'
import { SLAB_BYTES, TypedArraySlabs } from './typed-array-slabs.ts'

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

  it('builds the same index from slabs as from arrays of their own, knowing the count or growing to it', () => {
    fc.assert(
      fc.property(fc.array(productArbitrary, { maxLength: 70 }), fc.nat(80), (generated, expected) => {
        const entries = generated.map((e, i) => ({ ...e, product: { ...e.product, id: `p-${i}` } }))
        const own = buildCatalogueIndex(entries)
        const builder = new CatalogueIndexBuilder(expected, { arrays: new TypedArraySlabs() })
        for (const e of entries) builder.add(e)
        const slabbed = builder.finish()
        const { products, labels, attributes, byId, ...columns } = slabbed
        const { products: p0, labels: l0, attributes: a0, byId: b0, ...columns0 } = own
        expect(columns).toEqual(columns0)
        expect(columns.bodyScore.buffer.byteLength).toBe(SLAB_BYTES)
        expect(recordArray(products)).toEqual(recordArray(p0))
        expect(recordArray(labels)).toEqual(recordArray(l0))
        expect(recordArray(attributes)).toEqual(recordArray(a0))
        expect([...byId]).toEqual([...b0])
      }),
      { numRuns: 30 },
    )
  })

  it('takes its arrays from slabs from 10,000 products, from the heap below', () => {
    const product = testProduct({ id: 'only' })
    for (const [expected, slabbed] of [[9_999, false], [10_000, true]] as const) {
      const builder = new CatalogueIndexBuilder(expected)
      builder.add({ product, attributes: null })
      expect(builder.finish().price.buffer.byteLength === SLAB_BYTES).toBe(slabbed)
    }
  })
})

describe("a product's colour fit, held once per colour (decision 069)", () => {
  it('reads, for every product and scheme, the fit and grade of its own primary colour', () => {
    const primary = fc.oneof(fc.constantFrom(...COLOURS.map((c) => c.id)), fc.constant(null), fc.constant('not-a-rule-book-colour'))
    fc.assert(
      fc.property(fc.array(primary, { minLength: 1, maxLength: 40 }), (colours) => {
        const entries = colours.map((primaryColour, i) => ({
          product: testProduct({ id: `c-${i}`, name: `Piece ${i}` }),
          attributes: { ...readGarment({ name: `Piece ${i}` }), primaryColour },
        }))
        const ix = buildCatalogueIndex(entries)
        colours.forEach((colour, i) => {
          let avoided = 0
          COLOUR_SCHEMES.forEach((scheme, k) => {
            const fit = colour ? colourFit(colour, scheme) : null
            expect(colourScoreAt(ix, i, k)).toBe(colourDimension(colour, scheme))
            expect(colourGradeAt(ix, i, k)).toBe(fit ? COLOUR_GRADES.indexOf(fit.grade) : NO_GRADE)
            if (fit?.grade === 'avoid') avoided |= 1 << k
          })
          expect(ix.avoidColour[i]).toBe(avoided)
        })
      }),
      { numRuns: 30 },
    )
  })
})
