import { createServer as createHttpServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { createServer as createViteServer } from 'vite'
import { createApp } from './app.ts'
import { loadConfigOrExit } from './config.ts'
import { createLogger } from './logger.ts'
import { createAccounts } from './services/accounts.ts'
import { createAppServices } from './services/app-services.ts'
import { createMailerFromConfig } from './services/mail.ts'
import { announceSetupLink, prepareDatabase } from './start-server.ts'

// Development: the same Hono app, with Vite in middleware mode in front of it for
// modules, HMR and CSS, and the React Router build loaded through Vite on each request.
const config = loadConfigOrExit({ NODE_ENV: process.env.NODE_ENV ?? 'development' })
const logger = createLogger(config)
const database = await prepareDatabase(config, logger)
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })

const mailer = createMailerFromConfig(config, logger)
const accounts = await createAccounts({ config, database, mailer, logger })
const app = createApp({
  config,
  database,
  logger,
  accounts,
  services: createAppServices({ config, db: database.db, mailer, accounts, logger }),
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
  process.stdout.write(`StyleBlueprint (development) is running at http://localhost:${config.port}\n`)
  void announceSetupLink(accounts, logger)
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close()
    void Promise.all([vite.close(), database.close()]).then(() => process.exit(0))
  })
}
