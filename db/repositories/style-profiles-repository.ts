import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type {
  AccountMeasurements,
  AccountStyleProfile,
  AccountTestData,
  TestRawData,
} from '#core/profile/account-profile.ts'
import { isAgeGroupId } from '#core/reference/age-groups.ts'
import { isBodyShapeId } from '#core/rule-book/body-shapes.ts'
import { isColorPaletteId } from '#core/rule-book/palettes.ts'
import { isOccasionId } from '#core/rule-book/occasions.ts'
import { isSeasonId } from '#core/reference/seasons.ts'
import { isStyleId } from '#core/rule-book/styles.ts'
import { isSkinTone, isUndertoneWord } from '#core/rule-book/season-questions.ts'
import { isSeasonId as isColorSeasonId } from '#core/rule-book/seasons.ts'
import { parseJsonColumn } from '../json-column.ts'
import type { Database, StyleProfilesTable, UserProfilesTable } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

export interface StyleProfileWrite {
  bodyShape: AccountStyleProfile['bodyShape']
  /** Absent keeps what the row holds (writers from before the column existed); null clears it. */
  bodyShapeAlternative?: AccountStyleProfile['bodyShapeAlternative']
  colorPalette: AccountStyleProfile['colorPalette']
  stylePreferences: AccountStyleProfile['stylePreferences']
  measurements: AccountMeasurements | null
  /** The refine quiz's reading; left out, a write clears it. */
  colorSeason?: AccountStyleProfile['colorSeason']
  colorSeasonConfidence?: AccountStyleProfile['colorSeasonConfidence']
  colorSeasonRunnerUp?: AccountStyleProfile['colorSeasonRunnerUp']
  undertones?: AccountStyleProfile['undertones']
  skinTone?: AccountStyleProfile['skinTone']
  /** When the analysis was last finished; null while it is not complete. */
  lastAnalysisAt: Date | null
}

