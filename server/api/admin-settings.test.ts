import { afterEach, describe, expect, it } from 'vitest'
import type { ValidationReport } from '#core/admin/user-data-validation.ts'
import type { AdminSettingsView } from '#core/admin/settings.ts'
import { startFakeSmtp } from '#tests/fakes/smtp-server.ts'
import { browserHeaders, postJson, signInAdmin } from '#tests/support/accounts.ts'
import { insertCatalogue, seedLike } from '#tests/support/catalogue-fixtures.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

describe.each(DIALECTS)('the settings and user-data routes on %s', (dialect) => {
  let t: TestApp | undefined
  const closers: Array<() => Promise<void>> = []
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
    for (const close of closers.splice(0)) await close()
  })

  async function settingsWith(env: Record<string, string>, catalogue: (db: TestApp['database']['db']) => Promise<void> = async () => {}) {
    t = await createTestApp(dialect, {}, env)
    await catalogue(t.database.db)
    const { jar } = await signInAdmin(t.app, t.config, t.accounts)
    const res = await t.app.request('/api/admin/settings', { headers: browserHeaders(t.config, jar) })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    return (await res.json()) as AdminSettingsView
  }

  it('shows the affiliate tag, a live database badge, the outbox, the rule-based engine and integrations that are off', async () => {
    const view = await settingsWith({ RETAIL_PARTNER_TAG: 'styleblueprint-20' })
    expect(view.affiliateTag).toBe('styleblueprint-20')
    const name = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'
    expect(view.statuses).toEqual([
      { id: 'database', label: 'Database', tone: 'ok', detail: expect.stringMatching(new RegExp(`^${name} answers in \\d+ ms$`)) },
      { id: 'email', label: 'E-mail', tone: 'off', detail: expect.stringContaining('outbox') },
      { id: 'ai', label: 'AI provider', tone: 'off', detail: 'Rule-based (no AI provider configured)' },
    ])
    expect(view.integrations.map((i) => [i.id, i.tone])).toEqual([
      ['retail', 'off'],
      ['wholesale', 'off'],
      ['affiliate', 'off'],
    ])
    expect(view.integrations[0]!.detail).toContain('RETAIL_ACCESS_KEY')
    expect(view.linkTags).toEqual({ tags: [], activeProducts: 0 })
  })

  it('states the tags the active products’ links actually carry, beside the configured one', async () => {
    const view = await settingsWith({ RETAIL_PARTNER_TAG: 'configured-20' }, (db) =>
      insertCatalogue(
        db,
        [
          seedLike(0, { affiliateUrl: 'https://www.amazon.com/dp/A1?tag=styleblueprint-20' }),
          seedLike(1, { affiliateUrl: 'https://www.amazon.com/dp/A2?th=1&tag=styleblueprint-20' }),
          seedLike(2, { affiliateUrl: 'https://www.amazon.com/dp/A3?tag=old-tag-21' }),
          seedLike(3, { affiliateUrl: 'https://amzn.to/untagged' }),
          seedLike(4, { id: 'hidden', affiliateUrl: 'https://www.amazon.com/dp/A5?tag=hidden-22' }),
        ],
        { hidden: { is_active: false } },
      ),
    )
    expect(view.affiliateTag).toBe('configured-20')
    expect(view.linkTags).toEqual({
      tags: [
        { tag: 'styleblueprint-20', products: 2 },
        { tag: 'old-tag-21', products: 1 },
      ],
      activeProducts: 4,
    })
  })

  it('says when no affiliate tag is set, verifies a reachable SMTP server, and reports one that does not answer', async () => {
    const smtp = await startFakeSmtp()
    closers.push(() => smtp.close())
    const live = await settingsWith({ SMTP_URL: smtp.url })
    expect(live.affiliateTag).toBeNull()
    expect(live.statuses.find((s) => s.id === 'email')).toMatchObject({ tone: 'ok', detail: expect.stringContaining('127.0.0.1') })
    await t!.database.destroy()

    const port = new URL(smtp.url).port
    await smtp.close()
    closers.length = 0
    const dead = await settingsWith({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    expect(dead.statuses.find((s) => s.id === 'email')).toMatchObject({ tone: 'error' })
  })

  it('runs the user data validation on request, by GET or POST', async () => {
    t = await createTestApp(dialect)
    const { jar } = await signInAdmin(t.app, t.config, t.accounts)
    const viaGet = await t.app.request('/api/admin/user-data/validation', { headers: browserHeaders(t.config, jar) })
    expect(viaGet.status).toBe(200)
    const report = (await viaGet.json()) as ValidationReport
    expect(report.summary).toMatchObject({ totalTests: 7, successRate: expect.any(Number) })
    expect(report.tests.map((x) => x.id)).toContain('user-profile-completeness')
    // The administrator's own account has a user profile: it is checked.
    expect(report.tests.find((x) => x.id === 'user-profile-orphans')!.checked).toBe(1)
    const viaPost = await postJson(t.app, t.config, '/api/admin/user-data/validation', {}, jar)
    expect(viaPost.status).toBe(200)
  })
})
