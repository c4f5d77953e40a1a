import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

export async function insertSetupToken(db: Db, t: { tokenHash: string; createdAt: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto('admin_setup_tokens')
    .values({ id: crypto.randomUUID(), token_hash: t.tokenHash, created_at: t.createdAt, expires_at: t.expiresAt, used_at: null, used_by_user_id: null })
    .execute()
}

/** Whether an unused, unexpired token with this hash exists (for showing the setup page). */
export async function isSetupTokenUsable(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('admin_setup_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Marks the token used, in one conditional update, so of two requests racing with the
 * same link exactly one wins. Returns whether this call won.
 */
export async function consumeSetupToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_setup_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function recordSetupTokenUser(db: Db, tokenHash: string, userId: string): Promise<void> {
  await db.updateTable('admin_setup_tokens').set({ used_by_user_id: userId }).where('token_hash', '=', tokenHash).execute()
}

/** Unused links are withdrawn once an administrator exists some other way. */
export async function expireUnusedSetupTokens(db: Db, now: string): Promise<void> {
  await db.updateTable('admin_setup_tokens').set({ expires_at: now }).where('used_at', 'is', null).where('expires_at', '>', now).execute()
}
