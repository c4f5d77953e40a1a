import type { StyleProfile } from '#core/profile/style-profile.ts'
import {
  ADVICE_PRODUCT_COUNT,
  availableColors,
  joinAdvice,
  ruleBasedAdvice,
  type ShopperAdvice,
  type ShopperAdviceContext,
  toAdviceProduct,
  toAdviceProfile,
} from '#core/ai/shopper-advice.ts'
import { profileHash } from '#core/recommendation/profile-hash.ts'
import { createAiClient, type AiClient } from '#integrations/ai/ai-client.ts'
import { type Clock, createTtlCache } from '#integrations/cache/ttl-cache.ts'
import type { Config } from '../config.ts'
import type { RecommendationsApi } from '../load-context.ts'
import type { Logger } from '../logger.ts'
import { createStylingAdvice } from './styling-advice.ts'

export interface ShopperAdviceService {
  /** The stylist's advice on the profile's top recommendations; never throws for an AI failure. */
  advise(profile: StyleProfile, context: ShopperAdviceContext): Promise<ShopperAdvice>
}

/** Model answers are kept this long per profile, context and product list, so a reload costs no call. */
export const ADVICE_CACHE_TTL_MS = 30 * 60_000

/**
 * The dashboard's AI stylist: the recommender's top items for the profile, then the
 * fashion-recommendation and colour-advice calls side by side. Without a key it answers at
 * once from the engine's own scores ('rule-based'). Only the model's own answers are cached
 * (in-process, safe to lose): a fallback is retried on the next visit.
 */
export function createShopperAdvice(deps: { recommendations: RecommendationsApi; client: AiClient; logger: Logger; clock?: Clock }): ShopperAdviceService {
  const stylist = createStylingAdvice({ client: deps.client, logger: deps.logger })
  const cache = createTtlCache<ShopperAdvice>({ max: 1000, ttlMs: ADVICE_CACHE_TTL_MS, ...(deps.clock ? { clock: deps.clock } : {}) })
  // Concurrent identical asks (a double render, two tabs) share one model call.
  const inFlight = new Map<string, Promise<ShopperAdvice>>()

  async function ask(profile: StyleProfile, context: ShopperAdviceContext, items: Awaited<ReturnType<RecommendationsApi['recommend']>>['items']) {
    const adviceProfile = toAdviceProfile(profile)
    const products = items.map((it) => toAdviceProduct(it.product))
    const [fashion, colors] = await Promise.all([
      stylist.recommend(adviceProfile, products, context),
      stylist.colorAdvice(adviceProfile, availableColors(items.map((it) => it.product))),
    ])
    return joinAdvice(fashion.source, fashion, colors, items)
  }

  return {
    async advise(profile, context) {
      const recs = await deps.recommendations.recommend({ profile, mode: 'recommended', limit: ADVICE_PRODUCT_COUNT, offset: 0 })
      if (!deps.client.enabled) return ruleBasedAdvice(profile, recs.items)
      const key = [profileHash(profile), context.occasion ?? '', context.season ?? '', context.budget ?? '', ...recs.items.map((it) => it.product.id)].join('|')
      const hit = cache.get(key)
      if (hit) return hit
      let pending = inFlight.get(key)
      if (!pending) {
        pending = ask(profile, context, recs.items).finally(() => inFlight.delete(key))
        inFlight.set(key, pending)
      }
      const advice = await pending
      if (advice.source === 'ai') cache.set(key, advice)
      return advice
    },
  }
}

/** The service over the configured provider (AI_BASE_URL, AI_API_KEY, AI_MODEL); rule-based without a key. */
export function createShopperAdviceFromConfig(options: { config: Pick<Config, 'ai'>; recommendations: RecommendationsApi; logger: Logger }): ShopperAdviceService {
  const ai = options.config.ai
  const client = createAiClient({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model, providerName: ai.providerName, timeoutMs: ai.timeoutMs })
  return createShopperAdvice({ recommendations: options.recommendations, client, logger: options.logger })
}
