import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSeededRandom } from '../catalog/seeded-random.ts'
import { toImportedProduct, truncateProductName, truncateText } from './imported-product.ts'

describe('truncateProductName', () => {
  it('keeps names of 255 characters or fewer, trimmed', () => {
    expect(truncateProductName('  Wrap Dress ', 'https://amzn.to/x', Math.random)).toBe('Wrap Dress')
    const exact = 'a'.repeat(255)
    expect(truncateProductName(exact, 'https://amzn.to/x', Math.random)).toBe(exact)
  })

  it('cuts a long name to 255 with the first 8 characters of the last path segment in brackets', () => {
    const name = truncateProductName('b'.repeat(300), 'https://www.amazon.com/Long-Name/dp/B0ABCDEFGH?tag=x', Math.random)
    expect(name).toHaveLength(255)
    expect(name.endsWith(' [B0ABCDEF]')).toBe(true)
  })

  it('uses 6 characters from the given random source when the link has no path segment', () => {
    const a = truncateProductName('c'.repeat(400), 'https://a.co', createSeededRandom(7))
    const b = truncateProductName('c'.repeat(400), 'https://a.co', createSeededRandom(7))
    expect(a).toBe(b)
    expect(a).toMatch(/ \[[a-z0-9]{6}\]$/)
    expect(a).toHaveLength(255)
  })

  it('never exceeds 255 code points and keeps the start of the name (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 600 }), fc.constantFrom('https://a.co', 'https://amzn.to/x', 'https://www.amazon.com/Long/dp/B0ABCDEFGH?tag=t', 'nonsense'), fc.integer(), (raw, url, seed) => {
        const name = truncateProductName(raw, url, createSeededRandom(seed))
        expect([...name].length).toBeLessThanOrEqual(255)
        if ([...raw.trim()].length <= 255) expect(name).toBe(raw.trim())
      }),
    )
  })
})

describe('toImportedProduct', () => {
  it('applies the spec defaults and cuts brand to 100 and description to 500', () => {
    const product = toImportedProduct(
      { productName: 'Silk Cami', affiliateUrl: ' https://www.amazon.com/dp/B0TEST0009?tag=t ', imageUrl: 'https://x.test/i.png', category: 'tops', season: 'autumn' },
      { id: 'p1', random: Math.random, brand: 'z'.repeat(150), description: 'd'.repeat(900) },
    )
    expect(product).toMatchObject({
      id: 'p1',
      name: 'Silk Cami',
      category: 'tops',
      affiliateUrl: 'https://www.amazon.com/dp/B0TEST0009?tag=t',
      affiliateUrlKey: 'amazon.com/dp/B0TEST0009',
      images: [{ url: 'https://x.test/i.png', color: 'default', isPrimary: true }],
      tags: [],
      colors: ['default'],
      seasons: ['autumn'],
      isActive: true,
    })
    expect(product.brand).toHaveLength(100)
    expect(product.description).toHaveLength(500)
    expect(toImportedProduct({ productName: 'x', affiliateUrl: 'https://a.co/d/1', imageUrl: 'https://x/i.png', category: 'dresses', season: 'spring' }, { id: 'p', random: Math.random })).toMatchObject({ brand: '', description: null })
  })

  it('truncateText counts code points', () => {
    expect(truncateText('👗👗👗', 2)).toBe('👗👗')
  })
})
