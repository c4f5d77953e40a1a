import cluster from 'node:cluster'
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
import { readMissingAttributes } from './services/attribute-backfill.ts'
import { seedCatalogueIfEmpty } from './services/catalog-seed.ts'
import type { Accounts } from './services/accounts.ts'
import { createAppServices } from './services/app-services.ts'
import { recordServerAddress } from './server-address.ts'

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
    // The pool replaces a broken connection; requests meanwhile answer 503 (server/errors.ts).
    onConnectionError: (err) => logger.warn({ err }, 'database connection lost'),
  })
  const { error, results } = await migrateToLatest(database.db)
  for (const r of results ?? []) logger.info({ migration: r.migrationName, status: r.status }, 'migration')
  if (error) {
    await database.close()
    throw new Error(`Database migration failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (config.seedSampleCatalog) {
    const seeded = await seedCatalogueIfEmpty(database.db, new Date(), config.seedCatalogue)
    if (seeded > 0) logger.info({ products: seeded, catalogue: config.seedCatalogue }, `loaded the ${config.seedCatalogue} catalogue`)
  }
  const read = await readMissingAttributes(database.db, new Date())
  if (read > 0) logger.info({ products: read }, 'read the garment attributes of products stored before attributes were')
  return database
}

export async function startServer(options: {
  config: Config
  build?: ServerBuild | (() => Promise<ServerBuild>)
  clientDir?: string
  logger?: Logger
}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(options.config)
  const database = await prepareDatabase(options.config, logger)
  let shuttingDown = false

  // One process listens first, so PORT=0's port is known before anything builds links from the
  // address; the few requests that arrive before the app is ready are told to come back. A
  // process of `npm run start:cluster` listens last instead: the cluster hands each new
  // connection to any process on the shared port, so one still starting would answer a visitor
  // (and the load balancer's /readyz) 503 while its siblings serve.
  const listenLast = cluster.isWorker && options.config.port !== 0
  const ready: { fetch?: (request: Request, env: unknown) => Response | Promise<Response> } = {}
  const listen = () =>
    new Promise<Server>((resolve) => {
      const s = serve(
        {
          fetch: (request, env) => (ready.fetch ? ready.fetch(request, env) : new Response('Starting up, try again in a moment.', { status: 503, headers: { 'retry-after': '1' } })),
          hostname: options.config.host,
          port: options.config.port,
        },
        () => resolve(s as Server),
      )
      keepConnectionsAlive(s as Server)
    })
  const early = listenLast ? undefined : await listen()
  const address = early?.address()
  const port = typeof address === 'object' && address ? address.port : options.config.port
  // Without PUBLIC_URL, links name localhost and the port the server really got.
  const config: Config = options.config.publicUrlFromEnv ? options.config : { ...options.config, port, publicUrl: `http://localhost:${port}` }
  const url = config.publicUrl

  let pageHandler: PageHandler | undefined
  if (options.build) {
    const handle = createRequestHandler(options.build as ServerBuild, config.nodeEnv)
    pageHandler = (request, context) => handle(request, context)
  }

  const services = await createAppServices({
    config,
    database,
    logger,
    catalogueChanges: database.catalogueChanges,
    recommendationsWorker: { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
  })
  await services.start()
  const app = createApp({
    config,
    logger,
    services,
    ...(pageHandler ? { pageHandler } : {}),
    ...(options.clientDir ? { staticFiles: serveStatic({ root: options.clientDir, precompressed: true }) } : {}),
    isShuttingDown: () => shuttingDown,
  })
  ready.fetch = app.fetch
  const server = early ?? (await listen())
  await recordServerAddress(config.dataDir, url, new Date()).catch((err: unknown) => logger.warn({ err }, 'could not record the server address in DATA_DIR'))

  const shutdown = createGracefulShutdown({
    server,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    onStart: () => (shuttingDown = true),
    onClosed: async () => {
      await services.stop(config.shutdownTimeoutMs)
      await database.close()
    },
  })

  // Under `npm run start:cluster` only the first process prints the link: each new one withdraws the last.
  if (!cluster.isWorker || cluster.worker?.id === 1) await announceSetupLink(services.accounts, logger)

  return { server, url, database, logger, shutdown }
}

/**
 * Node closes an idle kept-alive connection after 5 s (plus a 1 s grace). A client that sends on
 * it just as it closes gets ECONNRESET; clients and proxies that ignore the Keep-Alive hint hit
 * that race whenever they pause about that long. Holding idle connections for 65 s puts the
 * close past the 60 s idle timeout of common proxies and load balancers, so they close first.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000

function keepConnectionsAlive(server: Server): void {
  // headersTimeout stays at Node's 60 s: since Node 18 it no longer has to exceed this, and
  // raising it would only give slow-header clients longer.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
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
