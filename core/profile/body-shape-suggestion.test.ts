import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkMeasurement,
  fromInches,
  parseMeasurementText,
  suggestBodyShape,
  toInches,
  type ShapeSuggestion,
} from './body-shape-suggestion.ts'

function shapeOf(s: ShapeSuggestion) {
  return s.status === 'suggested' ? s.shape : s.status
}

describe('suggestBodyShape: the deciding rules', () => {
  it('36/27/38 in is an hourglass, as the Hourglass card says (issue 17)', () => {
    const s = suggestBodyShape({ bust: 36, waist: 27, hips: 38 }, 'in')
    expect(shapeOf(s)).toBe('hourglass')
    expect(s.status === 'suggested' && s.explanation).toBe(
      'Your bust and hips are 2 in apart (within 3.5 in counts as balanced), and your waist is 9 in smaller than your bust and 11 in smaller than your hips (at least 7 in each): that is the hourglass rule.',
    )
  })

  it('hourglass needs the waist 7 in under both: 6.9 under the bust is a rectangle', () => {
    expect(shapeOf(suggestBodyShape({ bust: 36, waist: 29, hips: 36 }, 'in'))).toBe('hourglass')
    expect(shapeOf(suggestBodyShape({ bust: 36, waist: 29.1, hips: 36 }, 'in'))).toBe('rectangle')
    expect(shapeOf(suggestBodyShape({ bust: 35.9, waist: 29, hips: 38 }, 'in'))).toBe('rectangle')
  })

  it('pear: hips more than 3.5 in wider than the bust; exactly 3.5 is still balanced', () => {
    const s = suggestBodyShape({ bust: 34, waist: 27, hips: 40 }, 'in')
    expect(shapeOf(s)).toBe('pear')
    expect(s.status === 'suggested' && s.explanation).toContain('Your hips are 6 in wider than your bust (more than 3.5 in)')
    expect(shapeOf(suggestBodyShape({ bust: 36.5, waist: 32, hips: 40 }, 'in'))).toBe('rectangle')
    expect(shapeOf(suggestBodyShape({ bust: 36.4, waist: 32, hips: 40 }, 'in'))).toBe('pear')
  })

  it('inverted triangle: bust more than 3.5 in wider than the hips', () => {
    expect(shapeOf(suggestBodyShape({ bust: 40, waist: 30, hips: 35 }, 'in'))).toBe('inverted-triangle')
    expect(shapeOf(suggestBodyShape({ bust: 43.5, waist: 32, hips: 40 }, 'in'))).toBe('hourglass')
    expect(shapeOf(suggestBodyShape({ bust: 43.6, waist: 32, hips: 40 }, 'in'))).toBe('inverted-triangle')
  })

  it('apple: a waist within 2 in of the hips (or wider) wins over every other rule', () => {
    const s = suggestBodyShape({ bust: 44, waist: 41.5, hips: 40 }, 'in')
    expect(shapeOf(s)).toBe('apple')
    expect(s.status === 'suggested' && s.explanation).toContain('Your waist (41.5 in) is within 2 in of your hips (40 in) or wider')
    expect(shapeOf(suggestBodyShape({ bust: 40, waist: 38, hips: 40 }, 'in'))).toBe('apple')
    expect(shapeOf(suggestBodyShape({ bust: 40, waist: 37.9, hips: 40 }, 'in'))).toBe('rectangle')
  })

  it('decides in centimetres with the centimetre thresholds, and returns the values in inches', () => {
    const s = suggestBodyShape({ bust: 91.5, waist: 73.5, hips: 91.5 }, 'cm')
    expect(shapeOf(s)).toBe('hourglass')
    expect(s.status === 'suggested' && s.inches).toEqual({ bust: 36.02, waist: 28.94, hips: 36.02 })
    expect(s.status === 'suggested' && s.explanation).toContain('(at least 18 cm each)')
    // 9 cm apart is balanced, 9.1 is not.
    expect(shapeOf(suggestBodyShape({ bust: 91, waist: 80, hips: 100 }, 'cm'))).toBe('rectangle')
    expect(shapeOf(suggestBodyShape({ bust: 90.9, waist: 80, hips: 100 }, 'cm'))).toBe('pear')
  })
})

