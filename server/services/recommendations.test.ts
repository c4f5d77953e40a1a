import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { recommendBalanced } from '#core/recommendation/engines.ts'
import { profileHash } from '#core/recommendation/profile-hash.ts'
import { findPrecomputedRecommendations } from '#db/repositories/recommendations-repository.ts'
import { insertCatalogue, seedLike } from '#tests/support/catalogue-fixtures.ts'
import { captureLogs } from '#tests/support/test-app.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createRecommendationsService, type RecommendationsDeps, type RecommendationsService } from './recommendations.ts'

const NOW = new Date('2026-11-24T10:00:00.000Z')
const profile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'] } as const
const request = { profile: { ...profile, stylePreferences: [...profile.stylePreferences] }, mode: 'recommended' as const, limit: 12, offset: 0 }

describe.each(DIALECTS)('recommendations service on %s', (dialect) => {
  let database: TestDatabase | undefined
  const services: RecommendationsService[] = []
  afterEach(async () => {
    for (const s of services.splice(0)) s.close()
    await database?.destroy()
    database = undefined
  })

  async function start(extra: Partial<RecommendationsDeps> = {}) {
    database ??= await createTestDatabase(dialect)
    const logs = captureLogs()
    const service = createRecommendationsService({ db: database.db, logger: createLogger({ logLevel: 'info' }, logs.stream), now: () => NOW, ...extra })
    services.push(service)
    return { service, logs, db: database.db }
  }

  it('falls back dynamic -> balanced -> rule-based, marking the answer degraded with the spec message', async () => {
    const boom = () => {
      throw new Error('engine down')
    }
    const { service, db, logs } = await start({ engines: { balanced: boom } })
    await insertCatalogue(db, SAMPLE_PRODUCTS)
    const res = await service.recommend(request)
    expect(res).toMatchObject({ engine: 'rule-based', degraded: true, message: 'Recommendation system temporarily unavailable, please try again later' })
    expect(res.items.length).toBeGreaterThan(0)
    expect(logs.lines.some((l) => l.msg === 'recommendation engine failed; trying the next one' && l.engine === 'balanced')).toBe(true)

    const { service: allDown } = await start({ engines: { balanced: boom, 'rule-based': boom } })
    expect(await allDown.recommend(request)).toMatchObject({ engine: 'rule-based', degraded: true, items: [], total: 0 })
  })

  it('recommends from the built-in samples, degraded, when the catalogue cannot be read', async () => {
    const { service } = await start()
    await database!.destroy()
    const res = await service.recommend(request)
    database = await createTestDatabase(dialect)
    expect(res.degraded).toBe(true)
    expect(res.items.length).toBeGreaterThan(0)
    expect(res.items.every((i) => i.product.id.startsWith('sample-'))).toBe(true)
  })

  it('writes the default view as a precomputed list under the profile hash, which another process serves', async () => {
    let balancedCalls = 0
    const counting = { balanced: (...args: Parameters<typeof recommendBalanced>) => (balancedCalls++, recommendBalanced(...args)) }
    const { service, db } = await start({ engines: counting })
    await insertCatalogue(db, SAMPLE_PRODUCTS)
    const first = await service.recommend(request)
    expect(balancedCalls).toBe(1)
    const stored = await findPrecomputedRecommendations(db, profileHash(request.profile), NOW)
    expect(stored?.items.map((i) => i.product_id)).toEqual(first.items.map((i) => i.product.id))
    expect(stored?.items[0]).toMatchObject({ score: first.items[0]!.score, styling_tips: first.items[0]!.stylingTips })
    // The same process answers from its cache.
    expect(await service.recommend(request)).toEqual(first)
    expect(balancedCalls).toBe(1)
    // A second process (same database) answers from the precomputed list without running an engine.
    const { service: other } = await start({ engines: counting })
    const fromStore = await other.recommend(request)
    expect(balancedCalls).toBe(1)
    expect(fromStore).toEqual(first)
    // Its second page comes from the same list.
    const page2 = await other.recommend({ ...request, limit: 5, offset: 5 })
    expect(page2.items.map((i) => i.product.id)).toEqual(first.items.slice(5, 10).map((i) => i.product.id))
  })

  it('sees catalogue changes once the snapshot is checked again, and drops stale precomputed lists', async () => {
    let clock = 0
    const { service, db } = await start({ snapshotTtlMs: 0, clock: { now: () => clock } })
    await insertCatalogue(db, SAMPLE_PRODUCTS)
    const before = await service.recommend({ ...request, mode: 'all', limit: 48 })
    expect(before.total).toBe(SAMPLE_PRODUCTS.length)
    await service.recommend(request)
    await insertCatalogue(db, [seedLike(0, { id: 'brand-new' })], {}, new Date('2026-11-23T00:00:00.000Z'))
    clock += 1
    // The old snapshot keeps answering while the new one loads in the background.
    await expect.poll(async () => (await service.recommend({ ...request, mode: 'all', limit: 48 })).total).toBe(SAMPLE_PRODUCTS.length + 1)
    const after = await service.recommend({ ...request, mode: 'all', limit: 48 })
    expect(after.items.some((i) => i.product.id === 'brand-new')).toBe(true)
    expect(await findPrecomputedRecommendations(db, profileHash(request.profile), NOW)).toBeNull()
  })

  it("reads the account's stored profile", async () => {
    const { service, db } = await start()
    expect(await service.accountProfile('nobody')).toBeNull()
    await db
      .insertInto('style_profiles')
      .values({ id: 's1', user_id: 'u1', body_shape: 'pear', color_palette: 'cool', style_preferences: '["edgy"]', measurements: null, last_analysis_at: null, created_at: NOW.toISOString(), updated_at: NOW.toISOString() })
      .execute()
    expect(await service.accountProfile('u1')).toEqual({ bodyShape: 'pear', colorPalette: 'cool', stylePreferences: ['edgy'] })
  })
})
