import { describe, expect, it } from 'vitest'
import { AGE_GROUPS, isAgeGroupId } from './age-groups.ts'
import { ageGroupSchema, bodyShapeSchema, categorySchema, occasionSchema, styleSchema } from './schemas.ts'
import { BODY_SHAPE_DETAILS, BODY_SHAPES, isBodyShapeId } from '../rule-book/body-shapes.ts'
import { CATEGORIES, CATEGORY_LABELS, isCategoryId, SHOPPER_CATEGORIES } from './categories.ts'
import { COLOR_PALETTE_DETAILS, COLOR_PALETTES, isColorPaletteId } from '../rule-book/palettes.ts'
import { FORMALITY_LEVELS } from './formality.ts'
import { OCCASION_LABELS, OCCASIONS } from '../rule-book/occasions.ts'
import { SEASON_LABELS, SEASONS } from './seasons.ts'
import { isQuizStyleId, isStyleId, QUIZ_STYLES, STYLE_DETAILS, STYLES } from '../rule-book/styles.ts'

const ID_LISTS: Record<string, readonly string[]> = {
  BODY_SHAPES,
  COLOR_PALETTES,
  STYLES,
  QUIZ_STYLES,
  CATEGORIES,
  SHOPPER_CATEGORIES,
  SEASONS,
  OCCASIONS,
  AGE_GROUPS,
  FORMALITY_LEVELS,
}

describe('reference id lists', () => {
  it.each(Object.entries(ID_LISTS))('%s has unique ids', (_name, ids) => {
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('uses one spelling for the inverted triangle', () => {
    expect(BODY_SHAPES).toContain('inverted-triangle')
    expect(isBodyShapeId('inverted_triangle')).toBe(false)
    expect(bodyShapeSchema.safeParse('inverted_triangle').success).toBe(false)
  })

  it('keeps the spec counts: 5 shapes, 3 palettes, 6 quiz styles, 8 engine styles', () => {
    expect(BODY_SHAPES).toHaveLength(5)
    expect(COLOR_PALETTES).toHaveLength(3)
    expect(QUIZ_STYLES).toHaveLength(6)
    expect(STYLES).toEqual([...QUIZ_STYLES, 'casual', 'formal'])
  })

  it('derives schemas and guards from the same lists', () => {
    expect(styleSchema.parse('casual')).toBe('casual')
    expect(isStyleId('casual')).toBe(true)
    expect(isQuizStyleId('casual')).toBe(false)
    expect(categorySchema.safeParse('Dresses').success).toBe(false)
    expect(isCategoryId('formal')).toBe(true)
    expect(isColorPaletteId(42)).toBe(false)
    expect(occasionSchema.options).toEqual([...OCCASIONS])
    expect(ageGroupSchema.parse('55+')).toBe('55+')
    expect(isAgeGroupId('60+')).toBe(false)
  })

  it('shopper categories are a subset of the back-office categories', () => {
    for (const id of SHOPPER_CATEGORIES) expect(CATEGORIES).toContain(id)
  })
})

describe('reference details', () => {
  it('has body-shape advice for every shape, keyed by its own id', () => {
    for (const id of BODY_SHAPES) {
      const d = BODY_SHAPE_DETAILS[id]
      expect(d.id).toBe(id)
      expect(d.name.trim()).not.toBe('')
      expect(d.characteristics).toHaveLength(3)
      expect(d.bestSilhouettes.length).toBeGreaterThanOrEqual(4)
      expect(d.bestSilhouettes.length).toBeLessThanOrEqual(6)
      expect(d.avoidSilhouettes.length).toBeGreaterThanOrEqual(3)
      expect(d.avoidSilhouettes.length).toBeLessThanOrEqual(4)
      expect(d.stylingTips.length).toBeGreaterThanOrEqual(3)
      expect(d.stylingTips.length).toBeLessThanOrEqual(4)
    }
    expect(BODY_SHAPE_DETAILS['inverted-triangle'].name).toBe('Inverted Triangle')
  })

  it('gives every palette five named colours (the swatches), neutrals, colours to avoid and metals', () => {
    for (const id of COLOR_PALETTES) {
      const d = COLOR_PALETTE_DETAILS[id]
      expect(d.id).toBe(id)
      expect(d.colors).toHaveLength(5)
      expect(d.swatches).toEqual(d.colors.map((c) => c.hex))
      expect(d.bestColors).toEqual(d.colors.map((c) => c.name))
      expect(d.neutrals).toHaveLength(4)
      expect(d.avoidColors.length).toBeGreaterThanOrEqual(3)
      const all = [...d.colors, ...d.neutrals, ...d.avoidColors]
      for (const c of all) expect(c.hex).toMatch(/^#[0-9A-F]{6}$/)
      // A colour is never both recommended and to avoid, and every swatch is distinct.
      expect(new Set(all.map((c) => c.name.toLowerCase())).size).toBe(all.length)
      expect(new Set(all.map((c) => c.hex)).size).toBe(all.length)
      expect(d.characteristics).toHaveLength(3)
      expect(d.metals).not.toBe('')
    }
    expect(COLOR_PALETTE_DETAILS.warm.name).toBe('Warm Tones')
    // One palette's best colour may be another's to avoid: that is the point of undertones.
    expect(COLOR_PALETTE_DETAILS.warm.bestColors).toContain('Mustard')
    expect(COLOR_PALETTE_DETAILS.cool.avoidColors.map((c) => c.name)).toContain('Mustard')
  })

  it('describes every style under its own id', () => {
    for (const id of STYLES) expect(STYLE_DETAILS[id].id).toBe(id)
  })

  it('labels every category, season and occasion', () => {
    for (const id of CATEGORIES) expect(CATEGORY_LABELS[id]).toMatch(/^[A-Z]/)
    expect(SEASONS.map((s) => SEASON_LABELS[s])).toEqual(['Spring', 'Summer', 'Fall', 'Winter'])
    for (const id of OCCASIONS) expect(OCCASION_LABELS[id]).toMatch(/^[A-Z]/)
  })
})
