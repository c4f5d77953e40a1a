import type { AgeGroupId } from '../reference/age-groups.ts'
import type { BodyShapeId } from '../rule-book/body-shapes.ts'
import type { ColorPaletteId } from '../rule-book/palettes.ts'
import type { OccasionId } from '../rule-book/occasions.ts'
import type { SeasonId } from '../reference/seasons.ts'
import type { StyleId } from '../rule-book/styles.ts'
import type { SkinTone, UndertoneWord } from '../rule-book/season-questions.ts'
import type { SeasonId as ColorSeasonId } from '../rule-book/seasons.ts'
import { normaliseProfile, type Measurements, type MeasurementUnit, type StyleProfile } from './style-profile.ts'

/** The value the account's test_version column carries for this analysis. */
export const ACCOUNT_TEST_VERSION = 'v1.0'

/** Where a test result came from, kept in test_raw_data.source. */
export const TEST_SOURCE = 'style-analysis'

/** Measurements an account may hold: the analysis's (bust, waist, hips, high hip, shoulders) plus height and weight. */
export interface AccountMeasurements extends Measurements {
  height?: number
  weight?: number
  /** The unit the user typed measurements in (they are stored in inches). */
  unit?: MeasurementUnit
}

/** A signed-in user's style profile (table style_profiles). */
export interface AccountStyleProfile {
  userId: string
  bodyShape: BodyShapeId | null
  /** The other shape her measurements sit on the edge of (style_profiles.body_shape_alternative). */
  bodyShapeAlternative?: BodyShapeId | null
  colorPalette: ColorPaletteId | null
  stylePreferences: StyleId[]
  measurements: AccountMeasurements | null
  /** The refine quiz's reading; null until she takes it. */
  colorSeason: ColorSeasonId | null
  /** The reading's confidence (0..1) and runner-up season; absent or null without them. */
  colorSeasonConfidence?: number | null
  colorSeasonRunnerUp?: ColorSeasonId | null
  undertones: UndertoneWord | null
  skinTone: SkinTone | null
  lastAnalysisAt: string | null
  createdAt: string
  updatedAt: string
}

export interface TestRawData {
  originalProfile: StyleProfile
  completedAt: string
  source: string
}

/** The test fields of a user profile (table user_profiles). */
export interface AccountTestData {
  bodyType: BodyShapeId | null
  /** The colour palette (warm, cool or neutral) stands for the skin tone. */
  skinTone: ColorPaletteId | null
  stylePreferences: StyleId[]
  ageGroup: AgeGroupId | null
  preferredOccasions: OccasionId[]
  preferredSeasons: SeasonId[]
  personalizedTags: string[]
  testRawData: TestRawData | null
  testCompletedAt: string | null
  testVersion: string | null
}

/** The empty test fields: what "reset all test fields" writes. */
export function emptyAccountTestData(): AccountTestData {
  return {
    bodyType: null,
    skinTone: null,
    stylePreferences: [],
    ageGroup: null,
    preferredOccasions: [],
    preferredSeasons: [],
    personalizedTags: [],
    testRawData: null,
    testCompletedAt: null,
    testVersion: null,
  }
}

/** Tags the recommenders can match on, e.g. "shape:pear", "palette:warm", "style:classic". */
export function personalizedTagsFor(profile: StyleProfile): string[] {
  const tags: string[] = []
  if (profile.bodyShape) tags.push(`shape:${profile.bodyShape}`)
  if (profile.colorPalette) tags.push(`palette:${profile.colorPalette}`)
  for (const style of profile.stylePreferences) tags.push(`style:${style}`)
  if (profile.ageGroup) tags.push(`age:${profile.ageGroup}`)
  for (const occasion of profile.preferredOccasions ?? []) tags.push(`occasion:${occasion}`)
  for (const season of profile.preferredSeasons ?? []) tags.push(`season:${season}`)
  return [...new Set(tags)]
}

/** The test fields saved to an account once its analysis is complete (the auto-save). */
export function toAccountTestData(profile: StyleProfile, completedAt: Date): AccountTestData {
  const original = normaliseProfile(profile)
  const at = completedAt.toISOString()
  return {
    bodyType: original.bodyShape ?? null,
    skinTone: original.colorPalette ?? null,
    stylePreferences: original.stylePreferences,
    ageGroup: original.ageGroup ?? null,
    preferredOccasions: original.preferredOccasions ?? [],
    preferredSeasons: original.preferredSeasons ?? [],
    personalizedTags: personalizedTagsFor(original),
    testRawData: { originalProfile: original, completedAt: at, source: TEST_SOURCE },
    testCompletedAt: at,
    testVersion: ACCOUNT_TEST_VERSION,
  }
}

/** The local profile an account's style profile stands for (what the browser works with). */
export function accountToStyleProfile(account: AccountStyleProfile): StyleProfile {
  const profile: StyleProfile = { stylePreferences: account.stylePreferences }
  if (account.bodyShape) profile.bodyShape = account.bodyShape
  if (account.bodyShapeAlternative) profile.bodyShapeAlternative = account.bodyShapeAlternative
  if (account.colorPalette) profile.colorPalette = account.colorPalette
  if (account.measurements) {
    const { bust, waist, hips, highHip, shoulders, unit } = account.measurements
    profile.measurements = { bust, waist, hips, highHip, shoulders }
    if (unit === 'in' || unit === 'cm') profile.measurementUnit = unit
  }
  if (account.colorSeason) profile.colorSeason = account.colorSeason
  if (typeof account.colorSeasonConfidence === 'number') profile.colorSeasonConfidence = account.colorSeasonConfidence
  if (account.colorSeasonRunnerUp) profile.colorSeasonRunnerUp = account.colorSeasonRunnerUp
  if (account.undertones) profile.undertones = account.undertones
  if (account.skinTone) profile.skinTone = account.skinTone
  return normaliseProfile(profile)
}
