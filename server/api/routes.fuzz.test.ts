import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import type { ImageChecker, ImageCheckResult } from '#integrations/http/image-check.ts'
import { CookieJar, nextAddress, postJson, signInAdmin, signUpAndVerify } from '#tests/support/accounts.ts'
import { appTables, BOOKKEEPING_TABLES, changedTables, storedControlCharacters, storedFormatCharacters, tableHashes } from '#tests/support/db-snapshot.ts'
import { type FuzzRequest, requestFor, routesOf, toRequestInit } from '#tests/support/fuzz-requests.ts'
import { createTestApp, testConfig } from '#tests/support/test-app.ts'
import { createTestDatabase, DIALECTS } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createAiAnalysisFromConfig } from '../services/ai-analysis.ts'
import { seedSampleCatalogIfEmpty } from '../services/catalog-seed.ts'
import { createProductImport } from '../services/product-import.ts'

/** Generated requests per route and role: about 540 a dialect for today's 60 routes. */
const RUNS_PER_ROUTE = 3
/** The whole fuzz of one dialect stops starting new routes after this long (CI's bound). */
const BUDGET_MS = 150_000
const ROLES = ['anonymous', 'shopper', 'admin'] as const
type Role = (typeof ROLES)[number]

const SHOPPER = { email: 'fuzz-shopper@example.com', password: 'Linen-Saffron-Tide-42' }
const ENV = { TRUST_PROXY: 'true', AI_REQUEST_SPACING_MS: '0', AI_ITEMS_PER_RUN: '50' }

/** Image checks answered without the network: only images.test hosts "exist". */
const offlineImages: ImageChecker = {
  async check(url) {
    return /^https?:\/\/images\.test\//.test(url) ? { ok: true, status: 200 } : { ok: false, reason: 'network', detail: 'offline in tests' }
  },
  async checkAll(urls) {
    const out = new Map<string, ImageCheckResult>()
    for (const url of urls) out.set(url, await this.check(url))
    return out
  },
  close() {},
}

/** Refused sign-ins are recorded on purpose (the activity log's LOGIN_FAILED and LOCKED); they are not data. */
const loginAudit = (table: string, row: Record<string, unknown>) => table === 'admin_activity_log' && (row.action === 'LOGIN_FAILED' || row.action === 'LOCKED')

