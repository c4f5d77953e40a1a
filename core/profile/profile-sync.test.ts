import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AccountStyleProfile } from './account-profile.ts'
import {
  accountProfileView,
  accountTestDataFor,
  chooseBrowserCopy,
  failedSaveOutcome,
  isAccountAnalysisComplete,
  shouldAnnounceAutoSave,
  storedProfileSavedAt,
  styleProfileColumnsFor,
} from './profile-sync.ts'
import { styleProfileArbitrary } from '../testing/style-profile.arbitrary.ts'
import { normaliseProfile, serialiseProfile, type StyleProfile } from './style-profile.ts'

const NOW = new Date('2026-11-24T08:00:00.000Z')
const EARLIER = new Date('2026-11-24T07:00:00.000Z')
const COMPLETE: StyleProfile = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'], measurements: { waist: 27 } }
const PARTIAL: StyleProfile = { bodyShape: 'apple', stylePreferences: [] }

describe('isAccountAnalysisComplete (the four-step rule)', () => {
  it('needs shape, palette, a style and a measurement', () => {
    expect(isAccountAnalysisComplete(COMPLETE)).toBe(true)
    const { measurements: _m, ...noMeasurements } = COMPLETE
    expect(isAccountAnalysisComplete(noMeasurements)).toBe(false)
    expect(isAccountAnalysisComplete({ ...COMPLETE, stylePreferences: [] })).toBe(false)
    expect(isAccountAnalysisComplete(null)).toBe(false)
  })
})

describe('accountTestDataFor', () => {
  it('writes the full test result, version v1.0, once the analysis is complete', () => {
    const data = accountTestDataFor(COMPLETE, NOW)
    expect(data).toMatchObject({
      bodyType: 'pear',
      skinTone: 'warm',
      stylePreferences: ['classic'],
      testCompletedAt: NOW.toISOString(),
      testVersion: 'v1.0',
      testRawData: { originalProfile: COMPLETE, completedAt: NOW.toISOString(), source: 'style-analysis' },
    })
  })

  it('writes the answers so far but no completion for an unfinished analysis', () => {
    const data = accountTestDataFor(PARTIAL, NOW)
    expect(data).toMatchObject({ bodyType: 'apple', skinTone: null, testRawData: null, testCompletedAt: null, testVersion: null })
  })
})

describe('styleProfileColumnsFor and accountProfileView', () => {
  const row = (profile: StyleProfile): AccountStyleProfile => ({
    userId: 'u1',
    ...styleProfileColumnsFor(profile),
    lastAnalysisAt: null,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
  })

  it('keeps the measurement unit with the measurements', () => {
    const profile: StyleProfile = { ...COMPLETE, measurementUnit: 'cm' }
    expect(styleProfileColumnsFor(profile).measurements).toEqual({ waist: 27, unit: 'cm' })
    expect(accountProfileView(row(profile), null)).toEqual(profile)
  })

  it('keeps the alternative shape and the high hip and shoulders beside the answers', () => {
    const profile: StyleProfile = { ...COMPLETE, bodyShape: 'pear', bodyShapeAlternative: 'hourglass', measurements: { bust: 36, waist: 27.5, hips: 39.6, highHip: 33, shoulders: 40 } }
    expect(styleProfileColumnsFor(profile)).toMatchObject({ bodyShape: 'pear', bodyShapeAlternative: 'hourglass' })
    expect(accountProfileView(row(profile), accountTestDataFor(profile, NOW))).toEqual(profile)
    expect(styleProfileColumnsFor({ ...profile, bodyShapeAlternative: undefined }).bodyShapeAlternative).toBeNull()
  })

  it('adds the optional fields a completed test kept, the style profile answers winning', () => {
    const profile: StyleProfile = { ...COMPLETE, ageGroup: '26-35', preferredSeasons: ['summer'] }
    const testData = accountTestDataFor({ ...profile, bodyShape: 'apple' }, NOW)
    expect(accountProfileView(row(profile), testData)).toEqual(profile)
  })

  it('keeps her colour season from a completed test, so the engines rank her by it', () => {
    const profile: StyleProfile = { ...COMPLETE, colorSeason: 'soft-summer' }
    expect(accountProfileView(row(profile), accountTestDataFor(profile, NOW)).colorSeason).toBe('soft-summer')
  })

  it('round-trips every analysis answer', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, (profile) => {
        const view = accountProfileView(row(profile), accountTestDataFor(profile, NOW))
        expect(view.bodyShape).toBe(profile.bodyShape)
        expect(view.bodyShapeAlternative).toBe(normaliseProfile(profile).bodyShapeAlternative)
        expect(view.colorPalette).toBe(profile.colorPalette)
        // The season's reading keeps its confidence and runner-up through the account (normalised: only beside a season, never the season itself).
        expect(view.colorSeason).toBe(profile.colorSeason)
        expect(view.colorSeasonConfidence).toBe(normaliseProfile(profile).colorSeasonConfidence)
        expect(view.colorSeasonRunnerUp).toBe(normaliseProfile(profile).colorSeasonRunnerUp)
        expect(view.stylePreferences).toEqual([...new Set(profile.stylePreferences)])
        expect(view.measurements ?? {}).toEqual(styleProfileColumnsFor(profile).measurements ? { ...profile.measurements } : {})
      }),
    )
  })
})

