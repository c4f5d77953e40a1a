import { z } from 'zod'
import type { Product } from '../catalog/product.ts'
import { translate } from '../i18n/translate.ts'
import type { StyleProfile } from '../profile/style-profile.ts'
import type { RecommendationItem } from '../recommendation/contract.ts'
import { BODY_SHAPE_DETAILS } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTE_DETAILS } from '../rule-book/palettes.ts'
import { occasionSchema, seasonSchema } from '../reference/schemas.ts'
import type { ColorAdvice, FashionAdvice } from './fashion-advice.ts'
import type { AdviceProduct, AdviceProfile } from './prompts.ts'

/** How many of the profile's top recommendations the stylist is asked about. */
export const ADVICE_PRODUCT_COUNT = 6

/** The shopper's optional context for the advice (spec: occasion, season, budget). */
export const adviceContextSchema = z.object({
  occasion: occasionSchema.optional(),
  season: seasonSchema.optional(),
  budget: z.string().trim().min(1).max(60).optional(),
})
export type ShopperAdviceContext = z.infer<typeof adviceContextSchema>

/**
 * Where the advice came from: the model ('ai'), the spec's built-in advice after the model
 * failed or gave an unusable reply ('fallback'), or our match engine because no AI key is
 * configured ('rule-based').
 */
export type ShopperAdviceSource = 'ai' | 'fallback' | 'rule-based'

/** One advised product: the stylist's verdict beside the engine's confidence. */
export interface AdvisedItem {
  product: Product
  /** 1 to 10. */
  score: number
  recommendedColor: string
  reasoning: string
  styleNotes: string
  /** The match engine's confidence for the product, 0..1 (the card's confidence badge). */
  confidence: number
}

/** What POST /api/styling-advice answers. */
export interface ShopperAdvice {
  source: ShopperAdviceSource
  items: AdvisedItem[]
  overallAnalysis: string
  colorAdvice: string
  stylingTips: string[]
  /** Colours to reach for among the advised products' colours, with a sentence of advice. */
  colors: { recommended: string[]; advice: string; source: ShopperAdviceSource }
}

export function toAdviceProfile(profile: StyleProfile): AdviceProfile {
  return {
    bodyShape: profile.bodyShape ?? null,
    colorPalette: profile.colorPalette ?? null,
    skinTone: profile.skinTone ?? null,
    styles: profile.stylePreferences,
    ageGroup: profile.ageGroup ?? null,
  }
}

export function toAdviceProduct(product: Product): AdviceProduct {
  return { name: product.name, category: product.category, brand: product.brand, price: product.price, colors: product.colors }
}

/** Every colour the products come in, first spelling kept, case aside. */
export function availableColors(products: readonly Product[]): string[] {
  const seen = new Map<string, string>()
  for (const p of products) for (const c of p.colors) if (c.trim() && !seen.has(c.trim().toLowerCase())) seen.set(c.trim().toLowerCase(), c.trim())
  return [...seen.values()]
}

/**
 * The model's (or the built-in) advice laid over the engine's items, in the advice's order.
 * Advice names the products by name; a name two products share goes to the first unused one.
 */
export function joinAdvice(
  source: 'ai' | 'fallback',
  advice: FashionAdvice,
  colors: ColorAdvice,
  items: readonly RecommendationItem[],
): ShopperAdvice {
  const used = new Set<number>()
  const advised: AdvisedItem[] = []
  for (const r of advice.recommendations) {
    const i = items.findIndex((it, n) => !used.has(n) && it.product.name === r.productName)
    if (i < 0) continue
    used.add(i)
    const item = items[i]!
    advised.push({ product: item.product, score: r.score, recommendedColor: r.recommendedColor, reasoning: r.reasoning, styleNotes: r.styleNotes, confidence: item.confidence })
  }
  return {
    source,
    items: advised,
    overallAnalysis: advice.overallAnalysis,
    colorAdvice: advice.colorAdvice,
    stylingTips: advice.stylingTips,
    colors: { recommended: colors.recommendedColors, advice: colors.advice, source: colors.source },
  }
}

/** The engine's 0-100 match as a 1-10 stylist score. */
export function tenPointScore(score: number): number {
  return Math.min(10, Math.max(1, Math.round((Number.isFinite(score) ? score : 0) / 10)))
}

function paletteColors(profile: StyleProfile, available: readonly string[]): string[] {
  if (!profile.colorPalette) return []
  const best = new Set(COLOR_PALETTE_DETAILS[profile.colorPalette].bestColors.map((c) => c.toLowerCase()))
  return available.filter((c) => best.has(c.toLowerCase()))
}

/**
 * Advice without a model: the engine's own scores, reasons and tips per product, the
 * palette's best colours, and the body shape's styling tips. Labelled 'rule-based'.
 */
export function ruleBasedAdvice(profile: StyleProfile, items: readonly RecommendationItem[]): ShopperAdvice {
  const advised = items.map((it) => {
    const colors = it.product.colors
    return {
      product: it.product,
      score: tenPointScore(it.score),
      recommendedColor: paletteColors(profile, colors)[0] ?? colors[0] ?? '',
      reasoning: it.reasons.join('. ') || translate('ai.fallback.reason', { name: it.product.name, category: it.product.category }),
      styleNotes: it.stylingTips.join(' ') || translate('ai.fallback.styleNotes'),
      confidence: it.confidence,
    }
  })
  const palette = profile.colorPalette ? COLOR_PALETTE_DETAILS[profile.colorPalette] : null
  const shapeTips = profile.bodyShape ? BODY_SHAPE_DETAILS[profile.bodyShape].stylingTips.slice(0, 3) : []
  const available = availableColors(items.map((it) => it.product))
  const inPalette = paletteColors(profile, available)
  return {
    source: 'rule-based',
    items: advised,
    overallAnalysis: translate('ai.advice.ruleBased.overall'),
    colorAdvice: palette
      ? translate('ai.advice.ruleBased.colorAdvice', { palette: palette.name, colors: palette.bestColors.slice(0, 3).join(', ') })
      : translate('ai.fallback.colorAdvice'),
    stylingTips: shapeTips.length ? [...shapeTips] : [translate('ai.fallback.tip1'), translate('ai.fallback.tip2'), translate('ai.fallback.tip3')],
    colors: {
      recommended: inPalette.length ? inPalette.slice(0, 3) : available.slice(0, 2),
      advice: palette && inPalette.length ? translate('ai.advice.ruleBased.colors', { palette: palette.name }) : translate('ai.colorAdviceUnavailable'),
      source: 'rule-based',
    },
  }
}
