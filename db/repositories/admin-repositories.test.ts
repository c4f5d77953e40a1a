import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT_BACKOFF, CLIENT_LOCK, lockStatus } from '#core/admin/login-lock.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { insertAdminActivity, listRecentAdminActivity } from './admin-activity-repository.ts'
import { clearLoginLocks, clearLoginLocksOf, findLoginLocks, recordLoginFailures } from './admin-login-locks-repository.ts'
import { extendAdminSession, findAdminSession, insertAdminSession } from './admin-sessions-repository.ts'
import { consumeSetupToken, insertSetupToken, isSetupTokenUsable } from './admin-setup-tokens-repository.ts'
import { getOrCreateSecret } from './app-secrets-repository.ts'

const t0 = new Date('2026-11-22T10:00:00.000Z')
const at = (ms: number) => new Date(t0.getTime() + ms)

describe.each(DIALECTS)('admin repositories on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(dialect)
  })
  afterEach(async () => {
    await database.destroy()
  })

  it('keeps the activity log newest first, with details and who did it', async () => {
    for (const [i, action] of (['LOGIN_FAILED', 'LOGIN_SUCCESS', 'LOGOUT'] as const).entries()) {
      await insertAdminActivity(database.db, {
        adminUserId: null,
        username: 'admin@example.com',
        action,
        details: i === 0 ? { reason: 'bad password' } : null,
        userAgent: 'test-agent',
        clientAddress: '203.0.113.9',
        createdAt: at(i * 1000).toISOString(),
      })
    }
    const entries = await listRecentAdminActivity(database.db, 2)
    expect(entries.map((e) => e.action)).toEqual(['LOGOUT', 'LOGIN_SUCCESS'])
    const all = await listRecentAdminActivity(database.db, 100)
    expect(all[2]).toMatchObject({
      action: 'LOGIN_FAILED',
      details: { reason: 'bad password' },
      userAgent: 'test-agent',
      clientAddress: '203.0.113.9',
      createdAt: t0.toISOString(),
    })
  })

  it('counts failures per key by its own policy, locks the client key at the third, and clears on success', async () => {
    const account = { key: 'account:admin@example.com', policy: ACCOUNT_BACKOFF }
    const client = { key: 'client:203.0.113.9|admin@example.com', policy: CLIENT_LOCK }
    await recordLoginFailures(database.db, [account, client], t0)
    await recordLoginFailures(database.db, [client], at(1000))
    const after = await recordLoginFailures(database.db, [account, client], at(2000))
    expect(after.get(account.key)).toMatchObject({ failedCount: 2, lockedUntil: null })
    expect(lockStatus(after.get(client.key)!, at(2000))).toMatchObject({ locked: true, minutesLeft: 15 })
    const stored = await findLoginLocks(database.db, [account.key, client.key])
    expect(stored.get(client.key)).toEqual(after.get(client.key))
    await clearLoginLocks(database.db, [client.key])
    expect([...(await findLoginLocks(database.db, [account.key, client.key])).keys()]).toEqual([account.key])
  })

  it('clears every lock of one account, and only that account', async () => {
    const keys = ['account:first_last@example.com', 'client:198.51.100.1|first_last@example.com', 'browser:abc|first_last@example.com', 'client:198.51.100.1|firstxlast@example.com']
    await recordLoginFailures(database.db, keys.map((key) => ({ key, policy: CLIENT_LOCK })), t0)
    await clearLoginLocksOf(database.db, 'account:first_last@example.com', '|first_last@example.com')
    expect([...(await findLoginLocks(database.db, keys)).keys()]).toEqual(['client:198.51.100.1|firstxlast@example.com'])
  })

  it('counts concurrent failures exactly', async () => {
    const key = [{ key: 'account:race@example.com', policy: CLIENT_LOCK }]
    await Promise.all([0, 1, 2, 3, 4].map(() => recordLoginFailures(database.db, key, t0)))
    const state = (await findLoginLocks(database.db, [key[0]!.key])).get(key[0]!.key)!
    expect(state.failedCount).toBe(3)
    expect(state.lockedUntil).not.toBeNull()
  })

  it('uses a setup token once, and never after it expires', async () => {
    await insertSetupToken(database.db, { tokenHash: 'h1', createdAt: t0.toISOString(), expiresAt: at(60_000).toISOString() })
    expect(await isSetupTokenUsable(database.db, 'h1', t0.toISOString())).toBe(true)
    const results = await Promise.all([
      consumeSetupToken(database.db, 'h1', t0.toISOString()),
      consumeSetupToken(database.db, 'h1', t0.toISOString()),
    ])
    expect(results.sort()).toEqual([false, true])
    expect(await isSetupTokenUsable(database.db, 'h1', t0.toISOString())).toBe(false)

    await insertSetupToken(database.db, { tokenHash: 'h2', createdAt: t0.toISOString(), expiresAt: at(60_000).toISOString() })
    expect(await consumeSetupToken(database.db, 'h2', at(60_000).toISOString())).toBe(false)
    expect(await consumeSetupToken(database.db, 'nope', t0.toISOString())).toBe(false)
  })

  it('extends an admin session only while it is live', async () => {
    await database.db
      .insertInto('users')
      .values({ id: 'u1', name: 'Admin', email: 'admin@example.com', email_verified: true, role: 'admin', created_at: t0, updated_at: t0 })
      .execute()
    await database.db
      .insertInto('sessions')
      .values({ id: 's1', token: 'tok', user_id: 'u1', expires_at: at(86_400_000), ip_address: null, user_agent: null, created_at: t0, updated_at: t0 })
      .execute()
    await insertAdminSession(database.db, { sessionId: 's1', userId: 'u1', loginAt: t0.toISOString(), expiresAt: at(60_000).toISOString() })
    expect(await extendAdminSession(database.db, 's1', at(120_000).toISOString(), at(30_000).toISOString())).toBe(true)
    expect((await findAdminSession(database.db, 's1'))?.expiresAt).toBe(at(120_000).toISOString())
    expect(await extendAdminSession(database.db, 's1', at(999_000).toISOString(), at(120_000).toISOString())).toBe(false)
    // Signing out of the auth session ends the back-office session with it.
    await database.db.deleteFrom('sessions').where('id', '=', 's1').execute()
    expect(await findAdminSession(database.db, 's1')).toBeNull()
  })

  it('creates a secret once and returns the same value to every later caller', async () => {
    const first = await getOrCreateSecret(database.db, 'auth', () => 'one', t0.toISOString())
    const second = await getOrCreateSecret(database.db, 'auth', () => 'two', t0.toISOString())
    expect([first, second]).toEqual(['one', 'one'])
  })
})
