import { afterEach, describe, expect, it } from 'vitest'
import { createAccountProfileStore } from '#app/features/analysis/account-profile-store.ts'
import { createLocalProfileStore, STYLE_PROFILE_STORAGE_KEY } from '#app/features/analysis/profile-store.ts'
import { buildBlueprint, blueprintSummary } from '#core/profile/blueprint.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { browserHeaders, type CookieJar, signUpAndVerify } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { memoryStorage } from '#tests/support/memory-storage.ts'

// Issue 26: the refine quiz's season, with its confidence and runner-up, is hers for good:
// it moves from a visitor's browser into the account she signs up for, and a restarted
// server (a second app over the same database) reads it back unchanged.

const quiet = { info: () => {}, warn: () => {} }
const VISITOR: StyleProfile = {
  bodyShape: 'pear',
  colorPalette: 'neutral',
  stylePreferences: ['classic'],
  measurements: { waist: 27 },
  colorSeason: 'soft-autumn',
  colorSeasonConfidence: 0.3125,
  colorSeasonRunnerUp: 'soft-summer',
  undertones: 'neutral',
  skinTone: 'medium',
}

describe.each(DIALECTS)('the season reading across sign-up and a restart on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.destroy()
    database = undefined
  })

  it('moves in with the visitor profile and survives a restart', async () => {
    const first = await createTestApp(dialect)
    database = first.database
    const { jar } = await signUpAndVerify(first.app, first.config, 'soft@example.com')
    const storage = memoryStorage()
    const local = createLocalProfileStore({ storage: () => storage, now: () => new Date('2026-12-02T04:00:00.000Z'), log: quiet })
    await local.save(VISITOR)
    const storeOn = (t: typeof first) =>
      createAccountProfileStore({
        local,
        request: async (path: string, init: RequestInit) => t.app.request(path, { ...init, headers: { ...browserHeaders(t.config, jar as CookieJar), ...(init.headers as Record<string, string>) } }),
        log: quiet,
      })

    // Signing in with a visitor's copy in the browser moves it into the account.
    expect(await storeOn(first).load()).toEqual(VISITOR)
    expect(storage.getItem(STYLE_PROFILE_STORAGE_KEY)).toBeNull()

    // Another process over the same database: the account still holds every part of the reading.
    const second = await createTestApp(dialect, {}, {}, { database: first.database })
    const res = await second.app.request('/api/style-profile', { headers: browserHeaders(second.config, jar as CookieJar) })
    expect(res.status).toBe(200)
    const { profile } = (await res.json()) as { profile: StyleProfile }
    expect(profile).toEqual(VISITOR)
    expect(blueprintSummary(buildBlueprint(profile)!)).toBe('Pear · Neutral Tones · Soft Autumn · close to Soft Summer · Classic')
  })
})
