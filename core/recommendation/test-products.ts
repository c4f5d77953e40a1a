import type { Product } from '../catalog/product.ts'

// Test-only: a catalogue product with every field filled, for the engine tests.
let counter = 0
export function testProduct(overrides: Partial<Product> = {}): Product {
  counter += 1
  return {
    id: `p${counter}`,
    name: 'Plain Piece',
    brand: 'Brand',
    category: 'tops',
    affiliateUrl: 'https://shop.example/p',
    images: [],
    description: null,
    tags: [],
    colors: [],
    price: 50,
    originalPrice: null,
    currency: 'USD',
    rating: null,
    reviewCount: null,
    seasons: ['spring', 'summer', 'autumn', 'winter'],
    bodyShapes: ['rectangle', 'pear', 'apple', 'hourglass', 'inverted-triangle'],
    colorPalettes: ['warm', 'cool', 'neutral'],
    styles: [],
    source: 'sample',
    isActive: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    aiAnalyzedAt: null,
    aiAnalysisVersion: null,
    aiConfidenceScore: null,
    ...overrides,
  }
}
