import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { createAiClient } from '#integrations/ai/ai-client.ts'
import { type FakeOpenAiServer, startFakeOpenAi } from '#tests/fakes/openai-server.ts'
import { insertCatalogue } from '#tests/support/catalogue-fixtures.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createAiAnalysis } from './ai-analysis.ts'
import { createRecommendationsService, type RecommendationsService } from './recommendations.ts'

const logger = createLogger({ logLevel: 'silent' }, new Writable({ write: (_c, _e, done) => done() }))
const profile = { bodyShape: 'hourglass' as const, colorPalette: 'warm' as const, stylePreferences: ['classic' as const, 'romantic' as const] }

// The analysis service and the recommender meet only in product_ai_analysis: what one
// writes, the other must read. This runs them together instead of hand-writing rows.
describe.each(DIALECTS)('stored AI analyses feed the dynamic recommender on %s', (dialect) => {
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

  it('an analysed product is scored from its analysis; the rest keep the default row', async () => {
    database = await createTestDatabase(dialect)
    fake = await startFakeOpenAi()
    await insertCatalogue(database.db, SAMPLE_PRODUCTS)
    // snapshotTtlMs 0: every ask checks the catalogue's fingerprint, which counts analyses.
    recs = createRecommendationsService({ db: database.db, logger, snapshotTtlMs: 0 })
    const before = await recs.recommend({ profile, mode: 'all', limit: 48, offset: 0 })
    expect(before.engine).toBe('balanced')

    const client = createAiClient({ baseUrl: fake.baseUrl, apiKey: 'k', model: 'm', providerName: 'APICore', timeoutMs: 5000, sleep: async () => {} })
    const ai = createAiAnalysis({
      db: database.db,
      client,
      logger,
      sleep: async () => {},
      pacing: { concurrency: 1, spacingMs: 0, itemsPerRun: 5, pollMs: 30_000, leaseMs: 60_000 },
    })
    const analysed = SAMPLE_PRODUCTS[2]!.id
    expect(await ai.analyseProduct(analysed)).toMatchObject({ method: 'ai' })

    // The old snapshot answers while the changed fingerprint's new one loads in the background.
    const ask = () => recs!.recommend({ profile, mode: 'all', limit: 48, offset: 0 })
    await expect.poll(async () => (await ask()).engine).toBe('dynamic')
    const after = await ask()
    expect(after.degraded).toBe(false)
    const scored = after.items.filter((i) => i.aiScore !== null).map((i) => i.product.id)
    expect(scored).toEqual([analysed])
    // The fake's analysis rates this shopper highly (hourglass .9, warm .8, classic .8), so the product leads.
    expect(after.items[0]!.product.id).toBe(analysed)
  })
})
