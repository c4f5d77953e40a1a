import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Product } from '../catalog/product.ts'
import type { RecommendationItem } from '../recommendation/contract.ts'
import { BODY_SHAPE_DETAILS } from '../rule-book/body-shapes.ts'
import { fallbackColorAdvice, fallbackFashionAdvice } from './fashion-advice.ts'
import { adviceContextSchema, availableColors, joinAdvice, ruleBasedAdvice, tenPointScore } from './shopper-advice.ts'

function item(id: string, name: string, colors: string[], overrides: Partial<RecommendationItem> = {}): RecommendationItem {
  return {
    product: { id, name, category: 'tops', colors } as Product,
    score: 80,
    breakdown: { body: 80, color: 80, style: 80, occasion: 70, season: 100, age: 80 },
    reasons: ['Cut to flatter your Pear shape', 'In your Warm Tones palette'],
    stylingTips: ['Pair it with Rust or Olive from your palette.'],
    confidence: 0.7,
    aiScore: null,
    ...overrides,
  }
}

describe('joinAdvice', () => {
  it('follows the advice order and gives a shared name to the first product not yet used', () => {
    const items = [item('a', 'Tee', ['white']), item('b', 'Tee', ['black'], { confidence: 0.9 }), item('c', 'Skirt', ['red'])]
    const advice = {
      ...fallbackFashionAdvice([]),
      source: 'ai' as const,
      recommendations: [
        { productName: 'Skirt', score: 9, recommendedColor: 'red', reasoning: 'r', styleNotes: 's' },
        { productName: 'Tee', score: 8, recommendedColor: 'white', reasoning: 'r', styleNotes: 's' },
        { productName: 'Tee', score: 7, recommendedColor: 'black', reasoning: 'r', styleNotes: 's' },
        { productName: 'Tee', score: 6, recommendedColor: 'black', reasoning: 'r', styleNotes: 's' },
      ],
    }
    const joined = joinAdvice('ai', advice, fallbackColorAdvice(['red']), items)
    expect(joined.items.map((i) => [i.product.id, i.score, i.confidence])).toEqual([
      ['c', 9, 0.7],
      ['a', 8, 0.7],
      ['b', 7, 0.9],
    ])
    expect(joined.colors).toEqual({ recommended: ['red'], advice: 'Unable to analyze colors at this time. Showing available options.', source: 'fallback' })
  })
})

describe('ruleBasedAdvice', () => {
  it("uses the engine's scores, reasons and tips, a palette colour first, and the shape's tips", () => {
    const items = [item('a', 'Shirt', ['White', 'olive']), item('b', 'Coat', ['Black'], { score: 43, reasons: [], stylingTips: [] })]
    const advice = ruleBasedAdvice({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }, items)
    expect(advice.source).toBe('rule-based')
    expect(advice.items.map((i) => [i.score, i.recommendedColor])).toEqual([
      [8, 'olive'],
      [4, 'Black'],
    ])
    expect(advice.items[0]!.reasoning).toBe('Cut to flatter your Pear shape. In your Warm Tones palette')
    expect(advice.items[1]!.reasoning).toBe('Coat is a versatile tops that works well for most body types')
    expect(advice.stylingTips).toEqual(BODY_SHAPE_DETAILS.pear.stylingTips.slice(0, 3))
    expect(advice.colorAdvice).toContain('Warm Tones')
    expect(advice.colors).toEqual({ recommended: ['olive'], advice: 'These colors come from your Warm Tones palette.', source: 'rule-based' })
  })

  it('falls back to generic texts and the first two colours without a shape or palette', () => {
    const advice = ruleBasedAdvice({ stylePreferences: [] }, [item('a', 'Shirt', ['White', 'Blue', 'Grey'])])
    expect(advice.stylingTips).toHaveLength(3)
    expect(advice.colors.recommended).toEqual(['White', 'Blue'])
    expect(advice.colors.advice).toBe('Unable to analyze colors at this time. Showing available options.')
  })
})

describe('helpers', () => {
  it('lists each colour once, first spelling kept', () => {
    expect(availableColors([{ colors: ['Navy', ' red '] }, { colors: ['navy', 'Black', ''] }] as Product[])).toEqual(['Navy', 'red', 'Black'])
  })

  it('a ten-point score is always a whole number from 1 to 10', () => {
    fc.assert(
      fc.property(fc.double(), (score) => {
        const ten = tenPointScore(score)
        return Number.isInteger(ten) && ten >= 1 && ten <= 10
      }),
    )
    expect(tenPointScore(97)).toBe(10)
    expect(tenPointScore(64)).toBe(6)
  })

  it('accepts only known occasions and seasons and a short budget', () => {
    expect(adviceContextSchema.safeParse({ occasion: 'work', season: 'winter', budget: 'under $80' }).success).toBe(true)
    expect(adviceContextSchema.safeParse({ occasion: 'gala' }).success).toBe(false)
    expect(adviceContextSchema.safeParse({ budget: ' ' }).success).toBe(false)
  })
})
