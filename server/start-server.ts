import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { createDatabase, type DatabaseHandle } from '#db/database.ts'
import { migrateToLatest } from '#db/migrator.ts'
import { createApp, type PageHandler } from './app.ts'
import { createGracefulShutdown } from './graceful-shutdown.ts'
import type { Config } from './config.ts'
import { createLogger, type Logger } from './logger.ts'
import { seedSampleCatalogIfEmpty } from './services/catalog-seed.ts'
import { type Accounts, createAccounts } from './services/accounts.ts'
import { createAppServices } from './services/app-services.ts'
import { createAiAnalysisFromConfig } from './services/ai-analysis.ts'
import { createMailerFromConfig } from './services/mail.ts'
import { createProductImport } from './services/product-import.ts'
import { createImageChecker } from '#integrations/http/image-check.ts'
import { createIntegrations } from './services/integrations.ts'

export interface RunningServer {
  server: Server
  url: string
  database: DatabaseHandle
  logger: Logger
  /** Stops accepting, lets in-flight requests finish (up to the timeout), closes the database. */
  shutdown(reason: string): Promise<void>
}

/** Migrates the database, seeds the sample catalogue on first run and starts listening. */
export async function prepareDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  })
  const { error, results } = await migrateToLatest(database.db)
  for (const r of results ?? []) logger.info({ migration: r.migrationName, status: r.status }, 'migration')
  if (error) {
    await database.close()
    throw new Error(`Database migration failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (config.seedSampleCatalog) {
    const seeded = await seedSampleCatalogIfEmpty(database.db, new Date())
    if (seeded > 0) logger.info({ products: seeded }, 'loaded the sample catalogue')
  }
  return database
}

export async function startServer(options: {
  config: Config
  build?: ServerBuild | (() => Promise<ServerBuild>)
  clientDir?: string
  logger?: Logger
}): Promise<RunningServer> {
  const { config } = options
  const logger = options.logger ?? createLogger(config)
  const database = await prepareDatabase(config, logger)
  let shuttingDown = false

  let pageHandler: PageHandler | undefined
  if (options.build) {
    const handle = createRequestHandler(options.build as ServerBuild, config.nodeEnv)
    pageHandler = (request, context) => handle(request, context)
  }

  const mailer = createMailerFromConfig(config, logger)
  const accounts = await createAccounts({ config, database, mailer, logger })
  const ai = createAiAnalysisFromConfig({ config, db: database.db, logger })
  // New products are analysed as soon as they land, not at the worker's next poll.
  const imports = createProductImport({
    db: database.db,
    logger,
    config: config.imports,
    imageChecker: createImageChecker(config.imports.imageCheck),
    onQueued: () => {
      if (config.nodeEnv !== 'test') ai.worker.kick()
    },
  })
  // An import cut off by a crash would say "running" forever. The embedded database has one
  // process, so every running job there is dead; on PostgreSQL only the silent ones are.
  const interrupted = await imports.failInterrupted({ all: database.dialect === 'sqlite' })
  if (interrupted > 0) logger.warn({ jobs: interrupted }, 'marked interrupted imports as failed')
  // One set of integration clients for the process (partner picks, supplier search,
  // earnings), so their caches live as long as it does; closed on shutdown.
  const integrations = createIntegrations(config, logger)
  const app = createApp({
    ai,
    integrations,
    imports,
    config,
    database,
    logger,
    accounts,
    services: createAppServices({ config, db: database.db, mailer, accounts, logger }),
    ...(pageHandler ? { pageHandler } : {}),
    ...(options.clientDir ? { staticFiles: serveStatic({ root: options.clientDir }) } : {}),
    isShuttingDown: () => shuttingDown,
  })

  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => resolve(s as Server))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const url = `http://localhost:${port}`

  const shutdown = createGracefulShutdown({
    server,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    onStart: () => (shuttingDown = true),
    onClosed: async () => {
      // Items in flight get the shutdown timeout to finish; one cut off leaves a claim that
      // the next worker releases when its lease runs out, so nothing is lost.
      await Promise.race([ai.worker.stop(), new Promise((resolve) => setTimeout(resolve, config.shutdownTimeoutMs).unref())])
      integrations.close()
      await database.close()
    },
  })
  // The queue worker runs in every server process (claims are safe across processes on
  // PostgreSQL); unit tests build the app without starting it.
  if (config.nodeEnv !== 'test') ai.worker.start()

  await announceSetupLink(accounts, logger)

  return { server, url, database, logger, shutdown }
}

/**
 * No administrator yet: print a one-time link that creates the first one (DESIGN.md
 * deviation 1: no default password). The token goes to stdout only, never to the log.
 */
export async function announceSetupLink(accounts: Accounts, logger: Logger): Promise<void> {
  const link = await accounts.admin.issueSetupLinkIfNoAdmin()
  if (!link) return
  logger.warn('no administrator exists yet: a one-time setup link was printed to stdout (or run `npm run admin:create -- --email you@example.com`)')
  process.stdout.write(`No administrator yet. Create the first one within 24 hours at:\n  ${link}\nor run: npm run admin:create -- --email you@example.com\n`)
}
