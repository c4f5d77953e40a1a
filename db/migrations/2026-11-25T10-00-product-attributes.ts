import { type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports project code.
//
// What each product IS, in the one garment attribute schema: the attributes an analysis
// read (the rule-based reader or a model, named in `method` and `model_name`), and the
// administrator's corrections kept apart in `overrides`, so analysing a product again
// rewrites what was read and never what was corrected. The engines use read + overrides.

export async function up(db: Kysely<any>): Promise<void> {
  const json = db.getExecutor().adapter instanceof PostgresAdapter ? 'jsonb' : 'text'
  await db.schema
    .createTable('product_attributes')
    .addColumn('product_id', 'text', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('read_attributes', json, (c) => c.notNull())
    .addColumn('overrides', json, (c) => c.notNull())
    // 'rule-based' or 'ai'.
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('model_name', 'text')
    // ISO-8601 UTC text written by the app, as in the initial migration.
    .addColumn('analysed_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  // The catalogue fingerprint reads the latest change of any product's attributes.
  await db.schema.createIndex('product_attributes_updated_idx').on('product_attributes').column('updated_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_attributes').ifExists().execute()
}
