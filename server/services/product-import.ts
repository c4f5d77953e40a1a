import type { Kysely } from 'kysely'
import { LRUCache } from 'lru-cache'
import { applyEdit, type EditableProduct, editValuesOf } from '#core/admin/product-edit.ts'
import { affiliateUrlKey } from '#core/catalog/affiliate-url.ts'
import { translate } from '#core/i18n/translate.ts'
import { IMPORT_FAILURES_KEPT, type ImportFailure, type ImportJobView } from '#core/import/import-job.ts'
import type { SingleProductInput } from '#core/import/import-request.ts'
import { type ImageProblem, type ImportColumn, imageUrlsToCheck, type ImportRowInput, type ImportRowResult, validateImportRows } from '#core/import/import-row.ts'
import { importAlert } from '#core/import/import-summary.ts'
import { OPTIONAL_COLUMNS } from '#core/import/optional-columns.ts'
import { type ImportedProduct, toImportedProduct } from '#core/import/imported-product.ts'
import {
  findExistingAffiliateKeys,
  findProductsByAffiliateKeys,
  findImportJob,
  findLatestImportJob,
  findRunningImportJob,
  failRunningImportJobs,
  finishImportJob,
  insertImportedProducts,
  insertImportJob,
  isImportJobCancelRequested,
  listRunningImportJobIds,
  requestImportJobCancel,
  updateImportJobProgress,
} from '#db/repositories/import-jobs-repository.ts'
import type { JobLease, JobLeases } from '#db/job-leases.ts'
import { writeProductEdit } from '#db/repositories/product-changes-repository.ts'
import type { Database } from '#db/schema.ts'
import type { ImageChecker, ImageCheckResult } from '#integrations/http/image-check.ts'
import type { ImportsConfig } from '../config.ts'
import type { Logger } from '../logger.ts'
import { type AdminActor, logAdminActivity, type RequestOrigin } from './admin-activity.ts'

/** The spec's default priority for new products in the AI analysis queue. */
export const IMPORT_QUEUE_PRIORITY = 2
/** Rows per transaction: large enough to be fast, small enough that Stop answers quickly. */
export const IMPORT_BATCH_SIZE = 1000
/** Image URLs checked between two progress updates while validating. */
const VALIDATION_CHUNK = 500

export interface ProductImportDeps {
  db: Kysely<Database>
  /** The database's job leases: a running job whose lease nobody holds belongs to a dead process. */
  jobLeases: JobLeases
  logger: Logger
  config: ImportsConfig
  imageChecker: ImageChecker
  now?: () => Date
  batchSize?: number
  /** Called once new products are queued for AI analysis (the server wakes its worker). */
  onQueued?: () => void
}

export type AddOneResult =
  | { ok: true; product: { id: string; name: string } }
  | { ok: false; issues: Array<{ path: ImportColumn; message: string }> }

export type StartResult = { ok: true; job: ImportJobView } | { ok: false; reason: 'already-running'; job: ImportJobView }

export interface ProductImport {
  /**
   * Every rule, on the server: format, duplicates (catalogue and earlier rows, unless
   * `ignoreCatalog`), and the image HEAD check (unless `checkImages` is false).
   */
  validate(
    rows: readonly ImportRowInput[],
    onChunk?: (done: number, total: number) => Promise<void>,
    options?: { ignoreCatalog?: boolean; checkImages?: boolean },
  ): Promise<ImportRowResult[]>
  /**
   * Records a job and runs it in the background; progress and result are read from the job.
   * Rows listed in `updateRows` whose link is already in the catalogue update that product
   * (its fields, a new reading, its change log); every other such row is skipped.
   */
  start(rows: readonly ImportRowInput[], actor: AdminActor, origin: RequestOrigin, options?: { updateRows?: readonly number[] }): Promise<StartResult>
  /**
   * Add Product: one row through the same rules (image check and duplicates included) and
   * the same insert as an import batch, queued for AI analysis. Errors name their field.
   */
  addOne(input: SingleProductInput, actor: AdminActor, origin: RequestOrigin): Promise<AddOneResult>
  /** A job as stored; one left running by a dead process is ended as failed first. */
  job(id: string): Promise<ImportJobView | null>
  latest(): Promise<ImportJobView | null>
  /**
   * Asks a running job to stop after its current validation chunk or batch; a job whose
   * process died is ended at once.
   */
  stop(id: string): Promise<ImportJobView | null>
  /** Ends as failed the running jobs whose process died (no live lease). Returns how many were ended. */
  failInterrupted(): Promise<number>
  /** Resolves when a job this process runs has ended (tests and graceful shutdown). */
  settled(id: string): Promise<void>
}

