import { type Kysely, PostgresAdapter, type Selectable, sql, type Transaction } from 'kysely'
import { truncateGraphemes } from '#core/text/graphemes.ts'
import type { AiAnalysisQueueTable, Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** pending -> processing -> completed; a failure goes back to pending with attempts+1, failed at the last attempt. */
export const QUEUE_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const
export type QueueStatus = (typeof QUEUE_STATUSES)[number]

/** The spec's limit: the third failed attempt leaves the item failed until an administrator retries it. */
export const MAX_QUEUE_ATTEMPTS = 3

/**
 * Higher runs first. Imports queue at 2 (the spec's default), the queue helper's default is
 * 1, and a run an administrator starts goes ahead of both at 3.
 */
export const QUEUE_PRIORITY = { helper: 1, import: 2, admin: 3 } as const

export interface QueueItem {
  id: string
  productId: string
  status: QueueStatus
  priority: number
  attempts: number
  errorMessage: string | null
  claimedAt: string | null
  claimedBy: string | null
  createdAt: string
  updatedAt: string
}

type Row = Selectable<AiAnalysisQueueTable>

function toItem(row: Row): QueueItem {
  return {
    id: row.id,
    productId: row.product_id,
    status: row.status as QueueStatus,
    priority: Number(row.priority),
    attempts: Number(row.attempts),
    errorMessage: row.error_message,
    claimedAt: row.claimed_at,
    claimedBy: row.claimed_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

export interface EnqueueResult {
  /** The queue item of every product asked for: a new one, or the one already waiting. */
  itemIds: string[]
  enqueued: number
  /** Products already pending or processing, left as they were. */
  skipped: number
}

/**
 * Queues products for analysis, skipping those already pending or processing (their
 * existing item is returned instead). Each product is queued at most once per call.
 */
export async function enqueueProducts(db: Db, productIds: readonly string[], options: { priority: number; now: string }): Promise<EnqueueResult> {
  const unique = [...new Set(productIds)]
  const itemIds: string[] = []
  let enqueued = 0
  let skipped = 0
  // 500 ids per statement keeps well under SQLite's bound-variable limit.
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500)
    const waiting = await db
      .selectFrom('ai_analysis_queue')
      .select(['id', 'product_id'])
      .where('product_id', 'in', chunk)
      .where('status', 'in', ['pending', 'processing'])
      .execute()
    const waitingByProduct = new Map(waiting.map((w) => [w.product_id, w.id]))
    const rows = chunk
      .filter((id) => !waitingByProduct.has(id))
      .map((productId) => ({
        id: crypto.randomUUID(),
        product_id: productId,
        status: 'pending',
        priority: options.priority,
        attempts: 0,
        error_message: null,
        claimed_at: null,
        claimed_by: null,
        created_at: options.now,
        updated_at: options.now,
      }))
    // At most 500 rows x 10 columns per insert: far under both engines' bound-parameter limits.
    if (rows.length > 0) await db.insertInto('ai_analysis_queue').values(rows).execute()
    const newByProduct = new Map(rows.map((r) => [r.product_id, r.id]))
    for (const productId of chunk) itemIds.push(waitingByProduct.get(productId) ?? newByProduct.get(productId)!)
    enqueued += rows.length
    skipped += chunk.length - rows.length
  }
  return { itemIds, enqueued, skipped }
}

/**
 * Claims up to `limit` pending items for one worker: highest priority first, then oldest.
 * On PostgreSQL the candidates are locked FOR UPDATE SKIP LOCKED, so processes claiming
 * at the same time never take the same item; SQLite has one writer, so the single
 * UPDATE ... RETURNING is already exclusive.
 */
export async function claimQueueItems(db: Db, options: { limit: number; workerId: string; now: string }): Promise<QueueItem[]> {
  let rows: Row[]
  if (isPostgres(db)) {
    // A CTE, not `id in (select ... limit n)`: PostgreSQL may run an IN-subquery more than
    // once, and with SKIP LOCKED each run can pick different rows, claiming more than n.
    const result = await sql<Row>`
      with candidates as (
        select id from ai_analysis_queue
        where status = 'pending'
        order by priority desc, created_at, id
        limit ${options.limit}
        for update skip locked
      )
      update ai_analysis_queue as q
      set status = 'processing', claimed_at = ${options.now}, claimed_by = ${options.workerId}, updated_at = ${options.now}
      from candidates
      where q.id = candidates.id
      returning q.*`.execute(db)
    rows = result.rows
  } else {
    rows = await db
      .updateTable('ai_analysis_queue')
      .set({ status: 'processing', claimed_at: options.now, claimed_by: options.workerId, updated_at: options.now })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('ai_analysis_queue')
          .select('id')
          .where('status', '=', 'pending')
          .orderBy('priority', 'desc')
          .orderBy('created_at')
          .orderBy('id')
          .limit(options.limit),
      )
      .where('status', '=', 'pending')
      .returningAll()
      .execute()
  }
  return rows.map(toItem).sort((a, b) => b.priority - a.priority || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
}

/**
 * Marks a claimed item completed. Only the worker still holding the claim may: false
 * means the claim was released meanwhile (the worker was too slow) and nothing changed.
 */
export async function completeQueueItem(db: Db, id: string, workerId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('ai_analysis_queue')
    .set({ status: 'completed', error_message: null, claimed_at: null, claimed_by: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where('claimed_by', '=', workerId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A failed attempt: back to pending with attempts+1, or failed once attempts reach the limit. */
export async function failQueueItem(db: Db, id: string, workerId: string, error: string, now: string): Promise<QueueStatus | null> {
  const rows = await db
    .updateTable('ai_analysis_queue')
    .set((eb) => ({
      status: eb.case().when('attempts', '>=', MAX_QUEUE_ATTEMPTS - 1).then('failed').else('pending').end(),
      attempts: eb('attempts', '+', 1),
      error_message: truncateGraphemes(error, { units: 1000 }),
      claimed_at: null,
      claimed_by: null,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where('claimed_by', '=', workerId)
    .returning('status')
    .execute()
  return (rows[0]?.status as QueueStatus | undefined) ?? null
}

/**
 * Gives back items whose claim is older than `claimedBefore` (their worker crashed or
 * hung): they count as a failed attempt, so an item that keeps killing workers ends failed.
 */
export async function releaseStaleClaims(db: Db, options: { claimedBefore: string; now: string; message: string }): Promise<number> {
  const result = await db
    .updateTable('ai_analysis_queue')
    .set((eb) => ({
      status: eb.case().when('attempts', '>=', MAX_QUEUE_ATTEMPTS - 1).then('failed').else('pending').end(),
      attempts: eb('attempts', '+', 1),
      error_message: options.message,
      claimed_at: null,
      claimed_by: null,
      updated_at: options.now,
    }))
    .where('status', '=', 'processing')
    .where('claimed_at', '<', options.claimedBefore)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Gives a claimed item that was never started back to the queue as it was (the worker is stopping; no attempt is counted). */
export async function releaseUnstartedClaim(db: Db, id: string, workerId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('ai_analysis_queue')
    .set({ status: 'pending', claimed_at: null, claimed_by: null, updated_at: now })
    .where('id', '=', id)
    .where('claimed_by', '=', workerId)
    .where('status', '=', 'processing')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The retry action: failed items back to pending with 0 attempts (all of them, or those given). */
export async function retryFailedQueueItems(db: Db, now: string, itemIds?: readonly string[]): Promise<number> {
  if (itemIds && itemIds.length === 0) return 0
  let query = db
    .updateTable('ai_analysis_queue')
    .set({ status: 'pending', attempts: 0, error_message: null, updated_at: now })
    .where('status', '=', 'failed')
  if (itemIds) query = query.where('id', 'in', [...itemIds])
  return Number((await query.executeTakeFirst()).numUpdatedRows)
}

/** Removes completed items last touched before `before` (the spec keeps them 7 days). */
export async function purgeCompletedQueueItems(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('ai_analysis_queue').where('status', '=', 'completed').where('updated_at', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Removes the given items that are still pending (a stopped run); items being processed finish. */
export async function cancelPendingQueueItems(db: Db, itemIds: readonly string[]): Promise<number> {
  let cancelled = 0
  for (let i = 0; i < itemIds.length; i += 500) {
    const result = await db
      .deleteFrom('ai_analysis_queue')
      .where('id', 'in', itemIds.slice(i, i + 500))
      .where('status', '=', 'pending')
      .executeTakeFirst()
    cancelled += Number(result.numDeletedRows)
  }
  return cancelled
}

export async function countQueueItemsByStatus(db: Db): Promise<Record<QueueStatus, number>> {
  const rows = await db
    .selectFrom('ai_analysis_queue')
    .select((eb) => ['status', eb.fn.countAll<string | number>().as('count')])
    .groupBy('status')
    .execute()
  const counts: Record<QueueStatus, number> = { pending: 0, processing: 0, completed: 0, failed: 0 }
  for (const r of rows) if (r.status in counts) counts[r.status as QueueStatus] = Number(r.count)
  return counts
}

/** The given items as they stand now (a run's progress); items removed meanwhile are absent. */
export async function findQueueItems(db: Db, itemIds: readonly string[]): Promise<QueueItem[]> {
  const items: QueueItem[] = []
  for (let i = 0; i < itemIds.length; i += 500) {
    const rows = await db.selectFrom('ai_analysis_queue').selectAll().where('id', 'in', itemIds.slice(i, i + 500)).execute()
    items.push(...rows.map(toItem))
  }
  return items
}

/** The latest failed items, newest first, for the back office's error list. */
export async function listFailedQueueItems(db: Db, limit: number): Promise<QueueItem[]> {
  const rows = await db.selectFrom('ai_analysis_queue').selectAll().where('status', '=', 'failed').orderBy('updated_at', 'desc').limit(limit).execute()
  return rows.map(toItem)
}
