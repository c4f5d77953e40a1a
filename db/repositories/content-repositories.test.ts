import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findContactMessageById, findNewsletterSignupByEmail } from '#tests/support/stored-rows.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import {
  countContactMessagesSince,
  insertContactMessage,
  setContactMessageStatus,
} from './contact-messages-repository.ts'
import {
  countNewsletterSignupsSince,
  insertNewsletterSignupIfNew,
} from './newsletter-signups-repository.ts'

const message = (id: string, clientAddress: string | null, createdAt: string) => ({
  id,
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hi',
  category: 'general',
  message: 'Hello there, a question.',
  status: 'received' as const,
  user_id: null,
  client_address: clientAddress,
  created_at: createdAt,
})

const signup = (id: string, email: string, clientAddress: string | null, createdAt: string) => ({
  id,
  email,
  source: 'blog',
  consent_text: 'Yes, e-mail me.',
  consented_at: createdAt,
  client_address: clientAddress,
  created_at: createdAt,
})

describe.each(DIALECTS)('content repositories on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await createTestDatabase(dialect)
  })
  afterEach(async () => {
    await database.destroy()
  })

  it('stores a contact message and records its delivery status', async () => {
    await insertContactMessage(database.db, message('m1', '10.0.0.1', '2026-11-22T10:00:00.000Z'))
    await setContactMessageStatus(database.db, 'm1', 'mail-failed')
    expect(await findContactMessageById(database.db, 'm1')).toMatchObject({ id: 'm1', status: 'mail-failed', client_address: '10.0.0.1' })
  })

  it('counts contact messages per client address inside the window only', async () => {
    await insertContactMessage(database.db, message('old', '10.0.0.1', '2026-11-22T08:59:59.999Z'))
    await insertContactMessage(database.db, message('a', '10.0.0.1', '2026-11-22T09:00:00.000Z'))
    await insertContactMessage(database.db, message('b', '10.0.0.1', '2026-11-22T09:30:00.000Z'))
    await insertContactMessage(database.db, message('other', '10.0.0.2', '2026-11-22T09:30:00.000Z'))
    await insertContactMessage(database.db, message('unknown', null, '2026-11-22T09:30:00.000Z'))
    expect(await countContactMessagesSince(database.db, '10.0.0.1', '2026-11-22T09:00:00.000Z')).toBe(2)
    expect(await countContactMessagesSince(database.db, '10.0.0.2', '2026-11-22T09:00:00.000Z')).toBe(1)
    expect(await countContactMessagesSince(database.db, null, '2026-11-22T09:00:00.000Z')).toBe(1)
  })

  it('stores a newsletter address once, however often it is submitted', async () => {
    expect(await insertNewsletterSignupIfNew(database.db, signup('s1', 'ada@example.com', '10.0.0.1', '2026-11-22T10:00:00.000Z'))).toBe(true)
    expect(await insertNewsletterSignupIfNew(database.db, signup('s2', 'ada@example.com', '10.0.0.9', '2026-11-22T10:05:00.000Z'))).toBe(false)
    const row = await findNewsletterSignupByEmail(database.db, 'ada@example.com')
    expect(row).toMatchObject({ id: 's1', client_address: '10.0.0.1', consent_text: 'Yes, e-mail me.' })
    expect(await countNewsletterSignupsSince(database.db, '10.0.0.1', '2026-11-22T00:00:00.000Z')).toBe(1)
    expect(await countNewsletterSignupsSince(database.db, '10.0.0.9', '2026-11-22T00:00:00.000Z')).toBe(0)
  })

  it('settles concurrent sign-ups of one address to a single row', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        insertNewsletterSignupIfNew(database.db, signup(`c${i}`, 'race@example.com', null, '2026-11-22T10:00:00.000Z')),
      ),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await countNewsletterSignupsSince(database.db, null, '2026-11-22T00:00:00.000Z')).toBe(1)
  })
})
