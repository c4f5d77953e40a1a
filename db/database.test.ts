import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase, DIALECTS, migrateDownThrough, type TestDatabase } from '#tests/support/test-database.ts'
import { migrateDown, migrateToLatest, pendingMigrations } from './migrator.ts'
import { pingDatabase } from './database.ts'
import type { Kysely } from 'kysely'
import { insertProducts, productSeedToRow } from './repositories/products-repository.ts'
import { findQuizAnswers } from './repositories/quiz-answers-repository.ts'
import { makeProductSeed } from '#tests/support/product-generator.ts'

const TABLES = [
  'products',
  'product_ai_analysis',
  'ai_analysis_queue',
  'user_profiles',
  'style_profiles',
  'precomputed_recommendations',
  'favourites',
  'click_events',
  'contact_messages',
  'newsletter_signups',
  'admin_activity_log',
  'import_jobs',
  'users',
  'sessions',
  'auth_accounts',
  'auth_verifications',
  'auth_rate_limits',
  'admin_login_locks',
  'admin_sessions',
  'admin_setup_tokens',
  'app_secrets',
  'blueprint_shares',
  'wishlist_shares',
  'product_changes',
  'shopper_signals',
  'link_health_runs',
  'link_health_findings',
  'quiz_answer_runs',
  'quiz_answers',
]

describe.each(DIALECTS)('database on %s', (dialect) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.destroy()
    database = undefined
  })

  it('migrates an empty database to a schema holding every entity', async () => {
    database = await createTestDatabase(dialect, { migrate: false })
    const pending = await pendingMigrations(database.db)
    expect(pending[0]).toBe('2026-11-22T00-00-initial-schema')
    const { error } = await migrateToLatest(database.db)
    expect(error).toBeUndefined()
    expect(await pendingMigrations(database.db)).toEqual([])
    const tables = (await database.db.introspection.getTables()).map((t) => t.name)
    expect(tables).toEqual(expect.arrayContaining(TABLES))
    await pingDatabase(database.db)
  })

  it('migrates all the way down and up again without leaving tables behind', async () => {
    database = await createTestDatabase(dialect)
    // migrateDown undoes one migration at a time; undo them all.
    for (;;) {
      const down = await migrateDown(database.db)
      expect(down.error).toBeUndefined()
      if (!down.results?.length) break
    }
    expect((await pendingMigrations(database.db)).length).toBeGreaterThan(0)
    const remaining = (await database.db.introspection.getTables()).map((t) => t.name)
    expect(remaining.filter((t) => TABLES.includes(t))).toEqual([])
    expect((await migrateToLatest(database.db)).error).toBeUndefined()
  })

  it('takes the link code an old import appended off cut names, and leaves every other name alone', async () => {
    database = await createTestDatabase(dialect)
    await migrateDownThrough(database.db, '2026-11-28T12-00-product-names-without-codes')
    const cut = `${'Linen wrap dress '.repeat(15).slice(0, 243)} [B0LONGNA]`
    const names = { cut, random: `${'b'.repeat(246)} [x1y2z3]`, short: 'Gown [Petite]', long: `${'c'.repeat(250)} [not a code]` }
    const rows = Object.entries(names).map(([id, name]) => productSeedToRow(makeProductSeed({ id, name, affiliateUrl: `https://www.amazon.com/dp/B0${id.toUpperCase().padEnd(8, 'X')}` }), 'import', new Date().toISOString()))
    await insertProducts(database.db, rows)
    expect((await migrateToLatest(database.db)).error).toBeUndefined()
    const stored = Object.fromEntries((await database.db.selectFrom('products').select(['id', 'product_name']).execute()).map((r) => [r.id, r.product_name]))
    expect(stored).toEqual({ cut: `${cut.slice(0, 243).trimEnd()}…`, random: `${'b'.repeat(246)}…`, short: names.short, long: names.long })
  })

  it('keeps a stored set of quiz answers readable when their gzip bytes go (decision 067)', async () => {
    database = await createTestDatabase(dialect)
    await migrateDownThrough(database.db, '2026-12-04T12-00-a-quiz-answers-brotli-only')
    const db = database.db as unknown as Kysely<any>
    await db.insertInto('quiz_answer_runs').values({ catalogue_version: 4, day: '2026-12-04', answers: 1, computed_at: new Date().toISOString() }).execute()
    await db
      .insertInto('quiz_answers')
      .values({ catalogue_version: 4, day: '2026-12-04', segment_hash: 'h', page_offset: 0, br: Uint8Array.of(1, 2, 3), gz: Uint8Array.of(9) })
      .execute()
    expect((await migrateToLatest(database.db)).error).toBeUndefined()
    expect(await findQuizAnswers(database.db, 4, '2026-12-04')).toEqual([{ segmentHash: 'h', offset: 0, br: Uint8Array.of(1, 2, 3) }])
  })

  it('ties a user profile to an account: no profile without a user, and deleting the user removes it', async () => {
    database = await createTestDatabase(dialect)
    const now = new Date()
    const iso = now.toISOString()
    const profile = (userId: string) => ({
      id: `p-${userId}`,
      user_id: userId,
      email: 'ada@example.com',
      provider: 'email',
      is_verified: false,
      login_count: 0,
      style_preferences: '[]',
      preferred_occasions: '[]',
      preferred_seasons: '[]',
      personalized_tags: '[]',
      created_at: iso,
      updated_at: iso,
    })
    await expect(database.db.insertInto('user_profiles').values(profile('nobody')).execute()).rejects.toThrow()
    await database.db
      .insertInto('users')
      .values({ id: 'u1', name: 'Ada', email: 'ada@example.com', email_verified: false, role: 'shopper', created_at: now, updated_at: now })
      .execute()
    await database.db.insertInto('user_profiles').values(profile('u1')).execute()
    await database.db.deleteFrom('users').where('id', '=', 'u1').execute()
    expect(await database.db.selectFrom('user_profiles').selectAll().execute()).toEqual([])
  })

  it('enforces foreign keys (a favourite needs an existing product)', async () => {
    database = await createTestDatabase(dialect)
    const now = new Date().toISOString()
    await expect(
      database.db
        .insertInto('favourites')
        .values({ id: 'f1', user_id: 'u1', product_id: 'missing', created_at: now })
        .execute(),
    ).rejects.toThrow()
  })
})
