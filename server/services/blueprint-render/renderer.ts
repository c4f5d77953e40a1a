import { Worker } from 'node:worker_threads'
import type { BlueprintCard, BlueprintDocument } from '#core/profile/blueprint.ts'
import type { Logger } from '../../logger.ts'
import type { RenderJob, RenderReply } from './render-worker.ts'
import { workerEntry } from '../../worker-entry.ts'

/** Draws blueprints off the event loop, one at a time, with a bounded queue. */
export interface BlueprintRenderer {
  /** The 1080x1350 PNG. */
  image(card: BlueprintCard): Promise<Uint8Array>
  /** A shared link's 1200x630 preview PNG. */
  card(card: BlueprintCard): Promise<Uint8Array>
  pdf(document: BlueprintDocument): Promise<Uint8Array>
  close(): Promise<void>
}

/** Thrown when the queue is full: the caller answers 503 and the client tries again shortly. */
export class RenderBusyError extends Error {
  constructor() {
    super('The blueprint renderer is busy.')
    this.name = 'RenderBusyError'
  }
}

export interface RendererOptions {
  logger: Logger
  /** Jobs waiting or running at once before new ones are refused (default 8). */
  maxQueued?: number
  /** How long one job may take before the worker is stopped and replaced (default 20 s). */
  timeoutMs?: number
}

type Pending = { job: RenderJob; resolve: (bytes: Uint8Array) => void; reject: (err: Error) => void }

/**
 * One worker thread renders every job in turn: each job is CPU work of 0.1-1 s, and the
 * machine's cores are shared, so queueing them bounds the load whatever the traffic.
 * The worker starts on the first job and is replaced if it crashes or overruns.
 */
export function createBlueprintRenderer(options: RendererOptions): BlueprintRenderer {
  const maxQueued = options.maxQueued ?? 8
  const timeoutMs = options.timeoutMs ?? 20_000
  const queue: Pending[] = []
  let worker: Worker | null = null
  let running: (Pending & { timer: NodeJS.Timeout }) | null = null
  let nextId = 1
  let closed = false

  function spawn(): Worker {
    const w = new Worker(workerEntry('render-worker', import.meta.url))
    // An idle renderer never keeps the process alive (tests, shutdown); a job in flight does (see pump).
    w.unref()
    w.on('message', (reply: RenderReply) => {
      if (!running || reply.id !== running.job.id) return
      const done = running
      clearTimeout(done.timer)
      running = null
      w.unref()
      if (reply.ok) done.resolve(reply.bytes)
      else done.reject(new Error(`Rendering failed: ${reply.message}`))
      pump()
    })
    w.on('error', (err) => {
      options.logger.error({ err }, 'blueprint render worker crashed')
      failRunning(err)
    })
    w.on('exit', () => {
      if (worker === w) worker = null
      failRunning(new Error('The render worker stopped.'))
    })
    return w
  }

  function failRunning(err: Error): void {
    if (!running) return
    const done = running
    clearTimeout(done.timer)
    running = null
    done.reject(err)
    pump()
  }

  function pump(): void {
    if (running || closed) return
    const next = queue.shift()
    if (!next) return
    worker ??= spawn()
    const timer = setTimeout(() => {
      options.logger.warn({ kind: next.job.kind, timeoutMs }, 'blueprint render overran; replacing the worker')
      const stuck = worker
      worker = null
      void stuck?.terminate()
      failRunning(new Error('Rendering took too long.'))
    }, timeoutMs)
    running = { ...next, timer }
    worker.ref()
    worker.postMessage(next.job)
  }

  function submit(job: Omit<RenderJob, 'id'>): Promise<Uint8Array> {
    if (closed) return Promise.reject(new Error('The renderer is closed.'))
    if (queue.length + (running ? 1 : 0) >= maxQueued) return Promise.reject(new RenderBusyError())
    return new Promise((resolve, reject) => {
      queue.push({ job: { ...job, id: nextId++ } as RenderJob, resolve, reject })
      pump()
    })
  }

  return {
    image: (model) => submit({ kind: 'image', model }),
    card: (model) => submit({ kind: 'card', model }),
    pdf: (model) => submit({ kind: 'pdf', model }),
    async close() {
      closed = true
      for (const p of queue.splice(0)) p.reject(new Error('The renderer is closed.'))
      const w = worker
      worker = null
      failRunning(new Error('The renderer is closed.'))
      await w?.terminate()
    },
  }
}
