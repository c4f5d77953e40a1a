import type { ProductSeed } from '../catalog/product-seed.ts'
import { type GarmentFit, garmentFit } from '../garment/product-fit.ts'
import { garmentTextOf, readGarment } from '../garment/read-garment.ts'
import { CATEGORY_LABELS, isCategoryId, normaliseCategory } from '../reference/categories.ts'
import { isBodyShapeId } from '../rule-book/body-shapes.ts'
import { type IntegrationPreferences, type RetailItem, UNIFIED_DEFAULT_LIMIT, type UnifiedRecommendation, type WholesaleProduct } from './records.ts'

/** The spec's integration constants (section 9, "Integration ranking"). */
export const RETAIL_SHARE_PERCENT = 60
export const WHOLESALE_SHARE_PERCENT = 40
export const QUERY_BATCH_SIZE = 5
export const SEARCH_ITEM_COUNT = 10
export const TOP_PRODUCTS_DEFAULT = 10

export const RANKING_BONUS = {
  priceInRange: 20,
  preferredBrand: 15,
  categoryMatch: 10,
  ratingMultiplier: 5,
  retailSource: 5,
} as const

export const RETAIL_SCORING = {
  priceInRange: 20,
  ratingMultiplier: 5,
  stylePerMatch: 15,
  preferredBrand: 10,
} as const

export const MOCK_SCORING = { perStyle: 10, bodyShape: 20, colorPalette: 15 } as const

/**
 * How many retail and wholesale items to fetch for `limit` recommendations: 60% and 40%,
 * each rounded up, so the two may add up to one more than `limit` (the ranking cuts it).
 * Integer arithmetic, because 0.6 * n in floating point can land a hair above a whole number.
 */
export function splitUnifiedLimit(limit: number): { retail: number; wholesale: number } {
  const n = Math.max(0, Math.floor(limit))
  return {
    retail: Math.ceil((n * RETAIL_SHARE_PERCENT) / 100),
    wholesale: Math.ceil((n * WHOLESALE_SHARE_PERCENT) / 100),
  }
}

