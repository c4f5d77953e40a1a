import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SCORE_DIMENSIONS } from './analysis.ts'
import { ruleBasedAnalysis, tagsFromAnalysis } from './rule-based.ts'

describe('the rule-based analysis', () => {
  it('starts from the spec defaults with confidence 0.6', () => {
    const a = ruleBasedAnalysis({ name: 'Plain Item', category: 'accessories' })
    expect(a.method).toBe('rule-based')
    expect(a.confidence).toBe(0.6)
    expect(a.bodyTypeScores).toEqual({ hourglass: 0.7, pear: 0.6, apple: 0.6, rectangle: 0.7, 'inverted-triangle': 0.6 })
    expect(a.skinToneScores).toEqual({ warm: 0.7, cool: 0.7, neutral: 0.8 })
    expect(a.bodyTypes).toEqual(['rectangle', 'hourglass'])
    expect(a.reasoning).toBe('Scored by the rule-based engine from the product name and category.')
  })

  it('lifts what the words match: shape, palette, season, style and occasion', () => {
    const a = ruleBasedAnalysis({ name: 'Camel Wool Wrap Coat', category: 'outerwear', description: 'A tailored office classic.' })
    expect(a.bodyTypeScores.hourglass).toBe(0.85)
    expect(a.skinToneScores.warm).toBe(0.85)
    expect(a.seasonScores).toMatchObject({ autumn: 0.85, winter: 0.85, summer: 0.5 })
    expect(a.styleScores.classic).toBe(0.85)
    expect(a.occasionScores.work).toBe(0.85)
    expect(a.styleCategories).toContain('classic')
    expect(a.seasons).toEqual(['autumn', 'winter'])
  })

  it('uses the category when the words say nothing', () => {
    const a = ruleBasedAnalysis({ name: 'Item 42', category: 'Activewear' })
    expect(a.occasionScores.sport).toBe(0.75)
    expect(a.occasions).toEqual(expect.arrayContaining(['sport', 'casual']))
  })

  it('is deterministic and keeps every score in 0..1', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(fc.string()), (name, category, tags) => {
        const a = ruleBasedAnalysis({ name, category, tags })
        expect(ruleBasedAnalysis({ name, category, tags })).toEqual(a)
        for (const key of Object.keys(SCORE_DIMENSIONS) as Array<keyof typeof SCORE_DIMENSIONS>) {
          for (const s of Object.values(a[key])) expect(s >= 0 && s <= 1).toBe(true)
        }
      }),
    )
  })

  it('adds the analysis values to the product tags once', () => {
    const a = ruleBasedAnalysis({ name: 'Leather Moto Jacket', category: 'outerwear' })
    const tags = tagsFromAnalysis(['new', 'edgy'], a)
    expect(tags.slice(0, 2)).toEqual(['new', 'edgy'])
    expect(tags.filter((t) => t === 'edgy')).toHaveLength(1)
  })
})