describe('suggestBodyShape: what it refuses', () => {
  it('waits for all three values', () => {
    expect(suggestBodyShape({}, 'in')).toEqual({ status: 'incomplete', missing: ['bust', 'waist', 'hips'] })
    expect(suggestBodyShape({ bust: 36, hips: 38 }, 'in')).toEqual({ status: 'incomplete', missing: ['waist'] })
  })

  it.each([
    [{ bust: 36, waist: -28, hips: 38 }, 'Waist must be more than zero.'],
    [{ bust: 0, waist: 28, hips: 38 }, 'Bust must be more than zero.'],
    [{ bust: 36, waist: 300, hips: 38 }, 'Waist: 300 in is larger than we can work with. Please check the number and the unit.'],
    [{ bust: 36, waist: 28, hips: 5 }, 'Hips: 5 in is smaller than any adult measurement. Please check the number.'],
    [{ bust: 36, waist: Number.NaN, hips: 38 }, 'Waist must be a number, like 34 or 34.5.'],
  ])('explains an unrealistic value instead of suggesting: %o', (input, message) => {
    const s = suggestBodyShape(input, 'in')
    expect(s.status).toBe('invalid')
    expect(s.status === 'invalid' && s.problems.map((p) => p.message)).toContain(message)
  })

  it('a waist of 300 cm is refused too', () => {
    const s = suggestBodyShape({ bust: 90, waist: 300, hips: 95 }, 'cm')
    expect(s.status === 'invalid' && s.problems).toEqual([
      { field: 'waist', message: 'Waist: 300 cm is larger than we can work with. Please check the number and the unit.' },
    ])
  })

  it('spots the wrong unit and says which one was probably meant', () => {
    expect(checkMeasurement('bust', 36, 'cm')).toContain('Did you mean inches?')
    expect(checkMeasurement('hips', 100, 'in')).toContain('Did you mean centimeters?')
    expect(checkMeasurement('hips', 1000, 'in')).not.toContain('Did you mean')
  })

  it('reports problems even before every field is filled', () => {
    expect(suggestBodyShape({ waist: -1 }, 'in').status).toBe('invalid')
  })

  it('refuses values so far apart that the units must be mixed', () => {
    const s = suggestBodyShape({ bust: 36, waist: 80, hips: 38 }, 'in')
    expect(s.status === 'invalid' && s.problems).toEqual([
      {
        field: null,
        message:
          'These measurements are too far apart: your waist is more than twice your bust. Please check that all three use the same unit.',
      },
    ])
  })

  it('never throws, and always answers with one of its four outcomes', () => {
    const anyNumber = fc.option(fc.oneof(fc.double(), fc.integer(), fc.constant(Number.NaN)), { nil: undefined })
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, fc.constantFrom('in' as const, 'cm' as const), (bust, waist, hips, unit) => {
        const s = suggestBodyShape({ bust, waist, hips }, unit)
        expect(['incomplete', 'invalid', 'suggested']).toContain(s.status)
        if (s.status === 'invalid') expect(s.problems.every((p) => p.message.length > 0)).toBe(true)
        if (s.status === 'suggested') {
          expect(Object.values(s.inches).every(Number.isFinite)).toBe(true)
          expect(s.explanation).not.toMatch(/\{\w+\}/)
        }
      }),
    )
  })
})

describe('measurement input helpers', () => {
  it.each([
    ['', { kind: 'blank' }],
    ['   ', { kind: 'blank' }],
    ['36', { kind: 'value', value: 36 }],
    ['36.5', { kind: 'value', value: 36.5 }],
    ['36,5', { kind: 'value', value: 36.5 }],
    ['-4', { kind: 'value', value: -4 }],
    ['abc', { kind: 'invalid' }],
    ['3e5', { kind: 'invalid' }],
    ['1.2.3', { kind: 'invalid' }],
  ])('parseMeasurementText(%j)', (text, expected) => {
    expect(parseMeasurementText(text)).toEqual(expected)
  })

  it('stores centimetres as inches and shows them back unchanged to 0.1 cm', () => {
    expect(toInches(90, 'cm')).toBe(35.43)
    expect(fromInches(35.43, 'cm')).toBe(90)
    expect(toInches(36, 'in')).toBe(36)
    fc.assert(
      fc.property(fc.integer({ min: 380, max: 2290 }), (tenthsCm) => {
        const cm = tenthsCm / 10
        expect(Math.abs(fromInches(toInches(cm, 'cm'), 'cm') - cm)).toBeLessThanOrEqual(0.1)
      }),
    )
  })
})
