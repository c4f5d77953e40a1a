import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Kysely, type LogEvent, PostgresDialect, type PostgresPool, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { type CatalogueChanges, createPostgresCatalogueChanges } from './catalogue-changes.ts'
import { noteDatabaseFault } from './database-faults.ts'
import { createLocalJobLeases, createPostgresJobLeases, type JobLeases } from './job-leases.ts'
import type { Database } from './schema.ts'
import { openSqliteDatabase } from './sqlite-database.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: Dialect
  /** Where the data lives, for logs: the SQLite file or the PostgreSQL host/database (no password). */
  location: string
  /** Claims on running jobs that end with the process holding them (db/job-leases.ts). */
  jobLeases: JobLeases
  /** PostgreSQL's catalogue change notices (LISTEN/NOTIFY); null on SQLite, where the version row is read instead. */
  catalogueChanges: CatalogueChanges | null
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string | undefined
  dataDir: string
  /** SQLite file name inside dataDir. */
  sqliteFile?: string
  /** How long a SQLite write waits for another writer's lock before failing as busy (default 5 s). */
  sqliteBusyTimeoutMs?: number
  poolSize?: number
  /** Told when a PostgreSQL connection breaks (idle or in use); the pool replaces it. */
  onConnectionError?: (err: Error) => void
}

/** How long a request waits for a PostgreSQL connection before it is told the database is unavailable. */
const CONNECT_TIMEOUT_MS = 5000

// Every failed query (begin and commit included) passes here, in the caller's async context.
const log = (event: LogEvent) => {
  if (event.level === 'error') noteDatabaseFault(event.error)
}

// pg returns int8 (count(*)) as a string to protect precision; our counts fit a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10))
// float8 already parses to number; numeric stays a string and is not used in the schema.

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    })
    // A connection that breaks emits 'error': an idle one on the pool, one in use on its
    // client. An 'error' event with no listener kills the process, so every client gets one
    // for its whole life; the query in flight fails on its own, and the pool drops the
    // broken client when it is released.
    const onError = (err: Error) => options.onConnectionError?.(err)
    pool.on('error', onError)
    pool.on('connect', (client) => client.on('error', onError))
    // A refused connection never reaches a query, so it is noted here.
    const noted: PostgresPool = {
      options: pool.options,
      connect: () =>
        pool.connect().catch((err: unknown) => {
          noteDatabaseFault(err)
          throw err
        }),
      end: () => pool.end(),
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: noted }), log })
    const url = new URL(options.databaseUrl)
    // Subscriptions end with the handle, so a closed database leaves no listening connection.
    const changes = createPostgresCatalogueChanges({ connectionString: options.databaseUrl, connectTimeoutMs: CONNECT_TIMEOUT_MS, onConnectionError: onError })
    const stops = new Set<() => void>()
    const catalogueChanges: CatalogueChanges = {
      subscribe(listener) {
        const stop = changes.subscribe(listener)
        stops.add(stop)
        return () => {
          stops.delete(stop)
          stop()
        }
      },
    }
    return {
      db,
      dialect: 'postgres',
      location: `postgres://${url.host}${url.pathname}`,
      jobLeases: createPostgresJobLeases({ connectionString: options.databaseUrl, db, connectTimeoutMs: CONNECT_TIMEOUT_MS, onConnectionError: onError }),
      catalogueChanges,
      close: () => {
        for (const stop of stops) stop()
        stops.clear()
        return db.destroy()
      },
    }
  }

  mkdirSync(options.dataDir, { recursive: true })
  const file = path.resolve(options.dataDir, options.sqliteFile ?? 'styleblueprint.sqlite')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqliteDatabase(file, options.sqliteBusyTimeoutMs === undefined ? {} : { busyTimeoutMs: options.sqliteBusyTimeoutMs }) }), log })
  return { db, dialect: 'sqlite', location: file, jobLeases: createLocalJobLeases(), catalogueChanges: null, close: () => db.destroy() }
}

/** The cheapest real round trip: proves the engine answers without touching a table. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}
