import { describe, expect, it } from 'vitest'
import {
  accountToStyleProfile,
  personalizedTagsFor,
  toAccountTestData,
} from './account-profile.ts'

const AT = new Date('2026-11-22T12:00:00.000Z')

describe('toAccountTestData', () => {
  it('maps a completed analysis to the test fields, version v1.0', () => {
    const data = toAccountTestData(
      { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['bohemian'], ageGroup: '26-35', preferredSeasons: ['summer'] },
      AT,
    )
    expect(data).toEqual({
      bodyType: 'pear',
      skinTone: 'warm',
      stylePreferences: ['bohemian'],
      ageGroup: '26-35',
      preferredOccasions: [],
      preferredSeasons: ['summer'],
      personalizedTags: ['shape:pear', 'palette:warm', 'style:bohemian', 'age:26-35', 'season:summer'],
      testRawData: {
        originalProfile: {
          bodyShape: 'pear',
          colorPalette: 'warm',
          stylePreferences: ['bohemian'],
          ageGroup: '26-35',
          preferredSeasons: ['summer'],
        },
        completedAt: '2026-11-22T12:00:00.000Z',
        source: 'style-analysis',
      },
      testCompletedAt: '2026-11-22T12:00:00.000Z',
      testVersion: 'v1.0',
    })
  })
})

describe('personalised tags', () => {
  it('tags each value once', () => {
    expect(personalizedTagsFor({ stylePreferences: ['classic', 'classic'] })).toEqual(['style:classic'])
  })
})

describe('accountToStyleProfile', () => {
  it('keeps the analysis fields and only bust, waist and hips of the measurements', () => {
    expect(
      accountToStyleProfile({
        userId: 'u1',
        bodyShape: 'hourglass',
        colorPalette: null,
        stylePreferences: ['classic'],
        measurements: { bust: 36, waist: 28, hips: 38, height: 66 },
        colorSeason: null,
        undertones: null,
        skinTone: null,
        lastAnalysisAt: null,
        createdAt: '2026-11-22T12:00:00.000Z',
        updatedAt: '2026-11-22T12:00:00.000Z',
      }),
    ).toEqual({ bodyShape: 'hourglass', stylePreferences: ['classic'], measurements: { bust: 36, waist: 28, hips: 38 } })
  })

  it('keeps the refine quiz reading: season, undertone and skin depth', () => {
    expect(
      accountToStyleProfile({
        userId: 'u1',
        bodyShape: null,
        colorPalette: 'warm',
        stylePreferences: [],
        measurements: null,
        colorSeason: 'light-spring',
        undertones: 'warm',
        skinTone: 'light',
        lastAnalysisAt: null,
        createdAt: '2026-11-22T12:00:00.000Z',
        updatedAt: '2026-11-22T12:00:00.000Z',
      }),
    ).toEqual({ colorPalette: 'warm', stylePreferences: [], colorSeason: 'light-spring', undertones: 'warm', skinTone: 'light' })
  })
})
