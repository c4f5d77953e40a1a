import { describe, expect, it } from 'vitest'
import { KEY_PIECES } from '../rule-book/key-pieces.ts'
import { testProduct } from '../testing/test-products.ts'
import { buildCatalogueIndex } from './catalogue-index.ts'
import { isKeyPiece, keyPieceBits, prepareKeyPieceBits } from './key-piece-matches.ts'

const NAMES = ['Black Ponte Sheath Dress', 'Navy Wool Tailored Blazer', 'Cream Cotton Crew Tee', 'Dark Wash Straight Jeans', 'Camel Wool Wrap Coat', 'Floral Chiffon Maxi Dress']
const indexOf = (n: number) => buildCatalogueIndex(Array.from({ length: n }, (_, i) => ({ product: testProduct({ id: `p${i}`, name: NAMES[i % NAMES.length]! }), attributes: null })))

describe('key pieces as bits', () => {
  it('read a slice at a time, are the bits read at once, and are kept for the index', async () => {
    const ix = indexOf(5_000)
    let turns = 0
    await prepareKeyPieceBits(ix, async () => void turns++)
    expect(turns).toBeGreaterThanOrEqual(2)
    const prepared = keyPieceBits(ix)
    const atOnce = keyPieceBits(indexOf(5_000))
    expect([...prepared.keys()]).toEqual([...atOnce.keys()])
    for (const [id, bits] of atOnce) expect(prepared.get(id)).toEqual(bits)
    // Some piece is found in this catalogue, and its bits agree with the products one by one.
    const found = KEY_PIECES.filter((p) => prepared.get(p.id)!.some((w) => w !== 0))
    expect(found.length).toBeGreaterThan(0)
    const matches = isKeyPiece(ix, found[0]!)
    expect(Array.from({ length: 6 }, (_, i) => matches(i))).toContain(true)
  })

  it('keeps the bits a request read while the slices ran', async () => {
    const ix = indexOf(3_000)
    let first: ReturnType<typeof keyPieceBits> | null = null
    await prepareKeyPieceBits(ix, async () => {
      first ??= keyPieceBits(ix)
    })
    expect(keyPieceBits(ix)).toBe(first)
  })
})
