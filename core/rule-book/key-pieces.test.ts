import { describe, expect, it } from 'vitest'
import { garmentFit, stylesOf } from '../garment/product-fit.ts'
import { BODY_SHAPES } from './body-shapes.ts'
import { subjectOf } from './conditions.ts'
import { exemplarAttributes, KEY_PIECES, keyPiecesFor, matchesKeyPiece, piecesPerStyle, pieceColour, styleExamples } from './key-pieces.ts'
import { COLOR_PALETTE_DETAILS, COLOR_PALETTES } from './palettes.ts'
import { QUIZ_STYLES } from './styles.ts'

const grade = (a: Parameters<typeof garmentFit>[0], shape: (typeof BODY_SHAPES)[number]) => garmentFit(a).body[shape]

describe('every key piece is a garment the rule book reads as its style', () => {
  it.each(KEY_PIECES.map((p) => [p.id, p] as const))('%s', (_, p) => {
    for (const palette of COLOR_PALETTES) {
      const colour = pieceColour(p, palette) ?? COLOR_PALETTE_DETAILS[palette].colors[0]
      const a = exemplarAttributes(p, colour.colour)
      expect(stylesOf(subjectOf(a)), `${p.id} in ${colour.name}`).toContain(p.style)
      expect(matchesKeyPiece(p, a), `${p.id} matches its own test`).toBe(true)
    }
  })

  it('has unique ids and at least five pieces per quiz style', () => {
    expect(new Set(KEY_PIECES.map((p) => p.id)).size).toBe(KEY_PIECES.length)
    for (const style of QUIZ_STYLES) expect(KEY_PIECES.filter((p) => p.style === style).length, style).toBeGreaterThanOrEqual(5)
  })

  it('gives every shape enough pieces of every style that do not work against it', () => {
    for (const shape of BODY_SHAPES) {
      for (const style of QUIZ_STYLES) {
        const suited = KEY_PIECES.filter((p) => p.style === style && grade(exemplarAttributes(p), shape) !== 'avoid')
        expect(suited.length, `${shape} / ${style}`).toBeGreaterThanOrEqual(piecesPerStyle(1))
      }
    }
  })
})

describe('keyPiecesFor', () => {
  it('never lists a pencil skirt for a pear (her guide says skim the hips), and lists it for an hourglass', () => {
    const pear = keyPiecesFor({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] }, grade)
    const hourglass = keyPiecesFor({ bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'] }, grade)
    expect(pear.map((p) => p.id)).not.toContain('pencil-skirt')
    expect(hourglass.map((p) => p.id)).toContain('pencil-skirt')
  })

  it('names a coloured piece in her palette: a cream tee for warm, a pure white tee for cool', () => {
    const warm = keyPiecesFor({ bodyShape: 'rectangle', colorPalette: 'warm', stylePreferences: ['minimal'] }, grade)
    const cool = keyPiecesFor({ bodyShape: 'rectangle', colorPalette: 'cool', stylePreferences: ['minimal'] }, grade)
    expect(warm.find((p) => p.id === 'plain-tee')?.name).toBe('cream tee')
    expect(cool.find((p) => p.id === 'plain-tee')?.name).toBe('pure white tee')
  })

  it('lists flattering pieces before neutral ones within a style, each piece once, at most ten', () => {
    const pieces = keyPiecesFor({ bodyShape: 'apple', colorPalette: 'neutral', stylePreferences: [...QUIZ_STYLES] }, grade)
    expect(pieces.length).toBeLessThanOrEqual(10)
    expect(new Set(pieces.map((p) => p.id)).size).toBe(pieces.length)
    for (const style of QUIZ_STYLES) {
      const flags = pieces.filter((p) => p.style === style).map((p) => p.flatters)
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)))
    }
  })

  it('shows a style card three colour-free examples', () => {
    expect(styleExamples('edgy')).toEqual(['leather biker jacket', 'combat boots', 'black distressed jeans'])
  })
})
