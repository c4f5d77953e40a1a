import { afterEach, describe, expect, it } from 'vitest'
import type { LinkHealthView } from '#core/catalog/link-health.ts'
import { insertProducts, productSeedToRow } from '#db/repositories/products-repository.ts'
import { type FakeImageServer, startFakeImageServer } from '#tests/fakes/image-server.ts'
import { browserHeaders, type CookieJar, nextAddress, signInAdmin, signUpAndVerify } from '#tests/support/accounts.ts'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import { DIALECTS } from '#tests/support/test-database.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

describe.each(DIALECTS)('/api/admin/link-health on %s', (dialect) => {
  let t: TestApp | undefined
  let images: FakeImageServer | undefined
  afterEach(async () => {
    await t?.database.destroy()
    await images?.close()
    t = undefined
    images = undefined
  })

  async function start() {
    images = await startFakeImageServer()
    // The loopback image host is reachable as the suite's servers allow it; the pace is the test's.
    t = await createTestApp(dialect, {}, { IMAGE_CHECK_ALLOWED_ADDRESSES: '127.0.0.1', LINK_HEALTH_HOST_GAP_MS: '0', LINK_HEALTH_TIMEOUT_MS: '2000' })
    const moved = makeProductSeed({ name: 'Moved Image Dress', imageUrl: `${images.url}/moved/dress.jpg` })
    const gone = makeProductSeed({ name: 'Gone Image Top', imageUrl: `${images.url}/missing/top.jpg` })
    await insertProducts(t.database.db, [productSeedToRow(moved, 'import', '2026-12-01T00:00:00.000Z'), productSeedToRow(gone, 'import', '2026-12-01T00:00:00.000Z')])
    return t
  }

  const get = (app: TestApp, jar?: CookieJar) => app.app.request('/api/admin/link-health', { headers: browserHeaders(app.config, jar, nextAddress()) })
  const post = (app: TestApp, jar?: CookieJar) =>
    app.app.request('/api/admin/link-health/runs', { method: 'POST', headers: browserHeaders(app.config, jar, nextAddress()), body: '{}' })

  it('is for administrators only: visitors 401, shoppers 403, and no run starts', async () => {
    const app = await start()
    const shopper = await signUpAndVerify(app.app, app.config, 'shopper@example.com')
    expect((await get(app)).status).toBe(401)
    expect((await post(app)).status).toBe(401)
    expect((await get(app, shopper.jar)).status).toBe(403)
    expect((await post(app, shopper.jar)).status).toBe(403)
    expect(await app.database.db.selectFrom('link_health_runs').selectAll().execute()).toEqual([])
  })

  it('runs the check now for an administrator, then lists what it deactivated with the reason and the time', async () => {
    const app = await start()
    const { jar } = await signInAdmin(app.app, app.config, app.accounts)
    const before = (await (await get(app, jar)).json()) as LinkHealthView
    expect(before).toMatchObject({ run: null, findings: [], intervalHours: 24 })

    const started = await post(app, jar)
    expect(started.status).toBe(202)
    expect(await started.json()).toMatchObject({ started: true, run: { status: 'running', trigger: 'admin', total: 2 } })

    // Polled as the back office does, until the run has ended.
    let view = before
    for (let i = 0; i < 500 && view.run?.status !== 'completed'; i++) {
      await new Promise((resolve) => setImmediate(resolve))
      view = (await (await get(app, jar)).json()) as LinkHealthView
    }
    expect(view.run).toMatchObject({ status: 'completed', checked: 2, deactivated: 2 })
    expect(view.findings.map((f) => [f.productName, f.reason, f.reasonText]).sort()).toEqual([
      ['Gone Image Top', 'image-gone', 'Image is gone (404 or 410)'],
      ['Moved Image Dress', 'image-not-an-image', 'Image URL answers with a page, not an image'],
    ])
    expect(view.findings.every((f) => !Number.isNaN(Date.parse(f.checkedAt)))).toBe(true)
    const active = await app.database.db.selectFrom('products').select('is_active').execute()
    expect(active.map((p) => Boolean(p.is_active))).toEqual([false, false])
  })
})
