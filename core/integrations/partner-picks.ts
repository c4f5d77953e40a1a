import { normalizeAffiliateUrl } from '../catalog/affiliate-url.ts'
import type { StyleProfile } from '../profile/style-profile.ts'
import { type IntegrationPreferences, UNIFIED_DEFAULT_LIMIT, type UnifiedRecommendation } from './records.ts'

/** The most partner picks a shopper is shown (the spec's unified default limit). */
export const PARTNER_PICKS_MAX = UNIFIED_DEFAULT_LIMIT

/**
 * `ok`: picks from the partner stores. `not-configured`: neither partner service is set up,
 * so there is nothing to say to a shopper. `unavailable`: set up, but no usable answer now.
 */
export type PartnerPicksStatus = 'ok' | 'not-configured' | 'unavailable'

/** One card in "From our partner stores": a unified recommendation whose links are safe to render. */
export type PartnerPick = UnifiedRecommendation

/** The answer of POST /api/partner-picks. */
export interface PartnerPicksResponse {
  status: PartnerPicksStatus
  items: PartnerPick[]
}

/** The URL when it is an absolute http(s) address, else null: `javascript:`, `data:` and relative links never reach a page. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

/** Keeps only picks with an https affiliate link (a card without one has nothing to offer) and drops images that are not http(s). */
export function toSafePicks(items: readonly UnifiedRecommendation[]): PartnerPick[] {
  const safe: PartnerPick[] = []
  for (const item of items) {
    const affiliateUrl = normalizeAffiliateUrl(item.affiliateUrl)
    if (!affiliateUrl) continue
    safe.push({ ...item, affiliateUrl, image: safeHttpUrl(item.image) })
  }
  return safe
}

// Commas are thousands separators, as in "$1,000".
const NUMBER = /\d[\d,]*(?:\.\d+)?/g

/**
 * A price range from the profile's free-text budget: two amounts ("$50-$150") are a range,
 * one amount ("under $100", "100") is an upper bound from 0. Null when it names no amount.
 */
export function budgetRange(budget: string | null | undefined): { min: number; max: number } | null {
  const amounts = (budget?.match(NUMBER) ?? []).map((n) => Number(n.replace(/,/g, ''))).filter((n) => Number.isFinite(n) && n >= 0)
  if (amounts.length === 0) return null
  if (amounts.length === 1) return amounts[0]! > 0 ? { min: 0, max: amounts[0]! } : null
  const [a, b] = amounts as [number, number]
  return { min: Math.min(a, b), max: Math.max(a, b) }
}

/**
 * What the unified recommender is asked for a style profile: her styles, body shape,
 * palette, categories and preferred brands, and a price range from the profile's range
 * (when it is the right way round) or else from her budget.
 */
export function partnerPreferences(profile: StyleProfile): IntegrationPreferences {
  const range = profile.priceRange && profile.priceRange.max >= profile.priceRange.min && profile.priceRange.max > 0 ? profile.priceRange : budgetRange(profile.budget)
  const categories = (profile.categories ?? []).map((c) => c.trim()).filter(Boolean)
  const brands = (profile.preferredBrands ?? []).map((b) => b.trim()).filter(Boolean)
  return {
    styles: profile.stylePreferences,
    ...(categories.length ? { categories } : {}),
    ...(brands.length ? { brands } : {}),
    ...(range ? { priceRange: { min: range.min, max: range.max } } : {}),
    ...(profile.bodyShape ? { bodyShape: profile.bodyShape } : {}),
    ...(profile.colorPalette ? { colorPalette: profile.colorPalette } : {}),
  }
}
