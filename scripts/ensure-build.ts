import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

// Builds when the build is missing or older than any source it is made from, so `npm start`
// and `npm run start:cluster` keep "clone, install, start" to two commands.
const root = path.resolve(import.meta.dirname, '..')
const buildFile = path.join(root, 'build/server/index.js')
const SOURCES = ['app', 'core', 'public', 'server/load-context.ts', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json']

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)))
  }
  return newest
}

export function ensureBuild(): void {
  const builtAt = existsSync(buildFile) ? statSync(buildFile).mtimeMs : 0
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))))
  if (builtAt < sourcesAt) {
    process.stdout.write(builtAt ? 'Sources changed since the last build; rebuilding…\n' : 'No build yet; building…\n')
    const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
}

