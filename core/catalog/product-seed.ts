import type { CategoryId } from '../reference/categories.ts'

/**
 * One catalogue product as plain data, the shape both the sample and the synthetic
 * catalogues produce and the database seeding code inserts.
 *
 * Only what a shop's listing says: no body shapes, palettes, styles or seasons. Who a
 * product suits is the rule book's to say, read from this text (`readGarment`, then
 * `garmentFit`), so no copy here can disagree with it.
 */
export interface ProductSeed {
  /** Stable across runs, e.g. `sample-belted-wrap-midi-dress` or `synthetic-000042`. */
  id: string
  name: string
  brand: string
  description: string
  /** What it is made of, as a listing states it ("Linen", "Wool blend"); the spec's samples name theirs in the description. */
  material?: string
  category: CategoryId
  /** Current selling price in `currency`, two decimals at most. */
  price: number
  /** The struck-through price when on sale (always above `price`), else null. */
  originalPrice: number | null
  currency: 'USD'
  /** Site-relative for the built-in catalogues: `/images/products/<file>.svg` (the spec's samples), `/drawings/<id>.svg` (the starter catalogue). */
  imageUrl: string
  /** Colour names as a shopper reads them, the main colour first. */
  colors: string[]
  /** Lower-case kebab-case keywords. */
  tags: string[]
  /** Average rating out of 5, one decimal. */
  rating: number
  reviewCount: number
  /** Retail link carrying the affiliate tag; unique per product. */
  affiliateUrl: string
}
