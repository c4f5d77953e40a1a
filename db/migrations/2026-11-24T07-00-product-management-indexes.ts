import { type Kysely, sql } from 'kysely'

// Frozen in time: this file never imports project code.
//
// Indexes for the back office's product list at 100,000 products (bench/admin-products.bench.ts):
// - (brand, created_at, id): the brand filter in list order, the distinct-brand count and
//   list, and the probes for products without a brand, all without reading the table;
// - (category, is_active, created_at, id): category and status together in list order,
//   the count answered from the index;
// - a partial index over the few products whose link is missing ('' or '#'), so the
//   "configured products" card counts them instead of reading every row.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_brand_created_idx').on('products').columns(['brand', 'created_at', 'id']).execute()
  await db.schema
    .createIndex('products_category_active_created_idx')
    .on('products')
    .columns(['category', 'is_active', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('products_unconfigured_idx')
    .on('products')
    .column('id')
    .where(sql.ref('affiliate_url'), 'in', [sql.lit(''), sql.lit('#')])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_unconfigured_idx').ifExists().execute()
  await db.schema.dropIndex('products_category_active_created_idx').ifExists().execute()
  await db.schema.dropIndex('products_brand_created_idx').ifExists().execute()
}
