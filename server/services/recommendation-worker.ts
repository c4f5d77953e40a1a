import os from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import zlib from 'node:zlib'
import { createDatabase, type DatabaseOptions } from '#db/database.ts'
import type { Config } from '../config.ts'
import { createLogger } from '../logger.ts'
import { createRecommendationsService } from './recommendations.ts'
import type { FromWorker, ToWorker } from './recommendation-worker-protocol.ts'

// Runs in a worker thread (recommendations-served.ts): holds the catalogue snapshot (read and
// indexed here, so a 100,000-product reload never holds the server's event loop), answers the
// requests the serving thread has no ready bytes for, and after each catalogue change computes
// every quiz segment's default pages as ready brotli and gzip bytes.
const options = workerData as { database: DatabaseOptions; logLevel: Config['logLevel']; precomputeDelayMs: number; day: string }
const port = parentPort!
// Background work: on Linux a nice value is per thread, so this thread yields the CPU to the
// serving thread (and its requests) on a busy machine. Not allowed everywhere; then as it is.
try {
  os.setPriority(10)
} catch {
  // Keeps the default priority.
}
const database = createDatabase({ ...options.database, poolSize: 2 })
const logger = createLogger({ logLevel: options.logLevel }, process.stderr)

let scheduled: NodeJS.Timeout | null = null
let precomputing = false
let latest = 0
let wantedDay = options.day

const service = createRecommendationsService({
  db: database.db,
  logger,
  // The serving thread hears of every change and tells this one; the row is read as a safety net.
  snapshotTtlMs: 30_000,
  onSnapshot: (version) => {
    latest = Math.max(latest, version)
    schedulePrecompute()
  },
})

function send(message: FromWorker, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer)
}

/** Brotli at quality 5 and gzip at 6: made once per catalogue, sent many times. */
function encode(json: string): { br: Uint8Array; gz: Uint8Array } {
  const raw = Buffer.from(json)
  const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
  const gz = zlib.gzipSync(raw, { level: 6 })
  // Copies of their own, so each can be transferred without the pooled buffer behind it.
  return { br: new Uint8Array(br), gz: new Uint8Array(gz) }
}

/** Waits for the catalogue to settle (an import commits chunk after chunk), then computes. */
function schedulePrecompute(): void {
  if (scheduled) clearTimeout(scheduled)
  scheduled = setTimeout(() => {
    scheduled = null
    void precompute()
  }, options.precomputeDelayMs)
}

async function precompute(): Promise<void> {
  if (precomputing) return schedulePrecompute()
  precomputing = true
  const day = wantedDay
  try {
    const at = new Date(`${day}T12:00:00.000Z`)
    const computed = await service.quizAnswers(at, (version) => latest > version || day !== wantedDay)
    if (!computed) return
    const entries: Array<{ key: string; br: Uint8Array; gz: Uint8Array }> = []
    const transfer: ArrayBuffer[] = []
    let n = 0
    for (const { key, answer } of computed.answers) {
      // Requests for other answers are served between batches; a newer catalogue ends the run.
      if (++n % 32 === 0) {
        await new Promise((resolve) => setImmediate(resolve))
        if (latest > computed.version || day !== wantedDay) return
      }
      const { br, gz } = encode(JSON.stringify(answer))
      entries.push({ key, br, gz })
      transfer.push(br.buffer as ArrayBuffer, gz.buffer as ArrayBuffer)
    }
    if (latest > computed.version) return
    send({ type: 'ready', version: computed.version, day, entries }, transfer)
    // Then the shop's search over the same snapshot, so the first search after a change does not build it.
    await service.warmShop()
  } catch (err) {
    logger.warn({ err }, 'quiz segments could not be computed ahead')
  } finally {
    precomputing = false
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'version':
      if (message.version > latest) {
        latest = message.version
        service.noteVersion(message.version)
      }
      return
    case 'day':
      if (message.day !== wantedDay) {
        wantedDay = message.day
        schedulePrecompute()
      }
      return
    case 'clear':
      service.clearCache()
      return
    case 'recommend': {
      if (message.minVersion > latest) {
        latest = message.minVersion
        service.noteVersion(message.minVersion)
      }
      service
        .recommend(message.request, new Date(message.at))
        .then((answer) => {
          const json = JSON.stringify(answer)
          const { br, gz } = encode(json)
          send({ type: 'answer', id: message.id, json, br, gz, cacheable: !answer.degraded }, [br.buffer as ArrayBuffer, gz.buffer as ArrayBuffer])
        })
        .catch((err: unknown) => send({ type: 'failed', id: message.id, message: err instanceof Error ? err.message : String(err) }))
      return
    }
    case 'trial':
      service
        .trial(message.profile, message.options)
        .then((answer) => send({ type: 'trial', id: message.id, answer }))
        .catch((err: unknown) => send({ type: 'failed', id: message.id, message: err instanceof Error ? err.message : String(err) }))
      return
    case 'leanings':
      service
        .leanings(message.signals)
        .then((leanings) => send({ type: 'leanings', id: message.id, leanings }))
        .catch((err: unknown) => send({ type: 'failed', id: message.id, message: err instanceof Error ? err.message : String(err) }))
      return
    case 'outfits':
    case 'capsule':
    case 'shop':
    case 'shop-product': {
      if (message.minVersion > latest) {
        latest = message.minVersion
        service.noteVersion(message.minVersion)
      }
      const at = new Date(message.at)
      const fail = (err: unknown) => send({ type: 'failed', id: message.id, message: err instanceof Error ? err.message : String(err) })
      if (message.type === 'outfits') service.outfits(message.request, at).then((answer) => send({ type: 'outfits', id: message.id, answer })).catch(fail)
      else if (message.type === 'capsule') service.capsule(message.request, at).then((answer) => send({ type: 'capsule', id: message.id, answer })).catch(fail)
      else if (message.type === 'shop') service.shop(message.query, message.profile, at).then((answer) => send({ type: 'shop', id: message.id, answer })).catch(fail)
      else service.shopProduct(message.productId, message.profile, at).then((view) => send({ type: 'shop-product', id: message.id, view })).catch(fail)
      return
    }
    case 'close':
      service.close()
      void database.close().finally(() => port.close())
      return
  }
})
send({ type: 'started' })
// The snapshot loads and the quiz segments are computed before the first shopper asks.
schedulePrecompute()
