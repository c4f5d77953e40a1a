import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'
import { openSqliteDatabase } from './sqlite-database.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: Dialect
  /** Where the data lives, for logs: the SQLite file or the PostgreSQL host/database (no password). */
  location: string
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string | undefined
  dataDir: string
  /** SQLite file name inside dataDir. */
  sqliteFile?: string
  poolSize?: number
}

// pg returns int8 (count(*)) as a string to protect precision; our counts fit a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10))
// float8 already parses to number; numeric stays a string and is not used in the schema.

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 })
    // An idle client losing its connection emits 'error' on the pool; without a listener
    // that would crash the process instead of failing the next query.
    pool.on('error', () => {})
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    const url = new URL(options.databaseUrl)
    return {
      db,
      dialect: 'postgres',
      location: `postgres://${url.host}${url.pathname}`,
      close: () => db.destroy(),
    }
  }

  mkdirSync(options.dataDir, { recursive: true })
  const file = path.resolve(options.dataDir, options.sqliteFile ?? 'styleblueprint.sqlite')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqliteDatabase(file) }) })
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() }
}

/** The cheapest real round trip: proves the engine answers without touching a table. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}
