import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDatabase, type DatabaseHandle, type Dialect } from '#db/database.ts'
import { migrateDown, migrateToLatest } from '#db/migrator.ts'

/**
 * The engines the database suite runs against: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL points at a server we may create databases on. Narrow with
 * TEST_DIALECTS=sqlite (or postgres).
 */
export const DIALECTS: Dialect[] = (() => {
  const all: Dialect[] = ['sqlite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])]
  const only = process.env.TEST_DIALECTS?.split(',').map((s) => s.trim())
  return only ? all.filter((d) => only.includes(d)) : all
})()

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the file or drops the database. */
  destroy(): Promise<void>
}

/** A fresh, migrated database of the given dialect, private to the caller. */
export async function createTestDatabase(dialect: Dialect, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const handle = dialect === 'sqlite' ? createSqlite() : await createPostgres()
  if (options.migrate !== false) {
    const { error } = await migrateToLatest(handle.db)
    if (error) throw error
  }
  return handle
}

function createSqlite(): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-test-'))
  const handle = createDatabase({ dataDir: dir })
  return {
    ...handle,
    async destroy() {
      await handle.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function createPostgres(): Promise<TestDatabase> {
  const created = await newPostgresDatabase('sb_test')
  const handle = createDatabase({ databaseUrl: created.url, dataDir: tmpdir(), poolSize: 4 })
  return {
    ...handle,
    async destroy() {
      await handle.close()
      await created.drop()
    },
  }
}

/**
 * Undoes migrations, newest first, down to and including `name`, so a migration's test
 * still finds the schema before it once later migrations are added. Throws if `name` was
 * never applied or a step fails.
 */
export async function migrateDownThrough(db: DatabaseHandle['db'], name: string): Promise<void> {
  for (;;) {
    const { error, results } = await migrateDown(db)
    if (error) throw error
    const undone = results?.[0]?.migrationName
    if (undone === name) return
    if (!undone) throw new Error(`migrateDownThrough: ${name} was never applied`)
  }
}

/**
 * A new, empty database on TEST_DATABASE_URL's server (or `adminUrl`'s), named from `prefix` (a server process
 * given its URL migrates it itself); drop() removes it, connections and all.
 */
export async function newPostgresDatabase(prefix: string, adminUrl: string = process.env.TEST_DATABASE_URL!): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  await asAdmin(adminUrl, `create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) }
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/**
 * How another process reaches a test database: its SQLite data folder, or a PostgreSQL
 * URL with the credentials of TEST_DATABASE_URL (the handle's location leaves them out).
 */
export function connectionArgument(database: TestDatabase): string {
  if (database.dialect === 'sqlite') return path.dirname(database.location)
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = new URL(database.location).pathname
  return url.toString()
}
