import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { emptyAccountTestData, toAccountTestData } from '#core/profile/account-profile.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import {
  deleteStyleProfile,
  findStyleProfileByUserId,
  findTestDataByUserId,
  saveTestData,
  upsertStyleProfile,
} from './style-profiles-repository.ts'

const T1 = new Date('2026-11-22T10:00:00.000Z')
const T2 = new Date('2026-11-22T11:00:00.000Z')

describe.each(DIALECTS)('style profiles repository on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(dialect)
  })
  afterEach(async () => {
    await database.destroy()
  })

  async function insertAccountProfile(userId: string) {
    // An account profile belongs to an account (user_profiles.user_id references users).
    await database.db
      .insertInto('users')
      .values({ id: userId, name: userId, email: `${userId}@example.com`, email_verified: true, role: 'shopper', created_at: T1, updated_at: T1 })
      .execute()
    await database.db
      .insertInto('user_profiles')
      .values({
        id: `up-${userId}`,
        user_id: userId,
        email: `${userId}@example.com`,
        provider: 'email',
        is_verified: false,
        login_count: 0,
        style_preferences: '[]',
        preferred_occasions: '[]',
        preferred_seasons: '[]',
        personalized_tags: '[]',
        created_at: T1.toISOString(),
        updated_at: T1.toISOString(),
      })
      .execute()
  }

  it('finds nothing for a user without a style profile', async () => {
    expect(await findStyleProfileByUserId(database.db, 'nobody')).toBeNull()
  })

  it('creates, then updates in place, keeping the creation time', async () => {
    const created = await upsertStyleProfile(
      database.db,
      'u1',
      { bodyShape: 'pear', colorPalette: null, stylePreferences: [], measurements: null, lastAnalysisAt: null },
      { now: T1, id: 'sp-1' },
    )
    expect(created).toEqual({
      userId: 'u1',
      bodyShape: 'pear',
      bodyShapeAlternative: null,
      colorPalette: null,
      stylePreferences: [],
      measurements: null,
      colorSeason: null,
      colorSeasonConfidence: null,
      colorSeasonRunnerUp: null,
      undertones: null,
      skinTone: null,
      lastAnalysisAt: null,
      createdAt: T1.toISOString(),
      updatedAt: T1.toISOString(),
    })

    const updated = await upsertStyleProfile(
      database.db,
      'u1',
      {
        bodyShape: 'hourglass',
        bodyShapeAlternative: 'pear',
        colorPalette: 'warm',
        stylePreferences: ['classic', 'romantic'],
        measurements: { bust: 36, waist: 28.5, hips: 38, height: 65, highHip: 34, shoulders: 40 },
        colorSeason: 'deep-autumn',
        colorSeasonConfidence: 0.4375,
        colorSeasonRunnerUp: 'warm-autumn',
        undertones: 'warm',
        skinTone: 'deep',
        lastAnalysisAt: T2,
      },
      { now: T2, id: 'sp-2' },
    )
    expect(updated).toEqual({
      userId: 'u1',
      bodyShape: 'hourglass',
      bodyShapeAlternative: 'pear',
      colorPalette: 'warm',
      stylePreferences: ['classic', 'romantic'],
      measurements: { bust: 36, waist: 28.5, hips: 38, height: 65, highHip: 34, shoulders: 40 },
      colorSeason: 'deep-autumn',
      // The confidence comes back as the number it was (a float8 on PostgreSQL, REAL on SQLite).
      colorSeasonConfidence: 0.4375,
      colorSeasonRunnerUp: 'warm-autumn',
      undertones: 'warm',
      skinTone: 'deep',
      lastAnalysisAt: T2.toISOString(),
      createdAt: T1.toISOString(),
      updatedAt: T2.toISOString(),
    })
    const rows = await database.db.selectFrom('style_profiles').select(['id']).execute()
    expect(rows).toEqual([{ id: 'sp-1' }])

    // A null alternative clears it; a writer that leaves it out keeps it.
    const cleared = await upsertStyleProfile(database.db, 'u1', { bodyShape: 'hourglass', bodyShapeAlternative: null, colorPalette: 'warm', stylePreferences: [], measurements: null, lastAnalysisAt: null }, { now: T2 })
    expect(cleared.bodyShapeAlternative).toBeNull()
  })

  it('keeps each user to their own profile', async () => {
    const base = { colorPalette: null, stylePreferences: [], measurements: null, lastAnalysisAt: null }
    await upsertStyleProfile(database.db, 'u1', { ...base, bodyShape: 'apple' }, { now: T1 })
    await upsertStyleProfile(database.db, 'u2', { ...base, bodyShape: 'rectangle' }, { now: T1 })
    expect((await findStyleProfileByUserId(database.db, 'u1'))?.bodyShape).toBe('apple')
    expect((await findStyleProfileByUserId(database.db, 'u2'))?.bodyShape).toBe('rectangle')

    expect(await deleteStyleProfile(database.db, 'u1')).toBe(true)
    expect(await deleteStyleProfile(database.db, 'u1')).toBe(false)
    expect(await findStyleProfileByUserId(database.db, 'u1')).toBeNull()
    expect(await findStyleProfileByUserId(database.db, 'u2')).not.toBeNull()
  })

  it('reads stale ids in a row as absent instead of passing them on', async () => {
    await database.db
      .insertInto('style_profiles')
      .values({
        id: 'sp-old',
        user_id: 'u3',
        body_shape: 'inverted_triangle',
        color_palette: 'autumn',
        style_preferences: JSON.stringify(['classic', 'punk']),
        measurements: null,
        last_analysis_at: null,
        created_at: T1.toISOString(),
        updated_at: T1.toISOString(),
      })
      .execute()
    expect(await findStyleProfileByUserId(database.db, 'u3')).toMatchObject({
      bodyShape: null,
      colorPalette: null,
      stylePreferences: ['classic'],
    })
  })

  it('saves, reads and clears the test fields of an account profile', async () => {
    await insertAccountProfile('u1')
    expect(await findTestDataByUserId(database.db, 'u1')).toEqual(emptyAccountTestData())

    const data = toAccountTestData(
      { bodyShape: 'inverted-triangle', colorPalette: 'cool', stylePreferences: ['edgy'], ageGroup: '36-45', preferredOccasions: ['work'] },
      T2,
    )
    expect(await saveTestData(database.db, 'u1', data, T2)).toBe(true)
    expect(await findTestDataByUserId(database.db, 'u1')).toEqual(data)
    const row = await database.db.selectFrom('user_profiles').select(['updated_at', 'email']).executeTakeFirstOrThrow()
    expect(row).toEqual({ updated_at: T2.toISOString(), email: 'u1@example.com' })

    expect(await saveTestData(database.db, 'u1', emptyAccountTestData(), T2)).toBe(true)
    expect(await findTestDataByUserId(database.db, 'u1')).toEqual(emptyAccountTestData())
  })

  it('does not invent an account profile: saving test data for a user without one reports false', async () => {
    const data = toAccountTestData({ bodyShape: 'pear', stylePreferences: [] }, T1)
    expect(await saveTestData(database.db, 'ghost', data, T1)).toBe(false)
    expect(await findTestDataByUserId(database.db, 'ghost')).toBeNull()
  })
})
