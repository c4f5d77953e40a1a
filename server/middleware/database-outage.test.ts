import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { createDatabase } from '#db/database.ts'
import { migrateToLatest } from '#db/migrator.ts'
import { browserHeaders, nextAddress } from '#tests/support/accounts.ts'
import { createTestApp } from '#tests/support/test-app.ts'
import type { TestDatabase } from '#tests/support/test-database.ts'

// The PostgreSQL outage runs against a real server process in tests/integration/database-outage.test.ts;
// here the embedded database is held by another writer, in process.
describe('answers while SQLite is locked by another writer', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined
  let lock: DatabaseSync | undefined
  afterEach(async () => {
    lock?.close()
    await ctx?.database.destroy()
    lock = ctx = undefined
  })

  async function appWithShortBusyTimeout() {
    const dir = mkdtempSync(path.join(tmpdir(), 'sb-locked-'))
    const handle = createDatabase({ dataDir: dir, sqliteBusyTimeoutMs: 20 })
    const { error } = await migrateToLatest(handle.db)
    if (error) throw error
    const database: TestDatabase = {
      ...handle,
      async destroy() {
        await handle.close()
        rmSync(dir, { recursive: true, force: true })
      },
    }
    return createTestApp('sqlite', {}, { TRUST_PROXY: 'true' }, { database })
  }

  const contact = (n: number) => ({ name: 'Ada', email: `ada${n}@example.com`, subject: 'Hello', message: 'A message long enough to pass.' })

  it('503 with Retry-After in the one error shape, from our routes and the auth library, and 2xx once the lock is gone', async () => {
    ctx = await appWithShortBusyTimeout()
    const { app, config } = ctx
    lock = new DatabaseSync(ctx.database.location)
    lock.exec('begin immediate')

    const post = (route: string, body: unknown) =>
      app.request(route, { method: 'POST', headers: { ...browserHeaders(config, undefined, nextAddress()), 'x-request-id': 'req-locked-1' }, body: JSON.stringify(body) })

    const ours = await post('/api/contact-messages', contact(1))
    expect(ours.status).toBe(503)
    expect(ours.headers.get('retry-after')).toBe('5')
    expect(await ours.json()).toEqual({
      error: { code: 'unavailable', message: 'Our database is not answering right now. Please try again in 5 seconds.', requestId: 'req-locked-1' },
    })

    // Through the auth library's handler too.
    const library = await post('/api/auth/sign-up/email', { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Linen-Saffron-Tide-42' })
    expect(library.status).toBe(503)
    expect(library.headers.get('retry-after')).toBe('5')
    expect(((await library.json()) as { error: { code: string } }).error.code).toBe('unavailable')

    lock.exec('rollback')
    expect((await post('/api/contact-messages', contact(2))).status).toBe(201)
  })
})
