import { afterEach, describe, expect, it } from 'vitest'
import { findTestDataByUserId } from '#db/repositories/style-profiles-repository.ts'
import { browserHeaders, type CookieJar, signUpAndVerify } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const COMPLETE = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'], measurements: { waist: 27, hips: 38 }, measurementUnit: 'cm' }
const PARTIAL = { bodyShape: 'apple', stylePreferences: [] }

describe.each(DIALECTS)('/api/style-profile on %s', (dialect) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })
  const start = async () => (t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' }))

  const call = (app: TestApp['app'], config: TestApp['config'], method: string, jar?: CookieJar, body?: unknown) =>
    app.request('/api/style-profile', {
      method,
      headers: browserHeaders(config, jar),
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })

  async function userIdOf(database: TestApp['database'], email: string) {
    const row = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    return row.id
  }

  it('refuses visitors with 401 on every method, in the one error shape', async () => {
    const { app, config } = await start()
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await call(app, config, method, undefined, method === 'PUT' ? { profile: COMPLETE } : undefined)
      expect(res.status, method).toBe(401)
      expect(await res.json()).toMatchObject({ error: { code: 'unauthenticated', message: 'Please sign in to continue.', requestId: expect.any(String) } })
    }
  })

  it('keeps the shape her measurements sit beside, and her high hip and shoulders; refuses a shape that is not one', async () => {
    const { app, config } = await start()
    const { jar } = await signUpAndVerify(app, config, 'between@example.com')
    const between = { ...COMPLETE, bodyShapeAlternative: 'hourglass', measurements: { bust: 36, waist: 27.5, hips: 39.6, highHip: 33, shoulders: 40 }, measurementUnit: 'in' }
    const saved = await call(app, config, 'PUT', jar, { profile: between })
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as { profile: unknown }).profile).toEqual(between)
    expect(((await (await call(app, config, 'GET', jar)).json()) as { profile: unknown }).profile).toEqual(between)

    // Without an alternative (her reading now holds), the account forgets it.
    const { bodyShapeAlternative: _a, ...settled } = between
    await call(app, config, 'PUT', jar, { profile: settled })
    expect(((await (await call(app, config, 'GET', jar)).json()) as { profile: unknown }).profile).toEqual(settled)

    const bad = await call(app, config, 'PUT', jar, { profile: { ...between, bodyShapeAlternative: 'spoon' } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'validation-failed', issues: [{ path: 'profile.bodyShapeAlternative' }] } })
    const negative = await call(app, config, 'PUT', jar, { profile: { ...between, measurements: { highHip: -3 } } })
    expect(negative.status).toBe(400)
  })

  it('round trip: none, save, read back, clear', async () => {
    const { app, config, database } = await start()
    const { jar } = await signUpAndVerify(app, config, 'ada@example.com')

    const empty = await call(app, config, 'GET', jar)
    expect(empty.status).toBe(200)
    expect(empty.headers.get('cache-control')).toContain('no-store')
    expect(await empty.json()).toEqual({ profile: null, updatedAt: null })

    const saved = await call(app, config, 'PUT', jar, { profile: COMPLETE })
    expect(saved.status).toBe(200)
    const body = (await saved.json()) as { profile: unknown; updatedAt: string }
    expect(body.profile).toEqual(COMPLETE)
    expect(new Date(body.updatedAt).toISOString()).toBe(body.updatedAt)

    const read = await call(app, config, 'GET', jar)
    expect(await read.json()).toEqual(body)

    // The test fields of the account profile carry the completed analysis (spec sections 3, 4, 7).
    const userId = await userIdOf(database, 'ada@example.com')
    const testData = await findTestDataByUserId(database.db, userId)
    expect(testData).toMatchObject({
      bodyType: 'pear',
      skinTone: 'warm',
      stylePreferences: ['classic', 'romantic'],
      personalizedTags: ['shape:pear', 'palette:warm', 'style:classic', 'style:romantic'],
      testVersion: 'v1.0',
      testCompletedAt: expect.any(String),
      testRawData: { originalProfile: COMPLETE, completedAt: expect.any(String), source: 'style-analysis' },
    })

    const cleared = await call(app, config, 'DELETE', jar)
    expect(cleared.status).toBe(204)
    expect(await (await call(app, config, 'GET', jar)).json()).toEqual({ profile: null, updatedAt: null })
    expect(await findTestDataByUserId(database.db, userId)).toEqual({
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
    })
  })

  it("keeps the refine quiz's season, undertone and skin depth, also before the analysis is complete", async () => {
    const { app, config, database } = await start()
    const { jar } = await signUpAndVerify(app, config, 'eve@example.com')
    const reading = { colorSeason: 'light-spring', colorSeasonConfidence: 0.38, colorSeasonRunnerUp: 'light-summer', undertones: 'warm', skinTone: 'light' }
    for (const profile of [{ ...PARTIAL, colorPalette: 'warm', ...reading }, { ...COMPLETE, ...reading }]) {
      const res = await call(app, config, 'PUT', jar, { profile })
      expect(res.status).toBe(200)
      expect(((await res.json()) as { profile: unknown }).profile).toEqual(profile)
      expect(((await (await call(app, config, 'GET', jar)).json()) as { profile: unknown }).profile).toEqual(profile)
    }
    const row = await database.db
      .selectFrom('style_profiles')
      .select(['color_season', 'color_season_confidence', 'color_season_runner_up', 'undertones', 'skin_tone'])
      .where('user_id', '=', await userIdOf(database, 'eve@example.com'))
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ color_season: 'light-spring', color_season_confidence: 0.38, color_season_runner_up: 'light-summer', undertones: 'warm', skin_tone: 'light' })
    // Retaking the palette without the refine quiz clears the reading it no longer stands for.
    const cleared = await call(app, config, 'PUT', jar, { profile: COMPLETE })
    expect(((await cleared.json()) as { profile: unknown }).profile).toEqual(COMPLETE)
  })

  it('an unfinished analysis is saved without claiming a completed test', async () => {
    const { app, config, database } = await start()
    const { jar } = await signUpAndVerify(app, config, 'bea@example.com')
    const res = await call(app, config, 'PUT', jar, { profile: PARTIAL })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { profile: unknown }).profile).toEqual(PARTIAL)
    const testData = await findTestDataByUserId(database.db, await userIdOf(database, 'bea@example.com'))
    expect(testData).toMatchObject({ bodyType: 'apple', testCompletedAt: null, testVersion: null, testRawData: null })
  })

  it('creates the account profile row when it is missing', async () => {
    const { app, config, database } = await start()
    const { jar } = await signUpAndVerify(app, config, 'cy@example.com')
    const userId = await userIdOf(database, 'cy@example.com')
    await database.db.deleteFrom('user_profiles').where('user_id', '=', userId).execute()

    const res = await call(app, config, 'PUT', jar, { profile: COMPLETE })
    expect(res.status).toBe(200)
    const row = await database.db.selectFrom('user_profiles').select(['email', 'body_type', 'test_version']).where('user_id', '=', userId).executeTakeFirst()
    expect(row).toEqual({ email: 'cy@example.com', body_type: 'pear', test_version: 'v1.0' })
  })

  it("one user can neither see nor change another's profile", async () => {
    const { app, config } = await start()
    const ada = await signUpAndVerify(app, config, 'ada@example.com')
    const bob = await signUpAndVerify(app, config, 'bob@example.com')
    await call(app, config, 'PUT', ada.jar, { profile: COMPLETE })

    expect(await (await call(app, config, 'GET', bob.jar)).json()).toEqual({ profile: null, updatedAt: null })
    // A user id in the body is not part of the schema, so it cannot redirect the write.
    await call(app, config, 'PUT', bob.jar, { profile: PARTIAL, userId: 'someone-else' })
    expect(((await (await call(app, config, 'DELETE', bob.jar)).status))).toBe(204)

    const adas = (await (await call(app, config, 'GET', ada.jar)).json()) as { profile: unknown }
    expect(adas.profile).toEqual(COMPLETE)
  })

  it('answers bad input with 400 and the issues, writing nothing', async () => {
    const { app, config } = await start()
    const { jar } = await signUpAndVerify(app, config, 'dee@example.com')
    const cases: Array<[unknown, string]> = [
      [{}, 'profile'],
      [{ profile: { bodyShape: 'pear' } }, 'profile.stylePreferences'],
      [{ profile: { ...COMPLETE, bodyShape: 'inverted_triangle' } }, 'profile.bodyShape'],
      [{ profile: { ...COMPLETE, measurements: { waist: -3 } } }, 'profile.measurements.waist'],
      [{ profile: { ...COMPLETE, stylePreferences: 'classic' } }, 'profile.stylePreferences'],
      [{ profile: { ...COMPLETE, colorSeason: 'spring' } }, 'profile.colorSeason'],
      [{ profile: { ...COMPLETE, colorSeason: 'Light Spring' } }, 'profile.colorSeason'],
      [{ profile: { ...COMPLETE, colorSeason: 'light-spring', colorSeasonRunnerUp: 'summer' } }, 'profile.colorSeasonRunnerUp'],
      [{ profile: { ...COMPLETE, colorSeason: 'light-spring', colorSeasonConfidence: 1.5 } }, 'profile.colorSeasonConfidence'],
      [{ profile: { ...COMPLETE, undertones: 'olive' } }, 'profile.undertones'],
      [{ profile: { ...COMPLETE, skinTone: 'warm' } }, 'profile.skinTone'],
    ]
    for (const [body, path] of cases) {
      const res = await call(app, config, 'PUT', jar, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      const json = (await res.json()) as { error: { code: string; issues: Array<{ path: string }> } }
      expect(json.error.code).toBe('validation-failed')
      expect(json.error.issues.map((i) => i.path)).toContain(path)
    }
    const notJson = await call(app, config, 'PUT', jar, '{not json')
    expect(notJson.status).toBe(400)
    const tooLarge = await call(app, config, 'PUT', jar, { profile: { ...COMPLETE, preferredBrands: ['x'.repeat(20_000)] } })
    expect(tooLarge.status).toBe(413)
    expect(await (await call(app, config, 'GET', jar)).json()).toEqual({ profile: null, updatedAt: null })
  })
})
