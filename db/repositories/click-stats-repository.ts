import { type Kysely, type Transaction, sql } from 'kysely'
import type { ClickCell, ProductClicks } from '#core/admin/earnings.ts'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

// created_at is ISO-8601 UTC text written by the app ("2026-11-24T14:05:00.000Z") on both
// engines, so its first ten characters are the UTC day and text comparison orders it:
// substr() and >= behave the same on SQLite and PostgreSQL, with no date functions that differ.
const utcDay = sql<string>`substr(created_at, 1, 10)`
const priceSum = sql<number | string>`coalesce(sum(price), 0)`

/** Only outbound clicks count; other actions may share the table later. */
const CLICK = 'click'

/** A window of click rows: from `since` (inclusive) to `until` (exclusive), both ISO timestamps. */
export interface ClickRange {
  since: string
  until: string
}

/** Clicks per UTC day, source and recorded category in the range, with the sum of their recorded prices (null prices add 0). */
export async function sumClicksByDaySourceCategory(db: Db, range: ClickRange): Promise<ClickCell[]> {
  const rows = await db
    .selectFrom('click_events')
    .select((eb) => [utcDay.as('day'), 'source', 'category', eb.fn.countAll<number | string>().as('clicks'), priceSum.as('price_sum')])
    .where('action', '=', CLICK)
    .where('created_at', '>=', range.since)
    .where('created_at', '<', range.until)
    .groupBy([utcDay, 'source', 'category'])
    .orderBy(utcDay)
    .execute()
  // pg returns count(*) as a bigint string and sum() of a real as a string or number.
  return rows.map((r) => ({ date: r.day, source: r.source, category: r.category, clicks: Number(r.clicks), priceSum: Number(r.price_sum) }))
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

/**
 * Clicks per product and recorded category in the range, with the product's catalogue name,
 * brand and link (null once deleted), most clicked first. At most `limit` rows: bounded work.
 */
export async function sumClicksByProduct(db: Db, range: ClickRange, limit: number): Promise<ProductClicks[]> {
  const rows = await db
    .selectFrom('click_events as c')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .select((eb) => ['c.product_id', 'c.category', 'p.product_name', 'p.brand', 'p.affiliate_url', eb.fn.countAll<number | string>().as('clicks'), sql<number | string>`coalesce(sum(c.price), 0)`.as('price_sum')])
    .where('c.action', '=', CLICK)
    .where('c.created_at', '>=', range.since)
    .where('c.created_at', '<', range.until)
    .groupBy(['c.product_id', 'c.category', 'p.product_name', 'p.brand', 'p.affiliate_url'])
    .orderBy('clicks', 'desc')
    .orderBy('c.product_id')
    .limit(limit)
    .execute()
  return rows.map(productClicksOf)
}

/** The given products' clicks per UTC day and recorded category in the range (the chart's few products). */
export async function sumClicksByDayForProducts(db: Db, range: ClickRange, ids: readonly string[]): Promise<Array<ProductClicks & { date: string }>> {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('click_events as c')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .select((eb) => [sql<string>`substr(c.created_at, 1, 10)`.as('day'), 'c.product_id', 'c.category', 'p.product_name', 'p.brand', 'p.affiliate_url', eb.fn.countAll<number | string>().as('clicks'), sql<number | string>`coalesce(sum(c.price), 0)`.as('price_sum')])
    .where('c.action', '=', CLICK)
    .where('c.created_at', '>=', range.since)
    .where('c.created_at', '<', range.until)
    .where('c.product_id', 'in', [...ids])
    .groupBy([sql`substr(c.created_at, 1, 10)`, 'c.product_id', 'c.category', 'p.product_name', 'p.brand', 'p.affiliate_url'])
    .execute()
  return rows.map((r) => ({ date: r.day, ...productClicksOf(r) }))
}

/** A product's grouped row as the earnings read it (counts come back as strings on PostgreSQL). */
function productClicksOf(r: {
  product_id: string
  category: string | null
  clicks: number | string
  price_sum: number | string
  product_name: string | null
  brand: string | null
  affiliate_url: string | null
}): ProductClicks {
  return {
    productId: r.product_id,
    category: r.category,
    clicks: Number(r.clicks),
    priceSum: Number(r.price_sum),
    name: r.product_name,
    brand: r.brand,
    url: r.affiliate_url,
  }
}

/** Names and brands of the given products, for labelling ids another service reports. */
export async function findProductLabels(db: Db, ids: readonly string[]): Promise<Map<string, { name: string; brand: string | null }>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('products').select(['id', 'product_name', 'brand']).where('id', 'in', [...ids]).execute()
  return new Map(rows.map((r) => [r.id, { name: r.product_name, brand: r.brand }]))
}
