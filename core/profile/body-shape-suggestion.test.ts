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

describe('suggestBodyShape: FFIT, said in her numbers', () => {
  it('36/26/37 in is an hourglass, as the Hourglass card says, and it holds a tape-width away', () => {
    const s = suggestBodyShape({ bust: 36, waist: 26, hips: 37 }, 'in')
    expect(shapeOf(s)).toBe('hourglass')
    expect(s.status === 'suggested' && s.explanation).toBe(
      'Your bust and hips are 1 in apart and your waist is 10 in under your bust and 11 in under your hips. FFIT calls that an hourglass: a bust no more than 1 in (2.5 cm) over the hips, hips less than 3.6 in (9.1 cm) over the bust, and a waist at least 9 in (22.9 cm) under the bust or 10 in (25.4 cm) under the hips.',
    )
    expect(s.status === 'suggested' && [s.alternative, s.between]).toEqual([null, null])
  })

  it('36/27.5/39.6 in sits between pear and hourglass, pear first', () => {
    const s = suggestBodyShape({ bust: 36, waist: 27.5, hips: 39.6 }, 'in')
    expect(shapeOf(s)).toBe('pear')
    expect(s.status === 'suggested' && s.alternative).toBe('hourglass')
    expect(s.status === 'suggested' && s.between).toEqual({
      title: 'Your measurements sit between pear and hourglass',
      detail:
        'A tape measure strays by about 1 in (2.5 cm): moved that far, one measurement at a time, your numbers give hourglass in 2 of 6 tries. We show pear first, and your recommendations include pieces for hourglass too.',
    })
    expect(s.status === 'suggested' && s.explanation).toContain('FFIT tells a spoon (a pear) from a bottom hourglass by the high hip')
  })

  it('a high hip settles what the tape leaves open, and is quoted as a ratio', () => {
    const open = suggestBodyShape({ bust: 34, waist: 26, hips: 40 }, 'in')
    expect(open.status === 'suggested' && open.between?.detail).toBe(
      'Your high hip decides between the two: add it above to settle it. Until then we show pear first, and your recommendations include pieces for hourglass too.',
    )
    const spoon = suggestBodyShape({ bust: 34, waist: 26, hips: 40, highHip: 33 }, 'in')
    expect(shapeOf(spoon)).toBe('pear')
    expect(spoon.status === 'suggested' && spoon.figure).toBe('spoon')
    expect(spoon.status === 'suggested' && spoon.explanation).toContain('your high hip is 1.269 times your waist (at least 1.193)')
    expect(spoon.status === 'suggested' && spoon.alternative).toBeNull()
    const bottom = suggestBodyShape({ bust: 34, waist: 26, hips: 40, highHip: 30 }, 'in')
    expect(shapeOf(bottom)).toBe('hourglass')
    expect(bottom.status === 'suggested' && bottom.figure).toBe('bottom-hourglass')
  })

  it('decides centimetres as the same inches, and returns every value given in inches', () => {
    const s = suggestBodyShape({ bust: 91.44, waist: 68.58, hips: 91.44, highHip: 80, shoulders: 100 }, 'cm')
    expect(shapeOf(s)).toBe('hourglass')
    expect(s.status === 'suggested' && s.inches).toEqual({ bust: 36, waist: 27, hips: 36, highHip: 31.5, shoulders: 39.37 })
    expect(s.status === 'suggested' && s.explanation).toContain('your waist is 22.9 cm under your bust')
    // 9 in under the bust is FFIT's line; 0.25 cm less is a rectangle.
    expect(shapeOf(suggestBodyShape({ bust: 91.44, waist: 68.83, hips: 91.44 }, 'cm'))).toBe('rectangle')
  })

  it('shoulders are kept but never change the shape', () => {
    const without = suggestBodyShape({ bust: 36, waist: 26, hips: 37 }, 'in')
    const withShoulders = suggestBodyShape({ bust: 36, waist: 26, hips: 37, shoulders: 44 }, 'in')
    expect(shapeOf(withShoulders)).toBe(shapeOf(without))
    expect(withShoulders.status === 'suggested' && withShoulders.inches.shoulders).toBe(44)
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
      fc.property(anyNumber, anyNumber, anyNumber, anyNumber, fc.constantFrom('in' as const, 'cm' as const), (bust, waist, hips, highHip, unit) => {
        const s = suggestBodyShape({ bust, waist, hips, highHip }, unit)
        expect(['incomplete', 'invalid', 'suggested']).toContain(s.status)
        if (s.status === 'invalid') expect(s.problems.every((p) => p.message.length > 0)).toBe(true)
        if (s.status === 'suggested') {
          expect(Object.values(s.inches).every(Number.isFinite)).toBe(true)
          expect(s.explanation).not.toMatch(/\{\w+\}/)
          expect(s.alternative).not.toBe(s.shape)
          expect(Boolean(s.between)).toBe(s.alternative !== null)
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
