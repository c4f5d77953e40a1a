import { afterEach, describe, expect, it } from 'vitest'
import type { ValidationReport } from '#core/admin/user-data-validation.ts'
import { browserHeaders, signInAdmin, signUpAndVerify } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

// What shoppers save through the app, one account each: every shape of profile the analysis
// and the account page can produce, written by the real API rather than by hand.
const FINISHED = {
  'inches@example.com': { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'], measurements: { bust: 36, waist: 27, hips: 38 }, measurementUnit: 'in' },
  'centimetres@example.com': { bodyShape: 'hourglass', colorPalette: 'cool', stylePreferences: ['minimal'], measurements: { waist: 27.56 }, measurementUnit: 'cm' },
  'no-unit@example.com': { bodyShape: 'apple', colorPalette: 'neutral', stylePreferences: ['edgy'], measurements: { hips: 40 } },
  'extras@example.com': {
    bodyShape: 'rectangle',
    colorPalette: 'warm',
    stylePreferences: ['bohemian', 'trendy'],
    measurements: { bust: 34, waist: 30, hips: 35 },
    measurementUnit: 'in',
    ageGroup: '36-45',
    preferredOccasions: ['work', 'travel'],
    preferredSeasons: ['autumn'],
  },
  // All three answers, no measurements: complete for a visitor, one step short for an account.
  'no-measurements@example.com': { bodyShape: 'inverted-triangle', colorPalette: 'cool', stylePreferences: ['classic'] },
} as const
const UNFINISHED = {
  'shape-only@example.com': { bodyShape: 'pear', stylePreferences: [] },
  'palette-too@example.com': { bodyShape: 'apple', colorPalette: 'warm', stylePreferences: [], measurements: { waist: 30 }, measurementUnit: 'in' },
} as const

describe.each(DIALECTS)('the User Data Validator over profiles the app saved, on %s', (dialect) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })

  it('finds no error in any of them, and warns only about analyses left unfinished', async () => {
    t = await createTestApp(dialect, {}, { TRUST_PROXY: 'true' })
    const { app, config } = t
    const save = async (email: string, profile: object) => {
      const { jar } = await signUpAndVerify(app, config, email)
      const res = await app.request('/api/style-profile', { method: 'PUT', headers: browserHeaders(config, jar), body: JSON.stringify({ profile }) })
      expect(res.status, email).toBe(200)
      return jar
    }
    for (const [email, profile] of Object.entries({ ...FINISHED, ...UNFINISHED })) await save(email, profile)
    // Saved, then cleared from the dashboard: the account keeps an emptied test record.
    const cleared = await save('cleared@example.com', FINISHED['inches@example.com'])
    expect((await app.request('/api/style-profile', { method: 'DELETE', headers: browserHeaders(config, cleared) })).status).toBe(204)

    const admin = await signInAdmin(app, config, t.accounts)
    const res = await app.request('/api/admin/user-data/validation', { headers: browserHeaders(config, admin.jar, admin.address) })
    expect(res.status).toBe(200)
    const report = (await res.json()) as ValidationReport
    const problems = report.tests.flatMap((test) => test.problems.map((p) => ({ test: test.id, ...p })))

    expect(problems.filter((p) => p.level === 'error')).toEqual([])
    expect(report.summary.errors).toBe(0)
    const emails = new Map((await t.database.db.selectFrom('users').select(['id', 'email']).execute()).map((u) => [u.id, u.email]))
    const warned = new Set(problems.map((p) => emails.get(p.userId)))
    for (const email of Object.keys(FINISHED)) expect(warned.has(email), email).toBe(false)
    expect(warned.has('cleared@example.com')).toBe(false)
    // The unfinished ones are reported as unfinished, and as nothing worse.
    expect(problems.filter((p) => emails.get(p.userId) === 'shape-only@example.com').map((p) => p.message).sort()).toEqual([
      'No colour palette',
      'No style preferences',
      'Test left unfinished at 33%',
    ])
    expect(problems.filter((p) => emails.get(p.userId) === 'palette-too@example.com').map((p) => p.message).sort()).toEqual([
      'No style preferences',
      'Test left unfinished at 67%',
    ])
    expect(report.tests.find((test) => test.id === 'style-profile-measurements')).toMatchObject({ status: 'success', checked: 7 })
  })
})
