import type { Kysely } from 'kysely'

// Frozen in time: this file never imports project code.
//
// What a signed-in shopper did that her recommendations learn from (issue 18): a save, a
// click through, a "Not for me" (with an optional reason), an undo, or a learned leaning
// she removed. A visitor's signals stay in her browser and move here on sign-in. Only
// hers: deleting the account removes them (cascade, and the account-data deletion).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shopper_signals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The product acted on, or for a removed leaning the feature key ('colour:red').
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    // ISO-8601 UTC text written by the app (decision 002), to the millisecond.
    .addColumn('signalled_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('shopper_signals_user_at_idx').on('shopper_signals').columns(['user_id', 'signalled_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shopper_signals').ifExists().execute()
}
