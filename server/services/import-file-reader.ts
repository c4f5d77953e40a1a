import { Worker } from 'node:worker_threads'
import { translate } from '#core/i18n/translate.ts'
import { IMPORT_LIMITS } from '#core/import/import-row.ts'
import { type ImportFileResult, WORKBOOK_LIMITS, type WorkbookLimits } from './import-file-limits.ts'
import { workerEntry } from '../worker-entry.ts'

/** Reads an uploaded import file off the event loop. */
export interface ImportFileReader {
  read(fileName: string, bytes: Uint8Array): Promise<ImportFileResult>
}

export interface ImportFileReaderOptions {
  /** Unpacked size, entry and cell limits (WORKBOOK_LIMITS). */
  limits?: WorkbookLimits
  /** How long one file may take to read; the worker is stopped after that. Default 20 s. */
  timeoutMs?: number
  /** Old-generation heap of one reading worker; running out ends the read, not the server. Default 512 MB. */
  maxHeapMb?: number
  /** Files read at once; more wait their turn. Default 2. */
  concurrency?: number
}

const MB = 1024 * 1024
/** A worker left idle this long is stopped, giving its memory back. */
const IDLE_MS = 60_000

/**
 * Files are read in worker threads, each with a heap limit, and each read with a time limit:
 * a workbook that is slow, huge or built to explode (a zip bomb) costs its worker, never the
 * requests the server answers meanwhile. A worker that runs out of time or memory is
 * stopped and replaced; one that finishes is kept for the next file (starting one loads
 * SheetJS, which takes a while) until it has been idle for a minute.
 */
export function createImportFileReader(options: ImportFileReaderOptions = {}): ImportFileReader {
  const limits = options.limits ?? WORKBOOK_LIMITS
  const timeoutMs = options.timeoutMs ?? 20_000
  const maxHeapMb = options.maxHeapMb ?? 512
  const concurrency = options.concurrency ?? 2
  let active = 0
  const waiting: Array<() => void> = []
  const idle = new Map<Worker, NodeJS.Timeout>()

  const tooSlow = (): ImportFileResult => ({ ok: false, code: 'too-slow', message: translate('import.file.tooSlow', { seconds: Math.round(timeoutMs / 1000) }) })

  function takeWorker(): Worker {
    const [parked, timer] = idle.entries().next().value ?? []
    if (parked) {
      clearTimeout(timer)
      idle.delete(parked)
      return parked
    }
    const worker = new Worker(workerEntry('import-file-worker', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      stdout: true,
      stderr: true,
    })
    // An idle reader never keeps the process alive. A worker that fails while parked is
    // dropped (an 'error' event with no listener would end the server); during a read, the
    // read's own listeners answer.
    worker.unref()
    worker.on('error', () => {}).on('exit', () => {
      clearTimeout(idle.get(worker))
      idle.delete(worker)
    })
    return worker
  }

  function park(worker: Worker) {
    const timer = setTimeout(() => {
      idle.delete(worker)
      void worker.terminate()
    }, IDLE_MS)
    timer.unref()
    idle.set(worker, timer)
  }

  function inWorker(fileName: string, bytes: Uint8Array): Promise<ImportFileResult> {
    const worker = takeWorker()
    return new Promise((resolve) => {
      const finish = (result: ImportFileResult, keepWorker: boolean) => {
        clearTimeout(timer)
        worker.off('message', onMessage).off('error', onError).off('exit', onExit)
        if (keepWorker) park(worker)
        else void worker.terminate()
        resolve(result)
      }
      const onMessage = (result: ImportFileResult) => finish(result, true)
      const onError = (err: Error & { code?: string }) =>
        finish(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooSlow() : { ok: false, code: 'unreadable', message: translate('import.file.unreadable', { reason: err.message }) },
          false,
        )
      const onExit = () => finish(tooSlow(), false)
      const timer = setTimeout(() => finish(tooSlow(), false), timeoutMs)
      worker.on('message', onMessage).on('error', onError).on('exit', onExit)
      worker.postMessage({ fileName, bytes, limits })
    })
  }

  return {
    async read(fileName, bytes) {
      // Refused before a worker starts: the upload route's body limit already bounds it, this names it.
      if (bytes.byteLength > IMPORT_LIMITS.maxFileBytes) {
        return { ok: false, code: 'too-large', message: translate('import.file.tooLarge', { max: IMPORT_LIMITS.maxFileBytes / MB }) }
      }
      // A finished read hands its slot straight to the next one waiting.
      if (active < concurrency) active++
      else await new Promise<void>((resolve) => waiting.push(resolve))
      try {
        return await inWorker(fileName, bytes)
      } finally {
        const next = waiting.shift()
        if (next) next()
        else active--
      }
    },
  }
}
