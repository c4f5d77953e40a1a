import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { DIMENSIONS } from '#core/recommendation/contract.ts'
import { listRecentAdminActivity } from '#db/repositories/admin-activity-repository.ts'
import { savePrecomputedRecommendations } from '#db/repositories/recommendations-repository.ts'
import { readCatalogueVersion } from '#db/repositories/catalogue-version-repository.ts'
import { browserHeaders, type CookieJar, nextAddress, signInAdmin, signUpAndVerify } from '#tests/support/accounts.ts'
import { insertCatalogue } from '#tests/support/catalogue-fixtures.ts'
import { finishedAnalysisRun } from '#tests/support/analysis-runs.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
const BASE = '/api/admin/ai/recommendations'
const SAMPLE = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'] }

describe.each(DIALECTS)('the AI Recommendation Manager API on %s', (dialect) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.database.destroy()
    t = undefined
  })

  async function start() {
    t = await createTestApp(dialect, {}, { AI_REQUEST_SPACING_MS: '0' })
    await insertCatalogue(t.database.db, SAMPLE_PRODUCTS)
    const admin = await signInAdmin(t.app, t.config, t.accounts)
    return { ...t, jar: admin.jar }
  }

  const call = (app: TestApp, method: string, path: string, jar?: CookieJar, body?: unknown) =>
    app.app.request(path, {
      method,
      headers: browserHeaders(app.config, jar, nextAddress()),
      ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
    })
  const status = async (app: TestApp, jar: CookieJar) => (await (await call(app, 'GET', `${BASE}/status`, jar)).json()).status
  /** What a shopper's dashboard asks: the default view, which the service caches and stores. */
  const shopperRecommendations = (app: TestApp) => call(app, 'POST', '/api/recommendations', undefined, { profile: SAMPLE })

  it('is for administrators only: visitors 401, shoppers 403', async () => {
    const app = await start()
    const shopper = await signUpAndVerify(app.app, app.config, 'shopper@example.com')
    for (const [method, path] of [
      ['GET', `${BASE}/status`],
      ['POST', `${BASE}/test`],
      ['DELETE', BASE],
    ] as const) {
      expect((await call(app, method, path, undefined, SAMPLE)).status, `${method} ${path}`).toBe(401)
      expect((await call(app, method, path, shopper.jar, SAMPLE)).status, `${method} ${path}`).toBe(403)
    }
  })

  it('reports the AI service, the catalogue counts and the stored recommendation sets', async () => {
    const app = await start()
    expect(await status(app, app.jar)).toEqual({
      engine: { mode: 'rule-based', label: expect.stringContaining('Rule-based') },
      products: SAMPLE_PRODUCTS.length,
      analysedProducts: 0,
      precomputed: { total: 0, unexpired: 0 },
    })
    expect((await shopperRecommendations(app)).status).toBe(200)
    await savePrecomputedRecommendations(
      app.database.db,
      { profileHash: 'x'.repeat(32), items: [], averageConfidence: null, catalogueVersion: await readCatalogueVersion(app.database.db) },
      { now: new Date(Date.now() - 60 * 60_000), ttlMs: 60_000 },
    )
    expect((await status(app, app.jar)).precomputed).toEqual({ total: 2, unexpired: 1 })
  })

  it('tests a sample profile with the real engine chain: at most 10 products of at least 50, scored per dimension', async () => {
    const app = await start()
    const res = await call(app, 'POST', `${BASE}/test`, app.jar, SAMPLE)
    expect(res.status).toBe(200)
    const { result } = await res.json()
    // Every product's attributes were read when it was added: the fit engine answers.
    expect(result).toMatchObject({ engine: 'dynamic', degraded: false, message: null, limit: 10, minScore: 50 })
    expect(result.items.length).toBeGreaterThan(0)
    expect(result.items.length).toBeLessThanOrEqual(10)
    expect(result.total).toBeGreaterThanOrEqual(result.items.length)
    expect(typeof result.durationMs).toBe('number')
    for (const item of result.items) {
      expect(item.score).toBeGreaterThanOrEqual(50)
      expect(Object.keys(item.breakdown).sort()).toEqual([...DIMENSIONS].sort())
      expect(SAMPLE_PRODUCTS.map((p) => p.id)).toContain(item.productId)
    }
    // The test is not a shopper's request: nothing is stored.
    expect((await status(app, app.jar)).precomputed.total).toBe(0)

    // After an analysis run it still answers, from what the run read.
    expect((await call(app, 'POST', '/api/admin/ai/runs', app.jar, { scope: 'unanalysed' })).status).toBe(200)
    expect(await finishedAnalysisRun(app, app.jar)).toMatchObject({ status: 'completed', succeeded: SAMPLE_PRODUCTS.length })
    const after = (await (await call(app, 'POST', `${BASE}/test`, app.jar, SAMPLE)).json()).result
    expect(after.engine).toBe('dynamic')
    expect(after.items.every((i: { score: number }) => i.score >= 50)).toBe(true)
  })

  it('refuses an unknown shape and a profile without a style, in the API error shape', async () => {
    const app = await start()
    const bad = await call(app, 'POST', `${BASE}/test`, app.jar, { ...SAMPLE, bodyShape: 'triangle' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'validation-failed', requestId: expect.any(String), issues: [{ path: 'bodyShape' }] } })
    const none = await call(app, 'POST', `${BASE}/test`, app.jar, { ...SAMPLE, stylePreferences: [] })
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({ error: { issues: [{ path: 'stylePreferences', message: 'Choose at least one style.' }] } })
  })

  it('clears the stored sets and the cached answers, and logs who did it', async () => {
    const app = await start()
    expect((await shopperRecommendations(app)).status).toBe(200)
    await savePrecomputedRecommendations(app.database.db, { profileHash: 'y'.repeat(32), items: [], averageConfidence: null, catalogueVersion: await readCatalogueVersion(app.database.db) }, { now: new Date(), ttlMs: 60_000 })
    const res = await call(app, 'DELETE', BASE, app.jar)
    expect(res.status).toBe(200)
    // One cached answer: the shopper's default view.
    expect(await res.json()).toEqual({ cleared: 2, cacheEntries: 1 })
    expect((await status(app, app.jar)).precomputed).toEqual({ total: 0, unexpired: 0 })

    // The cache went too: the same request is computed (and stored) again, not served from memory.
    expect((await shopperRecommendations(app)).status).toBe(200)
    expect((await status(app, app.jar)).precomputed.total).toBe(1)

    const activity = await listRecentAdminActivity(app.database.db, 5)
    expect(activity.find((a) => a.action === 'RECOMMENDATIONS_CLEARED')).toMatchObject({ username: 'admin@example.com', details: { precomputed: 2, cacheEntries: 1 } })
    expect(await (await call(app, 'DELETE', BASE, app.jar)).json()).toEqual({ cleared: 1, cacheEntries: 1 })
  })
})
