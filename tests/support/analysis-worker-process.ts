import { Writable } from 'node:stream'
import { createDatabase } from '#db/database.ts'
import { createAiClient } from '#integrations/ai/ai-client.ts'
import { createLogger } from '#server/logger.ts'
import { createAiAnalysis } from '#server/services/ai-analysis.ts'

// A queue worker in a process of its own, for the crash test: it works off the analysis
// queue of the database in argv[2] (a PostgreSQL URL, or the SQLite data folder) against
// the AI endpoint argv[3], as the server process does, until it is killed.
const [where, baseUrl] = process.argv.slice(2)
if (!where || !baseUrl) throw new Error('usage: analysis-worker-process.ts <postgres URL | data folder> <aiBaseUrl>')

const database = createDatabase(/^postgres(ql)?:/.test(where) ? { databaseUrl: where, dataDir: '.', poolSize: 2 } : { dataDir: where })
const logger = createLogger({ logLevel: 'silent' }, new Writable({ write: (_c, _e, done) => done() }))
const client = createAiClient({ baseUrl, apiKey: 'sk-test', model: 'claude-3-sonnet', providerName: 'APICore', timeoutMs: 60_000 })
const ai = createAiAnalysis({
  db: database.db,
  client,
  logger,
  workerId: 'worker-that-dies',
  pacing: { concurrency: 1, spacingMs: 0, itemsPerRun: 5, pollMs: 60_000, leaseMs: 5 * 60_000 },
})
ai.worker.start()
