import type { BodyShapeId } from '../rule-book/body-shapes.ts'
import type { CategoryId } from '../reference/categories.ts'
import type { ColorPaletteId } from '../rule-book/palettes.ts'
import type { SeasonId } from '../reference/seasons.ts'
import type { StyleId } from '../rule-book/styles.ts'

/**
 * One catalogue product as plain data, the shape both the sample and the synthetic
 * catalogues produce and the database seeding code inserts.
 *
 * The fit lists (`seasons`, `bodyShapes`, `colorPalettes`, `styles`) are never empty:
 * a product that suits every value lists every value, as the spec's keyword inference
 * does when nothing matches.
 */
export interface ProductSeed {
  /** Stable across runs, e.g. `sample-belted-wrap-midi-dress` or `synthetic-000042`. */
  id: string
  name: string
  brand: string
  description: string
  category: CategoryId
  /** Current selling price in `currency`, two decimals at most. */
  price: number
  /** The struck-through price when on sale (always above `price`), else null. */
  originalPrice: number | null
  currency: 'USD'
  /** Site-relative for the built-in catalogue: `/images/products/<file>.svg`. */
  imageUrl: string
  /** Colour names as a shopper reads them, the main colour first. */
  colors: string[]
  /** Lower-case kebab-case keywords. */
  tags: string[]
  seasons: SeasonId[]
  bodyShapes: BodyShapeId[]
  colorPalettes: ColorPaletteId[]
  styles: StyleId[]
  /** Average rating out of 5, one decimal. */
  rating: number
  reviewCount: number
  /** Retail link carrying the affiliate tag; unique per product. */
  affiliateUrl: string
}
