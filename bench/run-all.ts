import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

// `npm run bench`: every bench/*.bench.ts in turn, each in its own process so one
// benchmark's caches and JIT state cannot flatter the next.
const dir = import.meta.dirname
const only = process.argv.slice(2)
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort()

let failed = 0
for (const file of files) {
  process.stdout.write(`\n=== ${file} ===\n`)
  const result = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' })
  if (result.status !== 0) failed += 1
}
process.exit(failed ? 1 : 0)
