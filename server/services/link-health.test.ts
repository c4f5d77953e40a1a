import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { STARTER_LINK_PREFIX } from '#core/catalog/starter-catalogue.ts'
import { listRecentAdminActivity } from '#db/repositories/admin-activity-repository.ts'
import { insertProducts, productSeedToRow } from '#db/repositories/products-repository.ts'
import { createImageChecker, type ImageChecker } from '#integrations/http/image-check.ts'
import type { MailMessage, Mailer } from '#integrations/mail/mailer.ts'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { captureLogs } from '#tests/support/test-app.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createLinkHealth } from './link-health.ts'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
/** The slow host answers after this long; the check gives up after TIMEOUT_MS. Bounded, so closing it never waits long. */
const SLOW_MS = 3_000
const TIMEOUT_MS = 400

/** A loopback host answering with `handler`; its URL and a close that ends held connections. */
async function host(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = []
  const server: Server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`)
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function fakeMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = []
  return {
    transport: 'outbox',
    sent,
    async send(message) {
      sent.push(message)
      return { messageId: String(sent.length) }
    },
    async verify() {
      return true
    },
  }
}

describe.each(DIALECTS)('the link health check against loopback hosts on %s', (dialect) => {
  let database: TestDatabase | undefined
  const closers: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const close of closers.splice(0)) await close()
    await database?.destroy()
    database = undefined
  })

  async function setUp(extra: { hostGapMs?: number } = {}) {
    database = await createTestDatabase(dialect)
    const hosts = {
      dead: await host((_req, res) => res.writeHead(404, { 'content-type': 'text/plain' }).end()),
      // A dead image as shops answer it: a redirect to their HTML page.
      redirecting: await host((req, res) => {
        if (req.url === '/page') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><p>Gone')
        else res.writeHead(302, { location: '/page' }).end()
      }),
      slow: await host((_req, res) => {
        const timer = setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG), SLOW_MS)
        res.on('close', () => clearTimeout(timer))
      }),
      healthy: await host((req, res) => {
        if (req.url?.startsWith('/gone/')) res.writeHead(404).end()
        else if (req.url?.startsWith('/shop/')) res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Buy')
        else res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length }).end(req.method === 'HEAD' ? undefined : PNG)
      }),
    }
    for (const h of Object.values(hosts)) closers.push(() => h.close())
    const seed = (name: string, imageUrl: string, affiliateUrl = `${hosts.healthy.url}/shop/${name}`) => makeProductSeed({ name, imageUrl, affiliateUrl })
    const products = {
      dead: seed('Dead Image Dress', `${hosts.dead.url}/images/a.png`),
      redirecting: seed('Redirected Image Blouse', `${hosts.redirecting.url}/images/b.png`),
      slow: seed('Slow Image Skirt', `${hosts.slow.url}/images/c.png`),
      healthy: seed('Healthy Coat', `${hosts.healthy.url}/images/d.png`),
      goneLink: seed('Gone Link Scarf', `${hosts.healthy.url}/images/e.png`, `${hosts.healthy.url}/gone/e`),
      starter: makeProductSeed({ name: 'Starter Tee', imageUrl: '/drawings/starter-x.svg', affiliateUrl: `${STARTER_LINK_PREFIX}starter-x` }),
    }
    const t0 = '2026-12-01T00:00:00.000Z'
    await insertProducts(database.db, Object.values(products).map((p) => productSeedToRow(p, 'import', t0)))
    await database.db
      .insertInto('users')
      .values({ id: 'admin-1', name: 'Ada', email: 'ada@example.com', email_verified: true, role: 'admin', created_at: t0, updated_at: t0 })
      .execute()
    const mailer = fakeMailer()
    const sleeps: number[] = []
    let deactivatedCalls = 0
    const checker = createImageChecker({ timeoutMs: TIMEOUT_MS, concurrency: 4, allowedAddresses: ['127.0.0.1'] })
    const clock = { now: new Date('2026-12-02T06:00:00.000Z') }
    const linkHealth = createLinkHealth({
      db: database.db,
      checker,
      mailer,
      logger: createLogger({ logLevel: 'silent' }, captureLogs().stream),
      config: { intervalHours: 24, hostGapMs: extra.hostGapMs ?? 0, concurrency: 3, timeoutMs: TIMEOUT_MS },
      publicUrl: 'https://shop.example.com',
      now: () => clock.now,
      // Pacing is recorded, never waited out.
      sleep: async (ms) => {
        sleeps.push(ms)
      },
      onDeactivated: () => deactivatedCalls++,
    })
    closers.unshift(() => linkHealth.stop())
    const active = async () =>
      (await database!.db.selectFrom('products').select(['product_name', 'is_active']).orderBy('product_name').execute()).filter((r) => Boolean(r.is_active)).map((r) => r.product_name)
    return { hosts, products, linkHealth, mailer, sleeps, clock, active, deactivated: () => deactivatedCalls }
  }

  it('deactivates the dead (404), the image that redirects to a page, the slow one and the gone link, keeps the healthy one, and says why', async () => {
    const { hosts, products, linkHealth, mailer, clock, active, deactivated } = await setUp()
    const { started, run } = await linkHealth.runNow('admin')
    expect(started).toBe(true)
    expect(run).toMatchObject({ status: 'running', trigger: 'admin', total: 6 })
    // A second press while it runs answers the same run.
    expect((await linkHealth.runNow('admin')).started).toBe(false)
    await linkHealth.settled()

    expect(await active()).toEqual(['Healthy Coat', 'Starter Tee'])
    const view = await linkHealth.view()
    expect(view.run).toMatchObject({ status: 'completed', checked: 6, deactivated: 4, finishedAt: '2026-12-02T06:00:00.000Z' })
    expect(view.nextRunAt).toBe('2026-12-03T06:00:00.000Z')
    const byName = Object.fromEntries(view.findings.map((f) => [f.productName, f]))
    expect(Object.keys(byName).sort()).toEqual(['Dead Image Dress', 'Gone Link Scarf', 'Redirected Image Blouse', 'Slow Image Skirt'])
    expect(byName['Dead Image Dress']).toMatchObject({ kind: 'image', reason: 'image-gone', detail: 'HTTP 404', productId: products.dead.id, checkedAt: '2026-12-02T06:00:00.000Z' })
    expect(byName['Redirected Image Blouse']).toMatchObject({ kind: 'image', reason: 'image-not-an-image', detail: 'text/html, not an image', reasonText: 'Image URL answers with a page, not an image' })
    expect(byName['Slow Image Skirt']).toMatchObject({ kind: 'image', reason: 'image-timeout' })
    expect(byName['Gone Link Scarf']).toMatchObject({ kind: 'link', reason: 'link-gone', url: `${hosts.healthy.url}/gone/e` })

    // The slow host was asked twice (one retry); the starter piece's own pages never.
    expect(hosts.slow.hits).toEqual(['HEAD /images/c.png', 'HEAD /images/c.png'])
    expect(hosts.healthy.hits.some((h) => h.includes('starter'))).toBe(false)
    // The administrators are told: one e-mail each, naming the products and where to look, and the activity log.
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([['ada@example.com', 'The link check deactivated 4 products']])
    expect(mailer.sent[0]!.text).toContain('Redirected Image Blouse: Image URL answers with a page, not an image (text/html, not an image)')
    expect(mailer.sent[0]!.text).toContain('https://shop.example.com/admin?tab=diagnostics')
    expect((await listRecentAdminActivity(database!.db, 5))[0]).toMatchObject({ action: 'LINK_HEALTH', details: { deactivated: 4 } })
    expect(deactivated()).toBe(1)

    // A second run, an hour later, finds nothing new to take down and sends nothing.
    clock.now = new Date('2026-12-02T07:00:00.000Z')
    await linkHealth.runNow('schedule')
    await linkHealth.settled()
    expect((await linkHealth.view()).run).toMatchObject({ trigger: 'schedule', total: 2, deactivated: 0 })
    expect(mailer.sent).toHaveLength(1)
  })

  it('paces requests to one host, and hosts apart from each other', async () => {
    const { linkHealth, sleeps } = await setUp({ hostGapMs: 1_000 })
    await linkHealth.runNow('admin')
    await linkHealth.settled()
    // The healthy host serves six requests (two products' images and links, the scarf's link, the coat's link): each waits its turn.
    expect(sleeps.length).toBeGreaterThan(0)
    expect(Math.max(...sleeps)).toBeLessThanOrEqual(6_000)
  })

  it('deactivates nothing when no host answers over HTTP: that is this server’s network', async () => {
    database = await createTestDatabase(dialect)
    const closed = await host(() => {})
    const url = closed.url
    await closed.close()
    await insertProducts(database.db, [
      productSeedToRow(makeProductSeed({ name: 'Offline A', imageUrl: `${url}/images/a.png`, affiliateUrl: `${url}/shop/a` }), 'import', '2026-12-01T00:00:00.000Z'),
    ])
    const mailer = fakeMailer()
    const linkHealth = createLinkHealth({
      db: database.db,
      checker: createImageChecker({ timeoutMs: TIMEOUT_MS, concurrency: 2, allowedAddresses: ['127.0.0.1'] }),
      mailer,
      logger: createLogger({ logLevel: 'silent' }, captureLogs().stream),
      config: { intervalHours: 0, hostGapMs: 0, concurrency: 2, timeoutMs: TIMEOUT_MS },
      publicUrl: 'https://shop.example.com',
    })
    closers.push(() => linkHealth.stop())
    await linkHealth.runNow('admin')
    await linkHealth.settled()
    const view = await linkHealth.view()
    expect(view.run).toMatchObject({ status: 'offline', deactivated: 0 })
    expect(view.findings).toEqual([])
    expect(view.nextRunAt).toBeNull()
    expect(mailer.sent).toEqual([])
  })

  it('runs in one process at a time: a second process answers the run under way, and a restart leaves a live run alone', async () => {
    database = await createTestDatabase(dialect)
    await insertProducts(database.db, [
      productSeedToRow(makeProductSeed({ name: 'Held Dress', imageUrl: 'https://img.example.com/a.png', affiliateUrl: 'https://shop.example.com/a' }), 'import', '2026-12-01T00:00:00.000Z'),
    ])
    // A checker whose answers wait until the test lets them go: the first run stays under way.
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const checker: ImageChecker = {
      async check() {
        await gate
        return { ok: true, status: 200 }
      },
      async checkAll() {
        return new Map()
      },
      close() {},
    }
    // Two processes on one database share its leases: PostgreSQL's advisory locks, or on
    // SQLite (one process by design) the process's own.
    const processOf = () =>
      createLinkHealth({
        db: database!.db,
        checker,
        mailer: fakeMailer(),
        logger: createLogger({ logLevel: 'silent' }, captureLogs().stream),
        config: { intervalHours: 0, hostGapMs: 0, concurrency: 1, timeoutMs: TIMEOUT_MS },
        publicUrl: 'https://shop.example.com',
        leases: database!.jobLeases,
      })
    const a = processOf()
    const b = processOf()
    closers.push(() => a.stop(), () => b.stop())
    const first = await a.runNow('admin')
    expect(first.started).toBe(true)
    const second = await b.runNow('schedule')
    expect(second).toMatchObject({ started: false, run: { id: first.run.id, status: 'running' } })
    // B restarting does not mark A's live run as failed.
    await b.start()
    expect((await b.view()).run).toMatchObject({ id: first.run.id, status: 'running' })

    release()
    await a.settled()
    expect((await a.view()).run).toMatchObject({ id: first.run.id, status: 'completed', checked: 1 })
    // The lease went with the run: the next one may start anywhere.
    const third = await b.runNow('admin')
    expect(third.started).toBe(true)
    await b.settled()
  })
})
