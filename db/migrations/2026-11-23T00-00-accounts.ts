import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Frozen in time: never import project code here.
//
// Accounts: the auth library's tables (users, sessions, auth_accounts, auth_verifications,
// auth_rate_limits; column names mapped to snake_case in server/auth/auth.ts), the back
// office's login locks, admin sessions and one-time setup tokens, a small secrets table,
// and a foreign key from user_profiles to users.
//
// The auth library reads and writes Date objects. On PostgreSQL its timestamp columns are
// timestamptz so pg hands Dates back; on SQLite they are ISO text, which the library's
// SQLite mode converts itself (docs/decisions/003). Our own tables keep ISO text (002).

function columnTypes(db: Kysely<any>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  return {
    pg,
    bool: pg ? ('boolean' as const) : ('integer' as const),
    authTimestamp: pg ? ('timestamptz' as const) : ('text' as const),
    bigint: pg ? ('bigint' as const) : ('integer' as const),
    timestamp: 'text' as const,
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db)

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', t.bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('shopper'))
    .addColumn('created_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('updated_at', t.authTimestamp, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('updated_at', t.authTimestamp, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('auth_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', t.authTimestamp)
    .addColumn('refresh_token_expires_at', t.authTimestamp)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('updated_at', t.authTimestamp, (c) => c.notNull())
    .addUniqueConstraint('auth_accounts_provider_account_uq', ['provider_id', 'account_id'])
    .execute()
  await db.schema.createIndex('auth_accounts_user_idx').on('auth_accounts').column('user_id').execute()

  await db.schema
    .createTable('auth_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('created_at', t.authTimestamp, (c) => c.notNull())
    .addColumn('updated_at', t.authTimestamp, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('auth_verifications_identifier_idx').on('auth_verifications').column('identifier').execute()

  // Rate-limit counters live here, not in process memory, so every process sees them.
  await db.schema
    .createTable('auth_rate_limits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_request', t.bigint, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('auth_rate_limits_last_request_idx').on('auth_rate_limits').column('last_request').execute()

  // One row per account ("account:<e-mail>") and per client address ("address:<ip>").
  await db.schema
    .createTable('admin_login_locks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .addColumn('locked_until', t.timestamp)
    .addColumn('last_failure_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute()

  // The 24-hour back-office session rides on an auth session; signing out cascades.
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().unique().references('sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('login_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('admin_setup_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('used_by_user_id', 'text')
    .execute()

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute()

  // user_profiles.user_id now points at users. No account existed before this migration,
  // so any profile row is an orphan and is dropped rather than carried over.
  await sql`delete from user_profiles`.execute(db)
  if (t.pg) {
    await sql`alter table user_profiles add constraint user_profiles_user_fk foreign key (user_id) references users (id) on delete cascade`.execute(db)
  } else {
    await rebuildSqliteTable(db, 'user_profiles', (create) =>
      create.replace(/("user_id" text not null unique)/i, '$1 references "users" ("id") on delete cascade'),
    )
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db)
  if (t.pg) {
    await sql`alter table user_profiles drop constraint if exists user_profiles_user_fk`.execute(db)
  } else {
    await rebuildSqliteTable(db, 'user_profiles', (create) =>
      create.replace(/ references "users" \("id"\) on delete cascade/i, ''),
    )
  }
  for (const table of [
    'app_secrets',
    'admin_setup_tokens',
    'admin_sessions',
    'admin_login_locks',
    'auth_rate_limits',
    'auth_verifications',
    'auth_accounts',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}

/**
 * SQLite cannot add a constraint to an existing table: build a copy from the table's own
 * CREATE statement with `edit` applied, move the rows, swap the names and recreate the
 * indexes (https://www.sqlite.org/lang_altertable.html#otheralter). Reading the statement
 * back keeps columns that later migrations may have added.
 */
async function rebuildSqliteTable(db: Kysely<any>, table: string, edit: (createSql: string) => string): Promise<void> {
  const found = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db)
  const original = found.rows[0]?.sql
  if (!original) throw new Error(`table ${table} not found`)
  const edited = edit(original)
  if (edited === original) throw new Error(`could not edit the definition of ${table}: ${original}`)
  const temp = `${table}__rebuild`
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db)
  await sql.raw(edited.replace(new RegExp(`^create table "?${table}"?`, 'i'), `create table "${temp}"`)).execute(db)
  await sql.raw(`insert into "${temp}" select * from "${table}"`).execute(db)
  await sql.raw(`drop table "${table}"`).execute(db)
  await sql.raw(`alter table "${temp}" rename to "${table}"`).execute(db)
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db)
}
