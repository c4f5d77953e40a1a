import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { buildCatalogueIndex } from '#core/recommendation/catalogue-index.ts'
import { recommendFit } from '#core/recommendation/engines.ts'
import { segmentOf } from '#core/recommendation/segment.ts'
import type { CategoryId } from '#core/reference/categories.ts'
import { SHOP_TITLES } from '#core/testing/test-products.ts'
import { listActiveCatalogueEntries } from '#db/repositories/products-repository.ts'
import { parseJsonColumn } from '#db/json-column.ts'
import { insertCatalogue, seedLike } from '#tests/support/catalogue-fixtures.ts'
import { captureLogs } from '#tests/support/test-app.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { type LocalEngineDeps, localEngine } from './recommendation-engine.ts'
import { createRecommendations, type RecommendationsDeps, type RecommendationsService } from './recommendations.ts'

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

  /** The serving path production uses, with its engine in this thread (the worker's is tests/integration/recommendations-served.test.ts). */
  async function start(extra: Partial<Omit<RecommendationsDeps, 'engine'>> & Pick<LocalEngineDeps, 'engines'> & { aheadDelayMs?: number } = {}) {
    database ??= await createTestDatabase(dialect)
    const logs = captureLogs()
    const logger = createLogger({ logLevel: 'info' }, logs.stream)
    const { engines, aheadDelayMs, ...rest } = extra
    const engine = localEngine({ db: database.db, logger, ...(engines ? { engines } : {}), ...(aheadDelayMs === undefined ? {} : { aheadDelayMs }) })
    const service = createRecommendations({ db: database.db, logger, now: () => NOW, engine, ...rest })
    services.push(service)
    return { service, logs, db: database.db }
  }

  it('falls back dynamic -> balanced -> rule-based, marking the answer degraded with the spec message', async () => {
    const boom = () => {
      throw new Error('engine down')
    }
    const { service, db, logs } = await start({ engines: { dynamic: boom } })
    await insertCatalogue(db, SAMPLE_PRODUCTS)
    const res = await service.recommend(request)
    expect(res).toMatchObject({ engine: 'balanced', degraded: true, message: 'Recommendation system temporarily unavailable, please try again later' })
    expect(res.items.length).toBeGreaterThan(0)
    expect(logs.lines.some((l) => l.msg === 'recommendation engine failed; trying the next one' && l.engine === 'dynamic')).toBe(true)

    const { service: twoDown } = await start({ engines: { dynamic: boom, balanced: boom } })
    expect(await twoDown.recommend(request)).toMatchObject({ engine: 'rule-based', degraded: true })
    const { service: allDown } = await start({ engines: { dynamic: boom, balanced: boom, 'rule-based': boom } })
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

  it('writes the default view as a precomputed list under the segment hash, which another process serves', async () => {
    let fitCalls = 0
    const counting = { dynamic: (...args: Parameters<typeof recommendFit>) => (fitCalls++, recommendFit(...args)) }
    const { service, db } = await start({ engines: counting })
    await insertCatalogue(db, SAMPLE_PRODUCTS)
    const first = await service.recommend(request)
    expect(fitCalls).toBe(1)
    const stored = await db.selectFrom('precomputed_recommendations').selectAll().execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]!.user_profile_hash).toHaveLength(32)
    const items = parseJsonColumn<Array<{ product_id: string; score: number; styling_tips: string[] }>>(stored[0]!.recommended_products, [])
    expect(items.map((i) => i.product_id)).toEqual(first.items.map((i) => i.product.id))
    expect(items[0]).toMatchObject({ score: first.items[0]!.score, styling_tips: first.items[0]!.stylingTips })
    // The same process answers from its cache.
    expect(await service.recommend(request)).toEqual(first)
    expect(fitCalls).toBe(1)
    // A second process (same database) answers from the precomputed list without running an engine.
    const { service: other } = await start({ engines: counting })
    const fromStore = await other.recommend(request)
    expect(fitCalls).toBe(1)
    expect(fromStore).toEqual(first)
    // Its second page comes from the same list: the next twelve of it.
    const page2 = await other.recommend({ ...request, offset: 12 })
    expect(fitCalls).toBe(1)
    const direct = recommendFit(buildCatalogueIndex(await listActiveCatalogueEntries(db)), { segment: segmentOf(request.profile, NOW), mode: 'recommended', limit: 12, offset: 12 })
    expect(page2.items.map((i) => i.product.id)).toEqual(direct.items.map((i) => i.product.id))
  })

  it('serves the quiz segments computed ahead under the key it builds itself, and computes only what they do not hold', async () => {
    database ??= await createTestDatabase(dialect)
    await insertCatalogue(database.db, SAMPLE_PRODUCTS)
    let fitCalls = 0
    const counting = { dynamic: (...args: Parameters<typeof recommendFit>) => (fitCalls++, recommendFit(...args)) }
    const { service, logs } = await start({ engines: counting, aheadDelayMs: 0 })
    await expect.poll(() => logs.lines.find((l) => l.msg === 'quiz segments computed ahead'), { timeout: 60_000 }).toMatchObject({ day: '2026-11-24', answers: 945 * 4 })
    const computedAhead = fitCalls
    expect(computedAhead).toBe(945)
    const page = await service.recommend(request)
    expect(page.items.length).toBeGreaterThan(0)
    expect(fitCalls).toBe(computedAhead)
    // Another view of the same shopper is computed when asked, then kept.
    await service.recommend({ ...request, mode: 'all' })
    await service.recommend({ ...request, mode: 'all' })
    expect(fitCalls).toBe(computedAhead + 1)
  }, 90_000)

  it('orders the default view by the match it shows across its pages, also when computed four pages at once', async () => {
    const { service, db } = await start()
    const seeds = Object.entries(SHOP_TITLES).flatMap(([category, titles]) => titles.map((name, i) => seedLike(i, { id: `${category}-${i}`, name, category: category as CategoryId, colors: ['default'], seasons: ['autumn'] })))
    await insertCatalogue(db, seeds)
    const scores: number[] = []
    for (const offset of [0, 12, 24]) {
      const page = await service.recommend({ ...request, profile: { bodyShape: 'hourglass', colorPalette: 'cool', stylePreferences: ['classic'] }, offset })
      scores.push(...page.items.map((i) => i.score))
    }
    expect(scores.length).toBeGreaterThan(12)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it('keys answers by everything the engines read and nothing else', async () => {
    let fitCalls = 0
    const counting = { dynamic: (...args: Parameters<typeof recommendFit>) => (fitCalls++, recommendFit(...args)) }
    const { service, db } = await start({ engines: counting })
    await insertCatalogue(db, SAMPLE_PRODUCTS)
    const base = { ...request, mode: 'all' as const }
    await service.recommend(base)
    // Fields no engine reads share the answer: no client can force a miss with them.
    await service.recommend({ ...base, profile: { ...base.profile, priceRange: { min: 1, max: 999 }, preferredBrands: ['X'], categories: ['Shoes'], measurements: { bust: 34 } } })
    expect(fitCalls).toBe(1)
    // An undertone the engines fold into the palette is a different segment when no palette is chosen.
    const noPalette = { stylePreferences: ['classic' as const] }
    await service.recommend({ ...base, profile: { ...noPalette, undertones: 'warm' } })
    await service.recommend({ ...base, profile: { ...noPalette, undertones: 'cool' } })
    expect(fitCalls).toBe(3)
    // And every part of the view counts.
    await service.recommend({ ...base, style: 'classic' })
    expect(fitCalls).toBe(4)
  })

  it('sees catalogue changes once the snapshot is checked again, and drops stale precomputed lists', async () => {
    const { service, db } = await start({ versionCheckMs: 0 })
    await insertCatalogue(db, SAMPLE_PRODUCTS)
    const before = await service.recommend({ ...request, mode: 'all', limit: 48 })
    expect(before.total).toBe(SAMPLE_PRODUCTS.length)
    await service.recommend(request)
    expect(await db.selectFrom('precomputed_recommendations').selectAll().execute()).toHaveLength(1)
    await insertCatalogue(db, [seedLike(0, { id: 'brand-new' })], {}, new Date('2026-11-23T00:00:00.000Z'))
    // The version row is read before the next answer, which waits for the new snapshot.
    await expect.poll(async () => (await service.recommend({ ...request, mode: 'all', limit: 48 })).total).toBe(SAMPLE_PRODUCTS.length + 1)
    const after = await service.recommend({ ...request, mode: 'all', limit: 48 })
    expect(after.items.some((i) => i.product.id === 'brand-new')).toBe(true)
    expect(await db.selectFrom('precomputed_recommendations').selectAll().execute()).toHaveLength(0)
  })

  it('ranks a shopper with a season by her season: its own answer, nothing on its avoid list recommended, its colours named', async () => {
    let fitCalls = 0
    const counting = { dynamic: (...args: Parameters<typeof recommendFit>) => (fitCalls++, recommendFit(...args)) }
    const { service, db } = await start({ engines: counting })
    await insertCatalogue(db, SAMPLE_PRODUCTS)
    const season = { ...request.profile, colorSeason: 'light-summer' as const }
    const all = await service.recommend({ ...request, mode: 'all', limit: 48, profile: season })
    const recommended = await service.recommend({ ...request, limit: 48, profile: season })
    const palette = await service.recommend({ ...request, limit: 48 })
    expect(fitCalls).toBe(3)
    const reasons = all.items.flatMap((i) => i.reasons)
    expect(reasons.some((r) => / your Light Summer (colours|palette)/.test(r))).toBe(true)
    expect(reasons.some((r) => / suits your warm colouring$/.test(r))).toBe(false)
    const avoided = all.items.filter((i) => i.reasons.some((r) => r.endsWith('your Light Summer palette avoids'))).map((i) => i.product.id)
    expect(avoided.length).toBeGreaterThan(0)
    const shown = new Set(recommended.items.map((i) => i.product.id))
    expect(avoided.filter((id) => shown.has(id))).toEqual([])
    // The season, not the warm palette she also chose, decides: the two lists differ.
    expect(recommended.items.map((i) => i.product.id)).not.toEqual(palette.items.map((i) => i.product.id))
  })

  it('keeps an outfits answer by her segment and the query: computed once, sent as ready bytes, computed again after a catalogue change', async () => {
    database ??= await createTestDatabase(dialect)
    const db = database.db
    const seeds = Object.entries(SHOP_TITLES).flatMap(([category, titles]) => titles.map((name, i) => seedLike(i, { id: `${category}-${i}`, name, category: category as CategoryId, colors: ['default'], seasons: ['autumn'] })))
    await insertCatalogue(db, seeds)
    const logger = createLogger({ logLevel: 'warn' }, captureLogs().stream)
    let outfitCalls = 0
    const base = localEngine({ db, logger })
    const service = createRecommendations({
      db,
      logger,
      now: () => NOW,
      engine: (onAhead, day) => {
        const engine = base(onAhead, day)
        return { ...engine, outfits: (...args) => (outfitCalls++, engine.outfits(...args)) }
      },
    })
    services.push(service)
    const piece = seeds[0]!.id
    const ask = { query: { piece, season: 'autumn' as const }, profile: { ...profile, stylePreferences: [...profile.stylePreferences] } }

    const first = await service.outfits(ask)
    expect(first?.piece).toBe(piece)
    const br = await service.outfitsEncoded(ask, 'br')
    expect(br?.encoding).toBe('br')
    expect(JSON.parse(zlib.brotliDecompressSync(br!.body).toString('utf8'))).toEqual(first)
    const plain = await service.outfitsEncoded(ask, null)
    expect(JSON.parse(Buffer.from(plain!.body).toString('utf8'))).toEqual(first)
    // Brotli is the one encoding kept (decision 067): a client asking gzip alone gets plain JSON, from the same kept answer.
    const gzipOnly = await service.outfitsEncoded(ask, 'gzip')
    expect(gzipOnly?.encoding).toBeNull()
    expect(JSON.parse(Buffer.from(gzipOnly!.body).toString('utf8'))).toEqual(first)
    expect(outfitCalls).toBe(1)

    // Another query (a reshuffle) and another segment are answers of their own; an unknown piece is not kept.
    await service.outfits({ ...ask, query: { ...ask.query, seed: 5 } })
    await service.outfits({ ...ask, profile: { ...ask.profile, bodyShape: 'pear' } })
    expect(outfitCalls).toBe(3)
    expect(await service.outfits({ ...ask, query: { piece: 'no-such-piece' } })).toBeNull()
    expect(await service.outfits({ ...ask, query: { piece: 'no-such-piece' } })).toBeNull()
    expect(outfitCalls).toBe(5)

    // A newer catalogue: the kept answer names the old version, so it is computed again.
    await insertCatalogue(db, [seedLike(0, { id: 'brand-new-outfit-piece' })])
    await service.catalogueChanged()
    await service.outfits(ask)
    expect(outfitCalls).toBe(6)
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