/** Inclusive on both ends; no range or no price is never "in range". */
export function isPriceInRange(price: number | null | undefined, range: IntegrationPreferences['priceRange']): boolean {
  if (price == null || !range || !Number.isFinite(price)) return false
  return price >= range.min && price <= range.max
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

function isPreferredBrand(brand: string | null | undefined, brands: readonly string[] | undefined): boolean {
  return Boolean(brand) && (brands ?? []).some((b) => sameText(b, brand!))
}

/** A category matches when both sides name the same category id, or the same text when neither is one of ours. */
function isPreferredCategory(category: string | null | undefined, categories: readonly string[] | undefined): boolean {
  if (!category) return false
  const ours = normaliseCategory(category)
  return (categories ?? []).some((wanted) => {
    const wantedId = normaliseCategory(wanted)
    return ours && wantedId ? ours === wantedId : sameText(wanted, category)
  })
}

function ratingPoints(rating: number | null | undefined, multiplier: number): number {
  return rating != null && Number.isFinite(rating) && rating > 0 ? rating * multiplier : 0
}

/** The unified ranking: price in range +20, preferred brand +15, category +10, rating x5, retail source +5. */
export function rankingScore(item: UnifiedRecommendation, prefs: IntegrationPreferences): number {
  let score = 0
  if (isPriceInRange(item.price, prefs.priceRange)) score += RANKING_BONUS.priceInRange
  if (isPreferredBrand(item.brand, prefs.brands)) score += RANKING_BONUS.preferredBrand
  if (isPreferredCategory(item.category, prefs.categories)) score += RANKING_BONUS.categoryMatch
  score += ratingPoints(item.rating, RANKING_BONUS.ratingMultiplier)
  if (item.source === 'amazon') score += RANKING_BONUS.retailSource
  return score
}

/** Retail scoring: price in range +20, rating x5, +15 for each preferred style the title names, preferred brand +10. */
export function scoreRetailItem(item: RetailItem, prefs: IntegrationPreferences): number {
  let score = 0
  if (isPriceInRange(item.price?.amount, prefs.priceRange)) score += RETAIL_SCORING.priceInRange
  score += ratingPoints(item.rating?.value, RETAIL_SCORING.ratingMultiplier)
  const title = item.title.toLowerCase()
  for (const style of prefs.styles ?? []) {
    // A substring on purpose: 'minimal' should count a 'Minimalist' title.
    if (style.trim() && title.includes(style.trim().toLowerCase())) score += RETAIL_SCORING.stylePerMatch
  }
  if (isPreferredBrand(item.brand, prefs.brands)) score += RETAIL_SCORING.preferredBrand
  return score
}

// The stand-ins are the same few constant objects on every request: read each once.
const STAND_IN_FITS = new WeakMap<ProductSeed, GarmentFit>()

function standInFit(product: ProductSeed): GarmentFit {
  let fit = STAND_IN_FITS.get(product)
  if (!fit) {
    fit = garmentFit(readGarment(garmentTextOf(product)))
    STAND_IN_FITS.set(product, fit)
  }
  return fit
}

/**
 * Mock scoring for the built-in stand-ins: 10 per matching style, 20 when the product
 * flatters the body shape, 15 when its colour suits the palette, all as the rule book
 * reads the product (`garmentFit` of its text).
 */
export function mockScore(product: ProductSeed, prefs: IntegrationPreferences): number {
  const fit = standInFit(product)
  let score = 0
  for (const style of prefs.styles ?? []) {
    if ((fit.styles as readonly string[]).includes(style)) score += MOCK_SCORING.perStyle
  }
  if (isBodyShapeId(prefs.bodyShape) && fit.body[prefs.bodyShape] === 'flatters') score += MOCK_SCORING.bodyShape
  if (prefs.colorPalette && (fit.palettes as readonly string[]).includes(prefs.colorPalette)) score += MOCK_SCORING.colorPalette
  return score
}

/** Splits `items` into consecutive batches of `size` (the last may be shorter). */
export function toBatches<T>(items: readonly T[], size: number = QUERY_BATCH_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size must be a positive integer, got ${size}`)
  const batches: T[][] = []
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size))
  return batches
}

/**
 * Retail search phrases for the preferences: one per style and category pair, most
 * specific first, without repeats. With neither, one broad phrase.
 */
export function buildRetailQueries(prefs: IntegrationPreferences): string[] {
  const styles = (prefs.styles ?? []).map((s) => s.trim()).filter(Boolean)
  const categories = (prefs.categories ?? [])
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => (isCategoryId(c) ? CATEGORY_LABELS[c].toLowerCase() : c.toLowerCase()))
  const phrases: string[] = []
  const push = (...words: string[]) => {
    const phrase = ['women', ...words].join(' ').replace(/\s+/g, ' ').trim()
    if (!phrases.includes(phrase)) phrases.push(phrase)
  }
  if (styles.length && categories.length) for (const s of styles) for (const c of categories) push(s, c)
  else if (styles.length) for (const s of styles) push(s, 'clothing')
  else if (categories.length) for (const c of categories) push(c)
  else push('fashion')
  return phrases
}

export function retailToUnified(item: RetailItem): UnifiedRecommendation {
  return {
    id: item.asin,
    title: item.title,
    brand: item.brand,
    price: item.price?.amount ?? null,
    currency: item.price?.currency ?? 'USD',
    image: item.images.primary,
    affiliateUrl: item.affiliateUrl,
    source: 'amazon',
    category: item.category,
    rating: item.rating?.value ?? null,
    isWholesale: false,
    minimumOrder: null,
    score: 0,
  }
}

export function wholesaleToUnified(product: WholesaleProduct, affiliateUrl: string): UnifiedRecommendation {
  return {
    id: product.id,
    title: product.name,
    brand: product.brand,
    price: product.wholesalePrice,
    currency: 'USD',
    image: product.images[0] ?? null,
    affiliateUrl,
    source: 'faire',
    category: product.category,
    rating: null,
    isWholesale: true,
    minimumOrder: product.minimumOrderQuantity,
    score: 0,
  }
}

/** A built-in sample product as a `mock` recommendation; its link goes through our click-tracking redirect. */
export function sampleToUnified(product: ProductSeed, prefs: IntegrationPreferences): UnifiedRecommendation {
  return {
    id: product.id,
    title: product.name,
    brand: product.brand,
    price: product.price,
    currency: product.currency,
    image: product.imageUrl,
    affiliateUrl: `/go/${encodeURIComponent(product.id)}`,
    source: 'mock',
    category: product.category,
    rating: product.rating,
    isWholesale: false,
    minimumOrder: null,
    score: mockScore(product, prefs),
  }
}

/** Scores every item with the unified ranking and returns the best `limit`, ties in input order. */
export function rankUnified(
  items: readonly UnifiedRecommendation[],
  prefs: IntegrationPreferences,
  limit: number = UNIFIED_DEFAULT_LIMIT,
): UnifiedRecommendation[] {
  return items
    .map((item) => ({ ...item, score: rankingScore(item, prefs) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, Math.max(0, limit))
}

export interface MixInput {
  retail: readonly RetailItem[]
  wholesale: readonly UnifiedRecommendation[]
  prefs: IntegrationPreferences
  limit?: number
}

/**
 * The unified recommendation list: the best-scoring retail items (retail scoring, 60% of
 * the limit, each ASIN once) and the first wholesale items (40%), ranked together.
 */
export function mixUnifiedRecommendations({ retail, wholesale, prefs, limit = UNIFIED_DEFAULT_LIMIT }: MixInput): UnifiedRecommendation[] {
  const split = splitUnifiedLimit(limit)
  const seen = new Set<string>()
  const bestRetail = retail
    .filter((item) => (seen.has(item.asin) ? false : (seen.add(item.asin), true)))
    .map((item) => ({ item, score: scoreRetailItem(item, prefs) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, split.retail)
    .map(({ item }) => retailToUnified(item))
  return rankUnified([...bestRetail, ...wholesale.slice(0, split.wholesale)], prefs, limit)
}
