import type { Kysely } from 'kysely'

// Frozen in time: this file never imports project code.
//
// What a product is made of ("Linen, viscose"), as the import's optional Material column,
// Add Product and the supplier additions give it: the fit reader takes fabric from it.
// Nullable text, so existing rows need no value; SQLite (3.35+) and PostgreSQL both drop
// a column in place on the way down.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('material', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('material').execute()
}
