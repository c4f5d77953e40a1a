import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '../catalog/sample-products.ts'
import { readProductFit } from '../garment/product-fit.ts'
import { garmentTextOf } from '../garment/read-garment.ts'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import { STYLES } from '../rule-book/styles.ts'
import {
  buildRetailQueries,
  isPriceInRange,
  mixUnifiedRecommendations,
  mockScore,
  rankingScore,
  rankUnified,
  sampleToUnified,
  scoreRetailItem,
  splitUnifiedLimit,
  toBatches,
  wholesaleToUnified,
} from './ranking.ts'
import type { RetailItem, UnifiedRecommendation, WholesaleProduct } from './records.ts'

function retailItem(overrides: Partial<RetailItem> = {}): RetailItem {
  return {
    asin: 'B000000001',
    title: 'Plain Item',
    brand: null,
    price: null,
    images: { primary: null, variants: [] },
    rating: null,
    availability: null,
    category: null,
    color: null,
    features: [],
    description: '',
    affiliateUrl: 'https://www.amazon.com/dp/B000000001?tag=sb-20',
    detailPageUrl: 'https://www.amazon.com/dp/B000000001',
    ...overrides,
  }
}

function unified(overrides: Partial<UnifiedRecommendation> = {}): UnifiedRecommendation {
  return {
    id: 'x',
    title: 'Item',
    brand: null,
    price: null,
    currency: 'USD',
    image: null,
    affiliateUrl: 'https://example.test/x',
    source: 'faire',
    category: null,
    rating: null,
    isWholesale: true,
    minimumOrder: 6,
    score: 0,
    ...overrides,
  }
}

const wholesale = (id: string, overrides: Partial<WholesaleProduct> = {}): UnifiedRecommendation =>
  wholesaleToUnified(
    { id, name: `Wholesale ${id}`, brand: null, wholesalePrice: 30, retailPrice: null, description: null, images: [], category: null, minimumOrderQuantity: 6, ...overrides },
    `https://www.faire.com/product/${id}`,
  )

describe('splitUnifiedLimit', () => {
  it('gives 12 retail and 8 wholesale for the default 20', () => {
    expect(splitUnifiedLimit(20)).toEqual({ retail: 12, wholesale: 8 })
  })

  it('rounds each share up', () => {
    expect(splitUnifiedLimit(7)).toEqual({ retail: 5, wholesale: 3 })
    expect(splitUnifiedLimit(1)).toEqual({ retail: 1, wholesale: 1 })
    expect(splitUnifiedLimit(0)).toEqual({ retail: 0, wholesale: 0 })
  })

  it('never rounds a whole share up past itself (floating point)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        const { retail, wholesale } = splitUnifiedLimit(n)
        expect(retail).toBeGreaterThanOrEqual(n * 0.6 - 1e-9)
        expect(retail).toBeLessThan(n * 0.6 + 1)
        expect(wholesale).toBeLessThan(n * 0.4 + 1)
        expect(retail + wholesale).toBeLessThanOrEqual(n + 2)
        expect(retail + wholesale).toBeGreaterThanOrEqual(n)
      }),
    )
    expect(splitUnifiedLimit(35)).toEqual({ retail: 21, wholesale: 14 })
  })
})

describe('isPriceInRange', () => {
  it('is inclusive at both ends and false without a range or price', () => {
    const range = { min: 20, max: 80 }
    expect(isPriceInRange(20, range)).toBe(true)
    expect(isPriceInRange(80, range)).toBe(true)
    expect(isPriceInRange(80.01, range)).toBe(false)
    expect(isPriceInRange(19.99, range)).toBe(false)
    expect(isPriceInRange(50, undefined)).toBe(false)
    expect(isPriceInRange(null, range)).toBe(false)
  })
})

