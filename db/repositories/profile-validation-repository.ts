import type { Kysely, Transaction } from 'kysely'
import type { StyleProfileRecord, UserProfileRecord } from '#core/admin/user-data-validation.ts'
import { parseJsonColumn } from '../json-column.ts'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

// A JSON column that does not parse is passed on as the text it holds, so the validator
// can report it as "not a list" rather than the read silently turning it into [].
const NOT_JSON = Symbol('not-json')
function rawJson(value: unknown): unknown {
  const parsed = parseJsonColumn<unknown>(value, NOT_JSON)
  return parsed === NOT_JSON ? value : parsed
}

/** Every stored style profile, with whether its account still exists (style_profiles has no foreign key). */
export async function listStyleProfilesForValidation(db: Db): Promise<StyleProfileRecord[]> {
  const rows = await db
    .selectFrom('style_profiles as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.body_shape', 's.color_palette', 's.style_preferences', 's.measurements', 'u.id as account_id'])
    .orderBy('s.id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    bodyShape: r.body_shape,
    colorPalette: r.color_palette,
    stylePreferences: rawJson(r.style_preferences),
    measurements: r.measurements === null ? null : rawJson(r.measurements),
    userExists: r.account_id !== null,
  }))
}

/** The test fields of every stored user profile, with whether its account still exists. */
export async function listUserProfilesForValidation(db: Db): Promise<UserProfileRecord[]> {
  const rows = await db
    .selectFrom('user_profiles as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.user_id',
      'p.body_type',
      'p.skin_tone',
      'p.style_preferences',
      'p.age_group',
      'p.preferred_occasions',
      'p.preferred_seasons',
      'p.test_completed_at',
      'u.id as account_id',
    ])
    .orderBy('p.id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    bodyType: r.body_type,
    skinTone: r.skin_tone,
    stylePreferences: rawJson(r.style_preferences),
    ageGroup: r.age_group,
    preferredOccasions: rawJson(r.preferred_occasions),
    preferredSeasons: rawJson(r.preferred_seasons),
    testCompletedAt: r.test_completed_at,
    userExists: r.account_id !== null,
  }))
}
