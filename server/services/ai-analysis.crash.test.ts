import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { goodAnalysisReply } from '#core/testing/sample-reply.ts'
import { findProductAnalysis } from '#tests/support/stored-rows.ts'
import { enqueueProducts, findQueueItems } from '#db/repositories/ai-queue-repository.ts'
import { insertProducts, productSeedToRow } from '#db/repositories/products-repository.ts'
import { createAiClient } from '#integrations/ai/ai-client.ts'
import { type FakeOpenAiServer, startFakeOpenAi } from '#tests/fakes/openai-server.ts'
import { makeProductSeed } from '#tests/support/product-generator.ts'
import { connectionArgument, createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createAiAnalysis } from './ai-analysis.ts'

// The queue under a real crash: a worker process is killed (SIGKILL) while its AI call for
// an item is in flight; a worker started afterwards finishes that item exactly once and
// leaves the item the dead worker had completed alone.
const workerScript = path.resolve(import.meta.dirname, '../../tests/support/analysis-worker-process.ts')
const LEASE_MS = 5 * 60_000
const quietLogger = createLogger({ logLevel: 'silent' }, new Writable({ write: (_c, _e, done) => done() }))

describe.each(DIALECTS)('the analysis queue on %s', (dialect) => {
  let database: TestDatabase | undefined
  let fake: FakeOpenAiServer | undefined
  let child: ChildProcess | undefined
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await once(child, 'exit')
    }
    child = undefined
    await fake?.close()
    await database?.destroy()
    fake = undefined
    database = undefined
  })

  it('a worker killed mid-item leaves its claim; the restarted worker completes the item once', async () => {
    database = await createTestDatabase(dialect)
    const db = database.db
    let secondCallArrived!: () => void
    const midItem = new Promise<void>((resolve) => (secondCallArrived = resolve))
    fake = await startFakeOpenAi({ onRequest: (_request, count) => count === 2 && secondCallArrived() })
    // The first item is answered; the call for the second is held open until the worker dies.
    fake.script({ reply: goodAnalysisReply() }, { timeout: true })

    const [first, second] = [makeProductSeed({ name: 'Crash Test Blazer' }), makeProductSeed({ name: 'Crash Test Skirt' })]
    const created = new Date(Date.now() - 60_000).toISOString()
    await insertProducts(db, [productSeedToRow(first!, 'import', created), productSeedToRow(second!, 'import', created)])
    const { itemIds } = await enqueueProducts(db, [first!.id], { priority: 2, now: created })
    const { itemIds: secondIds } = await enqueueProducts(db, [second!.id], { priority: 2, now: new Date(Date.now() - 30_000).toISOString() })
    const [firstItem, secondItem] = [itemIds[0]!, secondIds[0]!]

    let stderr = ''
    child = spawn(process.execPath, [workerScript, connectionArgument(database), fake.baseUrl], { stdio: ['ignore', 'ignore', 'pipe'] })
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    const exitedEarly = once(child, 'exit').then(() => {
      throw new Error(`the worker process exited before its second AI call: ${stderr}`)
    })
    await Promise.race([midItem, exitedEarly])
    child.kill('SIGKILL')
    await once(child, 'exit').catch(() => undefined)
    exitedEarly.catch(() => undefined)
    expect(child.signalCode).toBe('SIGKILL')

    // What the dead worker left: the first item done, the second still claimed by it.
    const left = await findQueueItems(db, [firstItem, secondItem])
    expect(left.find((i) => i.id === firstItem)).toMatchObject({ status: 'completed', attempts: 0 })
    expect(left.find((i) => i.id === secondItem)).toMatchObject({ status: 'processing', attempts: 0, claimedBy: 'worker-that-dies' })
    const firstAnalysis = await findProductAnalysis(db, first!.id, 'v1.0')
    expect(firstAnalysis).toMatchObject({ method: 'ai' })
    expect(await findProductAnalysis(db, second!.id, 'v1.0')).toBeNull()

    const client = createAiClient({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'claude-3-sonnet', providerName: 'APICore', timeoutMs: 5_000 })
    const restart = (now: () => Date) =>
      createAiAnalysis({
        db,
        client,
        logger: quietLogger,
        now,
        sleep: async () => {},
        workerId: 'restarted',
        pacing: { concurrency: 1, spacingMs: 0, itemsPerRun: 5, pollMs: 60_000, leaseMs: LEASE_MS },
      })
    // Within the lease the claim could still be a live, slow worker's: it is left alone.
    expect(await restart(() => new Date()).worker.processBatch()).toBe(0)
    // Once the lease is over, the claim is released and the item is analysed, once.
    const later = restart(() => new Date(Date.now() + LEASE_MS + 1_000))
    expect(await later.worker.processBatch()).toBe(1)
    expect(await later.worker.processBatch()).toBe(0)

    const done = await findQueueItems(db, [firstItem, secondItem])
    expect(done.find((i) => i.id === firstItem)).toMatchObject({ status: 'completed', attempts: 0 })
    expect(done.find((i) => i.id === secondItem)).toMatchObject({ status: 'completed', attempts: 1, errorMessage: null, claimedBy: null })
    const asked = fake.requests.map((r) => (r.body.messages[1]!.content.includes('Crash Test Blazer') ? 'blazer' : 'skirt'))
    expect(asked).toEqual(['blazer', 'skirt', 'skirt'])
    expect(await findProductAnalysis(db, first!.id, 'v1.0')).toEqual(firstAnalysis)
    expect(await findProductAnalysis(db, second!.id, 'v1.0')).toMatchObject({ method: 'ai' })
    const rows = await db.selectFrom('product_ai_analysis').select('product_id').execute()
    expect(rows.map((r) => r.product_id).sort()).toEqual([first!.id, second!.id].sort())
  })
})
