import type { Kysely } from 'kysely'

// Frozen in time: this file never imports project code.
//
// Shared wishlist links (issue 27). A row holds only the owner and, if she opted in, a
// display name; the pieces are read from her favourites when the page opens, so the row
// never copies them. Signed-in shoppers only (favourites live in the account), so the
// owner is required. A revoked row is kept (its name wiped) so the creation rate limit,
// which counts rows, cannot be dodged by revoking; the page treats it as an unknown id.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wishlist_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Her account's deletion removes her links.
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('display_name', 'text')
    // ISO-8601 UTC text written by the app (decision 002).
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('wishlist_shares_user_created_idx').on('wishlist_shares').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wishlist_shares').ifExists().execute()
}
