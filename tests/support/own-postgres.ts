import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './server-process.ts'

const run = promisify(execFile)
const POSTGRES_ROOT = '/usr/lib/postgresql'

/** The newest installed PostgreSQL server's bin folder (Debian layout), or null when none is installed. */
export function postgresBinDir(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((v) => existsSync(path.join(POSTGRES_ROOT, v, 'bin', 'pg_ctl')) && existsSync(path.join(POSTGRES_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust auth on loopback). */
  url: string
  /** pg_ctl stop -m fast: sessions in use are terminated (57P01), then the server exits. */
  stop(): Promise<void>
  /** pg_ctl start on the same data folder and port; resolves once it accepts connections. */
  start(): Promise<void>
  /** Stops the server (if running) and removes its folder. */
  destroy(): Promise<void>
}

/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl in a temp folder, on a free
 * loopback port), so a test may stop and restart it without touching the shared one.
 * initdb refuses to run as root, so as root every command runs as the `postgres` user.
 */
export async function startOwnPostgres(binDir: string): Promise<OwnPostgres> {
  const asRoot = userInfo().uid === 0
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-own-pg-'))
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()))
  }
  const exec = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args]) : run(path.join(binDir, tool), args)
  const data = path.join(dir, 'data')
  const port = await freePort()
  await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  let running = false
  const own: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await exec('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'])
      running = true
    },
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'])
      running = false
    },
    async destroy() {
      if (running) await own.stop().catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
  await own.start()
  return own
}
