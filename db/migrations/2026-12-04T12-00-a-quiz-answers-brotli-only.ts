import { type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports project code.
//
// The quiz answers computed ahead keep their brotli bytes alone (decision 067): brotli is the
// one encoding a ready answer is kept in, and a client that does not take it gets plain JSON.
// A stored set stays readable (its brotli bytes are unchanged).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quiz_answers').dropColumn('gz').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  // The gzip bytes are gone, and a set is only ever computed again: the older code finds none and computes its own.
  await db.deleteFrom('quiz_answers').execute()
  await db.deleteFrom('quiz_answer_runs').execute()
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .alterTable('quiz_answers')
    .addColumn('gz', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .execute()
}