describe('storedProfileSavedAt', () => {
  it('reads the save time of a stored record', () => {
    expect(storedProfileSavedAt(serialiseProfile(COMPLETE, NOW))).toEqual(NOW)
  })

  it('is null for nothing, broken text, or a record without a valid time', () => {
    expect(storedProfileSavedAt(null)).toBeNull()
    expect(storedProfileSavedAt('{')).toBeNull()
    expect(storedProfileSavedAt('[]')).toBeNull()
    expect(storedProfileSavedAt('{"savedAt":"yesterday"}')).toBeNull()
  })
})

describe('chooseBrowserCopy (sign-in move and later sync)', () => {
  it('has nothing to do without a browser copy', () => {
    expect(chooseBrowserCopy({ browser: null, browserSavedAt: null, account: COMPLETE, accountUpdatedAt: NOW })).toBe('none')
  })

  it('moves the browser copy into an account that has none', () => {
    expect(chooseBrowserCopy({ browser: PARTIAL, browserSavedAt: null, account: null, accountUpdatedAt: null })).toBe('move-to-account')
  })

  it('lets the newer copy win when both exist', () => {
    expect(chooseBrowserCopy({ browser: PARTIAL, browserSavedAt: NOW, account: COMPLETE, accountUpdatedAt: EARLIER })).toBe('move-to-account')
    expect(chooseBrowserCopy({ browser: PARTIAL, browserSavedAt: EARLIER, account: COMPLETE, accountUpdatedAt: NOW })).toBe('keep-account')
    expect(chooseBrowserCopy({ browser: PARTIAL, browserSavedAt: NOW, account: COMPLETE, accountUpdatedAt: NOW })).toBe('keep-account')
  })

  it('never lets an empty or undated browser copy overwrite the account', () => {
    expect(chooseBrowserCopy({ browser: { stylePreferences: [] }, browserSavedAt: NOW, account: null, accountUpdatedAt: null })).toBe('keep-account')
    expect(chooseBrowserCopy({ browser: PARTIAL, browserSavedAt: null, account: COMPLETE, accountUpdatedAt: EARLIER })).toBe('keep-account')
  })

  it('always settles: the browser copy is either moved or dropped, never kept beside the account', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, fc.option(styleProfileArbitrary), fc.option(fc.date({ noInvalidDate: true })), fc.option(fc.date({ noInvalidDate: true })), (browser, account, b, a) => {
        const choice = chooseBrowserCopy({ browser, browserSavedAt: b, account, accountUpdatedAt: a })
        expect(['move-to-account', 'keep-account']).toContain(choice)
      }),
    )
  })
})

describe('failedSaveOutcome', () => {
  it('falls back to the browser when the server cannot be reached or cannot take it now', () => {
    for (const status of [0, 401, 408, 429, 500, 502, 503, 504]) expect(failedSaveOutcome(status)).toBe('fall-back')
  })

  it('refuses input the server will never accept', () => {
    for (const status of [400, 403, 404, 413]) expect(failedSaveOutcome(status)).toBe('refused')
  })
})

describe('shouldAnnounceAutoSave', () => {
  it('announces the save that completes the analysis, once', () => {
    const { measurements: _m, ...almost } = COMPLETE
    expect(shouldAnnounceAutoSave(almost, COMPLETE)).toBe(true)
    expect(shouldAnnounceAutoSave(null, COMPLETE)).toBe(true)
    expect(shouldAnnounceAutoSave(COMPLETE, { ...COMPLETE, stylePreferences: ['edgy'] })).toBe(false)
    expect(shouldAnnounceAutoSave(null, PARTIAL)).toBe(false)
  })
})
