import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BODY_SHAPE_DETAILS, BODY_SHAPES, type BodyShapeId } from './body-shapes.ts'
import {
  conditionHolds,
  conditionText,
  decideShape,
  SHAPE_CONDITIONS,
  SHAPE_RULES,
  SHAPE_UNITS,
  shapeRuleLines,
  type ShapeMeasures,
  type ShapeUnit,
} from './measurement-rules.ts'

/** Every shape whose conditions all hold (the rules promise exactly one). */
function matchingShapes(m: ShapeMeasures, unit: ShapeUnit): BodyShapeId[] {
  return SHAPE_RULES.filter((r) => r.conditions.every((c) => conditionHolds(c, m, unit))).map((r) => r.shape)
}

const measures = (unit: 'in' | 'cm') => {
  const [min, max] = unit === 'in' ? [15, 90] : [38, 229]
  const value = fc.double({ min, max, noNaN: true })
  return fc.record({ bust: value, waist: value, hips: value })
}

describe('the body shape rules', () => {
  it('give every shape one rule', () => {
    expect(SHAPE_RULES.map((r) => r.shape).sort()).toEqual([...BODY_SHAPES].sort())
  })

  it.each(SHAPE_UNITS)('cover every set of measurements exactly once (%s), so order never matters', (unit) => {
    fc.assert(
      fc.property(measures(unit), (m) => {
        const shapes = matchingShapes(m, unit)
        expect(shapes).toHaveLength(1)
        expect(decideShape(m, unit)).toBe(shapes[0])
      }),
      { numRuns: 2000 },
    )
  })

  it.each([
    // [bust, waist, hips, unit, shape]: each boundary from both sides.
    [36, 27, 38, 'in', 'hourglass'],
    [36, 29, 39.5, 'in', 'hourglass'],
    [36, 29, 39.6, 'in', 'pear'],
    [39.5, 29, 36, 'in', 'hourglass'],
    [39.6, 29, 36, 'in', 'inverted-triangle'],
    [36, 29.01, 36, 'in', 'rectangle'],
    [36, 34, 36, 'in', 'apple'],
    [36, 33.99, 36, 'in', 'rectangle'],
    [30, 38, 37, 'in', 'apple'],
    [91, 73, 100, 'cm', 'hourglass'],
    [91, 73, 100.1, 'cm', 'pear'],
    [91, 73.1, 91, 'cm', 'rectangle'],
    [91, 86, 91, 'cm', 'apple'],
    [91, 85.9, 91, 'cm', 'rectangle'],
  ] as const)('%s/%s/%s %s is %s', (bust, waist, hips, unit, shape) => {
    expect(decideShape({ bust, waist, hips }, unit)).toBe(shape)
  })

  it('print each condition with both units', () => {
    expect(conditionText('bust-hips-balanced')).toBe('Bust and hips within 3.5 in (9 cm) of each other')
    expect(conditionText('waist-defined')).toBe('Waist at least 7 in (18 cm) smaller than both')
    for (const c of SHAPE_CONDITIONS) expect(conditionText(c)).not.toMatch(/\{\w+\}/)
  })

  it("are what the shape cards print: each card starts with its shape's conditions", () => {
    for (const shape of BODY_SHAPES) {
      const lines = shapeRuleLines(shape)
      expect(lines.length).toBeGreaterThan(0)
      expect(BODY_SHAPE_DETAILS[shape].characteristics.slice(0, lines.length)).toEqual(lines)
      expect(BODY_SHAPE_DETAILS[shape].characteristics).toHaveLength(3)
    }
    expect(BODY_SHAPE_DETAILS.hourglass.characteristics).toEqual([
      'Bust and hips within 3.5 in (9 cm) of each other',
      'Waist at least 7 in (18 cm) smaller than both',
      'Curved, balanced outline',
    ])
  })

  it('a card never contradicts the helper: the measurements the helper gives a shape meet that card\u2019s conditions and no other card\u2019s', () => {
    fc.assert(
      fc.property(measures('in'), (m) => {
        const shape = decideShape(m, 'in')
        for (const rule of SHAPE_RULES) {
          const meets = rule.conditions.every((c) => conditionHolds(c, m, 'in'))
          expect(meets).toBe(rule.shape === shape)
        }
      }),
    )
  })
})
