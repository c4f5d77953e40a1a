import type { ShopperAdvice } from '#core/ai/shopper-advice.ts'
import type { PartnerPicksResponse } from '#core/integrations/partner-picks.ts'
import type { Product } from '#core/catalog/product.ts'
import type { RecommendationItem, RecommendationResponse } from '#core/recommendation/engines.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { CategoryId } from '#core/reference/categories.ts'
import type { SeasonId } from '#core/reference/seasons.ts'
import type { ViewMode } from './view-state.ts'

/** One item and the whole answer of POST /api/recommendations (the API contract's types, from core). */
export type Recommendation = RecommendationItem
export type RecommendationsResponse = RecommendationResponse

export interface RecommendationsRequest {
  profile: StyleProfile
  mode: ViewMode
  category?: CategoryId
  season?: SeasonId
  limit: number
  offset: number
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string }

/**
 * Calls one of our JSON API routes from the browser. Never throws: a refusal comes back
 * with the API's error code and message, a network failure as status 0, and a 204 as null data.
 */
export async function apiCall<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, signal?: AbortSignal): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
  } catch (err) {
    return { ok: false, status: 0, code: 'network', message: err instanceof Error ? err.message : String(err) }
  }
  if (response.status === 204) return { ok: true, data: null as T }
  const payload = (await response.json().catch(() => null)) as (T & { error?: { code: string; message: string } }) | null
  if (response.ok) return { ok: true, data: payload as T }
  return {
    ok: false,
    status: response.status,
    code: payload?.error?.code ?? 'internal',
    message: payload?.error?.message ?? response.statusText,
  }
}

export function fetchRecommendations(request: RecommendationsRequest, signal?: AbortSignal) {
  return apiCall<RecommendationsResponse>('POST', '/api/recommendations', request, signal)
}

/** The AI stylist's advice on the profile's top recommendations (a signed-in caller's stored profile wins). */
export function fetchStylingAdvice(profile: StyleProfile, signal?: AbortSignal) {
  return apiCall<ShopperAdvice>('POST', '/api/styling-advice', { profile }, signal)
}

/** Retail and wholesale picks from the partner stores for the profile (a signed-in caller's stored profile wins). */
export function fetchPartnerPicks(profile: StyleProfile, signal?: AbortSignal) {
  return apiCall<PartnerPicksResponse>('POST', '/api/partner-picks', { profile }, signal)
}

export function fetchProducts(limit: number, signal?: AbortSignal) {
  return apiCall<{ items: Product[]; total: number }>('GET', `/api/products?limit=${limit}`, undefined, signal)
}

export function fetchProduct(id: string, signal?: AbortSignal) {
  return apiCall<Product>('GET', `/api/products/${encodeURIComponent(id)}`, undefined, signal)
}

export const favouritesApi = {
  list: (signal?: AbortSignal) => apiCall<{ productIds: string[]; items: Product[] }>('GET', '/api/favourites', undefined, signal),
  add: (id: string) => apiCall<null>('PUT', `/api/favourites/${encodeURIComponent(id)}`),
  remove: (id: string) => apiCall<null>('DELETE', `/api/favourites/${encodeURIComponent(id)}`),
  merge: (productIds: string[]) => apiCall<{ productIds: string[] }>('POST', '/api/favourites/merge', { productIds }),
}
