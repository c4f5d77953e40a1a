import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { goodAnalysisReply } from '#core/ai/sample-reply.ts'
import { findProductAnalysis } from '#db/repositories/ai-analysis-repository.ts'
import { claimQueueItems, countQueueItemsByStatus, enqueueProducts, findQueueItems } from '#db/repositories/ai-queue-repository.ts'
import { findProductById, insertProducts, productSeedToRow } from '#db/repositories/products-repository.ts'
import { createAiClient } from '#integrations/ai/ai-client.ts'
import { type FakeOpenAiServer, startFakeOpenAi } from '#tests/fakes/openai-server.ts'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createAiAnalysis, type Pacing } from './ai-analysis.ts'

const T0 = Date.parse('2026-11-24T10:00:00.000Z')
const quietLogger = createLogger({ logLevel: 'silent' }, new Writable({ write: (_c, _e, done) => done() }))

/** A clock that only moves when the code under test waits: waits are recorded, never slept. */
function manualClock() {
  let t = T0
  const waits: number[] = []
  return {
    now: () => new Date(t),
    sleep: async (ms: number) => {
      waits.push(ms)
      t += ms
    },
    advance: (ms: number) => {
      t += ms
    },
    waits,
  }
}

interface Setup {
  database: TestDatabase
  fake: FakeOpenAiServer | undefined
}

