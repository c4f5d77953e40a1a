import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toImportedProduct, truncateProductName, truncateText } from './imported-product.ts'

describe('truncateProductName', () => {
  it('keeps names of 255 characters or fewer, trimmed', () => {
    expect(truncateProductName('  Wrap Dress ')).toBe('Wrap Dress')
    const exact = 'a'.repeat(255)
    expect(truncateProductName(exact)).toBe(exact)
  })

  it('cuts a long name to 255 at a word near the end, with an ellipsis and no code from the link', () => {
    const name = truncateProductName(`${'Linen wrap dress '.repeat(20)}with pockets`)
    expect([...name]).toHaveLength(255)
    expect(name.endsWith(' dress…')).toBe(true)
    expect(truncateProductName(`${'Linen wrap dress '.repeat(20)}`.replaceAll('dress', 'dresses'))).toMatch(/dresses Linen…$/)
    const unbroken = truncateProductName('b'.repeat(300))
    expect(unbroken).toBe(`${'b'.repeat(254)}…`)
  })

  it('never exceeds 255 code points, never splits a character and keeps the start of the name (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 600 }), (raw) => {
        const name = truncateProductName(raw)
        expect([...name].length).toBeLessThanOrEqual(255)
        expect(name.isWellFormed()).toBe(true)
        if ([...raw.trim()].length <= 255) expect(name).toBe(raw.trim())
        else expect(raw.trim().startsWith(name.slice(0, -1).trimEnd())).toBe(true)
      }),
    )
  })
})

describe('toImportedProduct', () => {
  const base = { productName: 'Silk Cami', affiliateUrl: ' https://www.amazon.com/dp/B0TEST0009?tag=t ', imageUrl: 'https://x.test/i.png', category: 'tops', season: 'autumn' } as const

  it('applies the spec defaults when the optional cells are empty', () => {
    expect(toImportedProduct(base, { id: 'p1' })).toEqual({
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
      { id: 'p2' },
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
    const product = toImportedProduct({ ...base, brand: 'z'.repeat(150), description: 'd'.repeat(5000) }, { id: 'p3' })
    expect(product.brand).toHaveLength(100)
    expect(product.description).toHaveLength(4000)
  })

  it('stores the affiliate link with its host written one way', () => {
    const product = toImportedProduct(
      { productName: 'Cami', affiliateUrl: 'https://WWW.Amazon.COM./dp/B0TEST0009', imageUrl: 'https://x.test/i.png', category: 'tops', season: 'autumn' },
      { id: 'p2' },
    )
    expect(product).toMatchObject({ affiliateUrl: 'https://www.amazon.com/dp/B0TEST0009', affiliateUrlKey: 'amazon.com/dp/B0TEST0009' })
  })

  it('truncateText counts code points', () => {
    expect(truncateText('👗👗👗', 2)).toBe('👗👗')
  })
})
