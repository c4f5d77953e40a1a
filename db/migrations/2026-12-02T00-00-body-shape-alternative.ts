import type { Kysely } from 'kysely'

// Frozen in time: this file never imports project code.
//
// The other body shape her measurements sit on the edge of (issue 26: a shape that admits
// doubt), kept beside the shape she chose so recommendations rank for both. Nullable
// text, so existing rows need no value; SQLite (3.35+) and PostgreSQL both drop a column in
// place on the way down.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('style_profiles').addColumn('body_shape_alternative', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('style_profiles').dropColumn('body_shape_alternative').execute()
}
