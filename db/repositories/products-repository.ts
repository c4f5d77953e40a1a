import { type Kysely, type Transaction, sql } from 'kysely'
import { affiliateUrlKey } from '#core/catalog/affiliate-url.ts'
import type { CatalogQuery } from '#core/catalog/catalog-query.ts'
import type { Product } from '#core/catalog/product.ts'
import type { ProductSeed } from '#core/catalog/product-seed.ts'
import { productWithFit } from '#core/catalog/product-with-fit.ts'
import { effectiveAttributes, type GarmentAttributes, parseStoredAttributes, parseStoredOverrides } from '#core/garment/attributes.ts'
import type { CatalogueEntry } from '#core/recommendation/catalogue-index.ts'
import { parseBooleanColumn, parseJsonColumn } from '../json-column.ts'
import type { Database, NewProduct, ProductImage, ProductRow } from '../schema.ts'
import { readAndStoreAttributes } from './product-attributes-repository.ts'

type Db = Kysely<Database> | Transaction<Database>

// 500 rows x 27 columns (or 500 ids) stays under both engines' bound-parameter limits.
const INSERT_BATCH = 500

/**
 * A row as the catalogue stores it: what the shop said. Its body shapes and palettes are
 * left empty (the columns hold nothing since 2026-11-29, and held only copies before);
 * where a product's fit is shown, `productWithFit` reads it from the rule book.
 */
export function toProduct(row: ProductRow): Product {
  const images = parseJsonColumn<Array<ProductImage | string>>(row.images, [])
  return {
    id: row.id,
    name: row.product_name,
    brand: row.brand,
    category: row.category,
    affiliateUrl: row.affiliate_url,
    // The spec tolerates images stored as plain URL strings; normalise them here once.
    images: images.map((i, index) =>
      typeof i === 'string'
        ? { url: i, color: 'default', isPrimary: index === 0 }
        : { url: i.url, color: i.color ?? 'default', isPrimary: Boolean(i.is_primary) },
    ),
    description: row.description,
    material: row.material,
    tags: parseJsonColumn<string[]>(row.tags, []),
    colors: parseJsonColumn<string[]>(row.colors_available, []),
    price: row.price,
    originalPrice: row.original_price,
    currency: row.currency,
    rating: row.rating,
    reviewCount: row.review_count,
    seasons: parseJsonColumn<string[]>(row.seasons, []),
    bodyShapes: [],
    colorPalettes: [],
    styles: parseJsonColumn<string[]>(row.styles, []),
    source: row.source,
    isActive: parseBooleanColumn(row.is_active),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    aiAnalyzedAt: row.ai_analyzed_at,
    aiAnalysisVersion: row.ai_analysis_version,
    aiConfidenceScore: row.ai_confidence_score,
  }
}

/** Inserts rows as given, with their read garment attributes; callers batch them inside a transaction. */
export async function insertProducts(db: Db, rows: NewProduct[]): Promise<void> {
  if (rows.length === 0) return
  await db.insertInto('products').values(rows).execute()
  await readAndStoreAttributes(db, rows, rows[0]!.created_at)
}

