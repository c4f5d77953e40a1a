import { createServer as createHttpServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { createServer as createViteServer } from 'vite'
import { createApp } from './app.ts'
import { loadConfigOrExit } from './config.ts'
import { createLogger } from './logger.ts'
import { createAppServices } from './services/app-services.ts'
import { recordServerAddress } from './server-address.ts'
import { announceSetupLink, prepareDatabase } from './start-server.ts'

// Development: the same Hono app, with Vite in middleware mode in front of it for
// modules, HMR and CSS, and the React Router build loaded through Vite on each request.
const config = loadConfigOrExit({ NODE_ENV: process.env.NODE_ENV ?? 'development' })
const logger = createLogger(config)
const database = await prepareDatabase(config, logger)
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })

const services = await createAppServices({ config, database, logger, catalogueChanges: database.catalogueChanges })
const app = createApp({
  config,
  logger,
  services,
  pageHandler: async (request: Request, context: RouterContextProvider) => {
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
    return createRequestHandler(build, 'development')(request, context)
  },
})
const listener = getRequestListener(app.fetch)

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, () => void listener(req, res))
})
server.listen(config.port, config.host, () => {
  process.stdout.write(`StyleBlueprint (development) is running at ${config.publicUrl}\n`)
  void recordServerAddress(config.dataDir, config.publicUrl, new Date()).catch((err: unknown) => logger.warn({ err }, 'could not record the server address in DATA_DIR'))
  void announceSetupLink(services.accounts, logger)
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close()
    void Promise.all([vite.close(), services.stop(0).then(() => database.close())]).then(() => process.exit(0))
  })
}
