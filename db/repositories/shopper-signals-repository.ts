import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { MAX_SIGNALS, mergeSignals, normaliseSignals, REJECT_REASONS, type RejectReason, type Signal, SIGNAL_KINDS, type SignalKind } from '#core/learning/signals.ts'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

function toSignal(row: { kind: string; ref: string; reason: string | null; signalled_at: string }): Signal | null {
  if (!(SIGNAL_KINDS as readonly string[]).includes(row.kind)) return null
  const at = Date.parse(row.signalled_at)
  if (!Number.isFinite(at)) return null
  const reason = row.reason !== null && (REJECT_REASONS as readonly string[]).includes(row.reason) ? (row.reason as RejectReason) : undefined
  return { kind: row.kind as SignalKind, ref: row.ref, at, ...(reason ? { reason } : {}) }
}

/** Her signals, oldest first, the newest MAX_SIGNALS. */
export async function listShopperSignals(db: Db, userId: string): Promise<Signal[]> {
  const rows = await db
    .selectFrom('shopper_signals')
    .select(['kind', 'ref', 'reason', 'signalled_at'])
    .where('user_id', '=', userId)
    .orderBy('signalled_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_SIGNALS)
    .execute()
  return normaliseSignals(rows.map(toSignal).filter((s): s is Signal => s !== null))
}

/**
 * Adds signals to her history (merging a visitor's on sign-in is the same thing): the union
 * in time order, each signal once, bounded to the newest MAX_SIGNALS, written in one
 * transaction. Returns the history as stored.
 */
export async function addShopperSignals(db: Kysely<Database>, userId: string, signals: readonly Signal[]): Promise<Signal[]> {
  return db.transaction().execute(async (trx) => {
    const merged = mergeSignals(await listShopperSignals(trx, userId), signals)
    await trx.deleteFrom('shopper_signals').where('user_id', '=', userId).execute()
    const rows = merged.map((s) => ({ id: randomUUID(), user_id: userId, kind: s.kind, ref: s.ref, reason: s.reason ?? null, signalled_at: new Date(s.at).toISOString() }))
    for (let start = 0; start < rows.length; start += 100) await trx.insertInto('shopper_signals').values(rows.slice(start, start + 100)).execute()
    return merged
  })
}

/** "Clear my history": every signal of hers goes. Returns how many. */
export async function clearShopperSignals(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('shopper_signals').where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows)
}
