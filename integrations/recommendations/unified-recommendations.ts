import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { integrationLink, type LinkOptions } from '#core/integrations/links.ts'
import {
  buildRetailQueries,
  mixUnifiedRecommendations,
  sampleToUnified,
  splitUnifiedLimit,
  toBatches,
  wholesaleToUnified,
} from '#core/integrations/ranking.ts'
import { type IntegrationPreferences, type RetailItem, UNIFIED_DEFAULT_LIMIT, type UnifiedRecommendation } from '#core/integrations/records.ts'
import { CACHE_POLICY, createTtlCache, systemClock, type Clock } from '../cache/ttl-cache.ts'
import { describeFailure, type IntegrationLogger } from '../http/json-request.ts'
import type { RetailClient } from '../retail/retail-client.ts'
import type { WholesaleClient } from '../wholesale/wholesale-client.ts'

/** `live` items came from the services; `mock` ones are the built-in samples, to be labelled as such. */
export interface UnifiedRecommendations {
  mode: 'live' | 'mock'
  items: UnifiedRecommendation[]
}

export interface UnifiedRecommendationService {
  get(prefs: IntegrationPreferences, limit?: number): Promise<UnifiedRecommendations>
  /** Drops expired entries; the owner calls it every CACHE_POLICY.recommendations.sweepEveryMs. */
  sweep(): number
}

export interface UnifiedRecommendationOptions {
  retail: RetailClient
  wholesale: WholesaleClient
  links: LinkOptions
  logger: IntegrationLogger
  clock?: Clock
}

/** Preferences in a canonical order, so equal requests share a cache entry. */
function cacheKey(prefs: IntegrationPreferences, limit: number): string {
  const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].map((s) => s.trim().toLowerCase()).sort()
  return JSON.stringify([
    limit,
    sorted(prefs.styles),
    sorted(prefs.categories),
    sorted(prefs.brands),
    prefs.priceRange ? [prefs.priceRange.min, prefs.priceRange.max] : null,
    prefs.bodyShape ?? null,
    prefs.colorPalette ?? null,
  ])
}

const toCents = (amount: number) => Math.round(amount * 100)

/**
 * Recommendations mixing retail and wholesale items (60/40, ranked together). With neither
 * service configured, or when the services give nothing, the built-in samples scored by the
 * spec's mock scoring stand in, marked `mock`. Answers are cached for 30 minutes (mock: 5).
 */
export function createUnifiedRecommendations(options: UnifiedRecommendationOptions): UnifiedRecommendationService {
  const cache = createTtlCache<UnifiedRecommendations>({
    max: CACHE_POLICY.recommendations.max,
    ttlMs: CACHE_POLICY.recommendations.ttlMs,
    clock: options.clock ?? systemClock,
  })

  function mock(prefs: IntegrationPreferences, limit: number): UnifiedRecommendations {
    const items = SAMPLE_PRODUCTS.map((p) => sampleToUnified(p, prefs))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
    return { mode: 'mock', items }
  }

  async function retailItems(prefs: IntegrationPreferences, wanted: number): Promise<RetailItem[]> {
    if (!options.retail.status.configured || wanted === 0) return []
    const found = new Map<string, RetailItem>()
    // Batches of five run together; the next batch only if the first did not find enough.
    for (const batch of toBatches(buildRetailQueries(prefs))) {
      const results = await Promise.all(
        batch.map((keywords) =>
          options.retail.searchItems({
            keywords,
            ...(prefs.priceRange ? { minPrice: toCents(prefs.priceRange.min), maxPrice: toCents(prefs.priceRange.max) } : {}),
          }),
        ),
      )
      for (const item of results.flat()) if (!found.has(item.asin)) found.set(item.asin, item)
      if (found.size >= wanted) break
    }
    return [...found.values()]
  }

  async function live(prefs: IntegrationPreferences, limit: number): Promise<UnifiedRecommendation[]> {
    const split = splitUnifiedLimit(limit)
    const [retail, wholesale] = await Promise.all([
      retailItems(prefs, split.retail),
      options.wholesale.status.configured && split.wholesale > 0
        ? options.wholesale.getRecommendations({
            ...(prefs.categories ? { categories: prefs.categories } : {}),
            ...(prefs.brands ? { brands: prefs.brands } : {}),
            ...(prefs.priceRange ? { minPrice: prefs.priceRange.min, maxPrice: prefs.priceRange.max } : {}),
            limit: split.wholesale,
          })
        : Promise.resolve([]),
    ])
    const wholesaleUnified = wholesale.map((p) => wholesaleToUnified(p, integrationLink('faire', p.id, options.links)))
    return mixUnifiedRecommendations({ retail, wholesale: wholesaleUnified, prefs, limit })
  }

  return {
    async get(prefs, limit = UNIFIED_DEFAULT_LIMIT) {
      const n = Math.max(1, Math.min(100, Math.trunc(limit)))
      const key = cacheKey(prefs, n)
      const hit = cache.get(key)
      if (hit) return hit
      let answer: UnifiedRecommendations
      if (!options.retail.status.configured && !options.wholesale.status.configured) {
        answer = mock(prefs, n)
      } else {
        try {
          const items = await live(prefs, n)
          answer = items.length > 0 ? { mode: 'live', items } : mock(prefs, n)
        } catch (error) {
          options.logger.warn({ integration: 'recommendations', ...describeFailure(error) }, 'unified recommendations failed; showing samples')
          answer = mock(prefs, n)
        }
      }
      cache.set(key, answer, answer.mode === 'mock' ? CACHE_POLICY.recommendations.mockTtlMs : CACHE_POLICY.recommendations.ttlMs)
      return answer
    },
    sweep: () => cache.sweep(),
  }
}
