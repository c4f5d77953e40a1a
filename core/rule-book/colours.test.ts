import { describe, expect, it } from 'vitest'
import { chromaClassOf, COLOURS, colourLab, colourTone, findColours, palettesOfColour, parseColourValue, valueOf } from './colours.ts'

describe('colour lexicon', () => {
  it('holds at least 150 colours, each with palettes, a family and its own name', () => {
    expect(COLOURS.length).toBeGreaterThanOrEqual(150)
    expect(new Set(COLOURS.map((c) => c.id)).size).toBe(COLOURS.length)
    for (const c of COLOURS) {
      expect(c.palettes.length, c.id).toBeGreaterThan(0)
      expect(c.names, c.id).toContain(c.id.replaceAll('-', ' '))
    }
  })

  it('never spells one name two ways', () => {
    const names = COLOURS.flatMap((c) => c.names)
    expect(new Set(names).size).toBe(names.length)
  })

  // docs/fit/stylist-rules.md section 2, row by row.
  it.each([
    ['black', ['cool']],
    ['white', ['cool']],
    ['navy', ['cool', 'neutral']],
    ['ivory', ['warm', 'neutral']],
    ['cream', ['warm', 'neutral']],
    ['off-white', ['warm', 'neutral']],
    ['ecru', ['warm', 'neutral']],
    ['grey', ['cool', 'neutral']],
    ['charcoal', ['cool', 'neutral']],
    ['slate', ['cool', 'neutral']],
    ['khaki', ['warm', 'neutral']],
    ['camel', ['warm', 'neutral']],
    ['beige', ['warm', 'neutral']],
    ['sand', ['warm', 'neutral']],
    ['oatmeal', ['warm', 'neutral']],
    ['taupe', ['neutral']],
    ['stone', ['neutral']],
    ['mushroom', ['neutral']],
    ['brown', ['warm']],
    ['chocolate', ['warm']],
    ['cognac', ['warm']],
    ['tan', ['warm']],
    ['rust', ['warm']],
    ['terracotta', ['warm']],
    ['brick', ['warm']],
    ['mustard', ['warm']],
    ['marigold', ['warm']],
    ['ochre', ['warm']],
    ['gold', ['warm']],
    ['olive', ['warm']],
    ['moss', ['warm']],
    ['khaki-green', ['warm']],
    ['sage', ['warm', 'neutral']],
    ['coral', ['warm']],
    ['peach', ['warm']],
    ['apricot', ['warm']],
    ['salmon', ['warm']],
    ['orange', ['warm']],
    ['tangerine', ['warm']],
    ['pumpkin', ['warm']],
    ['caramel', ['warm']],
    ['toffee', ['warm']],
    ['honey', ['warm']],
    ['tomato-red', ['warm']],
    ['poppy', ['warm']],
    ['red', ['warm', 'cool']],
    ['scarlet', ['warm', 'cool']],
    ['burgundy', ['cool']],
    ['wine', ['cool']],
    ['oxblood', ['cool']],
    ['emerald', ['cool']],
    ['forest-green', ['cool']],
    ['jade', ['cool', 'neutral']],
    ['teal', ['cool', 'neutral']],
    ['mint', ['cool']],
    ['cobalt', ['cool']],
    ['royal-blue', ['cool']],
    ['sapphire', ['cool']],
    ['icy-blue', ['cool']],
    ['powder-blue', ['cool']],
    ['denim-blue', ['cool', 'neutral']],
    ['chambray', ['cool', 'neutral']],
    ['lavender', ['cool']],
    ['lilac', ['cool']],
    ['plum', ['cool']],
    ['purple', ['cool']],
    ['violet', ['cool']],
    ['aubergine', ['cool']],
    ['fuchsia', ['cool']],
    ['magenta', ['cool']],
    ['hot-pink', ['cool']],
    ['blush', ['neutral']],
    ['dusty-rose', ['neutral']],
    ['mauve', ['neutral']],
    ['baby-pink', ['cool']],
    ['rose-pink', ['cool']],
    ['silver', ['cool']],
    ['bronze', ['warm']],
    ['copper', ['warm']],
    ['rose-gold', ['warm', 'neutral']],
  ])('%s suits %j', (id, palettes) => {
    expect(palettesOfColour(id)).toEqual(palettes)
  })

  it('knows nothing of an unknown id', () => {
    expect(palettesOfColour('vantablack')).toEqual([])
    expect(palettesOfColour(null)).toEqual([])
  })

  it('reads multi-word, hyphenated and compound names, longest first', () => {
    expect(parseColourValue('Dusty Rose')).toEqual(['dusty-rose'])
    expect(parseColourValue('Rose Gold')).toEqual(['rose-gold'])
    expect(parseColourValue('off white')).toEqual(['off-white'])
    expect(parseColourValue('Off-White')).toEqual(['off-white'])
    expect(parseColourValue('navy-blue')).toEqual(['navy'])
    expect(parseColourValue('Black/White')).toEqual(['black', 'white'])
    expect(parseColourValue('black & white')).toEqual(['black', 'white'])
    expect(parseColourValue('Light Blue')).toEqual(['baby-blue'])
    expect(parseColourValue('Multi')).toEqual([])
  })

  it('takes a shade word with the colour it qualifies', () => {
    const m = findColours(['deep', 'teal', 'dress'])
    expect(m).toEqual([{ id: 'teal', start: 0, end: 2, motif: false }])
  })

  it('marks names that are also things', () => {
    expect(findColours(['cherry'])[0]?.motif).toBe(true)
    expect(findColours(['cherry', 'red'])[0]).toMatchObject({ id: 'cherry-red', motif: false })
  })
})

describe('the colours’ value and chroma', () => {
  it('are written out exactly as culori computes them from each swatch', () => {
    for (const c of COLOURS) {
      const lab = colourLab(c.id)!
      expect(colourTone(c.id), c.id).toEqual({ value: valueOf(lab), chroma: chromaClassOf(lab) })
    }
  })
})
