import type { Kysely, Transaction } from 'kysely'
import type { Database, NewWishlistShare, WishlistShareRow } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** A live shared wishlist link as the app uses it. */
export interface WishlistShare {
  id: string
  ownerId: string
  displayName: string | null
  createdAt: string
}

function toShare(row: WishlistShareRow): WishlistShare {
  return { id: row.id, ownerId: row.user_id, displayName: row.display_name, createdAt: row.created_at }
}

export async function insertWishlistShare(db: Db, row: NewWishlistShare): Promise<void> {
  await db.insertInto('wishlist_shares').values(row).execute()
}

/** The live share with this id; a revoked or unknown id gives null alike. */
export async function findLiveWishlistShare(db: Db, id: string): Promise<WishlistShare | null> {
  const row = await db.selectFrom('wishlist_shares').selectAll().where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst()
  return row ? toShare(row) : null
}

/** An owner's live links, newest first. */
export async function listLiveWishlistSharesByOwner(db: Db, ownerId: string): Promise<WishlistShare[]> {
  const rows = await db
    .selectFrom('wishlist_shares')
    .selectAll()
    .where('user_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toShare)
}

/**
 * Revokes the owner's live link. False when nothing matched (unknown id, already revoked,
 * someone else's link), so callers answer the same 404 in every case. The name goes at
 * once; the row stays for the rate limit.
 */
export async function revokeWishlistShare(db: Db, id: string, ownerId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('wishlist_shares')
    .set({ revoked_at: now.toISOString(), display_name: null })
    .where('id', '=', id)
    .where('user_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Links one owner created since an ISO time, revoked ones included; and how many of hers are live. */
export async function countWishlistShares(db: Db, ownerId: string, since: string): Promise<{ recent: number; live: number }> {
  const row = await db
    .selectFrom('wishlist_shares')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('created_at', '>=', since).as('recent'),
      eb.fn.countAll<number>().filterWhere('revoked_at', 'is', null).as('live'),
    ])
    .where('user_id', '=', ownerId)
    .executeTakeFirstOrThrow()
  return { recent: Number(row.recent), live: Number(row.live) }
}
