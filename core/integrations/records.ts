import type { CategoryId } from '../reference/categories.ts'

/** Where an integration item came from; `mock` marks the built-in stand-ins shown when no service is configured. */
/** The spec's unified default limit (section 9, "Integration ranking"): here, not in ranking.ts, so the dashboard's partner picks do not bring the ranking and its rule engine to the browser. */
export const UNIFIED_DEFAULT_LIMIT = 20

export const INTEGRATION_SOURCES = ['amazon', 'faire', 'mock'] as const
export type IntegrationSource = (typeof INTEGRATION_SOURCES)[number]

/** A price as the retail API states it: `amount` in major units (49.99), `displayAmount` as the shop prints it. */
export interface RetailPrice {
  amount: number
  currency: string
  displayAmount: string
}

/** One item from the retail product advertising API, flattened from its nested reply. */
export interface RetailItem {
  asin: string
  title: string
  brand: string | null
  price: RetailPrice | null
  images: { primary: string | null; variants: string[] }
  rating: { value: number; count: number } | null
  availability: string | null
  /** Our category id when the title or product group names one, else the product group as given, else null. */
  category: CategoryId | string | null
  /** The colour the listing is for (ItemInfo.ProductInfo.Color), when it says. */
  color: string | null
  features: string[]
  description: string
  /** The detail page carrying our partner tag. */
  affiliateUrl: string
  detailPageUrl: string
}

/** One product from the wholesale marketplace. */
export interface WholesaleProduct {
  id: string
  name: string
  brand: string | null
  /** Major units (USD). */
  wholesalePrice: number
  /** The suggested retail price, major units (USD), when the marketplace gives one: what a shopper pays. */
  retailPrice: number | null
  description: string | null
  images: string[]
  category: string | null
  minimumOrderQuantity: number
}

/** A retail or wholesale item on one scale, as the unified recommendations return it. */
export interface UnifiedRecommendation {
  id: string
  title: string
  brand: string | null
  price: number | null
  currency: string
  image: string | null
  affiliateUrl: string
  source: IntegrationSource
  category: string | null
  rating: number | null
  isWholesale: boolean
  minimumOrder: number | null
  score: number
}

/** What a shopper (or an admin browsing for her) prefers; every field is optional. */
export interface IntegrationPreferences {
  styles?: readonly string[]
  categories?: readonly string[]
  brands?: readonly string[]
  /** Inclusive, in major units. */
  priceRange?: { min: number; max: number }
  bodyShape?: string | null
  colorPalette?: string | null
}
