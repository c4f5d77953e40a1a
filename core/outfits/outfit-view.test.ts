import { describe, expect, it } from 'vitest'
import { testProduct } from '../testing/test-products.ts'
import type { CapsuleResponse } from './contract.ts'
import { capsuleLines, capsuleOutfits } from './outfit-view.ts'

const pieces: CapsuleResponse['pieces'] = [
  { slot: 'top', product: testProduct({ id: 'a', name: 'Ivory silk blouse' }) },
  { slot: 'bottom', product: testProduct({ id: 'b', name: 'Navy wide trousers' }) },
  { slot: 'shoes', product: testProduct({ id: 'c', name: '漆皮乐福鞋 👞' }) },
  { slot: 'accessory', product: testProduct({ id: 'd', name: 'Tan belt' }) },
]
const capsule: CapsuleResponse = {
  season: 'autumn',
  pieces,
  outfitCount: 41,
  outfits: [
    { pieceIds: ['a', 'b', 'c', 'd'], why: 'All neutrals.' },
    { pieceIds: ['a', 'gone', 'c'], why: 'Second.' },
    { pieceIds: ['a', 'b', 'c'], why: 'Third.' },
  ],
}

describe('a capsule as pages and files show it', () => {
  it('gives the first n outfits with their pieces, skipping an id the answer lacks', () => {
    const shown = capsuleOutfits(capsule, 2)
    expect(shown).toHaveLength(2)
    expect(shown[0]!.pieces.map((p) => p.product.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(shown[0]!.pieces.map((p) => p.slot)).toEqual(['top', 'bottom', 'shoes', 'accessory'])
    expect(shown[1]!.pieces.map((p) => p.product.id)).toEqual(['a', 'c'])
    expect(shown[1]!.why).toBe('Second.')
  })

  it('lists pieces by name and each outfit as its pieces with its line, and keeps the full outfit count', () => {
    const lines = capsuleLines(capsule, 8)
    expect(lines.pieces).toEqual(['Ivory silk blouse', 'Navy wide trousers', '漆皮乐福鞋 👞', 'Tan belt'])
    expect(lines.outfitCount).toBe(41)
    expect(lines.outfits).toEqual([
      'Ivory silk blouse + Navy wide trousers + 漆皮乐福鞋 👞 + Tan belt: All neutrals.',
      'Ivory silk blouse + 漆皮乐福鞋 👞: Second.',
      'Ivory silk blouse + Navy wide trousers + 漆皮乐福鞋 👞: Third.',
    ])
  })
})