describe('rankingScore (unified ranking bonuses)', () => {
  const prefs = { priceRange: { min: 20, max: 80 }, brands: ['Maren & Fig'], categories: ['dresses'] }

  it('adds +20 price, +15 brand, +10 category, rating x5 and +5 for a retail source', () => {
    const item = unified({ source: 'amazon', price: 50, brand: 'maren & fig', category: 'Dresses', rating: 4.5 })
    expect(rankingScore(item, prefs)).toBe(20 + 15 + 10 + 22.5 + 5)
  })

  it('gives each bonus on its own', () => {
    expect(rankingScore(unified({ price: 50 }), prefs)).toBe(20)
    expect(rankingScore(unified({ brand: 'Maren & Fig' }), prefs)).toBe(15)
    expect(rankingScore(unified({ category: 'Wrap Dress' }), prefs)).toBe(10)
    expect(rankingScore(unified({ rating: 4 }), prefs)).toBe(20)
    expect(rankingScore(unified({ source: 'amazon' }), prefs)).toBe(5)
    expect(rankingScore(unified({ source: 'mock' }), prefs)).toBe(0)
    expect(rankingScore(unified({ price: 100, brand: 'Other', category: 'tops' }), prefs)).toBe(0)
  })

  it('matches categories outside our list by text', () => {
    expect(rankingScore(unified({ category: 'Home Decor' }), { categories: ['home decor'] })).toBe(10)
  })
})

describe('scoreRetailItem', () => {
  it('adds +20 price, rating x5, +15 per style in the title and +10 brand', () => {
    const item = retailItem({
      title: 'Classic Romantic Lace Wrap Dress',
      brand: 'Maren & Fig',
      price: { amount: 59.99, currency: 'USD', displayAmount: '$59.99' },
      rating: { value: 4.2, count: 120 },
    })
    const prefs = { styles: ['classic', 'romantic', 'edgy'], brands: ['Maren & Fig'], priceRange: { min: 40, max: 60 } }
    expect(scoreRetailItem(item, prefs)).toBeCloseTo(20 + 21 + 30 + 10)
  })

  it('counts a style inside a longer title word and ignores case', () => {
    expect(scoreRetailItem(retailItem({ title: 'MINIMALIST Slip Dress' }), { styles: ['minimal'] })).toBe(15)
  })

  it('scores an item nothing matches as 0', () => {
    expect(scoreRetailItem(retailItem(), { styles: ['edgy'], priceRange: { min: 1, max: 2 } })).toBe(0)
  })
})

describe('mockScore', () => {
  const wrap = SAMPLE_PRODUCTS.find((p) => p.id === 'sample-belted-wrap-midi-dress')!

  it('gives 10 per style the rule book reads, 20 when it flatters the shape and 15 when its colour suits the palette', () => {
    // The rule book reads the belted wrap as romantic, flattering an hourglass, in a warm rust.
    expect(mockScore(wrap, { styles: ['classic', 'romantic', 'edgy'], bodyShape: 'hourglass', colorPalette: 'warm' })).toBe(10 + 20 + 15)
    // A belt at the waist is what an apple avoids, and rust is no cool colour.
    expect(mockScore(wrap, { styles: ['edgy'], bodyShape: 'apple', colorPalette: 'cool' })).toBe(0)
    expect(mockScore(wrap, { bodyShape: 'not-a-shape', colorPalette: 'warm' })).toBe(15)
  })

  it('scores every stand-in as the rule book reads it, never otherwise', () => {
    for (const p of SAMPLE_PRODUCTS) {
      const fit = readProductFit(garmentTextOf(p))
      for (const shape of BODY_SHAPES) expect(mockScore(p, { bodyShape: shape }), `${p.name} ${shape}`).toBe(fit.body[shape] === 'flatters' ? 20 : 0)
      for (const palette of COLOR_PALETTES) expect(mockScore(p, { colorPalette: palette }), `${p.name} ${palette}`).toBe(fit.palettes.includes(palette) ? 15 : 0)
      expect(mockScore(p, { styles: STYLES }), p.name).toBe(10 * fit.styles.length)
    }
  })

  it('links stand-ins through our click redirect', () => {
    expect(sampleToUnified(wrap, {}).affiliateUrl).toBe('/go/sample-belted-wrap-midi-dress')
    expect(sampleToUnified(wrap, {}).source).toBe('mock')
  })
})

