import { describe, expect, it } from 'vitest'
import { fallbackColorAdvice, fallbackFashionAdvice, parseColorAdvice, parseFashionAdvice } from './fashion-advice.ts'
import { buildGarmentAnalysisPrompt } from './garment-analysis.ts'
import { buildColorAdvicePrompt, buildConnectionTestPrompt, buildRecommendationPrompt } from './prompts.ts'

const products = [
  { name: 'Wrap Dress', category: 'dresses', colors: ['navy', 'red'] },
  { name: 'Silk Blouse', category: 'tops', colors: ['ivory'] },
  { name: 'Wide-Leg Trousers', category: 'bottoms', colors: [] },
  { name: 'Ankle Boots', category: 'shoes', colors: ['black'] },
]

describe('prompts', () => {
  it('carry the per-call settings the spec gives', () => {
    expect(buildGarmentAnalysisPrompt({ name: 'A', category: 'tops' })).toMatchObject({ maxTokens: 800, temperature: 0.3, responseFormat: { name: 'garment_attributes' } })
    expect(buildGarmentAnalysisPrompt({ name: 'Wrap Dress', category: 'tops', material: 'Silk' }).user).toContain('Material: Silk')
    expect(buildConnectionTestPrompt()).toMatchObject({ maxTokens: 10 })
    expect(buildRecommendationPrompt({}, products, {})).toMatchObject({ maxTokens: 2048, temperature: 0.7, topP: 0.9 })
    expect(buildColorAdvicePrompt({}, ['red'])).toMatchObject({ maxTokens: 1024, temperature: 0.5 })
    expect(buildColorAdvicePrompt({}, ['red'])).not.toHaveProperty('topP')
  })
})

describe('fashion recommendations', () => {
  it('keeps offered products with scores clamped to 1..10', () => {
    const advice = parseFashionAdvice(
      'Here: {"recommendations": [{"productName": "wrap dress", "score": 12, "recommendedColor": "navy", "reasoning": "Shapes the waist", "styleNotes": "Belt it"},' +
        '{"productName": "Unknown Coat", "score": 9}, {"productName": "Silk Blouse", "score": 0.2}], "overallAnalysis": "Good", "stylingTips": ["One"]}',
      products,
    )
    expect(advice).toMatchObject({
      source: 'ai',
      recommendations: [
        { productName: 'Wrap Dress', score: 10, recommendedColor: 'navy', reasoning: 'Shapes the waist', styleNotes: 'Belt it' },
        { productName: 'Silk Blouse', score: 1, recommendedColor: 'ivory' },
      ],
      overallAnalysis: 'Good',
      stylingTips: ['One'],
    })
  })

  it('gives up on replies with nothing usable', () => {
    expect(parseFashionAdvice('not json', products)).toBeUndefined()
    expect(parseFashionAdvice('{"recommendations": [{"productName": "Nope", "score": 5}]}', products)).toBeUndefined()
  })

  it('falls back to the first three products scored 7, 6, 5 with their first colour', () => {
    const advice = fallbackFashionAdvice(products)
    expect(advice.source).toBe('fallback')
    expect(advice.recommendations.map((r) => [r.productName, r.score, r.recommendedColor])).toEqual([
      ['Wrap Dress', 7, 'navy'],
      ['Silk Blouse', 6, 'ivory'],
      ['Wide-Leg Trousers', 5, ''],
    ])
    expect(advice.recommendations[0]!.reasoning).toBe('Wrap Dress is a versatile dresses that works well for most body types')
    expect(advice.stylingTips).toHaveLength(3)
    expect(advice.overallAnalysis).not.toBe('')
    expect(advice.colorAdvice).not.toBe('')
  })
})

describe('colour advice', () => {
  it('keeps available colours only', () => {
    expect(parseColorAdvice('{"recommendedColors": ["Navy", "green"], "advice": "Navy flatters you."}', ['navy', 'red'])).toEqual({
      recommendedColors: ['navy'],
      advice: 'Navy flatters you.',
      source: 'ai',
    })
    expect(parseColorAdvice('{"recommendedColors": ["green"], "advice": "x"}', ['navy'])).toBeUndefined()
  })

  it('falls back to the first two colours and the spec apology', () => {
    expect(fallbackColorAdvice(['navy', 'red', 'black'])).toEqual({
      recommendedColors: ['navy', 'red'],
      advice: 'Unable to analyze colors at this time. Showing available options.',
      source: 'fallback',
    })
  })
})
