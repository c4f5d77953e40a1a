import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { styleProfileArbitrary } from '../testing/style-profile.arbitrary.ts'
import {
  mergeProfileUpdate,
  migrateProfile,
  normaliseProfile,
  PROFILE_FORMAT_VERSION,
  readStoredProfile,
  seasonReadingUpdate,
  serialiseProfile,
  withColorPalette,
  type StyleProfile,
} from './style-profile.ts'

const NOW = new Date('2026-11-22T10:30:00.000Z')
const FULL: StyleProfile = {
  bodyShape: 'hourglass',
  colorPalette: 'warm',
  stylePreferences: ['classic', 'romantic'],
  measurements: { bust: 36, waist: 28, hips: 38 },
}

/** The stored profile, or null when absent or corrupt. */
function parseStoredProfile(text: string | null | undefined): StyleProfile | null {
  const read = readStoredProfile(text)
  return read.status === 'ok' ? read.profile : null
}

describe('serialiseProfile', () => {
  it('adds the save time and format version 1.0', () => {
    const record = JSON.parse(serialiseProfile(FULL, NOW))
    expect(record).toEqual({ ...FULL, savedAt: '2026-11-22T10:30:00.000Z', version: '1.0' })
    expect(PROFILE_FORMAT_VERSION).toBe('1.0')
  })
})

