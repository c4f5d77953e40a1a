import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import type { NewWishlistShare } from '../schema.ts'
import {
  countWishlistShares,
  findLiveWishlistShare,
  insertWishlistShare,
  listLiveWishlistSharesByOwner,
  revokeWishlistShare,
} from './wishlist-shares-repository.ts'

const T0 = new Date('2026-12-02T10:00:00.000Z')
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000).toISOString()

function share(overrides: Partial<NewWishlistShare> = {}): NewWishlistShare {
  return { id: 'w-1', user_id: 'ana', display_name: null, created_at: T0.toISOString(), revoked_at: null, ...overrides }
}

describe.each(DIALECTS)('wishlist shares repository on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(dialect)
    for (const id of ['ana', 'bea']) {
      await database.db
        .insertInto('users')
        .values({ id, name: id, email: `${id}@example.com`, email_verified: true, role: 'shopper', created_at: T0, updated_at: T0 })
        .execute()
    }
  })
  afterEach(async () => {
    await database.destroy()
  })

  it('finds a live share with its owner and opt-in name', async () => {
    await insertWishlistShare(database.db, share({ display_name: 'Ana' }))
    expect(await findLiveWishlistShare(database.db, 'w-1')).toEqual({ id: 'w-1', ownerId: 'ana', displayName: 'Ana', createdAt: T0.toISOString() })
    expect(await findLiveWishlistShare(database.db, 'w-2')).toBeNull()
  })

  it('lists only the owner’s live links, newest first', async () => {
    await insertWishlistShare(database.db, share({ id: 'a1', created_at: at(1) }))
    await insertWishlistShare(database.db, share({ id: 'a2', created_at: at(2) }))
    await insertWishlistShare(database.db, share({ id: 'a3', created_at: at(3), revoked_at: at(4) }))
    await insertWishlistShare(database.db, share({ id: 'b1', user_id: 'bea', created_at: at(5) }))
    expect((await listLiveWishlistSharesByOwner(database.db, 'ana')).map((s) => s.id)).toEqual(['a2', 'a1'])
  })

  it('revokes only for the owner, once, and wipes the name', async () => {
    await insertWishlistShare(database.db, share({ display_name: 'Ana' }))
    expect(await revokeWishlistShare(database.db, 'w-1', 'bea', new Date(at(1)))).toBe(false)
    expect(await findLiveWishlistShare(database.db, 'w-1')).not.toBeNull()
    expect(await revokeWishlistShare(database.db, 'w-1', 'ana', new Date(at(1)))).toBe(true)
    expect(await revokeWishlistShare(database.db, 'w-1', 'ana', new Date(at(2)))).toBe(false)
    expect(await findLiveWishlistShare(database.db, 'w-1')).toBeNull()
    const row = await database.db.selectFrom('wishlist_shares').selectAll().where('id', '=', 'w-1').executeTakeFirstOrThrow()
    expect(row.display_name).toBeNull()
    expect(row.revoked_at).toBe(at(1))
  })

  it('counts recent links (revoked ones too) and live links per owner', async () => {
    await insertWishlistShare(database.db, share({ id: 'old', created_at: at(-120) }))
    await insertWishlistShare(database.db, share({ id: 'r', created_at: at(1), revoked_at: at(2) }))
    await insertWishlistShare(database.db, share({ id: 'l', created_at: at(3) }))
    await insertWishlistShare(database.db, share({ id: 'b', user_id: 'bea', created_at: at(3) }))
    expect(await countWishlistShares(database.db, 'ana', at(-60))).toEqual({ recent: 2, live: 2 })
    expect(await countWishlistShares(database.db, 'bea', at(-60))).toEqual({ recent: 1, live: 1 })
    expect(await countWishlistShares(database.db, 'nobody', at(-60))).toEqual({ recent: 0, live: 0 })
  })

  it('removes her links with her account', async () => {
    await insertWishlistShare(database.db, share())
    await database.db.deleteFrom('users').where('id', '=', 'ana').execute()
    expect(await findLiveWishlistShare(database.db, 'w-1')).toBeNull()
  })
})
