import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BODY_SHAPE_DETAILS, BODY_SHAPES } from './body-shapes.ts'
import { classifyFfit, FFIT_RULES, type FfitFigure, highHipRatio, measuresInInches, type ShapeMeasures, shapeRuleLines } from './measurement-rules.ts'

const m = (bust: number, waist: number, hips: number, highHip?: number): ShapeMeasures => ({ bust, waist, hips, highHip })
const figure = (x: ShapeMeasures) => classifyFfit(x).figure
const decideShape = (x: ShapeMeasures, unit: 'in' | 'cm') => classifyFfit(measuresInInches(x, unit)).shape

/** Realistic-to-extreme adult measurements in inches, with or without a high hip. */
const measures = fc
  .record({
    bust: fc.double({ min: 15, max: 90, noNaN: true }),
    waist: fc.double({ min: 15, max: 90, noNaN: true }),
    hips: fc.double({ min: 15, max: 90, noNaN: true }),
    highHip: fc.option(fc.double({ min: 15, max: 90, noNaN: true }), { nil: undefined }),
  })
  // Also on the tenth-of-an-inch grid a tape reads, where measurements land exactly on thresholds.
  .chain((r) => fc.constantFrom(r, { bust: Math.round(r.bust * 10) / 10, waist: Math.round(r.waist * 10) / 10, hips: Math.round(r.hips * 10) / 10, highHip: r.highHip === undefined ? undefined : Math.round(r.highHip * 10) / 10 }))

