import {
  type ColorAdvice,
  fallbackColorAdvice,
  fallbackFashionAdvice,
  type FashionAdvice,
  parseColorAdvice,
  parseFashionAdvice,
} from '#core/ai/fashion-advice.ts'
import { type AdviceContext, type AdviceProduct, type AdviceProfile, buildColorAdvicePrompt, buildRecommendationPrompt } from '#core/ai/prompts.ts'
import type { AiClient } from '#integrations/ai/ai-client.ts'
import type { Logger } from '../logger.ts'

/**
 * The shopper's AI styling advice (the dashboard's AI cards): fashion recommendations for
 * a profile, products and context, and colour advice for one product. Any failure (no key,
 * provider error, unusable reply) gives the spec's built-in fallback instead of an error.
 */
export function createStylingAdvice(deps: { client: AiClient; logger: Logger }) {
  const { client, logger } = deps
  return {
    async recommend(profile: AdviceProfile, products: readonly AdviceProduct[], context: AdviceContext = {}): Promise<FashionAdvice> {
      if (!client.enabled || products.length === 0) return fallbackFashionAdvice(products)
      try {
        const reply = await client.complete(buildRecommendationPrompt(profile, products, context))
        const advice = parseFashionAdvice(reply.content, products)
        if (advice) return advice
        logger.warn({ requestId: reply.requestId }, 'fashion recommendations reply unusable: built-in advice shown')
      } catch (err) {
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'fashion recommendations failed: built-in advice shown')
      }
      return fallbackFashionAdvice(products)
    },

    async colorAdvice(profile: AdviceProfile, colors: readonly string[]): Promise<ColorAdvice> {
      if (!client.enabled || colors.length === 0) return fallbackColorAdvice(colors)
      try {
        const reply = await client.complete(buildColorAdvicePrompt(profile, colors))
        const advice = parseColorAdvice(reply.content, colors)
        if (advice) return advice
      } catch (err) {
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'colour advice failed: available colours shown')
      }
      return fallbackColorAdvice(colors)
    },
  }
}
