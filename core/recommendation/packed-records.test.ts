import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { productArbitrary } from '../testing/test-products.ts'
import { attributesOf, buildCatalogueIndex } from './catalogue-index.ts'
import { RecordPacker, recordArray, tupleCodec } from './packed-records.ts'

interface Row {
  id: string
  name: string
  price: number | null
  tags: string[]
}
const codec = tupleCodec<Row>(['id', 'name', 'price', 'tags'])

describe('packed records', () => {
  it('gives back every record as it was packed, in any script, across the buffer growing', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.string(), name: fc.string({ unit: 'grapheme' }), price: fc.option(fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100)), tags: fc.array(fc.string()) }), { maxLength: 300 }), (rows) => {
        const packer = new RecordPacker(codec)
        for (const r of rows) packer.add(r)
        const list = packer.finish()
        expect(list.length).toBe(rows.length)
        expect(recordArray(list)).toEqual(rows)
        // Read twice and out of order: the kept copy is the same record.
        for (let i = rows.length - 1; i >= 0; i--) expect(list.get(i)).toEqual(rows[i])
      }),
    )
  })

  it('hands out frozen records, so one reader cannot change another\'s', () => {
    const packer = new RecordPacker(codec)
    packer.add({ id: 'a', name: 'تنورة 🌸 裙子', price: 12.5, tags: ['x'] })
    const list = packer.finish()
    const row = list.get(0)
    expect(() => {
      ;(row as { name: string }).name = 'changed'
    }).toThrow(TypeError)
    expect(list.get(0).name).toBe('تنورة 🌸 裙子')
    expect(list.decode(0)).toEqual(row)
  })

  it('keeps records larger than a chunk, and the ones around them, across many chunks', () => {
    const big = 'ü'.repeat(700_000) // 1.4 MB of UTF-8, more than one chunk
    const rows: Row[] = []
    for (let i = 0; i < 6000; i++) rows.push({ id: String(i), name: i % 2000 === 1 ? big : `piece ${i} ${'x'.repeat(i % 500)}`, price: i, tags: [] })
    const packer = new RecordPacker(codec, 10)
    for (const r of rows) packer.add(r)
    const list = packer.finish()
    for (const i of [0, 1, 2, 1999, 2001, 4001, 5999]) expect(list.decode(i)).toEqual(rows[i])
    expect(recordArray(list)).toEqual(rows)
  })

  it('refuses a position outside the list', () => {
    const list = new RecordPacker(codec).finish()
    expect(() => list.get(0)).toThrow(RangeError)
    expect(() => list.decode(-1)).toThrow(RangeError)
  })

  it('keeps every field of a catalogue product and its attributes through the index', () => {
    fc.assert(
      fc.property(fc.array(productArbitrary, { minLength: 1, maxLength: 20 }), (generated) => {
        const entries = generated.map((e, i) => ({ ...e, product: { ...e.product, id: `p-${i}`, name: `${e.product.name} 裙子 🌸` } }))
        const ix = buildCatalogueIndex(entries)
        entries.forEach((e, i) => {
          expect(ix.byId.get(e.product.id)).toBe(i)
          // The stored fields unchanged; the fit's four are the rule book's (catalog/product-with-fit.ts).
          const { styles, bodyShapes, colorPalettes, seasons, ...rest } = ix.products.get(i)
          const { styles: _s, bodyShapes: _b, colorPalettes: _c, seasons: _n, ...stored } = e.product
          expect(rest).toEqual(stored)
          expect([styles, bodyShapes, colorPalettes, seasons].every(Array.isArray)).toBe(true)
          expect(ix.attributes.get(i)).toEqual(attributesOf(e))
        })
      }),
      { numRuns: 30 },
    )
  })
})
