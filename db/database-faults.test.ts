import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { connectionArgument, createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createDatabase, type DatabaseHandle, pingDatabase } from './database.ts'
import { isDatabaseUnavailable, watchDatabaseFaults } from './database-faults.ts'

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code, severity: 'FATAL' })

describe('isDatabaseUnavailable', () => {
  it('knows an outage from a bad query', () => {
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true)
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is shutting down'))).toBe(true)
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true)
    expect(isDatabaseUnavailable(pgError('53300', 'too many connections'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    // What net throws when every address of the host refused.
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5'), { code: 'ECONNREFUSED' })
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true)
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: refused }))).toBe(true)

    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value'))).toBe(false)
    expect(isDatabaseUnavailable(pgError('42601', 'syntax error'))).toBe(false)
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})

describe('SQLite busy', () => {
  let dir: string | undefined
  let handle: DatabaseHandle | undefined
  afterEach(async () => {
    await handle?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
    handle = dir = undefined
  })

  it('is an outage while another writer holds the lock, noticed even when the caller swallows it', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sb-busy-'))
    handle = createDatabase({ dataDir: dir, sqliteBusyTimeoutMs: 20 })
    await pingDatabase(handle.db)
    const other = new DatabaseSync(handle.location)
    other.exec('begin immediate')
    try {
      const write = () => sql`create table busy_probe (x integer)`.execute(handle!.db)
      const watched = await watchDatabaseFaults(() => write().then(() => null, (err: unknown) => err))
      expect(isDatabaseUnavailable(watched.value)).toBe(true)
      expect(watched.sawUnavailable).toBe(true)

      // A bad query is not an outage.
      const bad = await watchDatabaseFaults(() => sql`select * from no_such_table`.execute(handle!.db).then(() => null, (err: unknown) => err))
      expect(isDatabaseUnavailable(bad.value)).toBe(false)
      expect(bad.sawUnavailable).toBe(false)
    } finally {
      other.exec('rollback')
      other.close()
    }
  })
})

describe.each(DIALECTS.filter((d) => d === 'postgres'))('a %s connection that breaks', () => {
  let database: TestDatabase | undefined
  let handle: DatabaseHandle | undefined
  afterEach(async () => {
    await handle?.close()
    await database?.destroy()
    handle = database = undefined
  })

  it('while checked out does not crash the process: the next query on it fails as an outage and the pool replaces it', async () => {
    database = await createTestDatabase('postgres')
    let lost: (err: Error) => void = () => {}
    const connectionLost = new Promise<Error>((resolve) => (lost = resolve))
    handle = createDatabase({ databaseUrl: connectionArgument(database), dataDir: tmpdir(), poolSize: 2, onConnectionError: (err) => lost(err) })
    const db = handle.db

    await db.connection().execute(async (connection) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection)
      // Another connection ends this one while it is checked out and idle (what a database
      // restart does to every connection in use): 57P01 arrives as an 'error' event.
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(db)
      expect(await connectionLost).toMatchObject({ code: '57P01' })

      const next = await watchDatabaseFaults(() => sql`select 1`.execute(connection).then(() => null, (err: unknown) => err))
      expect(isDatabaseUnavailable(next.value)).toBe(true)
      expect(next.sawUnavailable).toBe(true)
    })
    await pingDatabase(db)
  })
})
