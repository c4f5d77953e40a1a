// Builds what is missing or older than any source it is made from, so `npm start` and
// `npm run start:cluster` keep "clone, install, start" to two commands: the app (React
// Router's build, build/server and build/client) and the server bundle (build/node,
// scripts/build-server.ts). Plain JavaScript: the process that serves runs no TypeScript
// (docs/decisions/071).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

const BUILDS = [
  {
    what: 'the app',
    output: 'build/server/index.js',
    sources: ['app', 'core', 'public', 'server/load-context.ts', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'],
    command: ['npx', ['react-router', 'build']],
  },
  {
    what: 'the server',
    output: 'build/node/main.js',
    sources: ['server', 'core', 'db', 'integrations', 'scripts/build-server.ts', 'package-lock.json'],
    command: [process.execPath, ['scripts/build-server.ts']],
  },
]

/** Tests are no part of a build: a changed test leaves it current. */
const TEST_FILE = /\.test\.tsx?$/

/** The newest modification time under a file or folder (node_modules, dot folders and tests aside). */
function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || TEST_FILE.test(entry.name)) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)))
  }
  return newest
}

export function ensureBuild() {
  // Both builds read core/ and the lockfile: each source tree is walked once.
  const mtimes = new Map()
  const newestOf = (source) => {
    if (!mtimes.has(source)) mtimes.set(source, newestMtime(path.join(root, source)))
    return mtimes.get(source)
  }
  for (const { what, output, sources, command } of BUILDS) {
    const file = path.join(root, output)
    const builtAt = existsSync(file) ? statSync(file).mtimeMs : 0
    const sourcesAt = Math.max(...sources.map(newestOf))
    if (builtAt >= sourcesAt) continue
    process.stdout.write(builtAt ? `Sources changed since the last build; rebuilding ${what}…\n` : `No build of ${what} yet; building…\n`)
    const result = spawnSync(command[0], command[1], { cwd: root, stdio: 'inherit' })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
}
