import { type Kysely, PostgresAdapter, type Transaction } from 'kysely'
import { type LockState, recordFailure } from '#core/admin/login-lock.ts'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** The lock rows for these keys, by key; keys with no row are absent. */
export async function findLoginLocks(db: Db, keys: readonly string[]): Promise<Map<string, LockState>> {
  if (keys.length === 0) return new Map()
  const rows = await db.selectFrom('admin_login_locks').selectAll().where('key', 'in', keys).execute()
  return new Map(
    rows.map((r) => [r.key, { failedCount: r.failed_count, lockedUntil: r.locked_until, lastFailureAt: r.last_failure_at }]),
  )
}

/**
 * Counts one failed sign-in against each key and returns the new states. Runs in one
 * transaction with the rows locked on PostgreSQL, so two processes counting at once
 * cannot both read "2 failures" and both write "3 failures, not locked".
 */
export async function recordLoginFailures(db: Kysely<Database>, keys: readonly string[], now: Date): Promise<Map<string, LockState>> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const iso = now.toISOString()
  return db.transaction().execute(async (trx) => {
    for (const key of keys) {
      await trx
        .insertInto('admin_login_locks')
        .values({ key, failed_count: 0, locked_until: null, last_failure_at: null, updated_at: iso })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute()
    }
    let query = trx.selectFrom('admin_login_locks').selectAll().where('key', 'in', keys)
    // SQLite has one writer at a time already, and no FOR UPDATE.
    if (pg) query = query.forUpdate()
    const rows = await query.execute()
    const next = new Map<string, LockState>()
    for (const row of rows) {
      const state = recordFailure(
        { failedCount: row.failed_count, lockedUntil: row.locked_until, lastFailureAt: row.last_failure_at },
        now,
      )
      await trx
        .updateTable('admin_login_locks')
        .set({
          failed_count: state.failedCount,
          locked_until: state.lockedUntil,
          last_failure_at: state.lastFailureAt,
          updated_at: iso,
        })
        .where('key', '=', row.key)
        .execute()
      next.set(row.key, state)
    }
    return next
  })
}

/** A successful sign-in clears the account's and the address's counts. */
export async function clearLoginLocks(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return
  await db.deleteFrom('admin_login_locks').where('key', 'in', keys).execute()
}
