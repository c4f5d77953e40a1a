import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '../catalog/sample-products.ts'
import { BODY_SHAPES } from '../reference/body-shapes.ts'
import { COLOR_PALETTES } from '../reference/color-palettes.ts'
import { SEASONS } from '../reference/seasons.ts'
import { isMessageKey } from '../i18n/translate.ts'
import {
  analyseClothing,
  bodyShapeScore,
  CLOTHING_OCCASIONS,
  fallbackBlend,
  occasionScore,
  seasonScore,
  skinToneScore,
  STYLING_TIP_MESSAGES,
  STYLING_TIPS,
} from './clothing-analysis.ts'

describe('the spec formulas', () => {
  it('body-shape scores start at 70 and stay within 20-100', () => {
    expect(bodyShapeScore(0, 0)).toBe(70)
    expect(bodyShapeScore(1, 0)).toBe(85)
    expect(bodyShapeScore(2, 0)).toBe(100)
    expect(bodyShapeScore(5, 0)).toBe(100)
    expect(bodyShapeScore(0, 1)).toBe(50)
    expect(bodyShapeScore(0, 9)).toBe(20)
  })

  it('occasion score = min(100, 50 + 25 per hit)', () => {
    expect([0, 1, 2, 3].map(occasionScore)).toEqual([50, 75, 100, 100])
  })

  it('season score = min(100, 60 + 20 per hit)', () => {
    expect([0, 1, 2, 3].map(seasonScore)).toEqual([60, 80, 100, 100])
  })
})

