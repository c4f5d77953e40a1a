import { afterEach, describe, expect, it } from 'vitest'
import { listRecentAdminActivity } from '#db/repositories/admin-activity-repository.ts'
import { insertProducts, productSeedToRow } from '#db/repositories/products-repository.ts'
import { type FakeOpenAiServer, startFakeOpenAi } from '#tests/fakes/openai-server.ts'
import { browserHeaders, type CookieJar, nextAddress, signInAdmin, signUpAndVerify } from '#tests/support/accounts.ts'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { finishedAnalysisRun } from '#tests/support/analysis-runs.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

describe.each(DIALECTS)('the AI analysis admin API on %s', (dialect) => {
  let t: TestApp | undefined
  let fake: FakeOpenAiServer | undefined
  afterEach(async () => {
    await fake?.close()
    await t?.database.destroy()
    t = undefined
    fake = undefined
  })

  async function start(options: { ai?: boolean; latencyMs?: number; products?: number } = {}) {
    const env: Record<string, string> = { AI_REQUEST_SPACING_MS: '0', AI_ITEMS_PER_RUN: '5' }
    if (options.ai) {
      fake = await startFakeOpenAi(options.latencyMs ? { latencyMs: options.latencyMs } : {})
      Object.assign(env, { AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test' })
    }
    t = await createTestApp(dialect, {}, env)
    const seeds = Array.from({ length: options.products ?? 3 }, () => makeProductSeed())
    await insertProducts(t.database.db, seeds.map((s, i) => productSeedToRow(s, 'import', `2026-11-24T09:00:0${i % 10}.000Z`)))
    const admin = await signInAdmin(t.app, t.config, t.accounts)
    return { ...t, jar: admin.jar, ids: seeds.map((s) => s.id) }
  }

  const get = (app: TestApp, path: string, jar?: CookieJar) => app.app.request(path, { headers: browserHeaders(app.config, jar, nextAddress()) })
  const post = (app: TestApp, path: string, body: unknown, jar?: CookieJar) =>
    app.app.request(path, { method: 'POST', headers: browserHeaders(app.config, jar, nextAddress()), body: JSON.stringify(body) })

  it('is for administrators only: visitors 401, shoppers 403', async () => {
    const app = await start()
    const shopper = await signUpAndVerify(app.app, app.config, 'shopper@example.com')
    for (const [method, path] of [
      ['GET', '/api/admin/ai/stats'],
      ['POST', '/api/admin/ai/runs'],
      ['GET', '/api/admin/ai/runs/current/events'],
      ['POST', '/api/admin/ai/queue/retry-failed'],
    ] as const) {
      const call = (jar?: CookieJar) => (method === 'GET' ? get(app, path, jar) : post(app, path, {}, jar))
      expect((await call()).status, `${method} ${path}`).toBe(401)
      expect((await call(shopper.jar)).status, `${method} ${path}`).toBe(403)
    }
  })

  it('without a key, runs the rule-based engine over unanalysed products and says so', async () => {
    const app = await start()
    const before = await (await get(app, '/api/admin/ai/stats', app.jar)).json()
    expect(before.stats).toMatchObject({
      totalProducts: 3,
      analysedProducts: 0,
      pendingProducts: 3,
      completionPercent: 0,
      totalAnalyses: 0,
      avgConfidenceScore: null,
      lastAnalyzedAt: null,
      engine: { mode: 'rule-based', model: null },
    })
    const connection = await (await post(app, '/api/admin/ai/test-connection', {}, app.jar)).json()
    expect(connection.connection).toMatchObject({ ok: false, mode: 'rule-based' })

    const started = await post(app, '/api/admin/ai/runs', { scope: 'unanalysed' }, app.jar)
    expect(started.status).toBe(200)
    expect((await started.json()).run).toMatchObject({ scope: 'unanalysed', total: 3 })
    expect(await finishedAnalysisRun(app, app.jar)).toMatchObject({ status: 'completed', total: 3, succeeded: 3, failed: 0, percent: 100, errors: [] })

    const after = (await (await get(app, '/api/admin/ai/stats', app.jar)).json()).stats
    expect(after).toMatchObject({ analysedProducts: 3, completionPercent: 100, totalAnalyses: 3, queue: { completed: 3 } })
    // Confidence says how much of the product the rules could read: a name and a colour, not everything.
    expect(after.avgConfidenceScore).toBeGreaterThan(0.3)
    expect(after.avgConfidenceScore).toBeLessThan(0.9)
    // Nothing is left to analyse in the "unanalysed" scope.
    expect((await (await post(app, '/api/admin/ai/runs', {}, app.jar)).json()).run).toMatchObject({ total: 0, status: 'completed' })
    const activity = await listRecentAdminActivity(app.database.db, 10)
    expect(activity.filter((a) => a.action === 'ANALYSIS_RUN')[1]).toMatchObject({ username: 'admin@example.com', details: { event: 'started', scope: 'unanalysed', products: 3 } })
  })

  it('analyses selected products with the AI provider and streams progress as server-sent events', async () => {
    const app = await start({ ai: true, latencyMs: 30 })
    const started = await post(app, '/api/admin/ai/runs', { scope: 'selected', productIds: [app.ids[0], app.ids[2]] }, app.jar)
    expect((await started.json()).run).toMatchObject({ total: 2, engine: { mode: 'ai', provider: 'APICore', model: 'claude-3-sonnet' } })
    const events = await get(app, '/api/admin/ai/runs/current/events', app.jar)
    expect(events.headers.get('content-type')).toContain('text/event-stream')
    const text = await events.text()
    const runs = [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!).run)
    expect(text).toMatch(/^event: progress$/m)
    expect(runs.at(-1)).toMatchObject({ status: 'completed', succeeded: 2, failed: 0 })
    expect(fake!.requests).toHaveLength(2)
    // The fake model reads every product whole, and a model's full reading is 95% confident.
    expect((await (await get(app, '/api/admin/ai/stats', app.jar)).json()).stats).toMatchObject({ analysedProducts: 2, avgConfidenceScore: 0.95 })
  })

  it('refuses a selected run without products, and a second run while one is going', async () => {
    const app = await start({ ai: true, latencyMs: 200 })
    const empty = await post(app, '/api/admin/ai/runs', { scope: 'selected', productIds: [] }, app.jar)
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({ error: { code: 'validation-failed', issues: [{ path: 'productIds', message: 'Select at least one product to analyse.' }] } })
    expect((await post(app, '/api/admin/ai/runs', { scope: 'everything' }, app.jar)).status).toBe(400)
    expect((await post(app, '/api/admin/ai/runs', { scope: 'all' }, app.jar)).status).toBe(200)
    const second = await post(app, '/api/admin/ai/runs', { scope: 'all' }, app.jar)
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({ error: { code: 'conflict', message: 'An analysis run is already in progress.' } })
    await finishedAnalysisRun(app, app.jar)
  })

  it('stops a run: waiting products leave the queue, and the stop is logged', async () => {
    const app = await start({ ai: true, latencyMs: 150, products: 8 })
    await post(app, '/api/admin/ai/runs', { scope: 'all' }, app.jar)
    const stopped = await (await post(app, '/api/admin/ai/runs/current/stop', {}, app.jar)).json()
    expect(stopped.run).toMatchObject({ status: 'stopped', total: 8 })
    expect(stopped.run.pending).toBeLessThan(8)
    const activity = await listRecentAdminActivity(app.database.db, 10)
    expect(activity[0]).toMatchObject({ action: 'ANALYSIS_RUN', details: { event: 'stopped' } })
  })

  it('shows failed items and puts them back on retry; tests the connection with the provider', async () => {
    const app = await start({ ai: true })
    fake!.script({ status: 401 })
    const bad = (await (await post(app, '/api/admin/ai/test-connection', {}, app.jar)).json()).connection
    expect(bad.ok).toBe(false)
    expect(bad.message).toMatch(/^Could not reach APICore: APICore API authentication failed: Invalid or expired token \(request id: .+\)$/)
    const good = (await (await post(app, '/api/admin/ai/test-connection', {}, app.jar)).json()).connection
    expect(good).toMatchObject({ ok: true, mode: 'ai', message: expect.stringMatching(/^Connected to APICore \(claude-3-sonnet\) in \d+ ms$/) })
    expect(fake!.requests.at(-1)!.body).toMatchObject({ max_tokens: 10 })

    fake!.script({ status: 400, message: 'bad request' }, { status: 400, message: 'bad request' }, { status: 400, message: 'bad request' })
    await post(app, '/api/admin/ai/runs', { scope: 'selected', productIds: [app.ids[0]] }, app.jar)
    expect(await finishedAnalysisRun(app, app.jar)).toMatchObject({ failed: 1, errors: [{ productId: app.ids[0], message: expect.stringContaining('APICore API error: 400 - bad request') }] })
    const queue = (await (await get(app, '/api/admin/ai/queue', app.jar)).json()).queue
    expect(queue.counts).toMatchObject({ failed: 1 })
    expect(queue.failed[0]).toMatchObject({ productId: app.ids[0], attempts: 3 })
    expect((await (await post(app, '/api/admin/ai/queue/retry-failed', {}, app.jar)).json()).retried).toBe(1)
  })
})
