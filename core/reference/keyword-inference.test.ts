import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BODY_SHAPES, isBodyShapeId } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTES, isColorPaletteId } from '../rule-book/palettes.ts'
import {
  BODY_SHAPE_KEYWORDS,
  COLOR_PALETTE_KEYWORDS,
  inferFromProductText,
  SEASON_KEYWORDS,
} from './keyword-inference.ts'
import { isSeasonId, SEASONS } from './seasons.ts'

describe('inferFromProductText', () => {
  it('reads shape and palette from a wrap dress in rust', () => {
    const r = inferFromProductText('Belted Wrap Midi Dress in Rust')
    expect(r.bodyShapes).toEqual(['hourglass'])
    expect(r.colorPalettes).toEqual(['warm'])
    expect(r.seasons).toEqual([...SEASONS])
    expect(r.matched).toEqual({ seasons: false, bodyShapes: true, colorPalettes: true })
  })

  it('reads season and palette from a navy wool coat', () => {
    const r = inferFromProductText('Navy Wool Coat')
    expect(r.seasons).toContain('winter')
    expect(r.seasons).not.toContain('summer')
    expect(r.colorPalettes).toEqual(['cool'])
    expect(r.matched.bodyShapes).toBe(false)
  })

  it('gives every value, unmatched, when nothing is recognised', () => {
    expect(inferFromProductText('Plain Item')).toEqual({
      seasons: [...SEASONS],
      bodyShapes: [...BODY_SHAPES],
      colorPalettes: [...COLOR_PALETTES],
      matched: { seasons: false, bodyShapes: false, colorPalettes: false },
    })
  })

  it('accepts hyphen and space variants', () => {
    for (const name of ['Wide-Leg Trousers', 'wide leg trousers', 'Wideleg Trousers']) {
      expect(inferFromProductText(name).bodyShapes, name).toEqual(['inverted-triangle'])
    }
    expect(inferFromProductText('A Line Skirt').bodyShapes).toEqual(['pear'])
    expect(inferFromProductText('Fit and Flare Dress').bodyShapes).toEqual(['pear'])
  })

  it('lets one word indicate several shapes, in reference order', () => {
    expect(inferFromProductText('V-Neck Shift Dress').bodyShapes).toEqual(['rectangle', 'apple', 'inverted-triangle'])
  })

  it('lets a color belong to several palettes', () => {
    expect(inferFromProductText('Black Blazer').colorPalettes).toEqual(['cool', 'neutral'])
  })

  it('reads keywords from the category too, without joining name and category into a phrase', () => {
    expect(inferFromProductText('Everyday Essential', 'Sandals').seasons).toEqual(['summer'])
    expect(inferFromProductText('Everyday Light', 'Jacket').seasons).toEqual([...SEASONS])
    expect(inferFromProductText('Everyday Light Jacket').seasons).toEqual(['spring'])
  })

  it('matches whole words only', () => {
    const r = inferFromProductText('Strawberry Tankard Bootcut')
    expect(r.seasons).toEqual([...SEASONS])
    expect(r.bodyShapes).toEqual(['pear'])
  })

  it('only lists keywords that are non-empty', () => {
    for (const table of [BODY_SHAPE_KEYWORDS, SEASON_KEYWORDS, COLOR_PALETTE_KEYWORDS]) {
      for (const words of Object.values(table)) {
        expect(words.length).toBeGreaterThan(0)
        for (const w of words) expect(w.trim()).not.toBe('')
      }
    }
  })

  it('never returns an empty list, and only valid unique ids in reference order', () => {
    const vocabulary = [
      ...Object.values(BODY_SHAPE_KEYWORDS).flat(),
      ...Object.values(SEASON_KEYWORDS).flat(),
      ...Object.values(COLOR_PALETTE_KEYWORDS).flat(),
    ]
    const word = fc.oneof(fc.constantFrom(...vocabulary), fc.string())
    const text = fc.array(word, { maxLength: 6 }).map((ws) => ws.join(' '))
    fc.assert(
      fc.property(text, fc.option(text, { nil: undefined }), (name, category) => {
        const r = inferFromProductText(name, category)
        const checks: Array<[readonly string[], boolean, readonly string[], (v: unknown) => boolean]> = [
          [r.seasons, r.matched.seasons, SEASONS, isSeasonId],
          [r.bodyShapes, r.matched.bodyShapes, BODY_SHAPES, isBodyShapeId],
          [r.colorPalettes, r.matched.colorPalettes, COLOR_PALETTES, isColorPaletteId],
        ]
        for (const [values, matched, all, guard] of checks) {
          expect(values.length).toBeGreaterThan(0)
          expect(values.every(guard)).toBe(true)
          expect(values).toEqual(all.filter((id) => values.includes(id)))
          if (!matched) expect(values).toEqual(all)
        }
      }),
    )
  })
})

