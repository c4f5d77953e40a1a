import { type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports project code.
//
// The quiz segments' answers computed ahead, as ready bytes (issue 29 item 4, decision 062):
// with several processes on one PostgreSQL database, the one holding the advisory lock for a
// catalogue version and day computes them and writes them here; the others read them instead
// of computing them again. One row per page (brotli and gzip of the same JSON); a run row,
// written in the same transaction as its pages, says the set is complete. Only one catalogue
// version's answers are kept: writing a newer set removes the older ones.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const bytes = pg ? 'bytea' : 'blob'
  await db.schema
    .createTable('quiz_answer_runs')
    .addColumn('catalogue_version', 'integer', (c) => c.notNull())
    // The UTC day (YYYY-MM-DD) the answers are for: a segment names its day.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('answers', 'integer', (c) => c.notNull())
    // ISO-8601 UTC text written by the app (decision 002).
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quiz_answer_runs_pk', ['catalogue_version', 'day'])
    .execute()
  await db.schema
    .createTable('quiz_answers')
    .addColumn('catalogue_version', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('segment_hash', 'text', (c) => c.notNull())
    .addColumn('page_offset', 'integer', (c) => c.notNull())
    .addColumn('br', bytes, (c) => c.notNull())
    .addColumn('gz', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('quiz_answers_pk', ['catalogue_version', 'day', 'segment_hash', 'page_offset'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quiz_answers').ifExists().execute()
  await db.schema.dropTable('quiz_answer_runs').ifExists().execute()
}
