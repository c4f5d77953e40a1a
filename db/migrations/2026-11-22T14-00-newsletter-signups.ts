import type { Kysely } from 'kysely'

// Frozen in time: this file never imports project code.
//
// The blog's notify box stores who asked to be told about new articles and the consent
// they gave; and contact messages get an index for the per-address rate limit, which
// counts an address's recent messages.

export async function up(db: Kysely<any>): Promise<void> {
  // Timestamps are ISO-8601 UTC text written by the app, as in the initial migration.
  await db.schema
    .createTable('newsletter_signups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Lower-cased by the app, so the unique constraint makes a sign-up idempotent per address.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull())
    // The exact wording the person agreed to, and when: the record of consent.
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('consented_at', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('newsletter_signups_client_created_idx')
    .on('newsletter_signups')
    .columns(['client_address', 'created_at'])
    .execute()

  await db.schema
    .createIndex('contact_messages_client_created_idx')
    .on('contact_messages')
    .columns(['client_address', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_messages_client_created_idx').ifExists().execute()
  await db.schema.dropTable('newsletter_signups').ifExists().execute()
}