describe('toBatches', () => {
  it('cuts queries into batches of 5 by default', () => {
    expect(toBatches([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).map((b) => b.length)).toEqual([5, 5, 2])
    expect(toBatches([])).toEqual([])
  })

  it('keeps every item once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 9 }), (items, size) => {
        const batches = toBatches(items, size)
        expect(batches.flat()).toEqual(items)
        expect(batches.every((b) => b.length >= 1 && b.length <= size)).toBe(true)
      }),
    )
  })

  it('refuses a batch size below 1', () => {
    expect(() => toBatches([1], 0)).toThrow(RangeError)
  })
})

describe('buildRetailQueries', () => {
  it('pairs every style with every category, labels in lower case', () => {
    expect(buildRetailQueries({ styles: ['classic', 'edgy'], categories: ['dresses', 'outerwear'] })).toEqual([
      'women classic dresses',
      'women classic outerwear',
      'women edgy dresses',
      'women edgy outerwear',
    ])
  })

  it('falls back to styles alone, categories alone, then one broad phrase', () => {
    expect(buildRetailQueries({ styles: ['bohemian'] })).toEqual(['women bohemian clothing'])
    expect(buildRetailQueries({ categories: ['tops', 'tops'] })).toEqual(['women tops'])
    expect(buildRetailQueries({})).toEqual(['women fashion'])
  })
})

describe('mixUnifiedRecommendations', () => {
  const prefs = { styles: ['classic'], priceRange: { min: 10, max: 100 } }
  const retail = Array.from({ length: 20 }, (_, i) =>
    retailItem({
      asin: `B0000000${String(i).padStart(2, '0')}`,
      title: i % 2 ? 'Classic Shirt' : 'Plain Shirt',
      price: { amount: 20 + i, currency: 'USD', displayAmount: `$${20 + i}` },
      rating: { value: 4, count: 10 },
    }),
  )
  const wholesaleItems = Array.from({ length: 20 }, (_, i) => wholesale(`w${i}`))

  it('takes 12 retail and 8 wholesale for the default limit, retail first on equal merit', () => {
    const mixed = mixUnifiedRecommendations({ retail, wholesale: wholesaleItems, prefs })
    expect(mixed).toHaveLength(20)
    expect(mixed.filter((m) => m.source === 'amazon')).toHaveLength(12)
    expect(mixed.filter((m) => m.isWholesale)).toHaveLength(8)
    // Retail: 20 price + 20 rating + 5 source = 45; wholesale: 20 price.
    expect(mixed[0]!.score).toBe(45)
    expect(mixed.at(-1)!.score).toBe(20)
  })

  it('prefers retail items that name a preferred style, and drops repeated ASINs', () => {
    const mixed = mixUnifiedRecommendations({ retail: [...retail, ...retail], wholesale: [], prefs, limit: 5 })
    const retailIds = mixed.map((m) => m.id)
    expect(new Set(retailIds).size).toBe(retailIds.length)
    expect(mixed.every((m) => m.title === 'Classic Shirt')).toBe(true)
  })

  it('never returns more than the limit, and the ranking is sorted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (limit) => {
        const mixed = mixUnifiedRecommendations({ retail, wholesale: wholesaleItems, prefs, limit })
        expect(mixed.length).toBeLessThanOrEqual(limit)
        for (let i = 1; i < mixed.length; i++) expect(mixed[i - 1]!.score).toBeGreaterThanOrEqual(mixed[i]!.score)
      }),
    )
  })

  it('rankUnified re-scores whatever score came in', () => {
    expect(rankUnified([unified({ score: 999 })], {})[0]!.score).toBe(0)
  })
})
