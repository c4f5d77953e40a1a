import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { createAiClient } from '#integrations/ai/ai-client.ts'
import { type FakeOpenAiServer, startFakeOpenAi } from '#tests/fakes/openai-server.ts'
import { insertCatalogue } from '#tests/support/catalogue-fixtures.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createAiAnalysis } from './ai-analysis.ts'
import { localEngine } from './recommendation-engine.ts'
import { createRecommendations, type RecommendationsService } from './recommendations.ts'

const logger = createLogger({ logLevel: 'silent' }, new Writable({ write: (_c, _e, done) => done() }))
const profile = { bodyShape: 'hourglass' as const, colorPalette: 'cool' as const, stylePreferences: ['classic' as const, 'romantic' as const] }

// The analysis service and the recommender meet only in product_attributes: what one
// writes, the other must read. This runs them together instead of hand-writing rows.
describe.each(DIALECTS)('a model’s reading feeds the fit engine on %s', (dialect) => {
  let database: TestDatabase | undefined
  let fake: FakeOpenAiServer | undefined
  let recs: RecommendationsService | undefined
  afterEach(async () => {
    recs?.close()
    await fake?.close()
    await database?.destroy()
    database = undefined
    fake = undefined
  })

  it('a product a model read is scored from its reading and shown with an AI score', async () => {
    database = await createTestDatabase(dialect)
    fake = await startFakeOpenAi()
    await insertCatalogue(database.db, SAMPLE_PRODUCTS)
    // versionCheckMs 0: every ask reads the catalogue version, which every attribute write bumps.
    recs = createRecommendations({ db: database.db, logger, versionCheckMs: 0, engine: localEngine({ db: database.db, logger }) })
    const ask = () => recs!.recommend({ profile, mode: 'all', limit: 48, offset: 0 })
    const before = await ask()
    expect(before.engine).toBe('dynamic')
    expect(before.items.every((i) => i.aiScore === null)).toBe(true)

    const client = createAiClient({ baseUrl: fake.baseUrl, apiKey: 'k', model: 'm', providerName: 'APICore', timeoutMs: 5000, sleep: async () => {} })
    const ai = createAiAnalysis({
      db: database.db,
      client,
      logger,
      sleep: async () => {},
      pacing: { concurrency: 1, spacingMs: 0, itemsPerRun: 5, pollMs: 30_000, leaseMs: 60_000 },
    })
    // The hat, as the fake model reads everything: a navy silk wrap midi dress.
    const analysed = SAMPLE_PRODUCTS[10]!.id
    expect(await ai.analyseProduct(analysed)).toMatchObject({ method: 'ai' })

    // The old snapshot answers while the changed fingerprint's new one loads in the background.
    await expect.poll(async () => (await ask()).items.filter((i) => i.aiScore !== null).map((i) => i.product.id)).toEqual([analysed])
    const item = (await ask()).items.find((i) => i.product.id === analysed)!
    expect(item.breakdown.color).toBe(100)
    expect(item.breakdown.body).toBeGreaterThanOrEqual(90)
    expect(item.reasons).toContain('The wrap waist marks the curves of your Hourglass shape')
  })
})
