import type { Kysely } from 'kysely'

// Frozen in time: this file never imports project code.
//
// The refine quiz's reading beyond the season (issue 26): how sure it was (0..1) and the
// runner-up season when the call was close. Nullable, so profiles from before read as
// "no runner-up, confidence unknown". 'double precision' is a float8 on PostgreSQL (the pg
// driver returns a number) and has REAL affinity on SQLite. A shared blueprint keeps the
// runner-up it was made with, beside its season.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('style_profiles').addColumn('color_season_confidence', 'double precision').execute()
  await db.schema.alterTable('style_profiles').addColumn('color_season_runner_up', 'text').execute()
  await db.schema.alterTable('blueprint_shares').addColumn('color_season_runner_up', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blueprint_shares').dropColumn('color_season_runner_up').execute()
  await db.schema.alterTable('style_profiles').dropColumn('color_season_runner_up').execute()
  await db.schema.alterTable('style_profiles').dropColumn('color_season_confidence').execute()
}
