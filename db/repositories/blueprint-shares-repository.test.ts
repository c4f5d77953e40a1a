import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import type { NewBlueprintShare } from '../schema.ts'
import {
  countBlueprintSharesSince,
  findLiveBlueprintShare,
  insertBlueprintShare,
  listLiveBlueprintSharesByOwner,
  revokeBlueprintShare,
} from './blueprint-shares-repository.ts'

const T0 = new Date('2026-11-26T10:00:00.000Z')
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000)

function share(overrides: Partial<NewBlueprintShare> = {}): NewBlueprintShare {
  return {
    id: 'share-1',
    user_id: null,
    revoke_token_hash: 'hash-1',
    body_shape: 'hourglass',
    color_palette: 'warm',
    style_preferences: JSON.stringify(['classic', 'romantic']),
    first_name: null,
    client_address: '203.0.113.5',
    created_at: T0.toISOString(),
    revoked_at: null,
    ...overrides,
  }
}

describe.each(DIALECTS)('blueprint shares repository on %s', (dialect) => {
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

  it('finds a live share with its three answers and first name', async () => {
    await insertBlueprintShare(database.db, share({ first_name: 'Ana', user_id: 'ana' }))
    expect(await findLiveBlueprintShare(database.db, 'share-1')).toEqual({
      id: 'share-1',
      choices: { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'] },
      firstName: 'Ana',
      createdAt: T0.toISOString(),
    })
    expect(await findLiveBlueprintShare(database.db, 'share-2')).toBeNull()
  })

  it('lists only the owner’s live links, newest first', async () => {
    await insertBlueprintShare(database.db, share({ id: 'a1', user_id: 'ana', created_at: at(1).toISOString() }))
    await insertBlueprintShare(database.db, share({ id: 'a2', user_id: 'ana', created_at: at(2).toISOString() }))
    await insertBlueprintShare(database.db, share({ id: 'a3', user_id: 'ana', created_at: at(3).toISOString(), revoked_at: at(4).toISOString() }))
    await insertBlueprintShare(database.db, share({ id: 'b1', user_id: 'bea' }))
    await insertBlueprintShare(database.db, share({ id: 'v1' }))
    expect((await listLiveBlueprintSharesByOwner(database.db, 'ana')).map((s) => s.id)).toEqual(['a2', 'a1'])
    expect(await listLiveBlueprintSharesByOwner(database.db, 'nobody')).toEqual([])
  })

  it('revokes for the owner only, once, and wipes the first name', async () => {
    await insertBlueprintShare(database.db, share({ user_id: 'ana', first_name: 'Ana' }))
    expect(await revokeBlueprintShare(database.db, 'share-1', { ownerId: 'bea' }, at(1))).toBe(false)
    expect(await findLiveBlueprintShare(database.db, 'share-1')).not.toBeNull()
    expect(await revokeBlueprintShare(database.db, 'share-1', { ownerId: 'ana' }, at(1))).toBe(true)
    expect(await revokeBlueprintShare(database.db, 'share-1', { ownerId: 'ana' }, at(2))).toBe(false)
    expect(await findLiveBlueprintShare(database.db, 'share-1')).toBeNull()
    const row = await database.db.selectFrom('blueprint_shares').selectAll().where('id', '=', 'share-1').executeTakeFirstOrThrow()
    expect(row.first_name).toBeNull()
    expect(row.revoked_at).toBe(at(1).toISOString())
  })

  it('revokes with the right token hash only', async () => {
    await insertBlueprintShare(database.db, share())
    expect(await revokeBlueprintShare(database.db, 'share-1', { tokenHash: 'wrong' }, at(1))).toBe(false)
    expect(await revokeBlueprintShare(database.db, 'other', { tokenHash: 'hash-1' }, at(1))).toBe(false)
    expect(await revokeBlueprintShare(database.db, 'share-1', { tokenHash: 'hash-1' }, at(1))).toBe(true)
    expect(await findLiveBlueprintShare(database.db, 'share-1')).toBeNull()
  })

  it('counts recent links per owner or per address, revoked ones included', async () => {
    await insertBlueprintShare(database.db, share({ id: 'x1', user_id: 'ana', created_at: at(0).toISOString() }))
    await insertBlueprintShare(database.db, share({ id: 'x2', user_id: 'ana', created_at: at(10).toISOString(), revoked_at: at(11).toISOString() }))
    await insertBlueprintShare(database.db, share({ id: 'x3', client_address: null, created_at: at(10).toISOString() }))
    expect(await countBlueprintSharesSince(database.db, { ownerId: 'ana' }, at(5).toISOString())).toBe(1)
    expect(await countBlueprintSharesSince(database.db, { ownerId: 'ana' }, at(0).toISOString())).toBe(2)
    expect(await countBlueprintSharesSince(database.db, { clientAddress: '203.0.113.5' }, at(0).toISOString())).toBe(2)
    expect(await countBlueprintSharesSince(database.db, { clientAddress: null }, at(0).toISOString())).toBe(1)
  })

  it('drops a user’s links with the account', async () => {
    await insertBlueprintShare(database.db, share({ user_id: 'ana' }))
    await database.db.deleteFrom('users').where('id', '=', 'ana').execute()
    expect(await findLiveBlueprintShare(database.db, 'share-1')).toBeNull()
    expect(await database.db.selectFrom('blueprint_shares').selectAll().execute()).toEqual([])
  })

  it('treats a row with values outside the reference data as gone', async () => {
    await insertBlueprintShare(database.db, share({ body_shape: 'inverted_triangle' }))
    expect(await findLiveBlueprintShare(database.db, 'share-1')).toBeNull()
  })
})
