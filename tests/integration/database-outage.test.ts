import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '#server/config.ts'
import { CookieJar, signUpAndVerify } from '#tests/support/accounts.ts'
import { type OwnPostgres, postgresBinDir, startOwnPostgres } from '#tests/support/own-postgres.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '#tests/support/server-process.ts'

// The built app as a real server process on a PostgreSQL server of the test's own, under
// concurrent loopback load, while that database is stopped and started again. It needs the
// PostgreSQL server binaries (initdb, pg_ctl), present here and on CI.
const binDir = postgresBinDir()
const SKIP_REASON = 'skipped: no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql'
if (!binDir) console.info(`database-outage.test.ts ${SKIP_REASON}`)

/** Load loops running at once, each waiting for its answer before the next request. */
const CLIENTS = 6
/** Answers of each kind the test waits for in a phase before moving on (events, not time). */
const ENOUGH = 10

type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'after'
type Kind = 'products' | 'contact' | 'newsletter' | 'favourites' | 'home-page' | 'account-page'
interface Outcome {
  kind: Kind
  sentIn: Phase
  answeredIn: Phase
  status: number | 'connection-dropped'
  retryAfter: string | null
  contentType: string | null
  code: string | null
}

describe('a PostgreSQL outage under load', () => {
  let database: OwnPostgres | undefined
  let server: ServerProcess | undefined

  beforeAll(async () => {
    if (!binDir) return
    database = await startOwnPostgres(binDir)
  }, 120_000)

  afterAll(async () => {
    if (server) await stopServerProcess(server, 'SIGKILL')
    await database?.destroy()
  })

  it.skipIf(!binDir)(
    'keeps the process up, answers 503 with Retry-After while the database is down, loses no acknowledged write, and recovers without a restart',
    async () => {
      const db = database!
      server = await startServerProcess({ DATABASE_URL: db.url, TRUST_PROXY: 'true', DATABASE_POOL_SIZE: '4' })
      const base = server.url
      let exited: number | null | undefined
      server.child.once('exit', (code) => (exited = code))

      // One verified shopper, so session lookups and favourites reach the database too.
      const http = { request: (path: string | URL | Request, init?: RequestInit) => fetch(typeof path === 'string' ? `${base}${path}` : path, { ...init, redirect: 'manual' }) }
      const config = { publicUrl: base, dataDir: server.dataDir } as Config
      const shopper: { jar: CookieJar } = await signUpAndVerify(http, config, 'outage@example.com', 'Linen-Saffron-Tide-42')
      const products = (await (await fetch(`${base}/api/products?limit=12`)).json()) as { items: Array<{ id: string }> }
      expect(products.items.length).toBeGreaterThan(0)

      let phase: Phase = 'before'
      let sequence = 0
      const outcomes: Outcome[] = []
      const acknowledged = { contact: [] as string[], newsletter: [] as string[], favourites: [] as string[] }
      const headers = (extra: Record<string, string> = {}) => ({ origin: base, 'content-type': 'application/json', ...extra })
      // A distinct client address per write keeps the per-address limits of the forms out of the way.
      const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

      const requests: Record<Kind, (n: number) => { path: string; init?: RequestInit; onAck?: (res: Response) => Promise<void> }> = {
        products: () => ({ path: '/api/products?limit=5' }),
        // A visitor's page (its loader reads the catalogue) and a signed-in one (the session is looked up first).
        'home-page': () => ({ path: '/', init: { headers: { accept: 'text/html' } } }),
        'account-page': () => ({ path: '/account', init: { headers: { accept: 'text/html', cookie: shopper.jar.header() } } }),
        contact: (n) => ({
          path: '/api/contact-messages',
          init: {
            method: 'POST',
            headers: headers({ 'x-forwarded-for': address(n) }),
            body: JSON.stringify({ name: 'Load Tester', email: `load${n}@example.com`, subject: `Outage ${n}`, message: `Message number ${n} sent under load.` }),
          },
          onAck: async (res) => {
            acknowledged.contact.push(((await res.json()) as { id: string }).id)
          },
        }),
        newsletter: (n) => ({
          path: '/api/newsletter-signups',
          init: { method: 'POST', headers: headers({ 'x-forwarded-for': address(n) }), body: JSON.stringify({ email: `reader${n}@example.com`, consent: true }) },
          onAck: async () => {
            acknowledged.newsletter.push(`reader${n}@example.com`)
          },
        }),
        favourites: (n) => {
          const productId = products.items[n % products.items.length]!.id
          return {
            path: `/api/favourites/${encodeURIComponent(productId)}`,
            init: { method: 'PUT', headers: headers({ cookie: shopper.jar.header() }) },
            onAck: async () => {
              acknowledged.favourites.push(productId)
            },
          }
        },
      }
      const kinds = Object.keys(requests) as Kind[]

      let running = true
      async function client(lane: number) {
        for (let i = lane; running; i += CLIENTS) {
          const n = ++sequence
          const kind = kinds[i % kinds.length]!
          const { path, init, onAck } = requests[kind](n)
          const sentIn = phase
          try {
            const res = await fetch(`${base}${path}`, init)
            const outcome: Outcome = { kind, sentIn, answeredIn: phase, status: res.status, retryAfter: res.headers.get('retry-after'), contentType: res.headers.get('content-type'), code: null }
            if (res.ok && onAck) await onAck(res)
            else if (res.headers.get('content-type')?.includes('json')) outcome.code = ((await res.json()) as { error?: { code?: string } }).error?.code ?? null
            else await res.arrayBuffer()
            outcomes.push(outcome)
          } catch {
            outcomes.push({ kind, sentIn, answeredIn: phase, status: 'connection-dropped', retryAfter: null, contentType: null, code: null })
          }
          if (exited !== undefined) return
        }
      }

      /** Resolves once every kind has `ENOUGH` answers sent and received in `p` that satisfy `ok`. */
      function settle(p: Phase, ok: (o: Outcome) => boolean): Promise<void> {
        return new Promise((resolve, reject) => {
          const check = () => {
            if (exited !== undefined) return reject(new Error(`the server exited (${exited}):\n${server!.output().slice(-4000)}`))
            const done = kinds.every((k) => outcomes.filter((o) => o.kind === k && o.sentIn === p && o.answeredIn === p && ok(o)).length >= ENOUGH)
            if (done) resolve()
            else setImmediate(check)
          }
          check()
        })
      }

      const lanes = Array.from({ length: CLIENTS }, (_, lane) => client(lane))
      await settle('before', (o) => o.status === 200 || o.status === 201 || o.status === 204)

      phase = 'stopping'
      await db.stop()
      phase = 'down'
      const readyWhileDown = await fetch(`${base}/readyz`).then(async (res) => (await res.arrayBuffer(), res.status))
      await settle('down', (o) => o.status === 503 || o.status === 'connection-dropped' || (typeof o.status === 'number' && o.status >= 500))

      phase = 'starting'
      await db.start()
      phase = 'after'
      await settle('after', (o) => o.status === 200 || o.status === 201 || o.status === 204)
      running = false
      await Promise.all(lanes)

      // The figures: what was sent, which server errors came back, what was lost.
      const serverErrors = new Map<string, number>()
      for (const o of outcomes) if (o.status === 'connection-dropped' || o.status >= 500) serverErrors.set(String(o.status), (serverErrors.get(String(o.status)) ?? 0) + 1)
      const check = new pg.Client({ connectionString: db.url })
      await check.connect()
      const { rows: contactRows } = await check.query<{ id: string }>('select id from contact_messages')
      const { rows: newsletterRows } = await check.query<{ email: string }>('select email from newsletter_signups')
      const { rows: favouriteRows } = await check.query<{ product_id: string }>(
        `select f.product_id from favourites f join users u on u.id = f.user_id where u.email = 'outage@example.com'`,
      )
      await check.end()
      const stored = {
        contact: new Set(contactRows.map((r) => r.id)),
        newsletter: new Set(newsletterRows.map((r) => r.email)),
        favourites: new Set(favouriteRows.map((r) => r.product_id)),
      }
      const lost = (Object.keys(acknowledged) as Array<keyof typeof acknowledged>).flatMap((k) => acknowledged[k].filter((v) => !stored[k].has(v)).map((v) => `${k}:${v}`))
      const acknowledgedCount = acknowledged.contact.length + acknowledged.newsletter.length + acknowledged.favourites.length
      const duringOutage = outcomes.filter((o) => o.sentIn === 'down' && o.answeredIn === 'down')
      console.info(
        [
          'database outage figures:',
          `  requests sent: ${outcomes.length} (${CLIENTS} clients; ${duringOutage.length} sent and answered while the database was down)`,
          `  5xx seen: ${serverErrors.size ? [...serverErrors].map(([status, n]) => `${n} x ${status}`).join(', ') : 'none'}`,
          `  writes acknowledged: ${acknowledgedCount}, writes lost: ${lost.length}`,
        ].join('\n'),
      )

      // The process lived through it, said it was not ready, and serves again without a restart.
      expect(exited).toBeUndefined()
      expect(readyWhileDown).toBe(503)
      expect((await fetch(`${base}/healthz`)).status).toBe(200)
      expect((await fetch(`${base}/readyz`)).status).toBe(200)
      // No dropped connection and no server error other than 503, in any phase.
      expect([...serverErrors.keys()].filter((s) => s !== '503')).toEqual([])
      // While the database was down, every answer was a 503 with Retry-After, in the one error shape for the API.
      expect(duringOutage.filter((o) => o.status !== 503)).toEqual([])
      expect(duringOutage.filter((o) => !o.retryAfter)).toEqual([])
      expect(duringOutage.filter((o) => !o.kind.endsWith('-page') && o.code !== 'unavailable')).toEqual([])
      expect(duringOutage.filter((o) => o.kind.endsWith('-page') && !o.contentType?.startsWith('text/html'))).toEqual([])
      // Nothing acknowledged was lost.
      expect(acknowledgedCount).toBeGreaterThan(0)
      expect(lost).toEqual([])
    },
    180_000,
  )
})
