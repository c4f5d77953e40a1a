import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from './node-flags.ts'

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
