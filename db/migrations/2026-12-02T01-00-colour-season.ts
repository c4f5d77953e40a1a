import type { Kysely } from 'kysely'

// Frozen in time: this file never imports project code.
//
// The refine quiz's reading (issue 26): her colour season (one of the twelve season ids),
// her undertone (warm, cool, neutral) and her skin depth (light, medium, deep). Nullable
// text: a profile without the refine quiz has none. Three statements, because SQLite adds
// one column per ALTER TABLE. A shared blueprint carries the season too.

const COLUMNS = ['color_season', 'undertones', 'skin_tone'] as const

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('style_profiles').addColumn(column, 'text').execute()
  await db.schema.alterTable('blueprint_shares').addColumn('color_season', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blueprint_shares').dropColumn('color_season').execute()
  for (const column of COLUMNS) await db.schema.alterTable('style_profiles').dropColumn(column).execute()
}
