import type { Kysely } from 'kysely'

// Frozen in time: this file never imports project code.
//
// Each product's change log (issue 28): one row per field an administrator changed, with the
// value before and after as the edit form shows them, who changed it and when. Deleting a
// product removes its log (the activity log still records the deletion). The administrator's
// e-mail is copied, so the log still says who after the account is gone.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('admin_user_id', 'text')
    .addColumn('admin_username', 'text', (c) => c.notNull())
    // ISO-8601 UTC text written by the app (decision 002).
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('product_changes_product_changed_idx').on('product_changes').columns(['product_id', 'changed_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_changes').ifExists().execute()
}
