import { type Kysely, type Transaction, sql } from 'kysely'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

// created_at is ISO-8601 UTC text written by the app ("2026-11-24T14:05:00.000Z") on both
// engines, so its first ten characters are the UTC day and text comparison orders it:
// substr() and >= behave the same on SQLite and PostgreSQL, with no date functions that differ.
const utcDay = sql<string>`substr(created_at, 1, 10)`

/** Only outbound clicks count; other actions may share the table later. */
const CLICK = 'click'

/** A window of click rows: from `since` (inclusive) to `until` (exclusive), both ISO timestamps. */
export interface ClickRange {
  since: string
  until: string
}

/** Clicks per UTC day in the range, oldest first; days without clicks are absent. */
export async function countClicksPerDay(db: Db, range: ClickRange): Promise<Array<{ date: string; clicks: number }>> {
  const rows = await db
    .selectFrom('click_events')
    .select((eb) => [utcDay.as('day'), eb.fn.countAll<number | string>().as('clicks')])
    .where('action', '=', CLICK)
    .where('created_at', '>=', range.since)
    .where('created_at', '<', range.until)
    .groupBy(utcDay)
    .orderBy(utcDay)
    .execute()
  // pg returns count(*) as a bigint string.
  return rows.map((r) => ({ date: r.day, clicks: Number(r.clicks) }))
}

/** How many different products were clicked in the range. */
export async function countClickedProducts(db: Db, range: ClickRange): Promise<number> {
  const row = await db
    .selectFrom('click_events')
    .select((eb) => eb.fn.count<number | string>('product_id').distinct().as('products'))
    .where('action', '=', CLICK)
    .where('created_at', '>=', range.since)
    .where('created_at', '<', range.until)
    .executeTakeFirstOrThrow()
  return Number(row.products)
}

export interface ClickedProductRow {
  productId: string
  clicks: number
  /** Null when the product no longer exists (click rows outlive deleted products). */
  name: string | null
  brand: string | null
  affiliateUrl: string | null
}

/** The most clicked products in the range, most clicks first, ties by id. */
export async function listTopClickedProducts(db: Db, range: ClickRange, limit: number): Promise<ClickedProductRow[]> {
  const rows = await db
    .selectFrom('click_events as c')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .select((eb) => ['c.product_id', 'p.product_name', 'p.brand', 'p.affiliate_url', eb.fn.countAll<number | string>().as('clicks')])
    .where('c.action', '=', CLICK)
    .where('c.created_at', '>=', range.since)
    .where('c.created_at', '<', range.until)
    .groupBy(['c.product_id', 'p.product_name', 'p.brand', 'p.affiliate_url'])
    .orderBy('clicks', 'desc')
    .orderBy('c.product_id')
    .limit(limit)
    .execute()
  return rows.map((r) => ({
    productId: r.product_id,
    clicks: Number(r.clicks),
    name: r.product_name,
    brand: r.brand,
    affiliateUrl: r.affiliate_url,
  }))
}

/** Names and brands of the given products, for labelling ids another service reports. */
export async function findProductLabels(db: Db, ids: readonly string[]): Promise<Map<string, { name: string; brand: string | null }>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('products').select(['id', 'product_name', 'brand']).where('id', 'in', [...ids]).execute()
  return new Map(rows.map((r) => [r.id, { name: r.product_name, brand: r.brand }]))
}
