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
  const base = { productName: 'Silk Cami', affiliateUrl: ' https://www.amazon.com/dp/B0TEST0009?tag=t ', imageUrl: 'https://x.test/i.png', category: 'tops', season: 'autumn' } as const

  it('applies the spec defaults when the optional cells are empty', () => {
    expect(toImportedProduct(base, { id: 'p1', random: Math.random })).toEqual({
      id: 'p1',
      name: 'Silk Cami',
      brand: '',
      category: 'tops',
      affiliateUrl: 'https://www.amazon.com/dp/B0TEST0009?tag=t',
      affiliateUrlKey: 'amazon.com/dp/B0TEST0009',
      images: [{ url: 'https://x.test/i.png', color: 'default', isPrimary: true }],
      description: null,
      tags: [],
      colors: ['default'],
      price: null,
      currency: 'USD',
      material: null,
      styles: [],
      seasons: ['autumn'],
      isActive: true,
    })
  })

  it('fills brand, price, currency, colours, description, material, styles and tags from the optional cells', () => {
    const product = toImportedProduct(
      {
        ...base,
        brand: '  Lune  ',
        price: '€1.299,50',
        currency: 'eur',
        colour: 'Champagne / Ivory; champagne',
        description: ' Bias-cut cami with lace trim. ',
        material: '100% silk',
        styleTags: 'Romantic; boho, date night, Minimal; romantic',
      },
      { id: 'p2', random: Math.random },
    )
    expect(product).toMatchObject({
      brand: 'Lune',
      price: 1299.5,
      currency: 'EUR',
      colors: ['Champagne', 'Ivory'],
      images: [{ url: 'https://x.test/i.png', color: 'Champagne', isPrimary: true }],
      description: 'Bias-cut cami with lace trim.',
      material: '100% silk',
      styles: ['romantic', 'bohemian', 'minimal'],
      tags: ['date night'],
    })
  })

  it('cuts text to its bound as a last guard: brand to 100, description to the cell bound', () => {
    const product = toImportedProduct({ ...base, brand: 'z'.repeat(150), description: 'd'.repeat(5000) }, { id: 'p3', random: Math.random })
    expect(product.brand).toHaveLength(100)
    expect(product.description).toHaveLength(4000)
  })

  it('stores the affiliate link with its host written one way', () => {
    const product = toImportedProduct(
      { productName: 'Cami', affiliateUrl: 'https://WWW.Amazon.COM./dp/B0TEST0009', imageUrl: 'https://x.test/i.png', category: 'tops', season: 'autumn' },
      { id: 'p2', random: Math.random },
    )
    expect(product).toMatchObject({ affiliateUrl: 'https://www.amazon.com/dp/B0TEST0009', affiliateUrlKey: 'amazon.com/dp/B0TEST0009' })
  })

  it('truncateText counts code points', () => {
    expect(truncateText('👗👗👗', 2)).toBe('👗👗')
  })
})
