import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely'
import { type LockPolicy, type LockState, recordFailure } from '#core/admin/login-lock.ts'
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

/** One lock key and the rules it counts by. */
export interface LockKey {
  key: string
  policy: LockPolicy
}

/**
 * Counts one failed sign-in against each key and returns the new states. Runs in one
 * transaction with the rows locked on PostgreSQL, so two processes counting at once
 * cannot both read "2 failures" and both write "3 failures, not locked".
 */
export async function recordLoginFailures(db: Kysely<Database>, lockKeys: readonly LockKey[], now: Date): Promise<Map<string, LockState>> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const iso = now.toISOString()
  const keys = lockKeys.map((k) => k.key)
  const policies = new Map(lockKeys.map((k) => [k.key, k.policy]))
  return db.transaction().execute(async (trx) => {
    for (const key of [...keys].sort()) {
      await trx
        .insertInto('admin_login_locks')
        .values({ key, failed_count: 0, locked_until: null, last_failure_at: null, updated_at: iso })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute()
    }
    // Always in key order, so two transactions never wait on each other's rows in a cycle.
    let query = trx.selectFrom('admin_login_locks').selectAll().where('key', 'in', keys).orderBy('key')
    // SQLite has one writer at a time already, and no FOR UPDATE.
    if (pg) query = query.forUpdate()
    const rows = await query.execute()
    const next = new Map<string, LockState>()
    for (const row of rows) {
      const state = recordFailure(
        { failedCount: row.failed_count, lockedUntil: row.locked_until, lastFailureAt: row.last_failure_at },
        now,
        policies.get(row.key),
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

/** A successful sign-in clears the client's count for that account. */
export async function clearLoginLocks(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return
  await db.deleteFrom('admin_login_locks').where('key', 'in', keys).execute()
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
const keyLike = (pattern: string) => sql<boolean>`${sql.ref('key')} like ${pattern} escape '\\'`

/** Removes the exact key and every key that ends with the suffix (all of one account's locks). */
export async function clearLoginLocksOf(db: Db, key: string, suffix: string): Promise<void> {
  await db
    .deleteFrom('admin_login_locks')
    .where((eb) => eb.or([eb('key', '=', key), keyLike(`%${likeEscaped(suffix)}`)]))
    .execute()
}
