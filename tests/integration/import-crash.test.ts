import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Dialect } from '#db/database.ts'
import { type FakeImageServer, startFakeImageServer } from '#tests/fakes/image-server.ts'
import { CookieJar } from '#tests/support/accounts.ts'
import { createAdminWithCli } from '#tests/support/admin-cli.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '#tests/support/server-process.ts'
import { DIALECTS, newPostgresDatabase } from '#tests/support/test-database.ts'

// An import cut off by `kill -9` of the real server process (`node server/main.ts`, the
// built app): the job is ended as failed when a process starts and when it is read, so a
// new import is not refused, and Stop ends it. On PostgreSQL, with two processes at once.
const INTERRUPTED = 'The server stopped while this import was running. Products already imported are kept; import the file again to add the rest.'
const EMAIL = 'crash@example.com'
const PASSWORD = 'Tailor#2026'

let images: FakeImageServer
beforeAll(async () => {
  images = await startFakeImageServer()
})
afterAll(() => images.close())

interface Job {
  id: string
  status: string
  message: string | null
}

describe.each(DIALECTS)('an import cut off by kill -9 on %s', (dialect: Dialect) => {
  const servers: ServerProcess[] = []
  let postgres: Awaited<ReturnType<typeof newPostgresDatabase>> | undefined
  let env: Record<string, string>
  let dataDir: string
  let hung = 0

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sb-import-crash-'))
    env = {
      DATA_DIR: dataDir,
      IMAGE_CHECK_ALLOWED_ADDRESSES: '127.0.0.1',
      // A hung image answer ends the validation chunk after this, when Stop is looked at.
      IMAGE_CHECK_TIMEOUT_MS: '3000',
      SEED_SAMPLE_CATALOG: 'false',
    }
    if (dialect === 'postgres') {
      postgres = await newPostgresDatabase('sb_import_crash')
      env.DATABASE_URL = postgres.url
    }
    createAdminWithCli(dataDir, EMAIL, PASSWORD, 'Crash Admin', env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {})
  })

  afterEach(async () => {
    for (const server of servers.splice(0)) await stopServerProcess(server, 'SIGKILL')
  })

  afterAll(async () => {
    await postgres?.drop()
  })

  async function start(): Promise<ServerProcess> {
    const server = await startServerProcess(env)
    servers.push(server)
    return server
  }

  async function signIn(server: ServerProcess) {
    const jar = new CookieJar()
    const res = await fetch(`${server.url}/api/admin-auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
    })
    expect(res.status).toBe(200)
    jar.store(res)
    return (pathname: string, init: RequestInit = {}) =>
      fetch(`${server.url}/api/admin/imports${pathname}`, {
        ...init,
        headers: { 'content-type': 'application/json', origin: server.url, cookie: jar.header() },
      })
  }

  /** Starts an import whose image check hangs, and resolves once the server is checking it. */
  async function startHungImport(api: Awaited<ReturnType<typeof signIn>>): Promise<string> {
    const n = ++hung
    const seen = images.requests.length
    const res = await api('', {
      method: 'POST',
      body: JSON.stringify({
        rows: [{ productName: `Hung Dress ${n}`, affiliateUrl: `https://www.amazon.com/dp/B0CRASH${n}`, imageUrl: `${images.url}/hang/${n}.jpg`, category: 'dresses', season: 'summer' }],
      }),
    })
    expect(res.status).toBe(202)
    const { job } = (await res.json()) as { job: Job }
    await until(() => images.requests.slice(seen).some((r) => r.path === `/hang/${n}.jpg`))
    return job.id
  }

  /** The job row as stored, read past the app. */
  async function storedJob(id: string): Promise<Job> {
    if (dialect === 'sqlite') {
      const db = new DatabaseSync(path.join(dataDir, 'styleblueprint.sqlite'))
      const row = db.prepare('select id, status, message from import_jobs where id = ?').get(id) as unknown as Job
      db.close()
      return row
    }
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    const { rows } = await client.query<Job>('select id, status, message from import_jobs where id = $1', [id])
    await client.end()
    return rows[0]!
  }

  /** PostgreSQL ends a dead client's session (and its locks) once it sees the socket close. */
  async function deadSessionsGone(): Promise<void> {
    if (dialect !== 'postgres') return
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    await until(async () => (await client.query(`select 1 from pg_locks where locktype = 'advisory'`)).rowCount === 0)
    await client.end()
  }

  it('is ended as failed when the process starts again, a new import starts, and Stop ends that one', async () => {
    const first = await start()
    const cut = await startHungImport(await signIn(first))
    await stopServerProcess(first, 'SIGKILL')
    await deadSessionsGone()

    const again = await start()
    // Ended during start-up, before any request read it.
    expect(await storedJob(cut)).toMatchObject({ status: 'failed', message: INTERRUPTED })

    const api = await signIn(again)
    const next = await startHungImport(api)
    const stop = await api(`/${next}/stop`, { method: 'POST' })
    expect(stop.status).toBe(200)
    await until(async () => ((await (await api(`/${next}`)).json()) as { job: Job }).job.status !== 'running')
    expect(((await (await api(`/${next}`)).json()) as { job: Job }).job).toMatchObject({ status: 'stopped' })
  }, 90_000)

  // Two server processes on one database: only PostgreSQL serves more than one.
  if (dialect === 'postgres') it('is ended as failed when another running process reads it or is asked to stop it', async () => {
    const reader = await start()
    const readerApi = await signIn(reader)
    const runner = await start()
    const cut = await startHungImport(await signIn(runner))
    // Alive in the other process: still running, and a second import is refused.
    expect(((await (await readerApi(`/${cut}`)).json()) as { job: Job }).job.status).toBe('running')
    expect((await readerApi('', { method: 'POST', body: JSON.stringify({ rows: [{ productName: 'X', affiliateUrl: 'https://www.amazon.com/dp/B0CRASHX', imageUrl: `${images.url}/images/x.jpg` }] }) })).status).toBe(409)

    await stopServerProcess(runner, 'SIGKILL')
    await deadSessionsGone()
    const read = await readerApi(`/${cut}`)
    expect(((await read.json()) as { job: Job }).job).toMatchObject({ status: 'failed', message: INTERRUPTED })

    // Stop on a job whose process died ends it at once.
    const second = await start()
    const cutAgain = await startHungImport(await signIn(second))
    await stopServerProcess(second, 'SIGKILL')
    await deadSessionsGone()
    const stopped = await readerApi(`/${cutAgain}/stop`, { method: 'POST' })
    expect(((await stopped.json()) as { job: Job }).job).toMatchObject({ status: 'failed', message: INTERRUPTED })
    expect((await readerApi('/latest').then((r) => r.json())) as { job: Job }).toMatchObject({ job: { id: cutAgain, status: 'failed' } })
  }, 90_000)
})

/** Polls a condition (on loopback events, not a timer of the test's own) until it holds. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
