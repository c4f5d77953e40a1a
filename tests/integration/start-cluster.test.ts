import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from '#server/node-flags.ts'
import { freePort } from '#tests/support/server-process.ts'
import { DIALECTS, newPostgresDatabase } from '#tests/support/test-database.ts'

// `npm run start:cluster` (issue 29 item 5): one port, several server processes on one
// PostgreSQL database; a process that dies is replaced; SIGTERM stops them all. SQLite refused.
const root = path.resolve(import.meta.dirname, '../..')

interface Cluster {
  child: ChildProcess
  url: string
  output: () => string
  /** Resolves once the output from offset `from` on matches, or rejects after `ms` (a bounded wait on the process's own report). */
  waitFor: (pattern: RegExp, ms: number, from?: number) => Promise<RegExpMatchArray>
  exited: Promise<number | null>
}

async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const port = await freePort()
  const url = `http://localhost:${port}`
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start-cluster.js'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'warn', SEED_CATALOG: 'sample', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const listeners = new Set<() => void>()
  const onData = (d: Buffer) => {
    output += String(d)
    for (const listener of listeners) listener()
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const waitFor = (pattern: RegExp, ms: number, from = 0) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.slice(from).match(pattern)
        if (!match) return
        listeners.delete(check)
        clearTimeout(timer)
        resolve(match)
      }
      const timer = setTimeout(() => {
        listeners.delete(check)
        reject(new Error(`no ${pattern} within ${ms} ms:\n${output}`))
      }, ms)
      listeners.add(check)
      check()
    })
  return { child, url, output: () => output, waitFor, exited }
}

/**
 * /readyz's status on a new connection (a 503 says why only to an administrator, and in the
 * cluster's output). A kept-alive connection stays with one process; a new one goes to any.
 */
function readiness(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(`${url}/readyz`, { agent: false }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    }).once('error', reject)
  })
}

/**
 * A process joins the shared port only once it can serve: the cluster hands each connection to
 * any listening process, so from the moment the cluster says a process listens, every probe
 * must find a ready one (no wait: a process that listened while still starting answered 503).
 */
async function expectReady(cluster: Cluster): Promise<void> {
  for (let i = 0; i < 8; i++) expect(await readiness(cluster.url), cluster.output()).toBe(200)
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('npm run start:cluster on sqlite', () => {
  it('refuses to start without PostgreSQL, and says why', async () => {
    const cluster = await startCluster({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sb-cluster-')), DATABASE_URL: '' })
    expect(await cluster.exited).toBe(1)
    expect(cluster.output()).toContain('npm run start:cluster needs PostgreSQL: set DATABASE_URL')
  })
})

describe.each(DIALECTS.filter((d) => d === 'postgres'))('npm run start:cluster on %s', () => {
  let postgres: Awaited<ReturnType<typeof newPostgresDatabase>> | undefined
  let cluster: Cluster | undefined

  afterAll(async () => {
    if (cluster && cluster.child.exitCode === null) {
      cluster.child.kill('SIGKILL')
      for (const [, pid] of cluster.output().matchAll(/process (\d+) listening/g)) if (alive(Number(pid))) process.kill(Number(pid), 'SIGKILL')
    }
    await postgres?.drop()
  })

  it('serves one port from two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    postgres = await newPostgresDatabase('sb_cluster')
    cluster = await startCluster({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sb-cluster-')), DATABASE_URL: postgres.url, CLUSTER_WORKERS: '2' })
    await cluster.waitFor(/StyleBlueprint cluster: 2 processes on one PostgreSQL database/, 150_000)
    const pids = [...cluster.output().matchAll(/process (\d+) listening/g)].map((m) => Number(m[1]))
    expect(new Set(pids).size).toBe(2)
    // One setup link: each new one would withdraw the one printed before it.
    expect(cluster.output().match(/No administrator yet/g)).toHaveLength(1)
    await expectReady(cluster)

    const before = cluster.output().length
    process.kill(pids[1]!, 'SIGKILL')
    await cluster.waitFor(new RegExp(`process ${pids[1]} ended \\(SIGKILL\\); starting another`), 10_000, before)
    // While the replacement starts, the survivor serves every connection: probes until the
    // replacement listens all answer 200 (none lands on a process that is still starting).
    let replaced: RegExpMatchArray | undefined
    const replacing = cluster.waitFor(/process (\d+) listening \(2 of 2\)/, 150_000, before).then((m) => (replaced = m))
    const whileStarting: number[] = []
    while (!replaced) {
      whileStarting.push(await readiness(cluster.url))
      await Promise.race([replacing, new Promise((resolve) => setTimeout(resolve, 5))])
    }
    const replacement = await replacing
    expect(whileStarting.length).toBeGreaterThan(0)
    expect(whileStarting.filter((status) => status !== 200), cluster.output()).toEqual([])
    expect(pids).not.toContain(Number(replacement[1]))
    await expectReady(cluster)
    expect(cluster.output().match(/No administrator yet/g)).toHaveLength(1)

    cluster.child.kill('SIGTERM')
    expect(await cluster.exited).toBe(0)
    for (const pid of [pids[0]!, Number(replacement[1])]) expect(alive(pid)).toBe(false)
  }, 330_000)
})
