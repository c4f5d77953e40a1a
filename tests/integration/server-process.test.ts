import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '#server/node-flags.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '#tests/support/server-process.ts'

// These start the real production entry (SERVER_ENTRY, server/main.ts bundled) on the built app, as
// `npm start` does after building. `npm test` builds before running them.
const root = path.resolve(import.meta.dirname, '../..')

// A test here starts the built server once or twice; on a busy machine each start takes seconds.
describe('the server process', { timeout: 60_000 }, () => {
  let server: ServerProcess | undefined
  afterEach(async () => {
    if (server) await stopServerProcess(server, 'SIGKILL')
    server = undefined
  })

  it('refuses to start on a bad DATABASE_URL with one line naming it', () => {
    const result = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: 'mysql://nope', PORT: '0' },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid configuration: DATABASE_URL: /)])
  })

  it('serves pages, prints its address, and exits cleanly on SIGTERM', async () => {
    server = await startServerProcess()
    expect(server.output()).toContain(`is running at http://localhost:`)
    const page = await fetch(`${server.url}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<h1')
    // Idle connections stay open past common proxies' 60 s, so a client reusing one after a
    // pause does not race the server's close (an ECONNRESET at Node's default of 5 s).
    expect(page.headers.get('keep-alive')).toBe('timeout=65')
    expect(await stopServerProcess(server, 'SIGTERM')).toBe(0)
    server = undefined
  })

  it('sends pages compressed and the built scripts as their precompressed copies, cached for a year', async () => {
    server = await startServerProcess()
    // The FAQ: the landing page goes to visitors without scripts (docs/decisions/030).
    const page = await fetch(`${server.url}/faq`, { headers: { 'accept-encoding': 'br' } })
    expect(page.headers.get('content-encoding')).toBe('br')
    expect(page.headers.get('vary')).toContain('Accept-Encoding')
    const html = await page.text() // fetch decodes it
    // Scripts under 1 KB are not worth compressing and have no precompressed copy; take
    // the first preloaded script that has one.
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
    const script = preloaded.find((href) => existsSync(path.join(root, 'build/client', `${href}.br`)))
    expect(script).toBeDefined()
    const asset = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(asset.headers.get('content-encoding')).toBe('br')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const brotliLength = Number(asset.headers.get('content-length'))
    const plain = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(brotliLength).toBeLessThan(Number(plain.headers.get('content-length')) / 2)
    expect(await asset.text()).toBe(await plain.text())
  })

  it('without PUBLIC_URL, names localhost and the port it really got (PORT=0), and records it for admin:create', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-port-'))
    server = await startServerProcess({ DATA_DIR: dataDir, PORT: '0', PUBLIC_URL: '' })
    const announced = /is running at (http:\/\/localhost:(\d+))/.exec(server.output())
    expect(announced?.[2]).toBeDefined()
    expect(Number(announced![2])).toBeGreaterThan(0)
    const recorded = JSON.parse(readFileSync(path.join(dataDir, 'server-address.json'), 'utf8')) as { url: string }
    expect(recorded.url).toBe(announced![1])
    // The address it names answers, and so does 127.0.0.1 on the same port.
    expect((await fetch(`${announced![1]}/healthz`)).status).toBe(200)
    expect((await fetch(`http://127.0.0.1:${announced![2]}/healthz`)).status).toBe(200)
  })

  it('leaves an intact SQLite file after kill -9, and starts again on it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-kill-'))
    server = await startServerProcess({ DATA_DIR: dataDir })
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
    await stopServerProcess(server, 'SIGKILL')
    server = undefined

    const db = new DatabaseSync(path.join(dataDir, 'styleblueprint.sqlite'))
    expect(db.prepare('pragma integrity_check').get()).toEqual({ integrity_check: 'ok' })
    expect(db.prepare('select count(*) as n from products').get()).toEqual({ n: 12 })
    db.close()

    server = await startServerProcess({ DATA_DIR: dataDir })
    const products = (await (await fetch(`${server.url}/api/products?limit=100`)).json()) as { total: number }
    expect(products.total).toBe(12)
  })

  it('ends as failed an import that was running when the process died, once it starts again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-import-crash-'))
    server = await startServerProcess({ DATA_DIR: dataDir })
    await stopServerProcess(server, 'SIGKILL')
    server = undefined

    // The job row a process leaves behind when it dies mid-import: running, updated a moment ago.
    const file = path.join(dataDir, 'styleblueprint.sqlite')
    let db = new DatabaseSync(file)
    const now = new Date().toISOString()
    db.prepare(
      `insert into import_jobs (id, admin_user_id, status, total_rows, processed_rows, succeeded_rows, failed_rows, message, result, cancel_requested, created_at, updated_at, finished_at)
       values ('cut-off', null, 'running', 10, 4, 4, 0, 'Importing product 4/10', null, 0, ?, ?, null)`,
    ).run(now, now)
    db.close()

    server = await startServerProcess({ DATA_DIR: dataDir })
    db = new DatabaseSync(file)
    const job = db.prepare(`select status, message, finished_at from import_jobs where id = 'cut-off'`).get() as { status: string; message: string; finished_at: string | null }
    db.close()
    expect(job.status).toBe('failed')
    expect(job.message).toBe('The server stopped while this import was running. Products already imported are kept; import the file again to add the rest.')
    expect(job.finished_at).not.toBeNull()
  })
})

const adminUrl = process.env.TEST_DATABASE_URL
// Runs wherever the PostgreSQL suite runs (CI sets TEST_DATABASE_URL when a server answers).
describe.each(adminUrl ? ['postgres'] : [])('the server process on %s', () => {
  let server: ServerProcess | undefined
  const name = `sb_proc_${process.pid}`
  afterEach(async () => {
    if (server) await stopServerProcess(server, 'SIGTERM')
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('migrates, seeds and reports ready with DATABASE_URL set', async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(adminUrl!)
    url.pathname = `/${name}`
    server = await startServerProcess({ DATABASE_URL: url.toString() })
    const ready = await fetch(`${server.url}/readyz`)
    // Anonymous callers get the status only (the engine is for administrators).
    expect(await ready.json()).toEqual({ status: 'ok' })
    const products = (await (await fetch(`${server.url}/api/products`)).json()) as { total: number }
    expect(products.total).toBe(12)
    // The catalogue really is in this PostgreSQL database.
    const check = new pg.Client({ connectionString: url.toString() })
    await check.connect()
    const { rows } = await check.query<{ n: string }>('select count(*) as n from products')
    await check.end()
    expect(Number(rows[0]!.n)).toBe(12)
  })
})
