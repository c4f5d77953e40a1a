import { translate } from '../i18n/translate.ts'
import { extractFirstJsonObject } from './json-reply.ts'
import type { AdviceProduct } from './prompts.ts'

export interface ProductRecommendation {
  productName: string
  /** 1 to 10. */
  score: number
  recommendedColor: string
  reasoning: string
  styleNotes: string
}

export interface FashionAdvice {
  recommendations: ProductRecommendation[]
  overallAnalysis: string
  colorAdvice: string
  stylingTips: string[]
  /** 'ai' when the model's reply was used; 'fallback' for the built-in advice. */
  source: 'ai' | 'fallback'
}

export interface ColorAdvice {
  recommendedColors: string[]
  advice: string
  source: 'ai' | 'fallback'
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

/**
 * The recommendations reply, kept to products that were offered (matched by name, case
 * aside) with a score from 1 to 10; undefined when nothing usable is left, so the caller
 * falls back.
 */
export function parseFashionAdvice(content: string, products: readonly AdviceProduct[]): FashionAdvice | undefined {
  const reply = extractFirstJsonObject(content)
  if (!reply || !Array.isArray(reply.recommendations)) return undefined
  const byName = new Map(products.map((p) => [p.name.trim().toLowerCase(), p]))
  const recommendations: ProductRecommendation[] = []
  for (const item of reply.recommendations as unknown[]) {
    if (!item || typeof item !== 'object') continue
    const r = item as Record<string, unknown>
    const product = byName.get(text(r.productName)?.toLowerCase() ?? '')
    const score = typeof r.score === 'number' && Number.isFinite(r.score) ? Math.round(Math.min(10, Math.max(1, r.score))) : undefined
    if (!product || score === undefined) continue
    const color = text(r.recommendedColor)
    recommendations.push({
      productName: product.name,
      score,
      recommendedColor: color ?? product.colors[0] ?? '',
      reasoning: text(r.reasoning) ?? translate('ai.fallback.reason', { name: product.name, category: product.category }),
      styleNotes: text(r.styleNotes) ?? translate('ai.fallback.styleNotes'),
    })
  }
  if (recommendations.length === 0) return undefined
  const tips = Array.isArray(reply.stylingTips) ? reply.stylingTips.map(text).filter((t): t is string => t !== undefined) : []
  return {
    recommendations,
    overallAnalysis: text(reply.overallAnalysis) ?? translate('ai.fallback.overallAnalysis'),
    colorAdvice: text(reply.colorAdvice) ?? translate('ai.fallback.colorAdvice'),
    stylingTips: tips.length ? tips : fallbackTips(),
    source: 'ai',
  }
}

function fallbackTips(): string[] {
  return [translate('ai.fallback.tip1'), translate('ai.fallback.tip2'), translate('ai.fallback.tip3')]
}

/** The spec's built-in advice: the first three products scored 7, 6 and 5, their first colour, generic texts. */
export function fallbackFashionAdvice(products: readonly AdviceProduct[]): FashionAdvice {
  return {
    recommendations: products.slice(0, 3).map((p, i) => ({
      productName: p.name,
      score: 7 - i,
      recommendedColor: p.colors[0] ?? '',
      reasoning: translate('ai.fallback.reason', { name: p.name, category: p.category }),
      styleNotes: translate('ai.fallback.styleNotes'),
    })),
    overallAnalysis: translate('ai.fallback.overallAnalysis'),
    colorAdvice: translate('ai.fallback.colorAdvice'),
    stylingTips: fallbackTips(),
    source: 'fallback',
  }
}

/** The colour-advice reply, kept to colours that are available; undefined when unusable. */
export function parseColorAdvice(content: string, colors: readonly string[]): ColorAdvice | undefined {
  const reply = extractFirstJsonObject(content)
  if (!reply || !Array.isArray(reply.recommendedColors)) return undefined
  const available = new Map(colors.map((c) => [c.trim().toLowerCase(), c]))
  const recommendedColors = reply.recommendedColors
    .map((c) => (typeof c === 'string' ? available.get(c.trim().toLowerCase()) : undefined))
    .filter((c): c is string => c !== undefined)
  const advice = text(reply.advice)
  if (recommendedColors.length === 0 || !advice) return undefined
  return { recommendedColors: [...new Set(recommendedColors)], advice, source: 'ai' }
}

/** Colour advice failing: the first two available colours and the spec's apology. */
export function fallbackColorAdvice(colors: readonly string[]): ColorAdvice {
  return { recommendedColors: colors.slice(0, 2), advice: translate('ai.colorAdviceUnavailable'), source: 'fallback' }
}
