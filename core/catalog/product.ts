import type { CategoryId } from '../reference/categories.ts'

export interface ProductImage {
  url: string
  color: string
  isPrimary: boolean
}

/** A catalogue product as the rest of the app sees it (the spec's sitestripe_links row, typed). */
export interface Product {
  id: string
  name: string
  brand: string | null
  category: CategoryId | string
  affiliateUrl: string
  images: ProductImage[]
  description: string | null
  /** What it is made of, as the catalogue was given it ("Linen, viscose"); null when not known. */
  material: string | null
  tags: string[]
  colors: string[]
  price: number | null
  originalPrice: number | null
  currency: string
  rating: number | null
  reviewCount: number | null
  /**
   * The next four are the shop's words as stored (seasons a feed stated, its style tags; no
   * body shapes or palettes ever), and the rule book's fit where a shopper sees the product
   * (`productWithFit`, the catalogue index): the shapes it flatters, its colour's palettes, its
   * styles, and the stated seasons or else the seasons read from the garment.
   */
  seasons: string[]
  bodyShapes: string[]
  colorPalettes: string[]
  styles: string[]
  source: string
  isActive: boolean
  createdAt: string
  updatedAt: string
  aiAnalyzedAt: string | null
  aiAnalysisVersion: string | null
  aiConfidenceScore: number | null
}

/** The image to show first: the one marked primary, else the first, else none. */
export function primaryImage(product: Pick<Product, 'images'>): ProductImage | null {
  return product.images.find((i) => i.isPrimary) ?? product.images[0] ?? null
}

/** The spec's rule for link buttons: a missing link or "#" is no link. */
export function hasUsableLink(affiliateUrl: string | null | undefined): boolean {
  const url = affiliateUrl?.trim()
  return Boolean(url) && url !== '#'
}
