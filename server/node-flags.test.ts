import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_ENV, SERVER_NODE_FLAGS } from './node-flags.ts'

const root = path.resolve(import.meta.dirname, '..')
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts

describe("the server's Node flags", () => {
  it.each(['start', 'start:cluster'])('are the ones `npm run %s` starts the server with', (name) => {
    expect(scripts[name]).toMatch(new RegExp(`^node ${SERVER_NODE_FLAGS.join(' ')} scripts/`))
  })

  it("cap the serving thread's young generation at two semi-spaces of 8 MB", () => {
    // A young generation grows as garbage comes: V8 reports its size after a burst of it.
    const grown = spawnSync(
      process.execPath,
      [...SERVER_NODE_FLAGS, '-e', "const a = []; for (let i = 0; i < 4e6; i++) a.push({ i }); process.stdout.write(String(require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size))"],
      { encoding: 'utf8' },
    )
    const bytes = Number(grown.stdout)
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThanOrEqual(2 * 8 * 1024 * 1024)
  })
})

describe("the server's allocator settings", () => {
  const tuning = path.join(root, 'scripts/server-tuning.js')
  /** What a process that calls relaunchTuned() then sees: its pid before and after, and GLIBC_TUNABLES. */
  const script = `const before = process.env.SEEN_PID ?? String(process.pid); process.env.SEEN_PID = before; const { relaunchTuned } = await import(${JSON.stringify(tuning)}); relaunchTuned(); process.stdout.write(JSON.stringify({ before, after: process.pid, tunables: process.env.GLIBC_TUNABLES ?? null })); if (process.channel) process.disconnect()`

  it('are the ones the tests and benches start the server with', async () => {
    const { SERVER_GLIBC_TUNABLES } = (await import(tuning)) as { SERVER_GLIBC_TUNABLES: string }
    expect(SERVER_ENV).toEqual({ GLIBC_TUNABLES: SERVER_GLIBC_TUNABLES })
  })

  it.runIf(process.platform === 'linux')('are applied by starting the same process again, once', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' }
    delete env.SEEN_PID
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env })
    const seen = JSON.parse(run.stdout) as { before: string; after: number; tunables: string }
    expect(run.status).toBe(0)
    expect(seen.after).toBe(Number(seen.before))
    expect(seen.tunables).toBe(`glibc.malloc.arena_max=4:${SERVER_ENV.GLIBC_TUNABLES}`)
  })

  it('leave a process with an IPC channel as it is (execve would close the channel)', async () => {
    const env = { ...process.env }
    delete env.GLIBC_TUNABLES
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] })
    let out = ''
    child.stdout!.on('data', (d: Buffer) => (out += String(d)))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(0)
    expect((JSON.parse(out) as { tunables: string | null }).tunables).toBeNull()
  })
})
