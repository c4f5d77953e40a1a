import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: this file never imports project code.
//
// One catalogue version for every process on a database (issue 15, decision 026). A single
// row counts catalogue changes; triggers on products and product_attributes bump it, so no
// write path can forget to. On PostgreSQL the bump also sends NOTIFY catalogue_version with
// the new number (delivered when the writing transaction commits), which every app process
// LISTENs for. A precomputed list records the version it was made from.

const TABLES = ['products', 'product_attributes'] as const
const EVENTS = ['insert', 'update', 'delete'] as const

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .execute()
  await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute()
  await db.schema
    .alterTable('precomputed_recommendations')
    .addColumn('catalogue_version', pg ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  if (pg) {
    // Once per statement, not per row: a 100,000-row import bumps it once per chunk.
    await sql`
      create function catalogue_version_bump() returns trigger language plpgsql as $$
      declare v bigint;
      begin
        update catalogue_version set version = version + 1 where id = 1 returning version into v;
        perform pg_notify('catalogue_version', v::text);
        return null;
      end $$`.execute(db)
    for (const table of TABLES) {
      await sql`
        create trigger ${sql.raw(`${table}_catalogue_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function catalogue_version_bump()`.execute(db)
    }
    return
  }
  // SQLite has row triggers only; the bump is a one-row update inside the writer's transaction.
  for (const table of TABLES) {
    for (const event of EVENTS) {
      await sql`
        create trigger ${sql.raw(`${table}_${event}_catalogue_version`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db)
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  if (pg) {
    for (const table of TABLES) await sql`drop trigger if exists ${sql.raw(`${table}_catalogue_version`)} on ${sql.table(table)}`.execute(db)
    await sql`drop function if exists catalogue_version_bump()`.execute(db)
  } else {
    for (const table of TABLES) {
      for (const event of EVENTS) await sql`drop trigger if exists ${sql.raw(`${table}_${event}_catalogue_version`)}`.execute(db)
    }
  }
  await db.schema.alterTable('precomputed_recommendations').dropColumn('catalogue_version').execute()
  await db.schema.dropTable('catalogue_version').ifExists().execute()
}
