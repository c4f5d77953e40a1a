import { describe, expect, it } from 'vitest'
import { COLOUR_SCHEMES } from '../rule-book/palette-fit.ts'
import { compileSegment, paletteOfTone, quizSegments, seasonSegments, segmentHash, segmentKey, segmentOf } from './segment.ts'

const NOW = new Date('2026-11-24T10:00:00.000Z')

describe('the segment a recommendation depends on', () => {
  it('holds shape, palette, styles, occasions, age group, season, day and catalogue version', () => {
    expect(segmentOf({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['romantic', 'classic'], preferredOccasions: ['work'], ageGroup: '26-35' }, NOW, 'v1')).toEqual({
      shape: 'pear',
      alternative: null,
      palette: 'warm',
      styles: ['classic', 'romantic'],
      occasions: ['work'],
      ageGroup: '26-35',
      season: 'autumn',
      day: '2026-11-24',
      catalogueVersion: 'v1',
    })
  })

  it('leaves out what no engine reads, so such fields cannot force a cache miss', () => {
    const base = { bodyShape: 'pear' as const, stylePreferences: ['classic' as const] }
    const key = segmentKey(segmentOf(base, NOW))
    expect(segmentKey(segmentOf({ ...base, priceRange: { min: 1, max: 2 }, preferredBrands: ['X'], categories: ['Shoes'], measurements: { bust: 34 }, preferredSeasons: ['summer'] }, NOW))).toBe(key)
    expect(segmentKey(segmentOf({ ...base, stylePreferences: ['classic', 'classic'] }, NOW))).toBe(key)
  })

  it('holds the alternative shape only beside a different chosen one; without one the key is what it always was', () => {
    const base = { bodyShape: 'pear' as const, stylePreferences: ['classic' as const] }
    const plain = segmentOf(base, NOW, 'v1')
    expect(segmentKey(plain)).toBe(JSON.stringify(['pear', null, ['classic'], [], null, 'autumn', '2026-11-24', 'v1']))
    const between = segmentOf({ ...base, bodyShapeAlternative: 'hourglass' }, NOW, 'v1')
    expect(between.alternative).toBe('hourglass')
    expect(segmentKey(between)).not.toBe(segmentKey(plain))
    expect(compileSegment(between)).toMatchObject({ body: 1, alt: 3 })
    expect(segmentOf({ ...base, bodyShapeAlternative: 'pear' }, NOW, 'v1').alternative).toBeNull()
    expect(segmentOf({ stylePreferences: [], bodyShapeAlternative: 'pear' }, NOW, 'v1').alternative).toBeNull()
    expect(segmentKey(segmentOf({ ...base, measurements: { bust: 34, highHip: 33, shoulders: 40 } }, NOW, 'v1'))).toBe(segmentKey(plain))
  })

  it('folds a skin tone or undertone into the palette, the chosen palette winning', () => {
    expect(segmentOf({ stylePreferences: [], undertones: 'cool' }, NOW).palette).toBe('cool')
    expect(paletteOfTone('warm beige')).toBe('warm')
    expect(segmentOf({ stylePreferences: [], colorPalette: 'neutral', undertones: 'cool' }, NOW).palette).toBe('neutral')
    expect(segmentHash(segmentOf({ stylePreferences: [], undertones: 'cool' }, NOW))).not.toBe(segmentHash(segmentOf({ stylePreferences: [], undertones: 'warm' }, NOW)))
  })

  it('changes with the day and the catalogue version, and seeds from the segment alone', () => {
    const p = { stylePreferences: [] }
    expect(segmentHash(segmentOf(p, NOW))).toHaveLength(32)
    expect(segmentHash(segmentOf(p, NOW))).not.toBe(segmentHash(segmentOf(p, new Date('2026-11-25T10:00:00.000Z'))))
    expect(segmentHash(segmentOf(p, NOW, 'a'))).not.toBe(segmentHash(segmentOf(p, NOW, 'b')))
    expect(compileSegment(segmentOf(p, NOW)).seed).toBe(compileSegment(segmentOf(p, new Date('2026-11-24T23:59:00.000Z'))).seed)
  })

  it('has 945 quiz segments, all different', () => {
    const all = quizSegments(NOW, 'v1')
    expect(all).toHaveLength(945)
    expect(new Set(all.map(segmentKey)).size).toBe(945)
  })

  it('carries her colour season: colour fit reads its column, her palette comes from it when she chose none', () => {
    const s = segmentOf({ bodyShape: 'pear', stylePreferences: [], colorSeason: 'soft-autumn' }, NOW)
    expect(s).toMatchObject({ palette: 'neutral', colorSeason: 'soft-autumn' })
    expect(compileSegment(s).colour).toBe(COLOUR_SCHEMES.indexOf('soft-autumn'))
    const chosen = segmentOf({ stylePreferences: [], colorPalette: 'warm', colorSeason: 'soft-autumn' }, NOW)
    expect(chosen.palette).toBe('warm')
    expect(compileSegment(chosen).colour).toBe(COLOUR_SCHEMES.indexOf('soft-autumn'))
    expect(compileSegment(segmentOf({ stylePreferences: [], colorPalette: 'warm' }, NOW)).colour).toBe(COLOUR_SCHEMES.indexOf('warm'))
    // A season that is not one of the twelve (a stored profile from elsewhere) is ignored.
    expect(segmentOf({ stylePreferences: [], colorSeason: 'winter' } as never, NOW).colorSeason).toBeUndefined()
  })

  it('keys a season apart, and keeps the keys of segments without one as they were', () => {
    const base = segmentOf({ bodyShape: 'pear', colorPalette: 'cool', stylePreferences: ['classic'] }, NOW, 'v1')
    expect(segmentKey(base)).toBe(JSON.stringify(['pear', 'cool', ['classic'], [], null, 'autumn', '2026-11-24', 'v1']))
    const a = segmentOf({ bodyShape: 'pear', colorPalette: 'cool', colorSeason: 'cool-summer', stylePreferences: ['classic'] }, NOW, 'v1')
    const b = segmentOf({ bodyShape: 'pear', colorPalette: 'cool', colorSeason: 'cool-winter', stylePreferences: ['classic'] }, NOW, 'v1')
    expect(new Set([segmentKey(base), segmentKey(a), segmentKey(b)]).size).toBe(3)
  })

  it('samples every season with every shape and, together, every quiz style set', () => {
    const all = seasonSegments(NOW, 'v1')
    expect(all).toHaveLength(360)
    expect(new Set(all.map(segmentKey)).size).toBe(360)
    expect(new Set(all.map((s) => s.styles.join(','))).size).toBe(63)
  })
})
