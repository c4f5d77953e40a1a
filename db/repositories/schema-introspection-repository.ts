import { type Kysely, sql } from 'kysely'
import type { Dialect } from '../database.ts'
import type { Database } from '../schema.ts'

/** Every table our migrations create; the diagnostics report any that are missing. */
export const EXPECTED_TABLES = [
  'products', 'product_ai_analysis', 'ai_analysis_queue', 'user_profiles', 'style_profiles',
  'precomputed_recommendations', 'favourites', 'click_events', 'contact_messages', 'newsletter_signups',
  'admin_activity_log', 'import_jobs', 'users', 'sessions', 'auth_accounts', 'auth_verifications',
  'auth_rate_limits', 'admin_login_locks', 'admin_sessions', 'admin_setup_tokens', 'app_secrets',
] as const satisfies ReadonlyArray<keyof Database>

/** The named indexes the queries rely on (unique constraints are checked by the write tests). */
export const EXPECTED_INDEXES = [
  'products_active_created_idx', 'products_category_created_idx', 'products_ai_analyzed_idx', 'products_created_idx',
  'ai_queue_status_priority_idx', 'ai_queue_product_idx', 'user_profiles_email_idx', 'precomputed_hash_expires_idx',
  'click_events_created_idx', 'click_events_product_idx', 'contact_messages_created_idx', 'admin_activity_created_idx',
  'import_jobs_created_idx', 'newsletter_signups_client_created_idx', 'contact_messages_client_created_idx',
  'users_role_idx', 'sessions_user_idx', 'auth_accounts_user_idx', 'auth_verifications_identifier_idx',
  'auth_rate_limits_last_request_idx',
] as const

export async function listTableNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables()
  return tables.filter((t) => !t.isView).map((t) => t.name)
}

/** Index names in our schema: sqlite_master on SQLite, pg_indexes in the current schema on PostgreSQL. */
export async function listIndexNames(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'index'`
      : sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`
  const { rows } = await query.execute(db)
  return rows.map((r) => r.name)
}

/** Rows in Kysely's migration table: the migrations this database has applied. */
export async function countAppliedMigrations(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from kysely_migration`.execute(db)
  return Number(rows[0]?.count ?? 0)
}