describe.each(DIALECTS)('product analysis on %s', (dialect) => {
  let s: Setup | undefined
  afterEach(async () => {
    await s?.fake?.close()
    await s?.database.destroy()
    s = undefined
  })

  async function setup(options: { key?: boolean; pacing?: Partial<Pacing>; products?: number; timeoutMs?: number } = {}) {
    const database = await createTestDatabase(dialect)
    const fake = options.key === false ? undefined : await startFakeOpenAi()
    s = { database, fake }
    const seeds = Array.from({ length: options.products ?? 1 }, (_, i) =>
      makeProductSeed({ name: `Belted Wrap Dress ${i}`, tags: ['wrap'], colors: ['rust'] }),
    )
    await insertProducts(database.db, seeds.map((seed, i) => productSeedToRow(seed, 'import', new Date(T0 - 1000 * (100 - i)).toISOString())))
    const clock = manualClock()
    const clientWaits: number[] = []
    const client = createAiClient({
      baseUrl: fake?.baseUrl,
      apiKey: fake ? 'sk-test' : undefined,
      model: 'claude-3-sonnet',
      providerName: 'APICore',
      timeoutMs: options.timeoutMs ?? 5_000,
      sleep: async (ms) => {
        clientWaits.push(ms)
      },
    })
    const make = (workerId: string) =>
      createAiAnalysis({
        db: database.db,
        client,
        logger: quietLogger,
        now: clock.now,
        sleep: clock.sleep,
        workerId,
        pacing: { concurrency: 1, spacingMs: 2000, itemsPerRun: 5, pollMs: 30_000, leaseMs: 5 * 60_000, ...options.pacing },
      })
    return { ai: make('w1'), make, database, fake, clock, clientWaits, ids: seeds.map((x) => x.id) }
  }

  it('without a key stores the rule-based analysis and updates the product', async () => {
    const { ai, database, ids } = await setup({ key: false })
    expect(ai.engine).toMatchObject({ mode: 'rule-based', label: 'Rule-based engine: no AI key is configured, so products are analysed by rules' })
    expect(await ai.analyseProduct(ids[0]!)).toEqual({ productId: ids[0], method: 'rule-based', confidence: 0.6 })
    const stored = await findProductAnalysis(database.db, ids[0]!, 'v1.0')
    expect(stored).toMatchObject({ method: 'rule-based', confidence: 0.6, rawResponse: null, modelName: null })
    expect(stored!.bodyTypeScores.hourglass).toBe(0.85)
    const product = await findProductById(database.db, ids[0]!)
    expect(product).toMatchObject({ aiAnalysisVersion: 'v1.0', aiConfidenceScore: 0.6, aiAnalyzedAt: '2026-11-24T10:00:00.000Z' })
    expect(product!.tags).toEqual(expect.arrayContaining(['wrap', ...stored!.styleCategories]))
  })

  it('stores a good AI reply with its raw text, model and confidence', async () => {
    const { ai, database, fake, ids } = await setup()
    fake!.script({ reply: `Sure, here you go:\n${goodAnalysisReply()}\nLet me know!` })
    expect(await ai.analyseProduct(ids[0]!)).toMatchObject({ method: 'ai', confidence: 0.88 })
    const stored = await findProductAnalysis(database.db, ids[0]!, 'v1.0')
    expect(stored).toMatchObject({ method: 'ai', modelName: 'claude-3-sonnet', reasoning: 'A wrap silhouette in a warm print suits defined waists.' })
    expect(stored!.rawResponse).toContain('Sure, here you go')
    expect(fake!.requests[0]!.body).toMatchObject({ max_tokens: 800, temperature: 0.3 })
    expect(fake!.requests[0]!.body.messages[1]!.content).toContain('Belted Wrap Dress 0')
  })

  it('sets out-of-range scores to 0 and an invalid confidence to 0.5', async () => {
    const { ai, database, fake, ids } = await setup()
    fake!.script({ reply: goodAnalysisReply({ body_type_scores: { hourglass: 3, pear: 'high', apple: 0.5 }, confidence_score: -1 }) })
    expect(await ai.analyseProduct(ids[0]!)).toMatchObject({ method: 'ai', confidence: 0.5 })
    const stored = await findProductAnalysis(database.db, ids[0]!, 'v1.0')
    expect(stored!.bodyTypeScores).toMatchObject({ hourglass: 0, pear: 0, apple: 0.5 })
  })

  it.each([
    ['malformed JSON', '{"body_types": ["pear"', 'Could not read the AI response'],
    ['a reply missing fields', JSON.stringify({ body_types: ['pear'] }), 'Missing required field: body_type_scores'],
    ['an empty reply', '', 'AI analysis returned empty result'],
  ])('falls back to rule-based scores for %s, keeping the raw reply', async (_name, reply, reason) => {
    const { ai, database, fake, ids } = await setup()
    fake!.script({ reply })
    expect(await ai.analyseProduct(ids[0]!)).toMatchObject({ method: 'rule-based', confidence: 0.6 })
    const stored = await findProductAnalysis(database.db, ids[0]!, 'v1.0')
    expect(stored!.reasoning).toContain(reason)
    expect(stored!.rawResponse).toBe(reply)
  })

  it('retries a 429 after 2 s and a 500 after 1 s within one analysis', async () => {
    const { ai, fake, ids, clientWaits } = await setup()
    fake!.script({ status: 429 }, { reply: goodAnalysisReply() }, { status: 500 }, { reply: goodAnalysisReply() })
    expect(await ai.analyseProduct(ids[0]!)).toMatchObject({ method: 'ai' })
    expect(await ai.analyseProduct(ids[0]!)).toMatchObject({ method: 'ai' })
    expect(clientWaits).toEqual([2000, 1000])
    expect(fake!.requests).toHaveLength(4)
  })

  it('paces queue items 2 s apart, 5 per pass, and a second 429 slows the worker down', async () => {
    const { ai, fake, clock, database, ids } = await setup({ products: 7 })
    await ai.enqueue(ids, 2)
    await ai.worker.idle()
    expect(await countQueueItemsByStatus(database.db)).toMatchObject({ completed: 7, pending: 0 })
    // Seven items: six waits of the 2 s spacing between call starts.
    expect(clock.waits).toEqual([2000, 2000, 2000, 2000, 2000, 2000])
    expect(fake!.requests).toHaveLength(7)

    clock.waits.length = 0
    fake!.script({ status: 429 }, { status: 429 })
    await ai.enqueue(ids.slice(0, 2), 2)
    await ai.worker.idle()
    expect(ai.worker.spacingMs).toBeGreaterThan(2000)
    const items = await countQueueItemsByStatus(database.db)
    expect(items).toMatchObject({ pending: 0, processing: 0, failed: 0 })
  })

  it('a product whose calls keep failing is retried 3 times, then gets rule-based scores and ends failed', async () => {
    const { ai, fake, database, ids, clock } = await setup()
    fake!.script({ status: 401 }, { status: 401 }, { status: 401 })
    const { itemIds } = await ai.enqueue([ids[0]!], 2)
    await ai.worker.idle()
    expect(fake!.requests).toHaveLength(3)
    const [item] = await findQueueItems(database.db, itemIds)
    expect(item).toMatchObject({ status: 'failed', attempts: 3 })
    expect(item!.errorMessage).toMatch(/^APICore API authentication failed: Invalid or expired token \(request id: [0-9a-f-]{36}\)$/)
    expect(await findProductAnalysis(database.db, ids[0]!, 'v1.0')).toMatchObject({ method: 'rule-based', confidence: 0.6 })
    // The retry action puts it back, and the next (good) call completes it.
    clock.advance(1000)
    expect(await ai.retryFailed()).toBe(1)
    await ai.worker.idle()
    expect((await findQueueItems(database.db, itemIds))[0]).toMatchObject({ status: 'completed' })
    expect(await findProductAnalysis(database.db, ids[0]!, 'v1.0')).toMatchObject({ method: 'ai' })
  })

  it('after a crash mid-item, a restarted worker completes the item exactly once', async () => {
    const { make, fake, database, ids, clock } = await setup()
    const { itemIds } = await enqueueProducts(database.db, [ids[0]!], { priority: 2, now: clock.now().toISOString() })
    // The first worker claimed the item and died before finishing: its claim is all that is left.
    expect(await claimQueueItems(database.db, { limit: 5, workerId: 'crashed', now: clock.now().toISOString() })).toHaveLength(1)
    const restarted = make('w2')
    expect(await restarted.worker.processBatch()).toBe(0)
    expect(fake!.requests).toHaveLength(0)
    clock.advance(5 * 60_000 + 1)
    expect(await restarted.worker.processBatch()).toBe(1)
    expect(await restarted.worker.processBatch()).toBe(0)
    expect(fake!.requests).toHaveLength(1)
    expect((await findQueueItems(database.db, itemIds))[0]).toMatchObject({ status: 'completed', attempts: 1 })
    const rows = await database.db.selectFrom('product_ai_analysis').select('id').where('product_id', '=', ids[0]!).execute()
    expect(rows).toHaveLength(1)
  })

  it('a worker pass removes completed items older than 7 days and keeps newer and failed ones', async () => {
    const { ai, database, ids } = await setup({ key: false, products: 3 })
    const { itemIds } = await enqueueProducts(database.db, ids, { priority: 2, now: new Date(T0).toISOString() })
    const day = 24 * 60 * 60 * 1000
    const age = (id: string, status: string, daysAgo: number) =>
      database.db.updateTable('ai_analysis_queue').set({ status, updated_at: new Date(T0 - daysAgo * day).toISOString() }).where('id', '=', id).execute()
    await age(itemIds[0]!, 'completed', 7.01)
    await age(itemIds[1]!, 'completed', 6.99)
    await age(itemIds[2]!, 'failed', 30)
    expect(await ai.worker.processBatch()).toBe(0)
    expect((await findQueueItems(database.db, itemIds)).map((i) => i.id).sort()).toEqual([itemIds[1]!, itemIds[2]!].sort())
  })

  it('stopping the worker lets the item in flight finish and returns unstarted claims to the queue', async () => {
    const { make, database, ids, clock } = await setup({ products: 5 })
    await enqueueProducts(database.db, ids, { priority: 2, now: clock.now().toISOString() })
    let stopped: Promise<void> | undefined
    const sleep = clock.sleep
    // Stop is asked for while the second item waits for its turn.
    clock.sleep = async (ms) => {
      stopped ??= ai.worker.stop()
      await sleep(ms)
    }
    const ai = make('w1')
    expect(await ai.worker.processBatch()).toBe(5)
    await stopped
    expect(await countQueueItemsByStatus(database.db)).toMatchObject({ completed: 2, pending: 3, processing: 0 })
  })
})
