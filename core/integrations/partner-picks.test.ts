import { describe, expect, it } from 'vitest'
import { budgetRange, partnerPreferences, safeHttpUrl, toSafePicks } from './partner-picks.ts'
import type { UnifiedRecommendation } from './records.ts'

const pick = (overrides: Partial<UnifiedRecommendation>): UnifiedRecommendation => ({
  id: 'x',
  title: 'Wrap Dress',
  brand: null,
  price: 40,
  currency: 'USD',
  image: 'https://img.test/a.jpg',
  affiliateUrl: 'https://www.amazon.com/dp/x?tag=t-20',
  source: 'amazon',
  category: null,
  rating: null,
  isWholesale: false,
  minimumOrder: null,
  score: 0,
  ...overrides,
})

describe('safeHttpUrl', () => {
  it('keeps absolute http(s) addresses and refuses every other scheme and relative links', () => {
    expect(safeHttpUrl('https://www.faire.com/product/p_1')).toBe('https://www.faire.com/product/p_1')
    expect(safeHttpUrl(' http://shop.test/a ')).toBe('http://shop.test/a')
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', '/go/p-1', '//evil.test/x', 'ftp://x.test/a', '', null, undefined]) {
      expect(safeHttpUrl(bad), String(bad)).toBeNull()
    }
  })
})

describe('toSafePicks', () => {
  it('drops picks without an http(s) link and blanks images that are not http(s)', () => {
    const safe = toSafePicks([pick({ id: 'a' }), pick({ id: 'b', affiliateUrl: 'javascript:alert(1)' }), pick({ id: 'c', image: 'data:image/png;base64,AAAA' }), pick({ id: 'd', affiliateUrl: '/go/d' })])
    expect(safe.map((p) => [p.id, p.image])).toEqual([
      ['a', 'https://img.test/a.jpg'],
      ['c', null],
    ])
  })
})

describe('budgetRange', () => {
  it('reads a range, an upper bound, or nothing', () => {
    expect(budgetRange('$50 - $150')).toEqual({ min: 50, max: 150 })
    expect(budgetRange('150-50')).toEqual({ min: 50, max: 150 })
    expect(budgetRange('under $100')).toEqual({ min: 0, max: 100 })
    expect(budgetRange('up to $1,200.50')).toEqual({ min: 0, max: 1200.5 })
    expect(budgetRange('flexible')).toBeNull()
    expect(budgetRange('0')).toBeNull()
    expect(budgetRange(undefined)).toBeNull()
  })
})

describe('partnerPreferences', () => {
  it('maps the style profile to the unified recommender input', () => {
    expect(
      partnerPreferences({
        bodyShape: 'pear',
        colorPalette: 'cool',
        stylePreferences: ['classic', 'minimal'],
        categories: ['dresses', ' '],
        preferredBrands: ['Odette Vale'],
        priceRange: { min: 20, max: 120 },
        budget: 'under $40',
      }),
    ).toEqual({ styles: ['classic', 'minimal'], categories: ['dresses'], brands: ['Odette Vale'], priceRange: { min: 20, max: 120 }, bodyShape: 'pear', colorPalette: 'cool' })
  })

  it('uses the budget when the profile has no usable price range, and leaves out what is missing', () => {
    expect(partnerPreferences({ stylePreferences: [], priceRange: { min: 100, max: 10 }, budget: '$30-$80' })).toEqual({ styles: [], priceRange: { min: 30, max: 80 } })
    expect(partnerPreferences({ stylePreferences: ['edgy'] })).toEqual({ styles: ['edgy'] })
  })
})