describe('analyseClothing', () => {
  it('reads a belted wrap midi dress in rust', () => {
    const r = analyseClothing({ name: 'Belted Wrap Midi Dress', colors: ['Rust'], tags: ['work', 'date-night'] })
    expect(r.category).toBe('dresses')
    expect(r.subcategory).toBe('dress')
    // wrap and belted are hourglass words: 70 + 2 x 15.
    expect(r.bodyShapeScores.hourglass).toBe(100)
    expect(r.bodyShapeScores.rectangle).toBe(70)
    expect(r.sizeCharacteristics).toMatchObject({ length: 'midi', definesWaist: true, emphasisesBust: true })
    expect(r.colorProfile).toMatchObject({ dominantColors: ['Rust'], family: 'warm', pattern: 'solid' })
    // 'work' once; 'date-night', 'wrap' twice for date.
    expect(r.occasionScores.work).toBe(75)
    expect(r.occasionScores.date).toBe(100)
    expect(r.occasionScores.home).toBe(50)
    expect(r.stylingRecommendations[0]).toBe('show-waist')
  })

  it('reads a navy wool coat as a cold-season, cool-coloured piece', () => {
    const r = analyseClothing({ name: 'Navy Wool Coat', category: 'Outerwear' })
    expect(r.category).toBe('outerwear')
    expect(r.seasonality).toEqual({ spring: 60, summer: 60, autumn: 100, winter: 100 })
    expect(r.colorProfile.seasonalMatch).toEqual(['autumn', 'winter'])
    expect(r.colorProfile.family).toBe('cool')
  })

  it('marks cuts that work against a shape', () => {
    const r = analyseClothing({ name: 'Puff Sleeve Boat Neck Top' })
    // Two inverted-triangle 'avoid' words: 70 - 2 x 20.
    expect(r.bodyShapeScores['inverted-triangle']).toBe(30)
    expect(r.sizeCharacteristics.broadensShoulders).toBe(true)
  })

  it('falls back to Dresses, neutral, solid and smart casual for a bare name', () => {
    const r = analyseClothing({ name: 'Item 42' })
    expect(r.category).toBe('dresses')
    expect(r.subcategory).toBeNull()
    expect(r.colorProfile).toEqual({ dominantColors: [], family: 'neutral', pattern: 'solid', seasonalMatch: [...SEASONS] })
    expect(r.styleProfile.formality).toBe('smart-casual')
    expect(r.styleProfile.aesthetic).toEqual(['classic'])
    expect(r.stylingRecommendations).toEqual(['accent-neutral'])
  })

  it('reads an edgy leather jacket as younger-leaning and bold', () => {
    const r = analyseClothing({ name: 'Studded Leather Moto Jacket', colors: ['Black'] })
    expect(r.styleProfile.aesthetic).toEqual(['edgy'])
    expect(r.styleProfile.personality).toEqual(['bold'])
    expect(r.styleProfile.ageRange).toEqual(['18-25', '26-35', '36-45'])
  })

  it('has a message for every styling tip', () => {
    for (const tip of STYLING_TIPS) expect(isMessageKey(STYLING_TIP_MESSAGES[tip]), tip).toBe(true)
  })

  it('keeps every score within its bounds for any text (property)', () => {
    const words = fc.constantFrom(
      'wrap', 'belted', 'boxy', 'bodycon', 'puff sleeve', 'linen', 'wool', 'sequin', 'gown', 'lounge', 'yoga',
      'floral', 'navy', 'rust', 'mini', 'maxi', 'dress', 'jeans', 'crop', 'x', '',
    )
    const text = fc.array(fc.oneof(words, fc.string()), { maxLength: 12 }).map((a) => a.join(' '))
    fc.assert(
      fc.property(text, text, fc.array(fc.string(), { maxLength: 4 }), (name, description, tags) => {
        const r = analyseClothing({ name, description, tags })
        for (const s of BODY_SHAPES) expect(r.bodyShapeScores[s]).toBeGreaterThanOrEqual(20)
        for (const s of BODY_SHAPES) expect(r.bodyShapeScores[s]).toBeLessThanOrEqual(100)
        for (const o of CLOTHING_OCCASIONS) expect([50, 75, 100]).toContain(r.occasionScores[o])
        for (const s of SEASONS) expect([60, 80, 100]).toContain(r.seasonality[s])
        expect(r.stylingRecommendations.length).toBeGreaterThanOrEqual(1)
        expect(r.stylingRecommendations.length).toBeLessThanOrEqual(3)
        for (const shape of [...BODY_SHAPES, null]) {
          for (const palette of [...COLOR_PALETTES, null]) {
            const { score } = fallbackBlend(r, { bodyShape: shape, colorPalette: palette, season: 'summer' })
            expect(score).toBeGreaterThanOrEqual(0)
            expect(score).toBeLessThanOrEqual(100)
          }
        }
      }),
    )
  })

  it('is deterministic on the sample catalogue', () => {
    for (const p of SAMPLE_PRODUCTS) {
      const input = { name: p.name, description: p.description, category: p.category, tags: p.tags, colors: p.colors }
      expect(analyseClothing(input)).toEqual(analyseClothing(input))
    }
  })
})

describe('fallbackBlend', () => {
  it('weighs body 30%, skin 25%, season 20%, style 15% and occasion 10%, style and occasion at 70', () => {
    const analysis = analyseClothing({ name: 'Belted Wrap Midi Dress', colors: ['Rust'] })
    const blend = fallbackBlend(analysis, { bodyShape: 'hourglass', colorPalette: 'warm', season: 'winter' })
    expect(blend.parts).toEqual({ body: 100, skin: 90, season: 60, style: 70, occasion: 70 })
    // 30 + 22.5 + 12 + 10.5 + 7 = 82
    expect(blend.score).toBe(82)
  })

  it('treats a missing body shape and palette as the neutral 70', () => {
    const analysis = analyseClothing({ name: 'Item' })
    expect(fallbackBlend(analysis, { season: 'spring' })).toEqual({
      score: 68, // 70 x 0.8 + 60 x 0.2
      parts: { body: 70, skin: 70, season: 60, style: 70, occasion: 70 },
    })
  })

  it('scores skin tone: same family 90, a neutral side 75, opposite 50', () => {
    expect(skinToneScore('warm', 'warm')).toBe(90)
    expect(skinToneScore('neutral', 'cool')).toBe(75)
    expect(skinToneScore('warm', 'neutral')).toBe(75)
    expect(skinToneScore('warm', 'cool')).toBe(50)
  })
})
