import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// The README's promise, as a newcomer meets it: a clean clone, then `npm install` and
// `npm start` under the machine's own Node 20, nothing else. npm brings the Node 24 the
// scripts run on (docs/decisions/036). It clones HEAD, so it tests what is committed.
// vitest.config.ts runs this file on its own, after every other file: it installs the
// dependencies and builds the app, which would crowd tests running beside it.
const root = path.resolve(import.meta.dirname, '../..')
const INSTALL_LIMIT_MS = 5 * 60_000
const START_LIMIT_MS = 5 * 60_000 // `npm start` builds first: 30-60 s on a quiet machine
const STOP_LIMIT_MS = 30_000

const pathDirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)

/** The machine's own Node 20 (not one under node_modules) with its npm beside it, or null. */
function findNode20(): string | null {
  for (const dir of [...pathDirs, '/usr/bin', '/usr/local/bin']) {
    if (dir.includes('node_modules')) continue
    const node = path.join(dir, 'node')
    if (!existsSync(node) || !existsSync(path.join(dir, 'npm'))) continue
    const version = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' })
    if (version.status === 0 && version.stdout.trim().split('.')[0] === '20') return node
  }
  return null
}

/** An environment like a newcomer's shell: only Node 20 answers to `node`, and nothing of this test run's npm or Vitest leaks in. */
function newcomerEnv(node20: string): Record<string, string> {
  const own = realpathSync(node20)
  const nodeIn = (dir: string) => path.join(dir, 'node')
  const PATH = [path.dirname(node20), ...pathDirs.filter((dir) => !existsSync(nodeIn(dir)) || realpathSync(nodeIn(dir)) === own)]
  return {
    HOME: homedir(),
    PATH: PATH.join(path.delimiter),
    LANG: 'C.UTF-8',
    // The npm cache this run already filled: the test proves the commands, not the network.
    npm_config_cache: process.env.npm_config_cache ?? path.join(homedir(), '.npm'),
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  }
}

/** Runs a command to its end, its output kept; a run past `limitMs` is killed and fails. */
function run(command: string, args: string[], options: { cwd: string; env: Record<string, string>; limitMs: number }) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += String(d)))
    child.stderr.on('data', (d) => (output += String(d)))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${command} ${args.join(' ')} took over ${options.limitMs / 1000} s:\n${output}`))
    }, options.limitMs)
    child.once('error', reject)
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe('a clean clone on Node 20', () => {
  const node20 = findNode20()
  let folder: string | undefined
  let server: { group: number; closed: Promise<unknown> } | undefined

  afterEach(async () => {
    if (server) {
      // `npm start` runs as its own process group (npm, its shell, the server): stop them all,
      // gently first. The pipes close once the last of them has exited.
      const { group, closed } = server
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-group, name)
        } catch {
          // the group has already gone
        }
      }
      signal('SIGTERM')
      const timer = setTimeout(() => signal('SIGKILL'), STOP_LIMIT_MS)
      await closed
      clearTimeout(timer)
    }
    server = undefined
    if (folder) rmSync(folder, { recursive: true, force: true })
    folder = undefined
  }, STOP_LIMIT_MS + 60_000) // and a minute to remove node_modules

  it('installs with `npm install` and serves pages with `npm start`', { timeout: INSTALL_LIMIT_MS + START_LIMIT_MS + 2 * STOP_LIMIT_MS }, async (context) => {
    if (!node20) {
      context.skip(`no Node 20 with npm found on PATH, /usr/bin or /usr/local/bin (PATH=${process.env.PATH})`)
      return
    }
    folder = mkdtempSync(path.join(tmpdir(), 'sb-clean-clone-'))
    const app = path.join(folder, 'app')
    const dataDir = path.join(folder, 'data')
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
    execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', root, app])
    execFileSync('git', ['checkout', '--quiet', '--detach', head], { cwd: app })

    const env = newcomerEnv(node20)
    const npm = path.join(path.dirname(node20), 'npm')
    const startedInstall = performance.now()
    const install = await run(npm, ['install'], { cwd: app, env, limitMs: INSTALL_LIMIT_MS })
    const installSeconds = (performance.now() - startedInstall) / 1000
    expect(install.code, install.output).toBe(0)
    // In sync with package.json, the lockfile comes out of the install as it went in.
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: app, encoding: 'utf8' })).toBe('')

    const startedStart = performance.now()
    const start = spawn(npm, ['start'], {
      cwd: app,
      env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    server = { group: start.pid!, closed: new Promise((resolve) => start.once('close', resolve)) }
    let output = ''
    start.stderr.on('data', (d) => (output += String(d)))
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start did not serve within ${START_LIMIT_MS / 1000} s:\n${output}`)), START_LIMIT_MS)
      start.stdout.on('data', (d) => {
        output += String(d)
        const announced = /is running at (http:\/\/localhost:\d+)/.exec(output)
        if (announced) {
          clearTimeout(timer)
          resolve(announced[1]!)
        }
      })
      start.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`npm start exited with ${code}:\n${output}`))
      })
    })
    const startSeconds = (performance.now() - startedStart) / 1000

    const health = await fetch(`${url}/healthz`)
    expect(health.status).toBe(200)
    const page = await fetch(`${url}/`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toMatch(/<title>[^<]*StyleBlueprint/)
    expect(html).toContain('<h1')
    process.stdout.write(
      `clean clone on Node ${spawnSync(node20, ['--version'], { encoding: 'utf8' }).stdout.trim()}: npm install ${installSeconds.toFixed(0)} s, npm start (build included) ${startSeconds.toFixed(0)} s\n`,
    )
  })
})
