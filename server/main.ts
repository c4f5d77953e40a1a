import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { loadConfigOrExit } from './config.ts'
import { startServer } from './start-server.ts'

// Production entry: serves the built app (build/server + build/client). `npm start` builds
// first when needed and runs this from the server bundle (build/node/main.js, decision 071);
// run `node server/main.ts` directly only after a build.
const config = loadConfigOrExit()
/** The project's folder, from server/main.ts as from build/node/main.js. */
const root = path.resolve(import.meta.dirname, import.meta.filename.endsWith('.ts') ? '..' : '../..')
const serverBuildPath = path.join(root, 'build/server/index.js')
if (!existsSync(serverBuildPath)) {
  process.stderr.write('No build found at build/server/index.js: run `npm run build` (or `npm start`, which builds).\n')
  process.exit(1)
}
const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild

const running = await startServer({ config, build, clientDir: path.relative(process.cwd(), path.join(root, 'build/client')) })
running.logger.info({ url: running.url, database: running.database.location }, 'listening')
process.stdout.write(`StyleBlueprint is running at ${running.url}\n`)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void running.shutdown(signal).then(
      () => process.exit(0),
      (err: unknown) => {
        running.logger.error({ err }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}
