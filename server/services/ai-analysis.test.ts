import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { goodAnalysisReply } from '#core/testing/sample-reply.ts'
import { findProductAnalysis } from '#tests/support/stored-rows.ts'
import { findProductAttributes, setAttributeOverrides } from '#db/repositories/product-attributes-repository.ts'
import { claimQueueItems, countQueueItemsByStatus, enqueueProducts, findQueueItems } from '#db/repositories/ai-queue-repository.ts'
import { findProductById, insertProducts, productSeedToRow } from '#db/repositories/products-repository.ts'
import { createAiClient } from '#integrations/ai/ai-client.ts'
import { type FakeOpenAiServer, startFakeOpenAi } from '#tests/fakes/openai-server.ts'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createAiAnalysis } from './ai-analysis.ts'
import type { Pacing } from './ai-analysis-queue-worker.ts'

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

  async function setup(options: { key?: boolean; pacing?: Partial<Pacing>; products?: number; timeoutMs?: number; onAnalysed?: () => void } = {}) {
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
        ...(options.onAnalysed ? { onAnalysed: options.onAnalysed } : {}),
        pacing: { concurrency: 1, spacingMs: 2000, itemsPerRun: 5, pollMs: 30_000, leaseMs: 5 * 60_000, ...options.pacing },
      })
    return { ai: make('w1'), make, database, fake, clock, clientWaits, ids: seeds.map((x) => x.id) }
  }

  it('without a key stores the rule-based reading and updates the product, keeping its own tags', async () => {
    const { ai, database, ids } = await setup({ key: false })
    expect(ai.engine).toMatchObject({ mode: 'rule-based', label: 'Rule-based engine: no AI key is configured, so products are analysed by rules' })
    const outcome = await ai.analyseProduct(ids[0]!)
    expect(outcome).toMatchObject({ productId: ids[0], method: 'rule-based' })
    expect(outcome.confidence).toBeGreaterThan(0.3)
    expect(outcome.confidence).toBeLessThan(1)
    const attributes = await findProductAttributes(database.db, ids[0]!)
    expect(attributes).toMatchObject({ method: 'rule-based', model: null, read: { garmentType: 'dress', silhouette: 'wrap', waist: 'belted', primaryColour: 'rust' } })
    const stored = await findProductAnalysis(database.db, ids[0]!, 'v1.0')
    expect(stored).toMatchObject({ method: 'rule-based', confidence: outcome.confidence, rawResponse: null, modelName: null })
    expect(stored!.bodyTypeScores.hourglass).toBe(0.95)
    expect(stored!.reasoning).toContain('Read by the rule-based reader')
    const product = await findProductById(database.db, ids[0]!)
    expect(product).toMatchObject({ aiAnalysisVersion: 'v1.0', aiConfidenceScore: outcome.confidence, aiAnalyzedAt: '2026-11-24T10:00:00.000Z', tags: ['wrap'] })
  })

  it('tells its owner once each analysis is stored, and not when storing fails', async () => {
    let told = 0
    const { ai, database, ids } = await setup({ key: false, onAnalysed: () => told++ })
    await ai.analyseProduct(ids[0]!)
    expect(told).toBe(1)
    await database.db.deleteFrom('products').where('id', '=', ids[0]!).execute()
    await expect(ai.analyseProduct(ids[0]!)).rejects.toThrow()
    expect(told).toBe(1)
  })

  it('stores a good AI reply in the attribute schema with its raw text and model, asking for structured output', async () => {
    const { ai, database, fake, ids } = await setup()
    fake!.script({ reply: `Sure, here you go:\n${goodAnalysisReply()}\nLet me know!` })
    expect(await ai.analyseProduct(ids[0]!)).toMatchObject({ method: 'ai' })
    expect(await findProductAttributes(database.db, ids[0]!)).toMatchObject({ method: 'ai', model: 'claude-3-sonnet', read: { silhouette: 'wrap', primaryColour: 'navy' } })
    const stored = await findProductAnalysis(database.db, ids[0]!, 'v1.0')
    expect(stored).toMatchObject({ method: 'ai', modelName: 'claude-3-sonnet', reasoning: 'Read by claude-3-sonnet: navy, solid, wrap, v-neck, flutter sleeve, midi, dress.' })
    expect(stored!.rawResponse).toContain('Sure, here you go')
    const body = fake!.requests[0]!.body
    expect(body).toMatchObject({ max_tokens: 800, temperature: 0.3, response_format: { type: 'json_schema', json_schema: { name: 'garment_attributes', strict: true } } })
    expect(body.messages[1]!.content).toContain('Belted Wrap Dress 0')
  })

  it('keeps an administrator’s correction when the product is analysed again', async () => {
    const { ai, database, fake, ids } = await setup()
    await ai.analyseProduct(ids[0]!)
    await setAttributeOverrides(database.db, ids[0]!, { primaryColour: 'emerald' }, '2026-11-24T11:00:00.000Z')
    fake!.script({ reply: goodAnalysisReply({ primaryColour: 'black' }) })
    await ai.analyseProduct(ids[0]!)
    expect(await findProductAttributes(database.db, ids[0]!)).toMatchObject({ read: { primaryColour: 'black' }, overrides: { primaryColour: 'emerald' } })
  })

  it.each([
    ['malformed JSON', '{"garmentType": "dress"', 'Could not read the AI response'],
    ['a reply missing fields', JSON.stringify({ garmentType: 'dress' }), 'does not fit the attribute schema'],
    ['a value outside the schema', goodAnalysisReply({ silhouette: 'mermaid-ish' }), 'does not fit the attribute schema (silhouette'],
    ['an empty reply', '', 'AI analysis returned empty result'],
  ])('falls back to the rule-based reader for %s, recorded as such, keeping the raw reply', async (_name, reply, reason) => {
    const { ai, database, fake, ids } = await setup()
    fake!.script({ reply })
    expect(await ai.analyseProduct(ids[0]!)).toMatchObject({ method: 'rule-based' })
    expect(await findProductAttributes(database.db, ids[0]!)).toMatchObject({ method: 'rule-based', model: null, read: { silhouette: 'wrap' } })
    const stored = await findProductAnalysis(database.db, ids[0]!, 'v1.0')
    expect(stored!.method).toBe('rule-based')
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
    expect(await findProductAnalysis(database.db, ids[0]!, 'v1.0')).toMatchObject({ method: 'rule-based' })
    expect(await findProductAttributes(database.db, ids[0]!)).toMatchObject({ method: 'rule-based' })
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
