import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ValidationReport } from '#core/admin/user-data-validation.ts'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createUserDataValidation } from './user-data-validation.ts'

const NOW = '2026-11-20T10:00:00.000Z'

async function addUser(db: Kysely<Database>, id: string) {
  await db
    .insertInto('users')
    .values({ id, name: id, email: `${id}@example.com`, email_verified: true, image: null, role: 'shopper', created_at: NOW, updated_at: NOW })
    .execute()
}

async function addStyleProfile(
  db: Kysely<Database>,
  userId: string,
  p: { shape?: string | null; palette?: string | null; styles?: string; measurements?: string | null } = {},
) {
  await db
    .insertInto('style_profiles')
    .values({
      id: `sp-${userId}`,
      user_id: userId,
      body_shape: p.shape === undefined ? 'hourglass' : p.shape,
      color_palette: p.palette === undefined ? 'warm' : p.palette,
      style_preferences: p.styles ?? '["classic"]',
      measurements: p.measurements ?? null,
      last_analysis_at: NOW,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute()
}

async function addUserProfile(
  db: Kysely<Database>,
  userId: string,
  p: { bodyType?: string | null; skinTone?: string | null; styles?: string; ageGroup?: string | null; seasons?: string; completedAt?: string | null } = {},
) {
  await db
    .insertInto('user_profiles')
    .values({
      id: `up-${userId}`,
      user_id: userId,
      email: `${userId}@example.com`,
      full_name: null,
      avatar_url: null,
      provider: 'email',
      google_id: null,
      provider_data: null,
      is_verified: true,
      last_login: null,
      login_count: 0,
      body_type: p.bodyType === undefined ? 'hourglass' : p.bodyType,
      skin_tone: p.skinTone === undefined ? 'warm' : p.skinTone,
      style_preferences: p.styles ?? '["classic"]',
      age_group: p.ageGroup === undefined ? '26-35' : p.ageGroup,
      preferred_occasions: '["work"]',
      preferred_seasons: p.seasons ?? '["spring"]',
      personalized_tags: '[]',
      test_raw_data: null,
      test_completed_at: p.completedAt === undefined ? NOW : p.completedAt,
      test_version: 'v1.0',
      last_login_at: null,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute()
}

describe.each(DIALECTS)('the user data validator on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(dialect)
  })
  afterEach(async () => {
    await database.destroy()
  })

  let tick = 0
  const validator = () =>
    createUserDataValidation({ db: database.db, clock: () => new Date(NOW), timer: () => (tick += 2) })
  const byId = (report: ValidationReport) => Object.fromEntries(report.tests.map((t) => [t.id, t]))

  it('passes every test on clean profiles (and on none at all), with a 100% success rate', async () => {
    const empty = await validator().run()
    expect(empty.tests.every((t) => t.status === 'success')).toBe(true)
    expect(empty.summary).toMatchObject({ totalTests: 7, passed: 7, errors: 0, warnings: 0, successRate: 100 })

    await addUser(database.db, 'good')
    await addStyleProfile(database.db, 'good', { measurements: '{"bust":36,"waist":28,"hips":38}' })
    await addUserProfile(database.db, 'good')
    const report = await validator().run()
    expect(report.generatedAt).toBe(NOW)
    expect(report.tests.map((t) => [t.id, t.status, t.checked])).toEqual([
      ['style-profile-values', 'success', 1],
      ['style-profile-measurements', 'success', 1],
      ['style-profile-orphans', 'success', 1],
      ['user-profile-values', 'success', 1],
      ['user-profile-completeness', 'success', 1],
      ['user-profile-orphans', 'success', 1],
      ['profile-consistency', 'success', 1],
    ])
    expect(byId(report)['style-profile-values']!.message).toBe('All 1 style profiles hold a known body shape, palette and styles.')
    // Every test is timed (the fake timer advances 2 ms a reading); the total is their sum.
    expect(report.tests.every((t) => t.durationMs > 0)).toBe(true)
    expect(report.summary.totalDurationMs).toBe(report.tests.reduce((s, t) => s + t.durationMs, 0))
  })

  it('finds unknown and missing values, bad measurements, incomplete tests, orphans and disagreements', async () => {
    for (const id of ['good', 'bad', 'partial', 'mixed']) await addUser(database.db, id)
    await addStyleProfile(database.db, 'good')
    await addUserProfile(database.db, 'good')
    // Unknown shape (the old underscore spelling), no palette, an unknown style.
    await addStyleProfile(database.db, 'bad', { shape: 'inverted_triangle', palette: null, styles: '["classic","grunge"]', measurements: '{"bust":-3,"waist":28}' })
    // Marked complete, but the skin tone is missing; an unknown season.
    await addUserProfile(database.db, 'bad', { skinTone: null, seasons: '["spring","monsoon"]' })
    // A test begun and left: body type only.
    await addUserProfile(database.db, 'partial', { skinTone: null, styles: '[]', ageGroup: null, completedAt: null })
    // The two tables disagree on shape and palette.
    await addStyleProfile(database.db, 'mixed', { shape: 'pear', palette: 'cool' })
    await addUserProfile(database.db, 'mixed', { bodyType: 'apple', skinTone: 'cool' })
    // A style profile whose account was deleted (style_profiles has no foreign key).
    await addStyleProfile(database.db, 'ghost')

    const report = await validator().run()
    const t = byId(report)

    expect(t['style-profile-values']).toMatchObject({ status: 'error', checked: 4, problemCount: 3, message: '1 of 4 style profiles have missing or unknown values.' })
    expect(t['style-profile-values']!.problems.map((p) => [p.userId, p.level, p.message])).toEqual([
      ['bad', 'error', 'Unknown body shape "inverted_triangle"'],
      ['bad', 'warning', 'No colour palette'],
      ['bad', 'error', 'Unknown styles: grunge'],
    ])
    expect(t['style-profile-measurements']).toMatchObject({ status: 'error', problemCount: 1 })
    expect(t['style-profile-measurements']!.problems[0]).toMatchObject({ userId: 'bad', message: 'Measurements that are not positive numbers: bust' })
    expect(t['style-profile-orphans']).toMatchObject({ status: 'error', problemCount: 1, problems: [expect.objectContaining({ userId: 'ghost', table: 'style_profiles' })] })
    expect(t['user-profile-values']!.problems.map((p) => p.message)).toEqual(['Unknown values in preferred_seasons: monsoon'])
    expect(t['user-profile-completeness']).toMatchObject({ status: 'error', problemCount: 2 })
    expect(t['user-profile-completeness']!.problems.map((p) => [p.userId, p.level, p.message])).toEqual([
      ['bad', 'error', 'Marked complete, but only 67% of the answers are there'],
      ['partial', 'warning', 'Test left unfinished at 33%'],
    ])
    expect(t['user-profile-orphans']!.status).toBe('success')
    expect(t['profile-consistency']).toMatchObject({ status: 'warning', problemCount: 1 })
    expect(t['profile-consistency']!.problems[0]!.message).toBe('Body shape "pear" in the style profile, "apple" in the user profile')

    expect(report.summary).toMatchObject({ totalTests: 7, passed: 1, warnings: 1, errors: 5, successRate: 14 })
  })

  it('reports a JSON list column that is not a list instead of reading it as empty', async () => {
    await addUser(database.db, 'odd')
    await addStyleProfile(database.db, 'odd', { styles: '"classic"' })
    const report = await validator().run()
    expect(byId(report)['style-profile-values']!.problems.map((p) => p.message)).toEqual(['Style preferences are not a list'])
  })
})
