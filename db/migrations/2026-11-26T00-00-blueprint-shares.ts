import { type Kysely, PostgresAdapter } from 'kysely'

// Frozen in time: this file never imports project code.
//
// Shared blueprint links (issue 17). A row holds only what the shopper chose to share:
// the three answers and, if she opted in, a first name. Never measurements or an e-mail.
// The id is the unguessable part of the link; the revocation token is stored as a hash,
// so the database alone cannot revoke or forge a revocation. A revoked row is kept (with
// its first name wiped) so the creation rate limit, which counts rows, cannot be dodged
// by revoking; the page treats it exactly like an unknown id.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('blueprint_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The owner when she was signed in; her account's deletion removes her links.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('revoke_token_hash', 'text', (c) => c.notNull())
    .addColumn('body_shape', 'text', (c) => c.notNull())
    .addColumn('color_palette', 'text', (c) => c.notNull())
    // jsonb on PostgreSQL; plain text on SQLite, as in the initial schema.
    .addColumn('style_preferences', pg ? 'jsonb' : 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('client_address', 'text')
    // ISO-8601 UTC text written by the app (decision 002).
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('blueprint_shares_user_created_idx').on('blueprint_shares').columns(['user_id', 'created_at']).execute()
  await db.schema
    .createIndex('blueprint_shares_client_created_idx')
    .on('blueprint_shares')
    .columns(['client_address', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blueprint_shares').ifExists().execute()
}