describe('readStoredProfile / parseStoredProfile', () => {
  it('removes the save time and version on load', () => {
    expect(parseStoredProfile(serialiseProfile(FULL, NOW))).toEqual(FULL)
  })

  it('reports nothing stored as none, not as corrupt', () => {
    expect(readStoredProfile(null)).toEqual({ status: 'none' })
    expect(readStoredProfile('')).toEqual({ status: 'none' })
  })

  it.each([
    ['text that is not JSON', '{not json'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"hourglass"'],
    ['JSON null', 'null'],
    ['an unknown shape', JSON.stringify({ ...FULL, bodyShape: 'triangle', version: '1.0' })],
    ['a style list that is not a list', JSON.stringify({ stylePreferences: 'classic', version: '1.0' })],
    ['a negative measurement', JSON.stringify({ stylePreferences: [], measurements: { waist: -3 }, version: '1.0' })],
  ])('treats %s as corrupt, so the caller sees no profile', (_label, text) => {
    expect(readStoredProfile(text).status).toBe('corrupt')
    expect(parseStoredProfile(text)).toBeNull()
  })

  it('migrates a record of another version, keeping the four analysis fields only', () => {
    const old = JSON.stringify({
      version: '0.9',
      savedAt: '2025-01-01T00:00:00.000Z',
      bodyShape: 'pear',
      colorPalette: 'cool',
      stylePreferences: ['minimal', 'edgy'],
      measurements: { bust: 34, waist: 27, hips: 39 },
      skinTone: 'fair',
      somethingOld: true,
    })
    const read = readStoredProfile(old)
    expect(read).toEqual({
      status: 'ok',
      migratedFrom: '0.9',
      profile: {
        bodyShape: 'pear',
        colorPalette: 'cool',
        stylePreferences: ['minimal', 'edgy'],
        measurements: { bust: 34, waist: 27, hips: 39 },
      },
    })
  })

  it('migrates a record with no version at all', () => {
    expect(readStoredProfile(JSON.stringify({ bodyShape: 'apple' }))).toEqual({
      status: 'ok',
      migratedFrom: 'unknown',
      profile: { bodyShape: 'apple', stylePreferences: [] },
    })
  })
})

describe('migrateProfile', () => {
  it('defaults stylePreferences to an empty list', () => {
    expect(migrateProfile({ colorPalette: 'neutral' })).toEqual({ colorPalette: 'neutral', stylePreferences: [] })
  })

  it('keeps one of the twelve seasons and drops anything else', () => {
    expect(migrateProfile({ colorSeason: 'clear-winter' })?.colorSeason).toBe('clear-winter')
    expect(migrateProfile({ colorSeason: 'winter' })).toEqual({ stylePreferences: [] })
  })

  it("accepts the old 'inverted_triangle' spelling and stores the one true id", () => {
    expect(migrateProfile({ bodyShape: 'inverted_triangle' })?.bodyShape).toBe('inverted-triangle')
  })

  it('drops values that are not valid today instead of failing the whole record', () => {
    expect(
      migrateProfile({
        bodyShape: 'banana',
        colorPalette: 'autumn',
        stylePreferences: ['classic', 'punk', 3, 'classic'],
        measurements: { bust: 'big', waist: 0, hips: 40 },
      }),
    ).toEqual({ stylePreferences: ['classic'], measurements: { hips: 40 } })
  })

  it('returns null for something that is not an object', () => {
    expect(migrateProfile('hourglass')).toBeNull()
    expect(migrateProfile(null)).toBeNull()
    expect(migrateProfile([])).toBeNull()
  })
})

describe('mergeProfileUpdate', () => {
  it('creates a profile with an empty style list when none exists', () => {
    expect(mergeProfileUpdate(null, { bodyShape: 'rectangle' })).toEqual({ bodyShape: 'rectangle', stylePreferences: [] })
  })

  it('puts new fields over old ones', () => {
    expect(mergeProfileUpdate(FULL, { colorPalette: 'cool', measurements: { waist: 30 } })).toEqual({
      ...FULL,
      colorPalette: 'cool',
      measurements: { waist: 30 },
    })
  })

  it('keeps the old styles when the update has none, and replaces them when it has', () => {
    expect(mergeProfileUpdate(FULL, { bodyShape: 'pear' }).stylePreferences).toEqual(['classic', 'romantic'])
    expect(mergeProfileUpdate(FULL, { stylePreferences: undefined }).stylePreferences).toEqual(['classic', 'romantic'])
    expect(mergeProfileUpdate(FULL, { stylePreferences: ['edgy'] }).stylePreferences).toEqual(['edgy'])
    expect(mergeProfileUpdate(FULL, { stylePreferences: [] }).stylePreferences).toEqual([])
  })

  it('keeps an alternative shape only beside a different chosen shape, and a null update removes it', () => {
    const between = mergeProfileUpdate(FULL, { bodyShapeAlternative: 'pear' })
    expect(between.bodyShapeAlternative).toBe('pear')
    expect(mergeProfileUpdate(between, { bodyShape: 'pear' }).bodyShapeAlternative).toBeUndefined()
    expect(mergeProfileUpdate(between, { bodyShapeAlternative: null })).toEqual(FULL)
    expect(mergeProfileUpdate(between, {}).bodyShapeAlternative).toBe('pear')
    expect(mergeProfileUpdate(null, { bodyShapeAlternative: 'pear' }).bodyShapeAlternative).toBeUndefined()
  })

  it('keeps high hip and shoulders with the measurements', () => {
    const p = mergeProfileUpdate(FULL, { measurements: { bust: 36, waist: 28, hips: 38, highHip: 33.5, shoulders: 40 } })
    expect(parseStoredProfile(serialiseProfile(p, NOW))?.measurements).toEqual({ bust: 36, waist: 28, hips: 38, highHip: 33.5, shoulders: 40 })
  })

  it('drops an emptied measurement set rather than storing {}', () => {
    expect(mergeProfileUpdate(FULL, { measurements: {} })).not.toHaveProperty('measurements')
  })

  it('never changes the profile it was given', () => {
    const before = structuredClone(FULL)
    mergeProfileUpdate(FULL, { bodyShape: 'apple', stylePreferences: ['trendy'] })
    expect(FULL).toEqual(before)
  })
})

describe('profile properties', () => {
  it('parse(serialise(p)) gives back the profile', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, (profile) => {
        expect(parseStoredProfile(serialiseProfile(profile, NOW))).toEqual(normaliseProfile(profile))
      }),
    )
  })

  it('a merge keeps every field the update leaves out', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, styleProfileArbitrary, (old, update) => {
        const { stylePreferences: _s, ...partial } = update
        const merged = mergeProfileUpdate(old, partial)
        expect(merged.stylePreferences).toEqual(normaliseProfile(old).stylePreferences)
        for (const key of Object.keys(partial) as Array<keyof StyleProfile>) {
          if (key !== 'measurements' && key !== 'bodyShapeAlternative' && key !== 'colorSeasonRunnerUp' && key !== 'colorSeasonConfidence') expect(merged[key]).toEqual((partial as StyleProfile)[key])
        }
        // The reading's confidence and runner-up stay only beside a season, the runner-up only when it is another one.
        if (partial.colorSeasonConfidence !== undefined) expect(merged.colorSeasonConfidence).toBe(merged.colorSeason ? partial.colorSeasonConfidence : undefined)
        if (partial.colorSeasonRunnerUp) {
          expect(merged.colorSeasonRunnerUp).toBe(merged.colorSeason && merged.colorSeason !== partial.colorSeasonRunnerUp ? partial.colorSeasonRunnerUp : undefined)
        }
        // An alternative stays only beside a different chosen shape.
        if (partial.bodyShapeAlternative) {
          expect(merged.bodyShapeAlternative).toBe(merged.bodyShape && merged.bodyShape !== partial.bodyShapeAlternative ? partial.bodyShapeAlternative : undefined)
        }
      }),
    )
  })
})