export async function countProducts(db: Db, filter: { activeOnly?: boolean } = {}): Promise<number> {
  let query = db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count'))
  if (filter.activeOnly) query = query.where('is_active', '=', true)
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Escapes LIKE's wildcards and the escape character itself, for `like ... escape '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The effective attributes stored with a product (read, with corrections), or null when none are yet. */
function storedAttributes(row: { read_attributes: unknown; overrides: unknown }): GarmentAttributes | null {
  if (row.read_attributes === null || row.read_attributes === undefined) return null
  return effectiveAttributes(parseStoredAttributes(parseJsonColumn(row.read_attributes, {})), parseStoredOverrides(parseJsonColumn(row.overrides, {})))
}

/**
 * Products with the rule book's fit, from their stored attributes (one query for the lot),
 * for the reads that show a shopper a product: the public catalogue and favourites.
 */
export async function productsWithFit(db: Db, products: readonly Product[]): Promise<Product[]> {
  const attributes = new Map<string, GarmentAttributes | null>()
  for (let i = 0; i < products.length; i += INSERT_BATCH) {
    const rows = await db
      .selectFrom('product_attributes')
      .select(['product_id', 'read_attributes', 'overrides'])
      .where('product_id', 'in', products.slice(i, i + INSERT_BATCH).map((p) => p.id))
      .execute()
    for (const r of rows) attributes.set(r.product_id, storedAttributes(r))
  }
  return products.map((p) => productWithFit(p, attributes.get(p.id) ?? null))
}

/**
 * Active products, newest first, each with the rule book's fit: the public catalogue. `id`
 * breaks ties so pages never overlap or skip when many products share a created_at (as a
 * batch import does). The season filter matches the seasons a shop stated (an import's
 * Season column); the built-in and generated products state none, and the recommendations'
 * season filter is the one that reads seasons from the garment.
 */
export async function listActiveProducts(db: Db, q: CatalogQuery): Promise<{ items: Product[]; total: number }> {
  let base = db.selectFrom('products').where('is_active', '=', true)
  if (q.category) base = base.where('category', '=', q.category)
  // seasons is a JSON list (jsonb or text); matching the quoted token in its text form is
  // portable and exact. Callers pass a validated season id, so no LIKE wildcards reach here.
  if (q.season) base = base.where(sql<string>`cast(seasons as text)`, 'like', `%"${q.season}"%`)
  if (q.minPrice !== undefined) base = base.where('price', '>=', q.minPrice)
  if (q.maxPrice !== undefined) base = base.where('price', '<=', q.maxPrice)
  const text = q.q?.trim().toLowerCase()
  if (text) {
    const pattern = `%${escapeLike(text)}%`
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(product_name)`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(coalesce(brand, ''))`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(cast(tags as text))`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    )
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { items: await productsWithFit(db, rows.map(toProduct)), total: Number(count.count) }
}

/**
 * Every active product with its effective attributes (read + overrides), newest first (id
 * breaks ties): the recommendation engines' catalogue. A product with no attributes row
 * yet (stored before attributes were) comes with null, for the index to read on the spot.
 */
export async function listActiveCatalogueEntries(db: Db): Promise<CatalogueEntry[]> {
  return (await activeEntriesQuery(db).execute()).map(catalogueEntryOf)
}

/** Active products with their stored attributes, newest first (the products_active_created_idx order). */
function activeEntriesQuery(db: Db) {
  return db
    .selectFrom('products as p')
    .leftJoin('product_attributes as a', 'a.product_id', 'p.id')
    .selectAll('p')
    .select(['a.read_attributes', 'a.overrides', 'a.method'])
    .where('p.is_active', '=', true)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
}

type ActiveEntryRow = Awaited<ReturnType<ReturnType<typeof activeEntriesQuery>['execute']>>[number]

function catalogueEntryOf(row: ActiveEntryRow): CatalogueEntry {
  return {
    // toProduct reads the product's columns by name; the row is not copied without the join's three (a million rows on a reload).
    product: toProduct(row as unknown as ProductRow),
    attributes: storedAttributes(row),
    method: row.method === 'ai' ? 'ai' : 'rule-based',
  }
}

/** What reads the catalogue a page at a time: told the count first, then each page in order. */
export interface CatalogueReader {
  start(count: number): void
  page(entries: CatalogueEntry[]): void | Promise<void>
}

/**
 * The active catalogue as listActiveCatalogueEntries orders it, `pageSize` products at a time
 * (keyset on created_at and id), so the reader holds one page of rows, never the catalogue as
 * objects (issue 29). Pages are separate reads, not one transaction: on SQLite a transaction
 * would hold the reader's one connection while it indexes every page. So, as with the one
 * read it replaces, every page is at least as new as a catalogue version read before it,
 * and a change during the read bumps the version, which the reader hears and reads again.
 */
export async function readActiveCatalogue(db: Db, reader: CatalogueReader, pageSize = 2000): Promise<void> {
  const { count } = await db.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('count')).where('is_active', '=', true).executeTakeFirstOrThrow()
  reader.start(Number(count))
  let after: { created_at: string; id: string } | null = null
  for (;;) {
    const last: { created_at: string; id: string } | null = after
    const rows: ActiveEntryRow[] = await activeEntriesQuery(db)
      // A row value, not (a < x OR a = x AND b < y): SQLite searches the (is_active, created_at,
      // id) index from the last row on only for the row value; with the OR each page walked the
      // index from its start, and a million products' 500 pages slowed page by page.
      .$if(last !== null, (q) => q.where((eb) => eb(eb.refTuple('p.created_at', 'p.id'), '<', eb.tuple(last!.created_at, last!.id))))
      .limit(pageSize)
      .execute()
    if (rows.length > 0) await reader.page(rows.map(catalogueEntryOf))
    if (rows.length < pageSize) return
    const end: ActiveEntryRow = rows[rows.length - 1]!
    after = { created_at: end.created_at, id: end.id }
  }
}

/** Products that have no attributes row yet, oldest first: the backfill's work list. */
export async function listProductsWithoutAttributes(db: Db, limit: number): Promise<Product[]> {
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('product_attributes as a', 'a.product_id', 'p.id')
    .selectAll('p')
    .where('a.product_id', 'is', null)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .limit(limit)
    .execute()
  return rows.map((r) => toProduct(r as Parameters<typeof toProduct>[0]))
}

export async function findProductById(db: Db, id: string): Promise<Product | null> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toProduct(row) : null
}

/** The products of these ids that exist, in no particular order: a page's details (decision 068). */
export async function findProductsByIds(db: Db, ids: readonly string[]): Promise<Product[]> {
  const found: Product[] = []
  // A bounded IN list per query: SQLite's and PostgreSQL's parameter limits stay far away.
  for (let i = 0; i < ids.length; i += INSERT_BATCH) {
    const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids.slice(i, i + INSERT_BATCH)).execute()
    for (const row of rows) found.push(toProduct(row))
  }
  return found
}

/** One product with the rule book's fit, as the public catalogue shows it; null when there is none. */
export async function findProductWithFit(db: Db, id: string): Promise<Product | null> {
  const product = await findProductById(db, id)
  return product ? ((await productsWithFit(db, [product]))[0] ?? null) : null
}

/**
 * A generated or sample product as the catalogue would hold it once stored, without a
 * database: the built-in samples the engines fall back on, and the benchmarks' catalogues.
 */
export function seedAsProduct(seed: ProductSeed, source: string, createdAt: string): Product {
  return toProduct(productSeedToRow(seed, source, createdAt) as unknown as ProductRow)
}

/** Maps a generated or sample product to a row; its affiliate URL key is unique, so a product cannot land twice. */
/** The shop text an import writes and an edit rewrites: one mapping of a product's fields to its columns. */
export function shopTextColumns(
  p: Pick<Product, 'name' | 'brand' | 'category' | 'affiliateUrl' | 'images' | 'description' | 'material' | 'tags' | 'colors' | 'price' | 'currency' | 'seasons' | 'styles'>,
  affiliateKey: string,
) {
  return {
    product_name: p.name,
    brand: p.brand,
    category: p.category,
    affiliate_url: p.affiliateUrl,
    affiliate_url_key: affiliateKey,
    images: JSON.stringify(p.images.map((i) => ({ url: i.url, color: i.color, is_primary: i.isPrimary }))),
    description: p.description,
    material: p.material,
    tags: JSON.stringify(p.tags),
    colors_available: JSON.stringify(p.colors),
    price: p.price,
    currency: p.currency,
    seasons: JSON.stringify(p.seasons),
    styles: JSON.stringify(p.styles),
  }
}

export function productSeedToRow(seed: ProductSeed, source: string, createdAt: string): NewProduct {
  return {
    id: seed.id,
    product_name: seed.name,
    brand: seed.brand,
    category: seed.category,
    affiliate_url: seed.affiliateUrl,
    affiliate_url_key: affiliateUrlKey(seed.affiliateUrl) ?? seed.affiliateUrl,
    images: JSON.stringify([{ url: seed.imageUrl, color: seed.colors[0] ?? 'default', is_primary: true }]),
    description: seed.description,
    material: seed.material ?? null,
    tags: JSON.stringify(seed.tags),
    colors_available: JSON.stringify(seed.colors),
    price: seed.price,
    original_price: seed.originalPrice,
    currency: seed.currency,
    rating: seed.rating,
    review_count: seed.reviewCount,
    // A seed is shop text only: the rule book reads its fit and its seasons from that text.
    seasons: JSON.stringify([]),
    body_shapes: JSON.stringify([]),
    color_palettes: JSON.stringify([]),
    styles: JSON.stringify([]),
    source,
    is_active: true,
    created_at: createdAt,
    updated_at: createdAt,
    ai_analyzed_at: null,
    ai_analysis_version: null,
    ai_confidence_score: null,
  }
}

/** Inserts generated products in transactional batches; used by `npm run db:seed` and benchmarks. */
export async function insertProductSeeds(
  db: Kysely<Database>,
  seeds: readonly ProductSeed[],
  options: { source: string; now: Date },
): Promise<void> {
  for (let start = 0; start < seeds.length; start += INSERT_BATCH) {
    const batch = seeds.slice(start, start + INSERT_BATCH).map((s, i) =>
      productSeedToRow(s, options.source, new Date(options.now.getTime() - (start + i) * 1000).toISOString()),
    )
    await db.transaction().execute((trx) => insertProducts(trx, batch))
  }
}