describe.each(DIALECTS)('every route of the app, fuzzed, on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let settle: () => Promise<void>
  const jars: Record<Role, CookieJar | null> = { anonymous: null, shopper: null, admin: null }

  beforeAll(async () => {
    const database = await createTestDatabase(dialect)
    const config = testConfig(ENV)
    const logger = createLogger(testConfig({ LOG_LEVEL: 'silent' }))
    const imports = createProductImport({ db: database.db, jobLeases: database.jobLeases, logger, config: config.imports, imageChecker: offlineImages })
    const ai = createAiAnalysisFromConfig({ config, db: database.db, logger })
    t = await createTestApp(dialect, { imports, ai }, ENV, { database })
    await seedSampleCatalogIfEmpty(database.db, new Date())
    // Work a request starts in the background (an analysis run, an import) ends before the next look at the tables.
    settle = async () => {
      await ai.worker.idle()
      const latest = await imports.latest()
      if (latest) await imports.settled(latest.id)
    }
    jars.shopper = (await signUpAndVerify(t.app, t.config, SHOPPER.email, SHOPPER.password)).jar
    jars.admin = (await signInAdmin(t.app, t.config, t.accounts)).jar
  })
  afterAll(async () => {
    await t.database.destroy()
  })

  /** A generated request may sign its caller out (a logout route with any body is valid): sign back in. */
  async function keepSignedIn(role: Role) {
    const jar = jars[role]
    if (!jar) return
    const auth = await t.accounts.resolveSession(new Headers({ cookie: jar.header() }))
    if (role === 'shopper' && !auth) {
      await postJson(t.app, t.config, '/api/auth/sign-in/email', SHOPPER, jar, nextAddress())
    }
    if (role === 'admin' && (await t.accounts.admin.check(auth, { clientAddress: null, userAgent: null })).status !== 'active') {
      jars.admin = (await signInAdmin(t.app, t.config, t.accounts)).jar
    }
  }

  it('answers hostile input from anyone with no 5xx, and a refused request writes nothing', { timeout: BUDGET_MS + 120_000 }, async () => {
    const routes = routesOf(t.app)
    // The auth library serves many paths under one wildcard route: fuzz the ones it really has.
    const authPaths = Object.values(t.accounts.auth.api)
      .map((endpoint) => (endpoint as { path?: unknown }).path)
      .filter((p): p is string => typeof p === 'string')
    expect(routes.length).toBeGreaterThan(50)
    expect(authPaths).toContain('/sign-in/email')

    const tables = (await appTables(t.database.db)).filter((name) => !BOOKKEEPING_TABLES.includes(name))
    const plausibleIds = [SAMPLE_PRODUCTS[0]!.id, SAMPLE_PRODUCTS[1]!.id]
    const figures = { requests: 0, serverErrors: 0, refused: 0, writesFromRefused: 0, byRole: { anonymous: 0, shopper: 0, admin: 0 }, statuses: {} as Record<number, number> }
    const started = Date.now()
    let before = await tableHashes(t.database.db, tables, loginAudit)

    const send = async (role: Role, request: FuzzRequest) => {
      const headers: Record<string, string> = { origin: new URL(t.config.publicUrl).origin, 'x-forwarded-for': nextAddress() }
      const jar = jars[role]
      if (jar) headers.cookie = jar.header()
      const res = await t.app.request(request.path, toRequestInit(request, headers))
      // An event stream runs until the client leaves; everything else is read to the end.
      if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel()
      else await res.arrayBuffer()
      await settle()
      const after = await tableHashes(t.database.db, tables, loginAudit)
      const changed = changedTables(before, after)
      figures.requests += 1
      figures.byRole[role] += 1
      figures.statuses[res.status] = (figures.statuses[res.status] ?? 0) + 1
      if (res.status >= 500) figures.serverErrors += 1
      if (res.status >= 400) {
        figures.refused += 1
        if (changed.length > 0) figures.writesFromRefused += 1
      }
      if (res.status < 400) await keepSignedIn(role)
      before = res.status < 400 ? await tableHashes(t.database.db, tables, loginAudit) : after
      return { status: res.status, changed }
    }

    let covered = 0
    for (const route of routes) {
      if (Date.now() - started > BUDGET_MS) break
      covered += 1
      for (const role of ROLES) {
        await fc.assert(
          fc.asyncProperty(requestFor(route, { plausibleIds, wildcards: authPaths }), async (request) => {
            const { status, changed } = await send(role, request)
            expect(status, `${role} ${request.method} ${request.path}`).toBeLessThan(500)
            if (status >= 400) expect(changed, `${role} ${request.method} ${request.path} answered ${status}`).toEqual([])
          }),
          { numRuns: RUNS_PER_ROUTE },
        )
      }
    }

    // Nothing anyone sent put a control character, or an invisible character no text may hold, into the database.
    const stored = await storedControlCharacters(t.database.db, tables)
    const invisible = await storedFormatCharacters(t.database.db, tables)
    process.stdout.write(
      `\nfuzz ${dialect}: ${covered} of ${routes.length} routes, ${figures.requests} requests (anonymous ${figures.byRole.anonymous}, shopper ${figures.byRole.shopper}, admin ${figures.byRole.admin}), ` +
        `${figures.serverErrors} answered 5xx, ${figures.refused} refused (4xx), ${figures.writesFromRefused} writes from refused input, ${stored.length} stored values with control characters, ${invisible.length} with refused format characters, ` +
        `${Math.round((Date.now() - started) / 1000)} s; statuses ${JSON.stringify(figures.statuses)}\n`,
    )
    expect(figures.serverErrors).toBe(0)
    expect(figures.writesFromRefused).toBe(0)
    expect(stored).toEqual([])
    expect(invisible).toEqual([])
  })
})
