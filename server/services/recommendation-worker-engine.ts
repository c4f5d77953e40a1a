import { Worker } from 'node:worker_threads'
import type { DatabaseOptions } from '#db/database.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import type { EngineCalls, EngineFactory, RecommendationEngine } from './recommendation-engine.ts'
import type { EngineCall, FromWorker, ToWorker } from './recommendation-worker-protocol.ts'
import { workerEntry } from '../worker-entry.ts'

export interface WorkerEngineOptions {
  /** How the worker opens its own connection to the same database. */
  database: DatabaseOptions
  logger: Logger
  logLevel: Config['logLevel']
  /** How long the catalogue must stay unchanged before the quiz segments are computed; default 1 s. */
  precomputeDelayMs?: number
}

/**
 * The worker's young generation (V8's nursery), in MB. V8 sizes it from the machine's memory:
 * 128 MB here, mostly empty between reloads, yet resident. A reload's garbage is short-lived
 * and the snapshot it keeps is old: a nursery of 32 MB lowered the server's RSS at 100,000
 * products by 90-110 MB (issue 29; `npm run bench:recommend` prints the RSS and the reload).
 */
const WORKER_YOUNG_GENERATION_MB = 32

/**
 * The engine in a worker thread (recommendation-worker.ts), as the serving thread sees it:
 * each call posted with an id and answered by the worker. The worker never keeps the process
 * alive; a crash fails what was asked of it and the next call starts another, told the
 * newest version and day heard of.
 */
export function workerEngine(options: WorkerEngineOptions): EngineFactory {
  return (onAhead, startDay) => {
    const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>()
    let nextId = 1
    let version = 0
    let day = startDay
    let worker: Worker | null = null
    let closed = false

    function start(): Worker {
      const w = new Worker(workerEntry('recommendation-worker', import.meta.url), {
        workerData: { database: options.database, logLevel: options.logLevel, precomputeDelayMs: options.precomputeDelayMs ?? 1000, day },
        resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
      })
      w.unref()
      w.on('message', (m: FromWorker) => {
        if (m.type === 'started') return
        if (m.type === 'ready') return onAhead(m.answers)
        const waiter = pending.get(m.id)
        if (!waiter) return
        pending.delete(m.id)
        if (m.type === 'failed') waiter.reject(new Error(m.message))
        else waiter.resolve(m.value)
      })
      const fail = (err: Error) => {
        if (worker === w) worker = null
        for (const [id, waiter] of pending) {
          pending.delete(id)
          waiter.reject(err)
        }
      }
      w.on('error', (err) => {
        options.logger.error({ err }, 'recommendation worker failed')
        fail(err)
      })
      w.on('exit', (code) => fail(new Error(`recommendation worker exited with ${code}`)))
      if (version > 0) w.postMessage({ type: 'version', version } satisfies ToWorker)
      return w
    }

    function post(message: ToWorker): void {
      if (closed) return
      worker ??= start()
      worker.postMessage(message)
    }

    function call<M extends keyof EngineCalls>(method: M, ...args: Parameters<EngineCalls[M]>): Promise<Awaited<ReturnType<EngineCalls[M]>>> {
      return new Promise((resolve, reject) => {
        const id = nextId++
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
        post({ type: 'call', id, call: { method, args } as EngineCall })
      })
    }

    // The worker starts now, so the snapshot and the quiz segments are ready before the first shopper.
    post({ type: 'version', version: 0 })

    const engine: RecommendationEngine = {
      recommend: (...args) => call('recommend', ...args),
      trial: (...args) => call('trial', ...args),
      leanings: (...args) => call('leanings', ...args),
      outfits: (...args) => call('outfits', ...args),
      capsule: (...args) => call('capsule', ...args),
      shop: (...args) => call('shop', ...args),
      shopProduct: (...args) => call('shopProduct', ...args),
      noteVersion(v) {
        version = Math.max(version, v)
        post({ type: 'version', version: v })
      },
      noteDay(d) {
        day = d
        post({ type: 'day', day: d })
      },
      clear: () => post({ type: 'clear' }),
      close() {
        worker?.postMessage({ type: 'close' } satisfies ToWorker)
        closed = true
      },
    }
    return engine
  }
}
