import fc from 'fast-check'
import type { Product } from '../catalog/product.ts'
import type { StyleProfile } from '../profile/style-profile.ts'
import type { AnalysisMethod, CatalogueEntry } from '../recommendation/catalogue-index.ts'
import type { RecommendationQuery } from '../recommendation/engines.ts'
import { segmentOf } from '../recommendation/segment.ts'

// Test-only: catalogue products and queries for the engine tests.
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
    material: null,
    tags: [],
    colors: [],
    price: 50,
    originalPrice: null,
    currency: 'USD',
    rating: null,
    reviewCount: null,
    seasons: [],
    bodyShapes: [],
    colorPalettes: [],
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

/** A catalogue entry whose attributes the index reads from its name (and the given fields). */
export function testEntry(name: string, overrides: Partial<Product> = {}, method: AnalysisMethod = 'rule-based'): CatalogueEntry {
  return { product: testProduct({ name, ...overrides }), attributes: null, method }
}

export const MARCH = new Date('2026-03-15T12:00:00.000Z')

export function testQuery(profile: StyleProfile, extra: Partial<RecommendationQuery> = {}, now = MARCH): RecommendationQuery {
  return { segment: segmentOf(profile, now), mode: 'recommended', limit: 12, offset: 0, ...extra }
}

/** Titles as shops write them, per dashboard category, for catalogue-wide properties. */
export const SHOP_TITLES: Readonly<Record<string, readonly string[]>> = {
  dresses: ['Navy Wrap Midi Dress', 'Black Bodycon Mini Dress', 'Rust Fit-and-Flare Dress', 'Ivory Satin Slip Dress', 'Floral Tiered Maxi Dress', 'Grey Jersey T-Shirt Dress', 'Emerald Empire Waist Maxi Dress', 'Camel Belted Shirt Dress'],
  tops: ['Ivory Silk Blouse', 'Black/White Breton Striped Top', 'Sage Peplum Top', 'Blush Puff Sleeve Blouse', 'Mustard V-Neck Sweater', 'White Cotton T-Shirt', 'Navy Boat Neck Top', 'Lavender Halter Top'],
  bottoms: ['High-Waisted Wide-Leg Trousers in Camel', 'Black Skinny Jeans', 'Olive Cargo Trousers', 'Navy Pencil Skirt', 'Rust A-Line Midi Skirt', 'Denim Bootcut Jeans', 'Charcoal Straight Leg Trousers', 'Cobalt Pleated Skirt'],
  outerwear: ['Camel Wool Double-Breasted Coat', 'Black Leather Moto Jacket', 'Beige Trench Coat', 'Navy Single-Breasted Blazer', 'Cropped Denim Jacket', 'Longline Grey Cardigan Coat', 'Burgundy Puffer Jacket'],
  shoes: ['Black Block Heel Pumps', 'White Leather Sneakers', 'Tan Suede Ankle Boots', 'Gold Strappy Heeled Sandals', 'Navy Boat Shoe', 'Studded Black Combat Boots'],
  accessories: ['Wide Brim Straw Hat', 'Black Structured Leather Tote', 'Skinny Tan Belt', 'Wide Black Waist Belt', 'Gold Long Pendant Necklace', 'Cashmere Wrap Scarf', 'Silver Hoop Earrings'],
}

export function shopCatalogue(): CatalogueEntry[] {
  return Object.entries(SHOP_TITLES).flatMap(([category, titles]) => titles.map((name) => testEntry(name, { category })))
}

const fragments = ['Navy', 'Rust', 'Cherry Print', 'Wrap', 'Bodycon', 'Flare Sleeve', 'Midi', 'Dress', 'Skinny', 'Belt', 'Boat', 'Shoe', 'Scarf', 'non-stretch', 'with', 'Leather', 'Satin', 'Tee', 'Coat', 'Hat', '', 'Pencil Stripe', 'Trousers']
/** Any product a shop might list: titles made of real words in any order, any category, any season. */
export const productArbitrary: fc.Arbitrary<CatalogueEntry> = fc
  .record({
    name: fc.array(fc.constantFrom(...fragments), { maxLength: 6 }).map((w) => w.join(' ')),
    category: fc.constantFrom('dresses', 'tops', 'bottoms', 'outerwear', 'shoes', 'accessories', 'activewear', 'hats'),
    seasons: fc.uniqueArray(fc.constantFrom('spring', 'summer', 'autumn', 'winter')),
    styles: fc.uniqueArray(fc.constantFrom('classic', 'edgy', 'boho')),
    colors: fc.array(fc.constantFrom('Rust', 'Navy', 'default', 'Multi'), { maxLength: 2 }),
    method: fc.constantFrom('ai' as const, 'rule-based' as const),
  })
  .map(({ method, ...r }) => ({ product: testProduct(r), attributes: null, method }))
