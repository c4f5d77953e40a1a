import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite'
import type { SqliteDatabase } from 'kysely'

/** Bound values node:sqlite accepts; Kysely may hand us booleans and Dates, which it rejects. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof Date) return value.toISOString()
  if (value === undefined) return null
  return value as SQLInputValue
}

/** Compiled statements kept per connection, least recently used dropped first. */
const STATEMENT_CACHE_SIZE = 200

/**
 * Opens a SQLite file through Node's built-in `node:sqlite` and adapts it to the
 * better-sqlite3-shaped interface Kysely's SqliteDialect expects. WAL keeps readers
 * from blocking the writer and survives a kill -9; foreign keys are off by default in
 * SQLite, so they are switched on per connection.
 */
export function openSqliteDatabase(filename: string, options: { busyTimeoutMs?: number } = {}): SqliteDatabase {
  const db = new DatabaseSync(filename)
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA foreign_keys = ON')
  db.exec(`PRAGMA busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`)

  // Compiling a statement costs as much as running it for a large multi-row insert; an import
  // sends the same batch SQL again and again, so compiled statements are kept (a few, by text).
  const statements = new Map<string, StatementSync>()
  const compiled = (sql: string) => {
    let statement = statements.get(sql)
    if (statement) {
      statements.delete(sql)
    } else {
      statement = db.prepare(sql)
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!)
    }
    statements.set(sql, statement)
    return statement
  }

  return {
    close: () => {
      statements.clear()
      db.close()
    },
    prepare(sql: string) {
      const statement = compiled(sql)
      const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteValue)
      return {
        // A statement that yields columns (SELECT, or anything with RETURNING) is read with all().
        get reader() {
          return statement.columns().length > 0
        },
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        // An open iterator holds its statement, so a stream gets a statement of its own.
        iterate: (parameters) => db.prepare(sql).iterate(...bind(parameters)),
      }
    },
  }
}
