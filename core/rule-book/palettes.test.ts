import { describe, expect, it } from 'vitest'
import { deltaE00 } from '../colour/cielab.ts'
import { colourById, colourLab, COLOURS, parseColourValue } from './colours.ts'
import { COLOR_PALETTE_DETAILS, COLOR_PALETTES } from './palettes.ts'
import { AVOID_RADIUS, colourFit, COLOUR_GRADES } from './palette-fit.ts'

describe('palettes are made of rule-book colours', () => {
  it.each(COLOR_PALETTES)('every %s swatch is named as its colour is written, and drawn in its swatch', (p) => {
    const d = COLOR_PALETTE_DETAILS[p]
    for (const s of [...d.colors, ...d.neutrals, ...d.avoidColors]) {
      expect(parseColourValue(s.name), s.name).toEqual([s.colour])
      expect(s.hex).toBe(colourById(s.colour)!.hex)
    }
  })

  it.each(COLOR_PALETTES)('%s: its named colours and neutrals belong to it and grade best; its colours to avoid do not and grade avoid', (p) => {
    const d = COLOR_PALETTE_DETAILS[p]
    for (const s of [...d.colors, ...d.neutrals]) {
      expect(colourById(s.colour)!.palettes, s.name).toContain(p)
      expect(colourFit(s.colour, p)!.grade).toBe('best')
    }
    for (const s of d.avoidColors) {
      expect(colourById(s.colour)!.palettes, s.name).not.toContain(p)
      expect(colourFit(s.colour, p)!.grade).toBe('avoid')
    }
  })

  it.each(COLOR_PALETTES)('%s: no colour of the palette is a shade of one it avoids (the rule book never says both)', (p) => {
    const avoid = COLOR_PALETTE_DETAILS[p].avoidColors
    for (const c of COLOURS.filter((x) => x.palettes.includes(p))) {
      for (const s of avoid) expect(deltaE00(colourLab(c.id)!, colourLab(s.colour)!), `${c.id} vs ${s.name}`).toBeGreaterThan(AVOID_RADIUS)
    }
  })
})

describe('colourFit', () => {
  it('orders the grades by score: best and palette above near, near above far, far above avoid', () => {
    for (const p of COLOR_PALETTES) {
      const byGrade = new Map(COLOUR_GRADES.map((g) => [g, [] as number[]]))
      for (const c of COLOURS) {
        const f = colourFit(c.id, p)!
        byGrade.get(f.grade)!.push(f.score)
      }
      const min = (g: (typeof COLOUR_GRADES)[number]) => Math.min(...byGrade.get(g)!)
      const max = (g: (typeof COLOUR_GRADES)[number]) => Math.max(...byGrade.get(g)!)
      expect(min('palette')).toBeGreaterThan(max('near'))
      expect(min('near')).toBeGreaterThanOrEqual(max('far'))
      expect(min('far')).toBeGreaterThan(max('avoid'))
      expect(max('avoid')).toBe(0)
    }
  })

  it('measures in CIEDE2000: the fuchsia a warm wearer is told to avoid, and its raspberry shade, grade avoid; hot pink is only far', () => {
    expect(colourFit('fuchsia', 'warm')).toMatchObject({ grade: 'avoid', avoided: { name: 'Fuchsia' } })
    expect(colourFit('raspberry', 'warm')!.grade).toBe('avoid')
    expect(colourFit('icy-blue', 'warm')).toMatchObject({ grade: 'avoid', avoided: { name: 'Icy blue' } })
    expect(colourFit('hot-pink', 'warm')!.grade).toBe('far')
  })

  it('scores a colour of her palette higher the nearer it is to one of her named colours', () => {
    const rust = colourFit('rust', 'warm')!
    const brick = colourFit('brick', 'warm')!
    expect(rust.toBest).toBeCloseTo(0, 6)
    expect(rust.score).toBe(1)
    expect(brick.grade).toBe('palette')
    expect(brick.score).toBeLessThan(rust.score)
    expect(brick.score).toBeGreaterThanOrEqual(0.85)
  })

  it('knows only the rule book’s colours', () => {
    expect(colourFit('not-a-colour', 'cool')).toBeNull()
  })
})