/**
 * A re-imported row as an edit of the product it found. The link is how the row found it (the
 * same link, perhaps spelled another way), so the stored link stays; an empty optional cell
 * leaves its field as it is (a file need not carry every column), so a re-import never wipes a
 * price or a description it did not mention.
 */
function asUpdateOf(product: EditableProduct, row: ImportRowInput): ImportRowInput {
  const stored = editValuesOf(product)
  const kept = Object.fromEntries(OPTIONAL_COLUMNS.filter((c) => (row[c] ?? '').trim() === '').map((c) => [c, stored[c]]))
  return { ...row, ...kept, affiliateUrl: product.affiliateUrl }
}

/** The image check's answer as the import's rules speak of it (core/import/import-row.ts). */
function imageProblemOf(result: ImageCheckResult): ImageProblem | null {
  if (result.ok) return null
  if (result.reason === 'refused-address' || result.reason === 'not-an-image') return result.reason
  return 'unreachable'
}

/** Thrown from the validation progress callback when Stop was pressed. */
class ImportStopped extends Error {}

export function createProductImport(deps: ProductImportDeps): ProductImport {
  const now = deps.now ?? (() => new Date())
  const batchSize = deps.batchSize ?? IMPORT_BATCH_SIZE
  const running = new Map<string, Promise<void>>()
  // Validate All followed by Import Products checks the same images twice within minutes;
  // the second time reads this. Short-lived and per process, so losing it costs one re-check.
  // A TTL of 0 (IMAGE_CHECK_CACHE_TTL_MS=0) turns reuse off: every validation asks again.
  const cacheTtl = deps.config.imageCacheTtlMs
  const imageCache = new LRUCache<string, { problem: ImageProblem | null }>({ max: 50_000, ttl: Math.max(cacheTtl, 1) })

  async function validate(
    rows: readonly ImportRowInput[],
    onChunk?: (done: number, total: number) => Promise<void>,
    options: { ignoreCatalog?: boolean; checkImages?: boolean } = {},
  ) {
    const keys = rows.map((r) => affiliateUrlKey(r.affiliateUrl)).filter((k): k is string => k !== null)
    const catalogKeys = options.ignoreCatalog ? new Set<string>() : await findExistingAffiliateKeys(deps.db, keys)
    // This run's answers: each distinct URL is asked once per validation, cache or no cache.
    // Cached answers are copied in first, so one expiring mid-run cannot turn into a failure.
    const answers = new Map<string, ImageProblem | null>()
    const urls: string[] = []
    // An edit that keeps its image does not ask the image's host again (checkImages: false).
    for (const url of options.checkImages === false ? [] : imageUrlsToCheck(rows)) {
      const cached = imageCache.get(url)
      if (cached === undefined) urls.push(url)
      else answers.set(url, cached.problem)
    }
    for (let i = 0; i < urls.length; i += VALIDATION_CHUNK) {
      const results = await deps.imageChecker.checkAll(urls.slice(i, i + VALIDATION_CHUNK))
      for (const [url, result] of results) {
        answers.set(url, imageProblemOf(result))
        if (cacheTtl > 0) imageCache.set(url, { problem: imageProblemOf(result) })
      }
      await onChunk?.(Math.min(i + VALIDATION_CHUNK, urls.length), urls.length)
    }
    const results = validateImportRows(rows, {
      allowedHosts: deps.config.affiliateHosts,
      catalogKeys,
      // An image not asked about (an edit that keeps it) is fine; one asked about has its answer.
      imageProblem: (url) => (answers.has(url) ? answers.get(url)! : options.checkImages === false ? null : 'unreachable'),
    })
    return withExistingProducts(rows, results)
  }

  /** Each row refused as already in the catalogue gets the product and the fields it would change (the preview). */
  async function withExistingProducts(rows: readonly ImportRowInput[], results: ImportRowResult[]): Promise<ImportRowResult[]> {
    const inCatalogue = (r: ImportRowResult) => r.errors.some((e) => e.code === 'duplicate-in-catalog')
    const keys = rows.flatMap((row, i) => (inCatalogue(results[i]!) ? [affiliateUrlKey(row.affiliateUrl)] : [])).filter((k): k is string => k !== null)
    if (keys.length === 0) return results
    const products = await findProductsByAffiliateKeys(deps.db, keys)
    return results.map((result, i) => {
      const key = affiliateUrlKey(rows[i]!.affiliateUrl)
      const product = key !== null && inCatalogue(result) ? products.get(key) : undefined
      if (!product) return result
      return { ...result, existing: { productId: product.id, name: product.name, changes: applyEdit(product, asUpdateOf(product, rows[i]!)).changes } }
    })
  }

  async function run(jobId: string, lease: JobLease, rows: readonly ImportRowInput[], actor: AdminActor, origin: RequestOrigin, updateRows: ReadonlySet<number>) {
    const total = rows.length
    const failures: ImportFailure[] = []
    let failedCount = 0
    const fail = (row: number, name: string, reason: string) => {
      failedCount++
      if (failures.length < IMPORT_FAILURES_KEPT) failures.push({ row, name, reason })
    }
    const progress = (processed: number, succeeded: number, message: string) =>
      updateImportJobProgress(deps.db, jobId, { processedRows: processed, succeededRows: succeeded, failedRows: failedCount, message, now: now().toISOString() })

    let succeeded = 0
    let stopped = false
    let fatal: string | undefined
    let invalid = 0
    let duplicates = 0
    let updated = 0
    const batchFailures: string[] = []
    // A lost lease means another process may already have ended this job as dead.
    const keepLease = () => {
      if (lease.lost) throw new Error(translate('import.job.leaseLost'))
    }
    try {
      const results = await validate(rows, async (done, all) => {
        await updateImportJobProgress(deps.db, jobId, {
          processedRows: 0,
          succeededRows: 0,
          failedRows: 0,
          message: translate('import.progress.validating', { done, total: all }),
          now: now().toISOString(),
        })
        keepLease()
        if (await isImportJobCancelRequested(deps.db, jobId)) throw new ImportStopped()
      }).catch((err: unknown) => {
        if (!(err instanceof ImportStopped)) throw err
        stopped = true
        return null
      })
      const valid: Array<{ row: number; product: ImportedProduct }> = []
      const updates: Array<{ row: number; index: number; productId: string }> = []
      results?.forEach((result, index) => {
        const row = rows[index]!
        if (result.status === 'valid') {
          valid.push({ row: index + 1, product: toImportedProduct(row, { id: crypto.randomUUID() }) })
          return
        }
        // Already in the catalogue and nothing else wrong: she chose to update it.
        if (result.existing && updateRows.has(index) && result.errors.every((e) => e.code === 'duplicate-in-catalog')) {
          updates.push({ row: index + 1, index, productId: result.existing.productId })
          return
        }
        if (result.errors.some((e) => e.code === 'duplicate-in-catalog' || e.code === 'duplicate-in-file')) duplicates++
        else invalid++
        if (failures.length < IMPORT_FAILURES_KEPT) failures.push({ row: index + 1, name: row.productName, reason: result.errors.map((e) => e.message).join('; ') })
      })

      let processed = 0
      for (let start = 0; start < valid.length; start += batchSize) {
        keepLease()
        if (await isImportJobCancelRequested(deps.db, jobId)) {
          stopped = true
          break
        }
        const batch = valid.slice(start, start + batchSize)
        try {
          const landed = await deps.db.transaction().execute(async (trx) => {
            // Checked again inside the transaction: another import may have landed the same link
            // since validation. The unique key is the last word if two race here.
            const existing = await findExistingAffiliateKeys(trx, batch.map((b) => b.product.affiliateUrlKey))
            const fresh = batch.filter((b) => !existing.has(b.product.affiliateUrlKey))
            await insertImportedProducts(
              trx,
              fresh.map((b) => b.product),
              { now: now().toISOString(), priority: IMPORT_QUEUE_PRIORITY },
            )
            return fresh
          })
          succeeded += landed.length
          const landedIds = new Set(landed.map((b) => b.product.id))
          for (const b of batch) {
            if (!landedIds.has(b.product.id)) {
              duplicates++
              fail(b.row, b.product.name, translate('import.error.duplicateInCatalog'))
              batchFailures.push(b.product.name)
            }
          }
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err)
          deps.logger.warn({ err, jobId, batchStart: start }, 'import batch rolled back')
          for (const b of batch) {
            fail(b.row, b.product.name, reason)
            batchFailures.push(b.product.name)
          }
        }
        processed += batch.length
        await progress(processed, succeeded, translate('import.progress.importing', { done: processed, total: valid.length }))
      }
      for (const u of updates) {
        if (stopped) break
        keepLease()
        try {
          const done = await deps.db.transaction().execute(async (trx) => {
            // Read inside the transaction: the product may have changed since the preview.
            const [current] = [...(await findProductsByAffiliateKeys(trx, [affiliateUrlKey(rows[u.index]!.affiliateUrl)!])).values()]
            if (!current || current.id !== u.productId) return 'gone'
            const edit = applyEdit(current, asUpdateOf(current, rows[u.index]!))
            if (edit.changes.length === 0) return 'unchanged'
            await writeProductEdit(trx, current.id, edit, { by: actor, at: now().toISOString(), priority: IMPORT_QUEUE_PRIORITY })
            return 'updated'
          })
          // A row that changes nothing counts with the rows skipped as already in the catalogue.
          if (done === 'updated') updated++
          else if (done === 'unchanged') duplicates++
          else fail(u.row, rows[u.index]!.productName, translate('admin.products.notFound'))
        } catch (err) {
          deps.logger.warn({ err, jobId, row: u.row }, 'import update rolled back')
          fail(u.row, rows[u.index]!.productName, err instanceof Error ? err.message : String(err))
        }
      }
      const skipped = invalid + duplicates
      // Stopped while validating: nothing was imported, which is not "no valid products".
      const summary = importAlert({ total: results ? valid.length : total, succeeded, failedNames: batchFailures, stopped })
      const withSkipped = skipped > 0 && valid.length > 0 ? { ...summary, message: `${summary.message} ${translate('import.result.skipped', { count: skipped })}` } : summary
      const updatedLine = translate('import.result.updated', { count: updated })
      const alert =
        updated === 0
          ? withSkipped
          : valid.length === 0
            ? { tone: 'success' as const, message: skipped > 0 ? `${updatedLine} ${translate('import.result.skipped', { count: skipped })}` : updatedLine }
            : { ...withSkipped, message: `${withSkipped.message} ${updatedLine}` }
      const status = stopped ? 'stopped' : 'completed'
      // Final counts first, then the status: a stream that sees 'completed' sees the final counts.
      await updateImportJobProgress(deps.db, jobId, {
        processedRows: processed,
        succeededRows: succeeded,
        failedRows: total - succeeded - updated,
        message: alert.message,
        now: now().toISOString(),
      })
      await finishImportJob(deps.db, jobId, {
        status,
        message: alert.message,
        result: { alert, failures, invalid, duplicates, updated },
        now: now().toISOString(),
      })
      if (succeeded > 0 || updated > 0) deps.onQueued?.()
    } catch (err) {
      fatal = err instanceof Error ? err.message : String(err)
      deps.logger.error({ err, jobId }, 'import failed')
      const alert = importAlert({ total, succeeded, failedNames: [], stopped: false, error: fatal })
      await finishImportJob(deps.db, jobId, { status: 'failed', message: alert.message, result: { alert, failures, invalid, duplicates }, now: now().toISOString() }).catch(
        (e: unknown) => deps.logger.error({ err: e, jobId }, 'could not record the import failure'),
      )
    }
    await logAdminActivity(deps.db, {
      actor,
      action: 'PRODUCT_IMPORT',
      details: { jobId, total, succeeded, updated, failed: total - succeeded - updated, invalid, duplicates, stopped, ...(fatal ? { error: fatal } : {}) },
      origin,
      now: now(),
    }).catch((err: unknown) => deps.logger.error({ err, jobId }, 'could not log the import'))
  }

  /** Running, yet neither run here nor held by any live process: its process died. */
  async function isDead(job: ImportJobView): Promise<boolean> {
    if (job.status !== 'running' || running.has(job.id)) return false
    return !(await deps.jobLeases.held([job.id])).has(job.id)
  }

  /** A running job whose process died would otherwise say "running", and block new imports, forever. */
  async function failInterrupted(): Promise<number> {
    const candidates = (await listRunningImportJobIds(deps.db)).filter((id) => !running.has(id))
    if (candidates.length === 0) return 0
    const alive = await deps.jobLeases.held(candidates)
    const message = translate('import.job.interrupted')
    return failRunningImportJobs(
      deps.db,
      candidates.filter((id) => !alive.has(id)),
      { message, result: { alert: { tone: 'error', message }, failures: [], invalid: 0, duplicates: 0 }, now: now().toISOString() },
    )
  }

  // Reads are frequent (the event stream polls), so only a job that looks dead costs a write.
  async function job(id: string): Promise<ImportJobView | null> {
    const found = await findImportJob(deps.db, id)
    if (!found || !(await isDead(found))) return found
    await failInterrupted()
    return findImportJob(deps.db, id)
  }

  async function addOne(input: SingleProductInput, actor: AdminActor, origin: RequestOrigin): Promise<AddOneResult> {
    const row: ImportRowInput = input
    const [result] = await validate([row])
    if (result!.status === 'invalid') return { ok: false, issues: result!.errors.map((e) => ({ path: e.column, message: e.message })) }
    const product = toImportedProduct(row, { id: crypto.randomUUID() })
    const duplicate: AddOneResult = { ok: false, issues: [{ path: 'affiliateUrl', message: translate('import.error.duplicateInCatalog') }] }
    try {
      const landed = await deps.db.transaction().execute(async (trx) => {
        if ((await findExistingAffiliateKeys(trx, [product.affiliateUrlKey])).size > 0) return false
        await insertImportedProducts(trx, [product], { now: now().toISOString(), priority: IMPORT_QUEUE_PRIORITY })
        return true
      })
      if (!landed) return duplicate
    } catch (err) {
      // Two admins adding the same link at once: the unique key refuses the second.
      if ((await findExistingAffiliateKeys(deps.db, [product.affiliateUrlKey])).size > 0) return duplicate
      throw err
    }
    await logAdminActivity(deps.db, {
      actor,
      action: 'PRODUCT_CREATE',
      details: { productId: product.id, name: product.name, category: product.category },
      origin,
      now: now(),
    }).catch((err: unknown) => deps.logger.error({ err, productId: product.id }, 'could not log the new product'))
    deps.onQueued?.()
    return { ok: true, product: { id: product.id, name: product.name } }
  }

  return {
    validate,
    addOne,
    async start(rows, actor, origin, options = {}) {
      await failInterrupted()
      const current = await findRunningImportJob(deps.db)
      if (current) return { ok: false, reason: 'already-running', job: current }
      const id = crypto.randomUUID()
      // The lease comes first: a job recorded as running always has a live lease until it ends.
      const lease = await deps.jobLeases.hold(id)
      try {
        await insertImportJob(deps.db, { id, adminUserId: actor.userId, totalRows: rows.length, message: translate('import.progress.queued'), now: now().toISOString() })
      } catch (err) {
        await lease.release()
        throw err
      }
      const task = run(id, lease, rows, actor, origin, new Set(options.updateRows ?? [])).finally(() => {
        running.delete(id)
        return lease.release()
      })
      running.set(id, task)
      return { ok: true, job: (await findImportJob(deps.db, id))! }
    },
    job,
    async latest() {
      const found = await findLatestImportJob(deps.db)
      return found && (await isDead(found)) ? job(found.id) : found
    },
    failInterrupted,
    async stop(id) {
      await requestImportJobCancel(deps.db, id, now().toISOString())
      return job(id)
    },
    async settled(id) {
      await running.get(id)
    },
  }
}
