import os from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { createDatabase, type DatabaseOptions } from '#db/database.ts'
import type { Config } from '../config.ts'
import { createLogger } from '../logger.ts'
import { heapReleaser } from './heap-release.ts'
import { createLocalEngine, type EngineCalls } from './recommendation-engine.ts'
import type { FromWorker, ToWorker } from './recommendation-worker-protocol.ts'
import { backgroundHandler } from './worker-background.ts'

// The worker thread of recommendation-worker-engine.ts: the engine (recommendation-engine.ts)
// runs here, so reading and indexing a 100,000-product catalogue and computing the quiz
// segments never hold the server's event loop. It only relays: calls in, values out.
const options = workerData as { database: DatabaseOptions; logLevel: Config['logLevel']; precomputeDelayMs: number; day: string }
const port = parentPort!
const database = createDatabase({ ...options.database, poolSize: 2 })
const logger = createLogger({ logLevel: options.logLevel }, process.stderr)

// Decisions 065 and 066: background work at nice 10, and its garbage handed back when it ends.
const background = backgroundHandler({ getPriority: () => os.getPriority(), setPriority: (p) => os.setPriority(p), releaseHeap: heapReleaser(), logger })

function send(message: FromWorker, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer)
}

const engine = createLocalEngine({
  db: database.db,
  logger,
  ahead: { delayMs: options.precomputeDelayMs, day: options.day, onReady: (answers, transfer) => send({ type: 'ready', answers }, transfer) },
  // Several processes share one PostgreSQL database (npm run start:cluster): one computes the quiz answers, the others read them (decision 062).
  shareAhead: database.dialect === 'postgres' ? { leases: database.jobLeases } : null,
  background,
})

/** An answer's ready bytes move to the serving thread instead of being copied. */
function transferOf(value: unknown): ArrayBuffer[] {
  if (value && typeof value === 'object' && 'br' in value && value.br instanceof Uint8Array) return [value.br.buffer as ArrayBuffer]
  return []
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'call': {
      const { method, args } = message.call
      const call = engine[method] as (...a: Parameters<EngineCalls[typeof method]>) => Promise<unknown>
      call(...args)
        .then((value) => send({ type: 'value', id: message.id, value }, transferOf(value)))
        .catch((err: unknown) => send({ type: 'failed', id: message.id, message: err instanceof Error ? err.message : String(err) }))
      return
    }
    case 'version':
      engine.noteVersion(message.version)
      return
    case 'day':
      engine.noteDay(message.day)
      return
    case 'clear':
      engine.clear()
      return
    case 'close':
      engine.close()
      void database.close().finally(() => port.close())
      return
  }
})
send({ type: 'started' })
