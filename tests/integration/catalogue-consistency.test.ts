import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Dialect } from '#db/database.ts'
import { CookieJar } from '#tests/support/accounts.ts'
import { createAdminWithCli } from '#tests/support/admin-cli.ts'
import { quizAheadLines, type ServerProcess, startServerProcess, stopServerProcess } from '#tests/support/server-process.ts'
import { DIALECTS, newPostgresDatabase } from '#tests/support/test-database.ts'

// Issue 15 item 5: real app processes (`node server/main.ts`) on one database, two on SQLite
// and four on PostgreSQL (issue 29 item 5: what `npm run start:cluster` runs on a 4-core host).
// A product deactivated through one leaves every process's recommendations within 2 s: the
// writer drops its answers at once, the others hear of it (LISTEN/NOTIFY on PostgreSQL, the
// version row read every second on SQLite). The deadline bounds a poll; it asserts the outcome.
const EMAIL = 'consistency@example.com'
const PASSWORD = 'Tailor#2026'
const PROFILE = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'] }

const PROCESSES: Record<Dialect, number> = { sqlite: 2, postgres: 4 }

describe.each(DIALECTS)('app processes on one %s database', (dialect: Dialect) => {
  let postgres: Awaited<ReturnType<typeof newPostgresDatabase>> | undefined
  const servers: ServerProcess[] = []
  let env: Record<string, string>

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-consistency-'))
    // Info: the serving thread's 'quiz segments computed ahead' lines say who computed them.
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'info' }
    if (dialect === 'postgres') {
      postgres = await newPostgresDatabase('sb_consistency')
      env.DATABASE_URL = postgres.url
    }
    createAdminWithCli(dataDir, EMAIL, PASSWORD, 'Consistency Admin', env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {})
    // One after another: the first migrates and seeds, as `npm run start:cluster` does.
    for (let i = 0; i < PROCESSES[dialect]; i++) servers.push(await startServerProcess(env))
  }, 300_000)

  afterAll(async () => {
    for (const server of servers.splice(0)) await stopServerProcess(server, 'SIGKILL')
    await postgres?.drop()
  })

  async function recommendedIds(server: ServerProcess): Promise<string[]> {
    const res = await fetch(`${server.url}/api/recommendations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ profile: PROFILE, limit: 48 }),
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { items: Array<{ product: { id: string } }> }
    return body.items.map((it) => it.product.id)
  }

  async function deactivate(server: ServerProcess, productId: string): Promise<void> {
    const login = await fetch(`${server.url}/api/admin-auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
    })
    expect(login.status).toBe(200)
    const jar = new CookieJar().store(login)
    const res = await fetch(`${server.url}/api/admin/products/${encodeURIComponent(productId)}/active`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: jar.header() },
      body: JSON.stringify({ active: false }),
    })
    expect(res.status).toBe(200)
  }

  it('computes each quiz segment once per catalogue version for every process on PostgreSQL (each its own on SQLite)', async () => {
    // The newest version every process has its answers for (issue 29 item 4, decision 062).
    let version = -1
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      const newest = Math.max(...servers.map((s) => Math.max(-1, ...quizAheadLines(s).map((l) => l.version))))
      if (newest >= 0 && servers.every((s) => quizAheadLines(s).some((l) => l.version === newest))) {
        version = newest
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(version).toBeGreaterThanOrEqual(0)
    const sources = servers.map((s) => quizAheadLines(s).find((l) => l.version === version)!.source)
    const computed = sources.filter((source) => source === 'computed').length
    expect(computed).toBe(dialect === 'postgres' ? 1 : PROCESSES[dialect])
    expect(sources.filter((source) => source === 'stored')).toHaveLength(PROCESSES[dialect] - computed)
  }, 90_000)

  it('a product deactivated through one process leaves every process’s recommendations within 2 s', async () => {
    expect(servers).toHaveLength(PROCESSES[dialect])
    const [writer, ...others] = servers as [ServerProcess, ...ServerProcess[]]
    // Every process has the product in a cached (and stored) answer before the write.
    const before = await recommendedIds(writer)
    expect(before.length).toBeGreaterThan(1)
    const target = before[0]!
    for (const other of others) {
      expect(await recommendedIds(other)).toContain(target)
      expect(await recommendedIds(other)).toContain(target)
    }

    await deactivate(writer, target)
    // The writing process answers without it at once.
    expect(await recommendedIds(writer)).not.toContain(target)

    const deadline = Date.now() + 2000
    let seen: string[][]
    do {
      seen = await Promise.all(servers.map((server) => recommendedIds(server)))
      if (seen.every((ids) => !ids.includes(target))) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    } while (Date.now() < deadline)
    for (const ids of seen) {
      expect(ids).not.toContain(target)
      expect(ids.length).toBeGreaterThan(0)
    }
  }, 30_000)
})
