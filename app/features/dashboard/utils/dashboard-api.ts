import type { ShopperAdvice } from '#core/ai/shopper-advice.ts'
import type { PartnerPicksResponse } from '#core/integrations/partner-picks.ts'
import type { Product } from '#core/catalog/product.ts'
import type { LearnedLeaning } from '#core/learning/leanings.ts'
import type { Signal } from '#core/learning/signals.ts'
import { MAX_RECOMMENDATION_LIMIT, type RecommendationItem, type RecommendationRequestInput, type RecommendationResponse } from '#core/recommendation/contract.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { apiRequest } from '../../../utils/api-client.ts'

/** One item and the whole answer of POST /api/recommendations (the API contract's types, from core). */
export type Recommendation = RecommendationItem
export type RecommendationsResponse = RecommendationResponse

/** The one request type (core/recommendation/request.ts); a signed-in shopper's profile and history are read from her account. */
export function fetchRecommendations(request: RecommendationRequestInput, signal?: AbortSignal) {
  return apiRequest<RecommendationsResponse>('POST', '/api/recommendations', request, { signal })
}

/**
 * Her favourites scored as the grid scores them (the recommendations API's `ids`), by id; a
 * piece the catalogue no longer lists, or a failed call, leaves its card without a match.
 */
export async function favouriteMatches(profile: StyleProfile, ids: readonly string[], signal?: AbortSignal): Promise<Map<string, Recommendation>> {
  const found = new Map<string, Recommendation>()
  for (let start = 0; start < ids.length; start += MAX_RECOMMENDATION_LIMIT) {
    const chunk = ids.slice(start, start + MAX_RECOMMENDATION_LIMIT)
    const result = await fetchRecommendations({ profile, mode: 'all', ids: [...chunk], limit: chunk.length }, signal)
    if (!result.ok) break
    for (const item of result.data.items) found.set(item.product.id, item)
  }
  return found
}

/** The AI stylist's advice on the profile's top recommendations (a signed-in caller's stored profile wins). */
export function fetchStylingAdvice(profile: StyleProfile, signal?: AbortSignal) {
  return apiRequest<ShopperAdvice>('POST', '/api/styling-advice', { profile }, { signal })
}

/** Retail and wholesale picks from the partner stores for the profile (a signed-in caller's stored profile wins). */
export function fetchPartnerPicks(profile: StyleProfile, signal?: AbortSignal) {
  return apiRequest<PartnerPicksResponse>('POST', '/api/partner-picks', { profile }, { signal })
}

export function fetchProducts(limit: number, signal?: AbortSignal) {
  return apiRequest<{ items: Product[]; total: number }>('GET', `/api/products?limit=${limit}`, undefined, { signal })
}

export function fetchProduct(id: string, signal?: AbortSignal) {
  return apiRequest<Product>('GET', `/api/products/${encodeURIComponent(id)}`, undefined, { signal })
}

export const favouritesApi = {
  list: (signal?: AbortSignal) => apiRequest<{ productIds: string[]; items: Product[] }>('GET', '/api/favourites', undefined, { signal }),
  add: (id: string) => apiRequest<null>('PUT', `/api/favourites/${encodeURIComponent(id)}`),
  remove: (id: string) => apiRequest<null>('DELETE', `/api/favourites/${encodeURIComponent(id)}`),
  merge: (productIds: string[]) => apiRequest<{ productIds: string[] }>('POST', '/api/favourites/merge', { productIds }),
}

/** A signed-in shopper's learning history (issue 18); visitors keep theirs in the browser. */
export const signalsApi = {
  list: (signal?: AbortSignal) => apiRequest<{ signals: Signal[]; leanings: LearnedLeaning[] }>('GET', '/api/signals', undefined, { signal }),
  add: (signals: Signal[]) => apiRequest<{ count: number }>('POST', '/api/signals', { signals }),
  merge: (signals: Signal[]) => apiRequest<{ count: number }>('POST', '/api/signals/merge', { signals }),
  clear: () => apiRequest<{ removed: number }>('DELETE', '/api/signals'),
}
