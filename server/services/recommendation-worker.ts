import os from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { createDatabase, type DatabaseOptions } from '#db/database.ts'
import type { Config } from '../config.ts'
import { createLogger } from '../logger.ts'
import { createLocalEngine, type EngineCalls } from './recommendation-engine.ts'
import type { FromWorker, ToWorker } from './recommendation-worker-protocol.ts'

// The worker thread of recommendation-worker-engine.ts: the engine (recommendation-engine.ts)
// runs here, so reading and indexing a 100,000-product catalogue and computing the quiz
// segments never hold the server's event loop. It only relays: calls in, values out.
const options = workerData as { database: DatabaseOptions; logLevel: Config['logLevel']; precomputeDelayMs: number; day: string }
const port = parentPort!
const database = createDatabase({ ...options.database, poolSize: 2 })
const logger = createLogger({ logLevel: options.logLevel }, process.stderr)

/**
 * This thread's CPU priority (decision 065; on Linux a nice value is per thread). Background
 * work (a catalogue reload, the quiz segments ahead) runs at nice 10, so on a busy machine it
 * yields the CPU to the serving thread; a shopper's own request (an uncommon profile, complete
 * the look for a piece not asked before) runs at the default, since she is waiting for it.
 * Linux lets a thread lower its priority but not raise it again without CAP_SYS_NICE: where
 * that is refused the thread stays at nice 10 from its first reload on, as it always ran before.
 */
const BACKGROUND_NICE = 10
/** The priority the thread started with (the process's: an operator's `nice` is kept between reloads). */
const STARTED_AT = (() => {
  try {
    return os.getPriority()
  } catch {
    return 0
  }
})()
let raiseRefused = false
function background(busy: boolean): void {
  if (!busy && raiseRefused) return
  try {
    os.setPriority(busy ? Math.max(STARTED_AT, BACKGROUND_NICE) : STARTED_AT)
  } catch (err) {
    if (busy) return
    raiseRefused = true
    logger.info({ err }, 'the recommendation worker stays at nice 10 between reloads: this process may not raise a thread priority')
  }
}

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
  if (value && typeof value === 'object' && 'br' in value && 'gz' in value && value.br instanceof Uint8Array && value.gz instanceof Uint8Array) {
    return [value.br.buffer as ArrayBuffer, value.gz.buffer as ArrayBuffer]
  }
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
