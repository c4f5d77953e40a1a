import type { Kysely, Transaction } from 'kysely'
import { IMPORT_JOB_STATUSES, type ImportJobResult, type ImportJobStatus, type ImportJobView } from '#core/import/import-job.ts'
import type { Product } from '#core/catalog/product.ts'
import type { ImportedProduct } from '#core/import/imported-product.ts'
import { parseBooleanColumn, parseJsonColumn } from '../json-column.ts'
import type { Database, NewProduct } from '../schema.ts'
import { enqueueProducts } from './ai-queue-repository.ts'
import { readAndStoreAttributes } from './product-attributes-repository.ts'
import { shopTextColumns, toProduct } from './products-repository.ts'

type Db = Kysely<Database> | Transaction<Database>
type ImportJobRow = Database['import_jobs']

// Keys per IN (...) list: far under both engines' bound-parameter limits.
const KEY_CHUNK = 500

function toView(row: { [K in keyof ImportJobRow]: unknown }): ImportJobView {
  const status = String(row.status)
  return {
    id: String(row.id),
    status: (IMPORT_JOB_STATUSES as readonly string[]).includes(status) ? (status as ImportJobStatus) : 'failed',
    totalRows: Number(row.total_rows),
    processedRows: Number(row.processed_rows),
    succeededRows: Number(row.succeeded_rows),
    failedRows: Number(row.failed_rows),
    message: (row.message as string | null) ?? null,
    result: parseJsonColumn<ImportJobResult | null>(row.result, null),
    cancelRequested: parseBooleanColumn(row.cancel_requested),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    finishedAt: (row.finished_at as string | null) ?? null,
  }
}

export async function insertImportJob(
  db: Db,
  job: { id: string; adminUserId: string | null; totalRows: number; message: string; now: string },
): Promise<void> {
  await db
    .insertInto('import_jobs')
    .values({
      id: job.id,
      admin_user_id: job.adminUserId,
      status: 'running',
      total_rows: job.totalRows,
      processed_rows: 0,
      succeeded_rows: 0,
      failed_rows: 0,
      message: job.message,
      result: null,
      cancel_requested: false,
      created_at: job.now,
      updated_at: job.now,
      finished_at: null,
    })
    .execute()
}

export async function updateImportJobProgress(
  db: Db,
  id: string,
  progress: { processedRows: number; succeededRows: number; failedRows: number; message: string; now: string },
): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({
      processed_rows: progress.processedRows,
      succeeded_rows: progress.succeededRows,
      failed_rows: progress.failedRows,
      message: progress.message,
      updated_at: progress.now,
    })
    .where('id', '=', id)
    .execute()
}

export async function finishImportJob(
  db: Db,
  id: string,
  end: { status: Exclude<ImportJobStatus, 'running'>; message: string; result: ImportJobResult; now: string },
): Promise<void> {
  await db
    .updateTable('import_jobs')
    .set({ status: end.status, message: end.message, result: JSON.stringify(end.result), updated_at: end.now, finished_at: end.now })
    .where('id', '=', id)
    // Once ended (by its runner, or by another process that found it dead), a job stays ended.
    .where('status', '=', 'running')
    .execute()
}

/** Ids of the jobs recorded as running. */
export async function listRunningImportJobIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('import_jobs').select('id').where('status', '=', 'running').execute()
  return rows.map((r) => r.id)
}

/**
 * Ends as failed those of these jobs that are still running (their process is gone).
 * Returns how many were ended.
 */
export async function failRunningImportJobs(
  db: Db,
  ids: readonly string[],
  end: { message: string; result: ImportJobResult; now: string },
): Promise<number> {
  if (ids.length === 0) return 0
  const result = await db
    .updateTable('import_jobs')
    .set({ status: 'failed', message: end.message, result: JSON.stringify(end.result), updated_at: end.now, finished_at: end.now })
    .where('status', '=', 'running')
    .where('id', 'in', [...ids])
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function findImportJob(db: Db, id: string): Promise<ImportJobView | null> {
  const row = await db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toView(row) : null
}

export async function findLatestImportJob(db: Db): Promise<ImportJobView | null> {
  const row = await db.selectFrom('import_jobs').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
  return row ? toView(row) : null
}

export async function findRunningImportJob(db: Db): Promise<ImportJobView | null> {
  const row = await db.selectFrom('import_jobs').selectAll().where('status', '=', 'running').orderBy('created_at', 'desc').limit(1).executeTakeFirst()
  return row ? toView(row) : null
}

/** Marks a running job for stopping; the runner looks between batches. False when it is not running. */
export async function requestImportJobCancel(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('import_jobs')
    .set({ cancel_requested: true, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function isImportJobCancelRequested(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('import_jobs').select('cancel_requested').where('id', '=', id).executeTakeFirst()
  return row ? parseBooleanColumn(row.cancel_requested) : true
}

/** Which of these affiliate URL keys the catalogue already holds. */
export async function findExistingAffiliateKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>()
  const unique = [...new Set(keys)]
  for (let i = 0; i < unique.length; i += KEY_CHUNK) {
    const rows = await db.selectFrom('products').select('affiliate_url_key').where('affiliate_url_key', 'in', unique.slice(i, i + KEY_CHUNK)).execute()
    for (const r of rows) found.add(r.affiliate_url_key)
  }
  return found
}

/** The catalogue's products holding these affiliate URL keys, by key. */
export async function findProductsByAffiliateKeys(db: Db, keys: readonly string[]): Promise<Map<string, Product>> {
  const found = new Map<string, Product>()
  const unique = [...new Set(keys)]
  for (let i = 0; i < unique.length; i += KEY_CHUNK) {
    const rows = await db.selectFrom('products').selectAll().where('affiliate_url_key', 'in', unique.slice(i, i + KEY_CHUNK)).execute()
    for (const r of rows) found.set(r.affiliate_url_key, toProduct(r))
  }
  return found
}

export function importedProductToRow(p: ImportedProduct, createdAt: string): NewProduct {
  return {
    id: p.id,
    ...shopTextColumns(p, p.affiliateUrlKey),
    original_price: null,
    rating: null,
    review_count: null,
    body_shapes: JSON.stringify([]),
    color_palettes: JSON.stringify([]),
    source: 'import',
    is_active: p.isActive,
    created_at: createdAt,
    updated_at: createdAt,
    ai_analyzed_at: null,
    ai_analysis_version: null,
    ai_confidence_score: null,
  }
}

/**
 * Inserts imported products with their read garment attributes and queues each for AI
 * analysis at `priority`, in the caller's transaction, so a product never lands without
 * its attributes and its queue item (or the reverse).
 */
export async function insertImportedProducts(
  trx: Transaction<Database>,
  products: readonly ImportedProduct[],
  options: { now: string; priority: number },
): Promise<void> {
  if (products.length === 0) return
  // 27 product columns: 500 rows stay under both engines' bound-parameter limits.
  for (let i = 0; i < products.length; i += 500) {
    const slice = products.slice(i, i + 500)
    const rows = slice.map((p) => importedProductToRow(p, options.now))
    await trx.insertInto('products').values(rows).execute()
    await readAndStoreAttributes(trx, rows, options.now)
    await enqueueProducts(trx, slice.map((p) => p.id), options)
  }
}