describe('FFIT at the paper\u2019s thresholds (Simmons, Istook and Devarajan 2004), each boundary from both sides', () => {
  it.each<[string, ShapeMeasures, FfitFigure]>([
    // Hourglass: (B − H) ≤ 1 ...
    ['B − H = 1 is still an hourglass', m(36, 27, 35), 'hourglass'],
    ['B − H = 1.1 leads with the bust: top hourglass', m(36, 27, 34.9), 'top-hourglass'],
    // ... and (H − B) < 3.6 ...
    ['H − B = 3.5 is an hourglass', m(36, 26, 39.5), 'hourglass'],
    ['H − B = 3.6 with a low high hip leads with the hips: bottom hourglass', m(36, 26, 39.6, 30), 'bottom-hourglass'],
    // ... and ((B − W) ≥ 9 or (H − W) ≥ 10)
    ['B − W = 9 is an hourglass', m(36, 27, 36), 'hourglass'],
    ['B − W = 8.9 (and H − W 8.9) is a rectangle', m(36, 27.1, 36), 'rectangle'],
    ['H − W = 10 is an hourglass', m(34, 25.5, 35.5), 'hourglass'],
    ['H − W = 9.9 (and B − W 8.4) is a rectangle', m(34, 25.6, 35.5), 'rectangle'],
    // Bottom hourglass: 3.6 ≤ (H − B) < 10 and (H − W) ≥ 9 and HH/W < 1.193
    ['H − B = 3.6 is a bottom hourglass', m(36, 30, 39.6, 33), 'bottom-hourglass'],
    ['H − B = 3.5 (H − W 9.5) is a rectangle', m(36, 30, 39.5, 33), 'rectangle'],
    ['H − B = 9.9 is a bottom hourglass', m(34, 28, 43.9, 33), 'bottom-hourglass'],
    ['H − B = 10 is past every hourglass: the hips lead', m(34, 28, 44, 33), 'hips-led'],
    ['H − W = 9 is a bottom hourglass', m(36, 31, 40, 35), 'bottom-hourglass'],
    ['H − W = 8.9 is a triangle', m(36, 31.1, 40, 35), 'triangle'],
    ['HH/W = 1.19267 is a bottom hourglass', m(36, 30, 40, 35.78), 'bottom-hourglass'],
    ['HH/W = 1.193 is a spoon', m(36, 30, 40, 35.79), 'spoon'],
    // Top hourglass: 1 < (B − H) < 10 and (B − W) ≥ 9
    ['B − H = 1 with B − W 10 is an hourglass', m(40, 30, 39), 'hourglass'],
    ['B − H = 1.1 with B − W 10 is a top hourglass', m(40, 30, 38.9), 'top-hourglass'],
    ['B − H = 9.9 is a top hourglass', m(44.9, 35, 35), 'top-hourglass'],
    ['B − H = 10 is past every hourglass: the bust leads', m(45, 35, 35), 'bust-led'],
    ['B − W = 9 is a top hourglass', m(40, 31, 38), 'top-hourglass'],
    ['B − W = 8.9 is a rectangle', m(40, 31.1, 38), 'rectangle'],
    // Spoon: (H − B) > 2 and (H − W) ≥ 7 and HH/W ≥ 1.193 (tried before rectangle and triangle)
    ['H − B = 2 is not a spoon: rectangle', m(36, 30, 38, 36), 'rectangle'],
    ['H − B = 2.1 is a spoon, though FFIT\u2019s rectangle holds too', m(36, 30, 38.1, 36), 'spoon'],
    ['H − W = 7 is a spoon', m(36, 31.5, 38.5, 38), 'spoon'],
    ['H − W = 6.9 is not a spoon: rectangle', m(36, 31.6, 38.5, 38), 'rectangle'],
    // Triangle: (H − B) ≥ 3.6 and (H − W) < 9
    ['H − B = 3.6 with H − W 7.6 is a triangle', m(36, 32, 39.6, 34), 'triangle'],
    ['H − B = 3.5 with H − W 7.5 is a rectangle', m(36, 32, 39.5, 34), 'rectangle'],
    // Inverted triangle: (B − H) ≥ 3.6 and (B − W) < 9
    ['B − H = 3.6 is an inverted triangle', m(39.6, 32, 36), 'inverted-triangle'],
    ['B − H = 3.5 is a rectangle', m(39.5, 32, 36), 'rectangle'],
    ['B − W = 9 is a top hourglass', m(40, 31, 36), 'top-hourglass'],
    ['B − W = 8.9 is an inverted triangle', m(40, 31.1, 36), 'inverted-triangle'],
    ['B − H = 10 with B − W 8.9 is an inverted triangle', m(46, 37.1, 36), 'inverted-triangle'],
    ['B − H = 10 with B − W 10 leads with the bust', m(46, 36, 36), 'bust-led'],
    // Our apple: (B − W) ≤ 2 and (H − W) ≤ 2
    ['a waist 2 in under bust and hips is an apple', m(38, 36, 38), 'apple'],
    ['2.1 in under the bust is a rectangle', m(38, 35.9, 38), 'rectangle'],
    ['2.1 in under the hips is a rectangle', m(38, 36, 38.1), 'rectangle'],
    ['a waist wider than both is an apple', m(36, 40, 37), 'apple'],
  ])('%s', (_, measurements, expected) => {
    expect(figure(measurements)).toBe(expected)
  })

  it('reads HH/W as a ratio, never as inches: a high hip 1.2 in over a 30 in waist is no spoon', () => {
    // A calculator that takes 1.193 as a difference in inches would call this a spoon.
    expect(highHipRatio(m(36, 30, 40, 31.2))).toBe(1.04)
    expect(figure(m(36, 30, 40, 31.2))).toBe('bottom-hourglass')
    expect(figure(m(36, 30, 40, 36))).toBe('spoon')
  })

  it('maps the figures to the five shapes', () => {
    const shapeOf = Object.fromEntries(FFIT_RULES.map((r) => [r.figure, r.shape]))
    expect(shapeOf).toEqual({
      apple: 'apple',
      hourglass: 'hourglass',
      'bottom-hourglass': 'hourglass',
      'top-hourglass': 'hourglass',
      spoon: 'pear',
      triangle: 'pear',
      'inverted-triangle': 'inverted-triangle',
      rectangle: 'rectangle',
      'bust-led': 'inverted-triangle',
      'hips-led': 'pear',
    })
    expect(new Set(FFIT_RULES.map((r) => r.shape))).toEqual(new Set(BODY_SHAPES))
  })

  it('without a high hip, spoon and bottom hourglass stay open: the hips lead (pear), and hourglass is named as undecided', () => {
    expect(classifyFfit(m(36, 28, 40))).toEqual({ shape: 'pear', figure: 'hips-led', undecided: ['hourglass'] })
    expect(classifyFfit(m(36, 28, 40, 32))).toEqual({ shape: 'hourglass', figure: 'bottom-hourglass', undecided: [] })
    expect(classifyFfit(m(36, 28, 40, 34))).toEqual({ shape: 'pear', figure: 'spoon', undecided: [] })
    // Where a spoon was possible but the measurements are a rectangle, pear is the undecided shape.
    expect(classifyFfit(m(36, 32, 39.5))).toEqual({ shape: 'rectangle', figure: 'rectangle', undecided: ['pear'] })
    // A triangle is a pear whichever way the high hip goes: nothing undecided.
    expect(classifyFfit(m(36, 32, 39.6))).toEqual({ shape: 'pear', figure: 'triangle', undecided: [] })
  })

  it('decides centimetres as the same inches', () => {
    const cm = (x: number) => x * 2.54
    expect(decideShape({ bust: cm(36), waist: cm(27), hips: cm(36) }, 'cm')).toBe('hourglass')
    expect(decideShape({ bust: cm(36), waist: cm(27.1), hips: cm(36) }, 'cm')).toBe('rectangle')
    expect(decideShape({ bust: cm(36), waist: cm(30), hips: cm(40), highHip: cm(35.79) }, 'cm')).toBe('pear')
    expect(decideShape({ bust: cm(36), waist: cm(30), hips: cm(40), highHip: cm(35.78) }, 'cm')).toBe('hourglass')
  })

  it('never reads shoulders: the same bust, waist and hips give the same figure whatever the shoulders', () => {
    fc.assert(
      fc.property(measures, fc.double({ min: 15, max: 90, noNaN: true }), (x, shoulders) => {
        expect(classifyFfit({ ...x, shoulders })).toEqual(classifyFfit(x))
      }),
    )
  })
})

