import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { generateSyntheticProducts } from '#server/cli/synthetic-products.ts'
import { createDatabase } from '#db/database.ts'
import { migrateToLatest } from '#db/migrator.ts'
import { getAnalysisStatistics } from '#db/repositories/ai-analysis-repository.ts'
import { countQueueItemsByStatus } from '#db/repositories/ai-queue-repository.ts'
import { insertProductSeeds } from '#db/repositories/products-repository.ts'
import { createAiClient } from '#integrations/ai/ai-client.ts'
import { createLogger } from '#server/logger.ts'
import { createAiAnalysis } from '#server/services/ai-analysis.ts'
import { startFakeOpenAi } from '#tests/fakes/openai-server.ts'

// `npm run bench:analysis`: analyse a catalogue through the durable queue against a fake
// provider that answers in LATENCY ms and allows LIMIT requests per rolling second
// (429 beyond it). Reports throughput against the limit, products lost, and the spec's
// own pacing (one item per latency + a 1 s pause + the 2 s queue spacing) as the baseline.
const PRODUCTS = Number(process.argv[2] ?? 500)
const LATENCY_MS = 300
const LIMIT_PER_SECOND = 10
// Our pacing for this provider: call starts 3% further apart than the limit allows (timer
// jitter must not push 11 calls into one second), and two lanes more than the latency needs,
// so a lane waiting out a retry does not stall the rest.
const SPACING_MS = Math.ceil((1000 / LIMIT_PER_SECOND) * 1.03)
const CONCURRENCY = Math.ceil(LATENCY_MS / SPACING_MS) + 2

const dir = mkdtempSync(path.join(tmpdir(), 'sb-bench-ai-'))
const database = createDatabase({ dataDir: dir })
const fake = await startFakeOpenAi({ latencyMs: LATENCY_MS, requestsPerSecond: LIMIT_PER_SECOND })
try {
  await migrateToLatest(database.db)
  const now = new Date()
  await insertProductSeeds(database.db, generateSyntheticProducts(PRODUCTS, { seed: 11 }), { source: 'synthetic', now })
  const logger = createLogger({ logLevel: 'silent' }, new Writable({ write: (_c, _e, done) => done() }))
  const client = createAiClient({ baseUrl: fake.baseUrl, apiKey: 'bench', model: 'bench-model', providerName: 'Fake', timeoutMs: 30_000 })
  const ai = createAiAnalysis({
    db: database.db,
    client,
    logger,
    pacing: { concurrency: CONCURRENCY, spacingMs: SPACING_MS, itemsPerRun: 50, pollMs: 30_000, leaseMs: 5 * 60_000 },
  })
  const ids = (await database.db.selectFrom('products').select('id').execute()).map((r) => r.id)

  const started = performance.now()
  await ai.enqueue(ids, 2)
  await ai.worker.idle()
  const seconds = (performance.now() - started) / 1000

  const queue = await countQueueItemsByStatus(database.db)
  const stats = await getAnalysisStatistics(database.db)
  const methods = await database.db.selectFrom('product_ai_analysis').select(['method']).execute()
  const byAi = methods.filter((m) => m.method === 'ai').length
  const lost = PRODUCTS - stats.analyzedProductsCount
  const throughput = PRODUCTS / seconds
  const baselinePerItem = LATENCY_MS / 1000 + 1 + 2
  const baselineSeconds = PRODUCTS * baselinePerItem

  process.stdout.write(
    [
      `${PRODUCTS} products, fake provider: ${LATENCY_MS} ms latency, ${LIMIT_PER_SECOND} requests/s limit`,
      `our pacing: ${CONCURRENCY} lanes, call starts >= ${SPACING_MS} ms apart`,
      `elapsed                ${seconds.toFixed(1).padStart(8)} s`,
      `throughput             ${throughput.toFixed(2).padStart(8)} products/s  (${((throughput / LIMIT_PER_SECOND) * 100).toFixed(1)}% of the limit)`,
      `requests sent          ${String(fake.requests.length).padStart(8)}  (429 answers: ${fake.throttled})`,
      `analysed by the AI     ${String(byAi).padStart(8)}  (rule-based fallbacks: ${methods.length - byAi})`,
      `products lost          ${String(lost).padStart(8)}  (queue: ${JSON.stringify(queue)})`,
      `spec pacing baseline   ${baselineSeconds.toFixed(0).padStart(8)} s  (${baselinePerItem.toFixed(1)} s per item: latency + 1 s pause + 2 s spacing; ${(1 / baselinePerItem).toFixed(2)} products/s)`,
      `speed-up vs baseline   ${(baselineSeconds / seconds).toFixed(1).padStart(8)}x`,
      '',
    ].join('\n'),
  )
  if (lost > 0 || throughput < 0.9 * LIMIT_PER_SECOND) process.exitCode = 1
} finally {
  await fake.close()
  await database.close()
  rmSync(dir, { recursive: true, force: true })
}