// Rows are read defensively: an id that is no longer valid becomes null (or is dropped
// from a list) rather than reaching the app, so one stale row cannot break a page.
function toStyleProfile(row: Selectable<StyleProfilesTable>): AccountStyleProfile {
  const measurements = parseJsonColumn<AccountMeasurements | null>(row.measurements, null)
  return {
    userId: row.user_id,
    bodyShape: isBodyShapeId(row.body_shape) ? row.body_shape : null,
    bodyShapeAlternative: isBodyShapeId(row.body_shape_alternative) && row.body_shape_alternative !== row.body_shape ? row.body_shape_alternative : null,
    colorPalette: isColorPaletteId(row.color_palette) ? row.color_palette : null,
    stylePreferences: parseJsonColumn<unknown[]>(row.style_preferences, []).filter(isStyleId),
    measurements: measurements && typeof measurements === 'object' ? measurements : null,
    colorSeason: isColorSeasonId(row.color_season) ? row.color_season : null,
    colorSeasonConfidence: confidenceOf(row.color_season_confidence),
    colorSeasonRunnerUp: isColorSeasonId(row.color_season_runner_up) && row.color_season_runner_up !== row.color_season ? row.color_season_runner_up : null,
    undertones: isUndertoneWord(row.undertones) ? row.undertones : null,
    skinTone: isSkinTone(row.skin_tone) ? row.skin_tone : null,
    lastAnalysisAt: row.last_analysis_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** A stored confidence as a number in 0..1, else null (a driver may hand back a numeric string). */
function confidenceOf(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1 ? n : null
}

/** The user's style profile, or null when they have none (not an error). */
export async function findStyleProfileByUserId(db: Db, userId: string): Promise<AccountStyleProfile | null> {
  const row = await db.selectFrom('style_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst()
  return row ? toStyleProfile(row) : null
}

/**
 * Creates or replaces the user's style profile in one statement. The unique user_id makes
 * a concurrent second create an update (the spec's "23505 on creation leads to an update").
 */
export async function upsertStyleProfile(
  db: Db,
  userId: string,
  profile: StyleProfileWrite,
  options: { now: Date; id?: string },
): Promise<AccountStyleProfile> {
  const now = options.now.toISOString()
  const values = {
    body_shape: profile.bodyShape,
    ...(profile.bodyShapeAlternative !== undefined ? { body_shape_alternative: profile.bodyShapeAlternative } : {}),
    color_palette: profile.colorPalette,
    style_preferences: JSON.stringify(profile.stylePreferences),
    measurements: profile.measurements ? JSON.stringify(profile.measurements) : null,
    color_season: profile.colorSeason ?? null,
    color_season_confidence: profile.colorSeasonConfidence ?? null,
    color_season_runner_up: profile.colorSeasonRunnerUp ?? null,
    undertones: profile.undertones ?? null,
    skin_tone: profile.skinTone ?? null,
    last_analysis_at: profile.lastAnalysisAt ? profile.lastAnalysisAt.toISOString() : null,
    updated_at: now,
  }
  await db
    .insertInto('style_profiles')
    .values({ id: options.id ?? randomUUID(), user_id: userId, created_at: now, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute()
  const saved = await findStyleProfileByUserId(db, userId)
  if (!saved) throw new Error(`style profile for ${userId} vanished right after it was written`)
  return saved
}

/** Deletes the user's style profile; true when there was one. */
export async function deleteStyleProfile(db: Db, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('style_profiles').where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

type TestColumns = Pick<
  Selectable<UserProfilesTable>,
  | 'body_type'
  | 'skin_tone'
  | 'style_preferences'
  | 'age_group'
  | 'preferred_occasions'
  | 'preferred_seasons'
  | 'personalized_tags'
  | 'test_raw_data'
  | 'test_completed_at'
  | 'test_version'
>

const TEST_COLUMNS = [
  'body_type',
  'skin_tone',
  'style_preferences',
  'age_group',
  'preferred_occasions',
  'preferred_seasons',
  'personalized_tags',
  'test_raw_data',
  'test_completed_at',
  'test_version',
] as const

function toTestData(row: TestColumns): AccountTestData {
  return {
    bodyType: isBodyShapeId(row.body_type) ? row.body_type : null,
    skinTone: isColorPaletteId(row.skin_tone) ? row.skin_tone : null,
    stylePreferences: parseJsonColumn<unknown[]>(row.style_preferences, []).filter(isStyleId),
    ageGroup: isAgeGroupId(row.age_group) ? row.age_group : null,
    preferredOccasions: parseJsonColumn<unknown[]>(row.preferred_occasions, []).filter(isOccasionId),
    preferredSeasons: parseJsonColumn<unknown[]>(row.preferred_seasons, []).filter(isSeasonId),
    personalizedTags: parseJsonColumn<unknown[]>(row.personalized_tags, []).filter(
      (t): t is string => typeof t === 'string',
    ),
    testRawData: parseJsonColumn<TestRawData | null>(row.test_raw_data, null),
    testCompletedAt: row.test_completed_at,
    testVersion: row.test_version,
  }
}

function testDataToColumns(data: AccountTestData) {
  return {
    body_type: data.bodyType,
    skin_tone: data.skinTone,
    style_preferences: JSON.stringify(data.stylePreferences),
    age_group: data.ageGroup,
    preferred_occasions: JSON.stringify(data.preferredOccasions),
    preferred_seasons: JSON.stringify(data.preferredSeasons),
    personalized_tags: JSON.stringify(data.personalizedTags),
    test_raw_data: data.testRawData ? JSON.stringify(data.testRawData) : null,
    test_completed_at: data.testCompletedAt,
    test_version: data.testVersion,
  }
}

/** The test fields of the user's account profile, or null when the account has no profile row. */
export async function findTestDataByUserId(db: Db, userId: string): Promise<AccountTestData | null> {
  const row = await db.selectFrom('user_profiles').select(TEST_COLUMNS).where('user_id', '=', userId).executeTakeFirst()
  return row ? toTestData(row) : null
}

/**
 * Writes the test fields onto the user's existing account profile (the accounts code
 * creates that row at sign-up). Returns false when there is no row to update.
 */
export async function saveTestData(db: Db, userId: string, data: AccountTestData, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('user_profiles')
    .set({ ...testDataToColumns(data), updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
