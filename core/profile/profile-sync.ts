import {
  accountToStyleProfile,
  emptyAccountTestData,
  toAccountTestData,
  type AccountMeasurements,
  type AccountStyleProfile,
  type AccountTestData,
} from './account-profile.ts'
import { isAnalysisComplete, profileCompletion } from './progress.ts'
import type { BodyShapeId } from '../rule-book/body-shapes.ts'
import { normaliseProfile, type StyleProfile } from './style-profile.ts'

/**
 * Rules for a signed-in user's profile: what the account stores, which copy wins when a
 * browser copy meets the account copy, and when the browser must stand in for the server.
 */

/** The signed-in rule: shape, palette, at least one style and at least one measurement. */
export function isAccountAnalysisComplete(profile: StyleProfile | null | undefined): boolean {
  return isAnalysisComplete(profile, { signedIn: true })
}

/**
 * The test fields a save writes. A complete analysis (four-step rule) writes the full test
 * result (test_raw_data, test_completed_at, test_version "v1.0"); an unfinished one writes
 * the answers so far with the completion fields empty, so the account never claims a test
 * that was not finished.
 */
export function accountTestDataFor(profile: StyleProfile, now: Date): AccountTestData {
  const full = toAccountTestData(profile, now)
  if (isAccountAnalysisComplete(profile)) return full
  return { ...full, testRawData: null, testCompletedAt: null, testVersion: null }
}

/** What style_profiles stores for a profile (the unit rides along with the measurements). */
export function styleProfileColumnsFor(profile: StyleProfile): {
  bodyShape: AccountStyleProfile['bodyShape']
  bodyShapeAlternative: BodyShapeId | null
  colorPalette: AccountStyleProfile['colorPalette']
  stylePreferences: AccountStyleProfile['stylePreferences']
  measurements: AccountMeasurements | null
  colorSeason: AccountStyleProfile['colorSeason']
  colorSeasonConfidence: number | null
  colorSeasonRunnerUp: AccountStyleProfile['colorSeason']
  undertones: AccountStyleProfile['undertones']
  skinTone: AccountStyleProfile['skinTone']
} {
  const p = normaliseProfile(profile)
  const measurements: AccountMeasurements | null = p.measurements
    ? { ...p.measurements, ...(p.measurementUnit ? { unit: p.measurementUnit } : {}) }
    : null
  return {
    bodyShape: p.bodyShape ?? null,
    bodyShapeAlternative: p.bodyShapeAlternative ?? null,
    colorPalette: p.colorPalette ?? null,
    stylePreferences: p.stylePreferences,
    measurements,
    colorSeason: p.colorSeason ?? null,
    colorSeasonConfidence: p.colorSeasonConfidence ?? null,
    colorSeasonRunnerUp: p.colorSeasonRunnerUp ?? null,
    undertones: p.undertones ?? null,
    skinTone: p.skinTone ?? null,
  }
}

/**
 * The profile the browser works with, rebuilt from the account: the style profile's
 * answers, plus the optional fields (age group, occasions, seasons...) a completed test
 * kept in test_raw_data.originalProfile. The style profile's answers always win.
 */
export function accountProfileView(account: AccountStyleProfile, testData: AccountTestData | null): StyleProfile {
  const answers = accountToStyleProfile(account)
  const original = testData?.testRawData?.originalProfile
  if (!original || typeof original !== 'object') {
    // An unfinished analysis keeps no raw record, but its answers so far are in the test
    // fields: the occasions and age group the engines read come from there, so a signed-in
    // shopper is scored on the same answers as a visitor who gave them.
    if (!testData) return answers
    return normaliseProfile({
      ...answers,
      ...(testData.ageGroup ? { ageGroup: testData.ageGroup } : {}),
      ...(testData.preferredOccasions.length > 0 ? { preferredOccasions: testData.preferredOccasions } : {}),
      ...(testData.preferredSeasons.length > 0 ? { preferredSeasons: testData.preferredSeasons } : {}),
    })
  }
  const { bodyShape: _b, bodyShapeAlternative: _a, colorPalette: _c, stylePreferences: _s, measurements: _m, measurementUnit: _u, colorSeason: _cs, colorSeasonConfidence: _cc, colorSeasonRunnerUp: _cr, undertones: _ut, skinTone: _st, ...extras } = original
  return normaliseProfile({ ...extras, ...answers })
}

/** The test fields a cleared profile leaves behind: every one empty. */
export function clearedAccountTestData(): AccountTestData {
  return emptyAccountTestData()
}

/** When the browser's copy was saved (the record's savedAt), or null when unknown. */
export function storedProfileSavedAt(text: string | null | undefined): Date | null {
  if (!text) return null
  try {
    const raw: unknown = JSON.parse(text)
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
    const savedAt = (raw as Record<string, unknown>).savedAt
    if (typeof savedAt !== 'string') return null
    const date = new Date(savedAt)
    return Number.isNaN(date.getTime()) ? null : date
  } catch {
    return null
  }
}

export type BrowserCopyChoice =
  /** Nothing worth keeping in the browser. */
  | 'none'
  /** The browser's copy goes into the account, then leaves the browser. */
  | 'move-to-account'
  /** The account's copy is the newer one; the browser's copy is dropped. */
  | 'keep-account'

/**
 * A signed-in user's browser still holds a profile: either what they did as a visitor
 * before signing in, or a save that fell back to the browser while the server was
 * unreachable. The newer copy wins, so one rule covers both the move on sign-in and the
 * later sync:
 * - an empty browser copy (nothing answered) never replaces anything;
 * - with no account profile, the browser's copy moves in;
 * - otherwise the browser's copy moves in only when it was saved after the account's copy
 *   was last updated. An unknown save time counts as older, so a copy of unknown age
 *   never overwrites the account.
 */
export function chooseBrowserCopy(input: {
  browser: StyleProfile | null
  browserSavedAt: Date | null
  account: StyleProfile | null
  accountUpdatedAt: Date | null
}): BrowserCopyChoice {
  const { browser, browserSavedAt, account, accountUpdatedAt } = input
  if (!browser || profileCompletion(browser) === 0) return browser ? 'keep-account' : 'none'
  if (!account) return 'move-to-account'
  if (!browserSavedAt) return 'keep-account'
  if (!accountUpdatedAt) return 'move-to-account'
  return browserSavedAt.getTime() > accountUpdatedAt.getTime() ? 'move-to-account' : 'keep-account'
}

/**
 * What a failed account call means for a save: 'fall-back' keeps the profile in the
 * browser to sync later (no connection, the session ended, the server busy or down);
 * 'refused' is a request the server will never accept (bad input), so retrying is pointless.
 */
export function failedSaveOutcome(status: number): 'fall-back' | 'refused' {
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return 'fall-back'
  return 'refused'
}

/**
 * Whether a save deserves the auto-save toast: the account's analysis just became complete
 * (four-step rule) with this save. Saves to an already complete profile stay quiet.
 */
export function shouldAnnounceAutoSave(previous: StyleProfile | null, saved: StyleProfile): boolean {
  return isAccountAnalysisComplete(saved) && !isAccountAnalysisComplete(previous)
}
