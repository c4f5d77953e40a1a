import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BODY_SHAPES } from './body-shapes.ts'
import { classifyFfit, type ShapeMeasures } from './measurement-rules.ts'
import { alternativeBeside, shapeStability } from './shape-stability.ts'

const m = (bust: number, waist: number, hips: number, highHip?: number): ShapeMeasures => ({ bust, waist, hips, highHip })

const measures = fc.record({
  bust: fc.double({ min: 20, max: 70, noNaN: true }),
  waist: fc.double({ min: 20, max: 70, noNaN: true }),
  hips: fc.double({ min: 20, max: 70, noNaN: true }),
  highHip: fc.option(fc.double({ min: 20, max: 70, noNaN: true }), { nil: undefined }),
})

describe('shapeStability: her shape a tape-width away', () => {
  it('a shape well inside its rule holds: no alternative', () => {
    const s = shapeStability(m(36, 24, 36))
    expect(s).toMatchObject({ primary: 'hourglass', alternative: null, cause: null, variants: 6, flips: 0, others: [] })
  })

  it('36/27.5/39.6 sits between pear and hourglass: the hips lead by 3.6 in, an inch less is an hourglass', () => {
    const s = shapeStability(m(36, 27.5, 39.6))
    expect(s.primary).toBe('pear')
    expect(s.alternative).toBe('hourglass')
    expect(s.cause).toBe('tape')
    // Bust +1 and hips −1 both bring the hips within 3.6 in of the bust.
    expect(s.others).toEqual([{ shape: 'hourglass', count: 2 }])
    expect(s.flips).toBe(2)
  })

  it('moves the high hip too when she gave it, and names the most frequent flip first', () => {
    // HH/W = 35.79/30 = 1.193 exactly: a spoon. 1 in less high hip, or 1 in more waist, is a
    // bottom hourglass; 1 in more bust brings the hips within 3.6 in of it: an hourglass.
    const s = shapeStability(m(36, 30, 40, 35.79))
    expect(s.variants).toBe(8)
    expect(s.primary).toBe('pear')
    expect(s.others).toEqual([{ shape: 'hourglass', count: 3 }])
    expect(s.alternative).toBe('hourglass')
  })

  it('without a high hip and without a flip, the high hip is what leaves it open', () => {
    // Hips 6 in over the bust with a defined waist: pear whichever way the tape goes, but a
    // high hip under 1.193 times the waist would make it a bottom hourglass.
    const s = shapeStability(m(34, 26, 40))
    expect(s.flips).toBe(0)
    expect(s).toMatchObject({ primary: 'pear', alternative: 'hourglass', cause: 'high-hip' })
    expect(shapeStability(m(34, 26, 40, 33)).alternative).toBeNull()
  })

  it('combined moves every measurement at once: 26 variants, 80 with a high hip', () => {
    expect(shapeStability(m(36, 28, 38), 'combined').variants).toBe(26)
    expect(shapeStability(m(36, 28, 38, 33), 'combined').variants).toBe(80)
    expect(shapeStability(m(36, 28, 38), 'alone').variants).toBe(6)
    expect(shapeStability(m(36, 28, 38, 33), 'alone').variants).toBe(8)
  })

  it('always: the primary is the shape at her exact measurements, the alternative another shape reached or left open', () => {
    fc.assert(
      fc.property(measures, fc.constantFrom('alone' as const, 'combined' as const), (x, mode) => {
        const s = shapeStability(x, mode)
        const exact = classifyFfit(x)
        expect(s.primary).toBe(exact.shape)
        expect(BODY_SHAPES).toContain(s.primary)
        expect(s.alternative).not.toBe(s.primary)
        expect(s.flips).toBeLessThanOrEqual(s.variants)
        expect(s.others.reduce((n, o) => n + o.count, 0)).toBe(s.flips)
        if (s.flips > 0) expect(s).toMatchObject({ cause: 'tape', alternative: s.others[0]!.shape })
        else expect(s.alternative).toBe(exact.undecided[0] ?? null)
        for (let k = 1; k < s.others.length; k++) expect(s.others[k]!.count).toBeLessThanOrEqual(s.others[k - 1]!.count)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('alternativeBeside: what the profile keeps beside her chosen shape', () => {
  const reading = { primary: 'pear', alternative: 'hourglass' } as const
  it.each([
    ['pear', 'hourglass'],
    ['hourglass', 'pear'],
    ['apple', null],
    [undefined, null],
  ] as const)('chose %s: keeps %s', (chosen, kept) => {
    expect(alternativeBeside(chosen, reading)).toBe(kept)
  })

  it('keeps none when her reading holds or there is none', () => {
    expect(alternativeBeside('pear', { primary: 'pear', alternative: null })).toBeNull()
    expect(alternativeBeside('pear', null)).toBeNull()
  })
})