describe('the refine quiz reading', () => {
  it('is dropped from a stored record when it is not today\'s words, keeping the rest', () => {
    const text = JSON.stringify({ version: '1.0', savedAt: '2026-01-01T00:00:00.000Z', colorPalette: 'warm', stylePreferences: [], skinTone: 'warm beige', undertones: 'Cool undertones', colorSeason: 'spring' })
    expect(readStoredProfile(text)).toEqual({ status: 'ok', migratedFrom: null, profile: { colorPalette: 'warm', stylePreferences: [] } })
    const good = JSON.stringify({ version: '1.0', savedAt: '2026-01-01T00:00:00.000Z', colorPalette: 'warm', stylePreferences: [], skinTone: 'deep', undertones: 'warm', colorSeason: 'deep-autumn' })
    expect(readStoredProfile(good)).toMatchObject({ status: 'ok', profile: { skinTone: 'deep', undertones: 'warm', colorSeason: 'deep-autumn' } })
  })

  it('goes when a retaken test changes the palette, and stays when it does not', () => {
    const profile = { colorPalette: 'warm' as const, stylePreferences: [], colorSeason: 'light-spring' as const, undertones: 'warm' as const, skinTone: 'light' as const }
    expect(withColorPalette(profile, 'warm')).toEqual(profile)
    expect(withColorPalette(profile, 'cool')).toEqual({ colorPalette: 'cool', stylePreferences: [], skinTone: 'light' })
    expect(withColorPalette(null, 'neutral')).toEqual({ colorPalette: 'neutral', stylePreferences: [] })
  })
})

describe('the season reading\u2019s confidence and runner-up', () => {
  const base = { colorPalette: 'neutral' as const, stylePreferences: [], colorSeason: 'soft-autumn' as const, undertones: 'neutral' as const, skinTone: 'medium' as const }

  it('are kept through a save and a read, and through an older record\u2019s migration', () => {
    const profile = { ...base, colorSeasonConfidence: 0.41, colorSeasonRunnerUp: 'soft-summer' as const }
    expect(readStoredProfile(serialiseProfile(profile, new Date('2026-12-02T00:00:00.000Z')))).toEqual({ status: 'ok', migratedFrom: null, profile })
    expect(migrateProfile({ ...profile, version: '0.9' })).toMatchObject({ colorSeason: 'soft-autumn', colorSeasonConfidence: 0.41, colorSeasonRunnerUp: 'soft-summer' })
  })

  it('say nothing without a season, and a runner-up equal to the season is dropped', () => {
    expect(normaliseProfile({ stylePreferences: [], colorSeasonConfidence: 0.5, colorSeasonRunnerUp: 'soft-summer' })).toEqual({ stylePreferences: [] })
    expect(normaliseProfile({ ...base, colorSeasonRunnerUp: 'soft-autumn' }).colorSeasonRunnerUp).toBeUndefined()
  })

  it('a stored value that is not one is dropped rather than losing the record', () => {
    const text = JSON.stringify({ version: '1.0', savedAt: '2026-01-01T00:00:00.000Z', ...base, colorSeasonConfidence: 7, colorSeasonRunnerUp: 'autumn' })
    expect(readStoredProfile(text)).toEqual({ status: 'ok', migratedFrom: null, profile: base })
  })

  it('go with the season when a retaken colour test changes the palette', () => {
    const profile = { ...base, colorSeasonConfidence: 0.41, colorSeasonRunnerUp: 'soft-summer' as const }
    expect(withColorPalette(profile, 'warm')).toEqual({ colorPalette: 'warm', stylePreferences: [], skinTone: 'medium' })
  })

  it('a new reading replaces an older close call: a clear call clears the old runner-up', () => {
    const old = { ...base, colorSeasonConfidence: 0.35, colorSeasonRunnerUp: 'soft-summer' as const }
    const clear = mergeProfileUpdate(old, seasonReadingUpdate({ season: 'deep-autumn', confidence: 0.8, runnerUp: null }, { undertones: 'warm', skinTone: 'deep' }))
    expect(clear).toMatchObject({ colorSeason: 'deep-autumn', colorSeasonConfidence: 0.8, undertones: 'warm', skinTone: 'deep' })
    expect(clear.colorSeasonRunnerUp).toBeUndefined()
    const close = mergeProfileUpdate(old, seasonReadingUpdate({ season: 'deep-autumn', confidence: 0.3, runnerUp: 'deep-winter' }, { undertones: 'warm', skinTone: 'deep' }))
    expect(close).toMatchObject({ colorSeason: 'deep-autumn', colorSeasonConfidence: 0.3, colorSeasonRunnerUp: 'deep-winter' })
  })
})
