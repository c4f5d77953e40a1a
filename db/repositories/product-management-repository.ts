import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction, sql } from 'kysely'
import { type AdminProductStats, type ProductStatusFilter, UNKNOWN_BRAND } from '#core/admin/product-management.ts'
import type { EditableProduct } from '#core/admin/product-edit.ts'
import { affiliateUrlKey } from '#core/catalog/affiliate-url.ts'
import type { Product } from '#core/catalog/product.ts'
import type { Database } from '../schema.ts'
import { shopTextColumns, toProduct } from './products-repository.ts'

type Db = Kysely<Database> | Transaction<Database>

/** The back office's product list filter; every field optional. */
export interface ProductManagementFilter {
  /** Matched case-insensitively anywhere in the name, the brand or the tags. */
  search?: string | undefined
  category?: string | undefined
  /** A brand name; UNKNOWN_BRAND matches products without one. */
  brand?: string | undefined
  status?: ProductStatusFilter | undefined
}

/** LIKE treats % and _ as wildcards; escape them (and the escape character) so a search is literal. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function where(filter: ProductManagementFilter) {
  return (eb: ExpressionBuilder<Database, 'products'>): Expression<SqlBool> => {
    const conditions: Array<Expression<SqlBool>> = []
    if (filter.category) conditions.push(eb('category', '=', filter.category))
    if (filter.brand === UNKNOWN_BRAND) conditions.push(eb.or([eb('brand', 'is', null), eb('brand', '=', '')]))
    else if (filter.brand) conditions.push(eb('brand', '=', filter.brand))
    if (filter.status === 'active') conditions.push(eb('is_active', '=', true))
    if (filter.status === 'inactive') conditions.push(eb('is_active', '=', false))
    if (filter.search) {
      const pattern = likeContains(filter.search)
      // lower() on both sides: LIKE is case-insensitive on SQLite but not on PostgreSQL.
      // tags is jsonb on PostgreSQL and text on SQLite; its text form holds every tag.
      conditions.push(
        sql<SqlBool>`(lower(product_name) like ${pattern} escape '\\' or lower(coalesce(brand, '')) like ${pattern} escape '\\' or lower(cast(tags as text)) like ${pattern} escape '\\')`,
      )
    }
    return eb.and(conditions)
  }
}

/**
 * One page of products for the back office, newest first; `id` breaks ties so pages
 * never overlap or skip when an import gives many products one created_at.
 */
export async function listProductsForManagement(
  db: Db,
  filter: ProductManagementFilter,
  page: { limit: number; offset: number },
): Promise<{ items: Product[]; total: number }> {
  const base = db.selectFrom('products').where(where(filter))
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toProduct), total: Number(count.count) }
}

/**
 * Whether any product has one of these brands (null for none). One probe per value, each
 * answered by the brand index: an OR of them would read the whole table when none matches.
 */
async function hasProductWithBrand(db: Db, brands: ReadonlyArray<string | null>): Promise<boolean> {
  const found = await Promise.all(
    brands.map((b) =>
      db
        .selectFrom('products')
        .select('id')
        .where('brand', b === null ? 'is' : '=', b)
        .limit(1)
        .executeTakeFirst(),
    ),
  )
  return found.some(Boolean)
}

/** Distinct brand names, sorted; UNKNOWN_BRAND is added when some product has none. */
export async function listProductBrands(db: Db, limit = 1000): Promise<string[]> {
  const [rows, unbranded] = await Promise.all([
    db
      .selectFrom('products')
      .select('brand')
      .distinct()
      .where('brand', 'is not', null)
      .where('brand', '<>', '')
      .orderBy('brand')
      .limit(limit)
      .execute(),
    hasProductWithBrand(db, [null, '']),
  ])
  const brands = rows.map((r) => r.brand as string)
  return unbranded && !brands.includes(UNKNOWN_BRAND) ? [...brands, UNKNOWN_BRAND] : brands
}

/**
 * The four stat cards. Each count is its own query so each can be answered from an index
 * (the distinct counts walk the category and brand indexes rather than the table).
 */
export async function productManagementStats(db: Db): Promise<AdminProductStats> {
  const [total, unconfigured, categories, brands, unbranded] = await Promise.all([
    db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    // Configured means an affiliate URL present and not '#'; count the few that are not.
    // Literal values, written as the partial index products_unconfigured_idx is, so both
    // engines see the query is covered by it.
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql<SqlBool>`affiliate_url in ('', '#')`)
      .executeTakeFirstOrThrow(),
    db.selectFrom('products').select(sql<number>`count(distinct category)`.as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('products')
      .select(sql<number>`count(distinct brand)`.as('n'))
      .where('brand', '<>', '')
      .where('brand', '<>', UNKNOWN_BRAND)
      .executeTakeFirstOrThrow(),
    hasProductWithBrand(db, [null, '', UNKNOWN_BRAND]),
  ])
  return {
    total: Number(total.n),
    configured: Number(total.n) - Number(unconfigured.n),
    categories: Number(categories.n),
    brands: Number(brands.n) + (unbranded ? 1 : 0),
  }
}

/** Sets is_active on the given products; returns the ids that exist (and were updated). */
export async function setProductsActive(db: Db, ids: readonly string[], active: boolean, now: string): Promise<string[]> {
  if (ids.length === 0) return []
  const found = await db.selectFrom('products').select('id').where('id', 'in', ids).execute()
  if (found.length === 0) return []
  const existing = found.map((r) => r.id)
  await db.updateTable('products').set({ is_active: active, updated_at: now }).where('id', 'in', existing).execute()
  return existing
}

/** Deletes the given products (their analyses and queue items go with them); returns the ids that existed. */
export async function deleteProductsByIds(db: Db, ids: readonly string[]): Promise<Array<{ id: string; name: string }>> {
  if (ids.length === 0) return []
  const found = await db.selectFrom('products').select(['id', 'product_name']).where('id', 'in', ids).execute()
  if (found.length === 0) return []
  await db
    .deleteFrom('products')
    .where(
      'id',
      'in',
      found.map((r) => r.id),
    )
    .execute()
  return found.map((r) => ({ id: r.id, name: r.product_name }))
}

/**
 * Writes an edited product's fields (issue 28); the catalogue version's trigger sees the
 * write. False when the product does not exist.
 */
export async function updateProductDetails(db: Db, id: string, p: EditableProduct, now: string): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ ...shopTextColumns(p, affiliateUrlKey(p.affiliateUrl) ?? p.affiliateUrl), updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The product other than `exceptId` whose affiliate link has this key, if any. */
export async function findOtherProductWithAffiliateKey(db: Db, key: string, exceptId: string): Promise<string | null> {
  const row = await db.selectFrom('products').select('id').where('affiliate_url_key', '=', key).where('id', '<>', exceptId).executeTakeFirst()
  return row?.id ?? null
}
