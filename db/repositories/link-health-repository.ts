import type { Kysely, Transaction } from 'kysely'
import { type LinkHealthFindingView, type LinkHealthReason, type LinkHealthKind, type LinkHealthRunStatus, type LinkHealthRunView, linkHealthReasonText } from '#core/catalog/link-health.ts'
import { parseJsonColumn } from '../json-column.ts'
import type { Database, ProductImage } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** What the link check needs of an active product: its link and its primary image. */
export interface LinkHealthProduct {
  id: string
  name: string
  affiliateUrl: string
  imageUrl: string | null
}

/**
 * One page of active products in id order, after `afterId` (keyset paging, so a catalogue of
 * any size is read in bounded pieces and products deactivated meanwhile shift nothing).
 */
export async function listActiveProductsForLinkHealth(db: Db, afterId: string | null, limit: number): Promise<LinkHealthProduct[]> {
  let query = db.selectFrom('products').select(['id', 'product_name', 'affiliate_url', 'images']).where('is_active', '=', true)
  if (afterId !== null) query = query.where('id', '>', afterId)
  const rows = await query.orderBy('id').limit(limit).execute()
  return rows.map((row) => {
    const images = parseJsonColumn<ProductImage[]>(row.images, [])
    const primary = images.find((i) => i.is_primary) ?? images[0]
    return { id: row.id, name: row.product_name, affiliateUrl: row.affiliate_url, imageUrl: primary?.url ?? null }
  })
}

export async function countActiveProducts(db: Db): Promise<number> {
  const row = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).where('is_active', '=', true).executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertLinkHealthRun(db: Db, run: { id: string; trigger: 'schedule' | 'admin'; total: number; startedAt: string }): Promise<void> {
  await db.insertInto('link_health_runs').values({ id: run.id, status: 'running', trigger: run.trigger, total: run.total, started_at: run.startedAt, finished_at: null }).execute()
}

export async function updateLinkHealthRun(
  db: Db,
  id: string,
  change: { checked: number; deactivated: number; status?: LinkHealthRunStatus; finishedAt?: string },
): Promise<void> {
  await db
    .updateTable('link_health_runs')
    .set({
      checked: change.checked,
      deactivated: change.deactivated,
      ...(change.status ? { status: change.status } : {}),
      ...(change.finishedAt ? { finished_at: change.finishedAt } : {}),
    })
    .where('id', '=', id)
    .execute()
}

/** Runs a dead process left "running" are ended as failed (called at start). */
export async function failRunningLinkHealthRuns(db: Db, finishedAt: string): Promise<void> {
  await db.updateTable('link_health_runs').set({ status: 'failed', finished_at: finishedAt }).where('status', '=', 'running').execute()
}

export async function latestLinkHealthRun(db: Db): Promise<LinkHealthRunView | null> {
  const row = await db.selectFrom('link_health_runs').selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    status: row.status as LinkHealthRunStatus,
    trigger: row.trigger === 'admin' ? 'admin' : 'schedule',
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    total: Number(row.total),
    checked: Number(row.checked),
    deactivated: Number(row.deactivated),
  }
}

/**
 * Deactivates a product found dead and records why, in one transaction. False when it was no
 * longer active (another run or an administrator got there first): nothing is written.
 */
export async function deactivateDeadProduct(
  db: Kysely<Database>,
  finding: { runId: string; productId: string; kind: LinkHealthKind; reason: LinkHealthReason; detail: string; url: string; checkedAt: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('products')
      .set({ is_active: false, updated_at: finding.checkedAt })
      .where('id', '=', finding.productId)
      .where('is_active', '=', true)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) return false
    await trx
      .insertInto('link_health_findings')
      .values({
        id: crypto.randomUUID(),
        run_id: finding.runId,
        product_id: finding.productId,
        kind: finding.kind,
        reason: finding.reason,
        detail: finding.detail.slice(0, 500),
        url: finding.url,
        checked_at: finding.checkedAt,
      })
      .execute()
    return true
  })
}

/** The latest findings, newest first, with the product's name. */
export async function listLinkHealthFindings(db: Db, limit: number): Promise<LinkHealthFindingView[]> {
  const rows = await db
    .selectFrom('link_health_findings as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select(['f.id', 'f.product_id', 'p.product_name', 'f.kind', 'f.reason', 'f.detail', 'f.url', 'f.checked_at'])
    .orderBy('f.checked_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => {
    const reason = row.reason as LinkHealthReason
    return {
      id: row.id,
      productId: row.product_id,
      productName: row.product_name,
      kind: row.kind === 'image' ? 'image' : 'link',
      reason,
      reasonText: linkHealthReasonText(reason),
      detail: row.detail,
      url: row.url,
      checkedAt: row.checked_at,
    }
  })
}

/** Where the administrators are told: every account with the admin role. */
export async function listAdminEmails(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('role', '=', 'admin').orderBy('email').limit(50).execute()
  return rows.map((r) => r.email)
}
