import type { Kysely } from 'kysely'

// Frozen in time: this file never imports project code.
//
// The back office's product list filters by brand and shows distinct brands: an index on
// (brand, created_at, id) answers the brand filter in list order and the distinct-brand
// count and list without reading the table. Category and status already have theirs
// (initial schema).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_brand_created_idx').on('products').columns(['brand', 'created_at', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_brand_created_idx').ifExists().execute()
}
