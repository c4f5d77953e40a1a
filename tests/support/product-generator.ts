import type { ProductSeed } from '#core/catalog/product-seed.ts'

let counter = 0

/** A valid product seed; pass overrides for what the test is about. */
export function makeProductSeed(overrides: Partial<ProductSeed> = {}): ProductSeed {
  counter += 1
  const n = String(counter).padStart(6, '0')
  return {
    id: `test-${n}`,
    name: `Test Wrap Dress ${n}`,
    brand: 'Test Atelier',
    description: 'A dress made for tests.',
    category: 'dresses',
    price: 80,
    originalPrice: null,
    currency: 'USD',
    imageUrl: '/images/products/belted-wrap-midi-dress.svg',
    colors: ['rust'],
    tags: ['wrap', 'midi'],
    rating: 4.5,
    reviewCount: 10,
    affiliateUrl: `https://www.amazon.com/dp/T${n}XYZ?tag=styleblueprint-20`,
    ...overrides,
  }
}
