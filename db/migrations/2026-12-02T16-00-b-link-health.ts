import type { Kysely } from 'kysely'

// Frozen in time: this file never imports project code.
//
// Link health (issue 28): each run of the check of every active product's shop link and
// image, and each product a run found dead and deactivated, with the reason and the time.
// Deleting a product removes its findings; a run's figures stay.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('link_health_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'running' | 'completed' | 'offline' | 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    // 'schedule' | 'admin'
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deactivated', 'integer', (c) => c.notNull().defaultTo(0))
    // ISO-8601 UTC text written by the app (decision 002).
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema.createIndex('link_health_runs_started_idx').on('link_health_runs').column('started_at').execute()
  await db.schema
    .createTable('link_health_findings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('link_health_runs.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    // 'link' | 'image'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('link_health_findings_checked_idx').on('link_health_findings').column('checked_at').execute()
  await db.schema.createIndex('link_health_findings_product_idx').on('link_health_findings').column('product_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('link_health_findings').ifExists().execute()
  await db.schema.dropTable('link_health_runs').ifExists().execute()
}
