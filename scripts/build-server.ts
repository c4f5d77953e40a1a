import { renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'rolldown'

// The server as the production process runs it: the project's own modules (server, core, db,
// integrations) bundled into plain JavaScript in build/node, the packages left to node_modules.
// Run from its TypeScript, every thread of the server would load Node's type stripper (about
// 18 MB each) and keep ~1,500 module sources (decision 071). Tests and `npm run dev` still run
// the TypeScript itself; `npm start` and `npm run start:cluster` run this bundle.

const root = path.resolve(import.meta.dirname, '..')
const SERVER_BUNDLE_DIR = path.join(root, 'build/node')

/** The bundle's entries: the process, the cluster, and each worker thread (started by workerEntry, server/worker-entry.ts). */
const ENTRIES = {
  main: 'server/main.ts',
  cluster: 'server/cluster.ts',
  'recommendation-worker': 'server/services/recommendation-worker.ts',
  'import-file-worker': 'server/services/import-file-worker.ts',
  'render-worker': 'server/services/blueprint-render/render-worker.ts',
}

/** A bare specifier (a package or a node: builtin) stays an import; the project's own paths and `#` imports are bundled. */
const isPackage = (id: string) => !id.startsWith('.') && !id.startsWith('#') && !path.isAbsolute(id)

// Written beside the bundle, then swapped in: a server starting during the build finds the old
// one whole (it is missing only for the instant of the swap).
const next = `${SERVER_BUNDLE_DIR}-next`
rmSync(next, { recursive: true, force: true })
await build({
  cwd: root,
  input: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(root, file)])),
  platform: 'node',
  external: isPackage,
  logLevel: 'warn',
  output: {
    dir: next,
    format: 'esm',
    // Flat, so a worker's entry sits beside whichever chunk starts it (workerEntry).
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
    sourcemap: true,
  },
})
rmSync(SERVER_BUNDLE_DIR, { recursive: true, force: true })
renameSync(next, SERVER_BUNDLE_DIR)
process.stdout.write(`server bundled into ${path.relative(process.cwd(), SERVER_BUNDLE_DIR) || '.'}\n`)