describe('the order of the rules gives every set of measurements exactly one shape', () => {
  it('some rule always holds, and the figure given is the first that does', () => {
    fc.assert(
      fc.property(measures, (x) => {
        const holding = FFIT_RULES.filter((r) => r.holds(x) === 'yes')
        expect(holding.length).toBeGreaterThan(0)
        const reading = classifyFfit(x)
        expect(reading.figure).toBe(holding[0]!.figure)
        expect(reading.shape).toBe(holding[0]!.shape)
        expect(BODY_SHAPES).toContain(reading.shape)
        expect(reading.undecided).not.toContain(reading.shape)
      }),
      { numRuns: 5000 },
    )
  })

  it('the two gap rules decide only where FFIT names no figure, and no test is left undecided with a high hip', () => {
    const ffit = FFIT_RULES.filter((r) => r.figure !== 'bust-led' && r.figure !== 'hips-led' && r.figure !== 'apple')
    fc.assert(
      fc.property(measures, (x) => {
        const reading = classifyFfit(x)
        if (reading.figure === 'bust-led' || reading.figure === 'hips-led') {
          for (const r of ffit) expect(r.holds(x), r.figure).not.toBe('yes')
        }
        if (x.highHip !== undefined) {
          for (const r of FFIT_RULES) expect(r.holds(x)).not.toBe('unknown')
          expect(reading.undecided).toEqual([])
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('gives the same shape in centimetres as in inches', () => {
    fc.assert(
      fc.property(measures, (x) => {
        const cm = { bust: x.bust * 2.54, waist: x.waist * 2.54, hips: x.hips * 2.54, highHip: x.highHip === undefined ? undefined : x.highHip * 2.54 }
        expect(decideShape(cm, 'cm')).toBe(decideShape(x, 'in'))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('the shape cards print the rule book', () => {
  it('each card starts with its shape\u2019s measurement lines, in both units, three lines in all', () => {
    for (const shape of BODY_SHAPES) {
      const lines = shapeRuleLines(shape)
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) expect(line).not.toMatch(/\{\w+\}/)
      expect(BODY_SHAPE_DETAILS[shape].characteristics.slice(0, lines.length)).toEqual(lines)
      expect(BODY_SHAPE_DETAILS[shape].characteristics).toHaveLength(3)
    }
    expect(shapeRuleLines('hourglass')).toEqual([
      'Bust no more than 1 in (2.5 cm) over the hips, hips less than 3.6 in (9.1 cm) over the bust',
      'Waist at least 9 in (22.9 cm) under the bust or 10 in (25.4 cm) under the hips',
    ])
    expect(shapeRuleLines('pear')[1]).toBe('Waist less than 9 in (22.9 cm) under the hips, or a high hip at least 1.193 times the waist')
  })

  it('an example that meets a card\u2019s lines gets that card\u2019s shape', () => {
    // One set per card, read as the card words it.
    expect(decideShape(m(36, 26, 37), 'in')).toBe('hourglass')
    expect(decideShape(m(35, 30, 40), 'in')).toBe('pear')
    expect(decideShape(m(40, 32, 35), 'in')).toBe('inverted-triangle')
    expect(decideShape(m(36, 30, 37), 'in')).toBe('rectangle')
    expect(decideShape(m(40, 39, 40), 'in')).toBe('apple')
  })
})
