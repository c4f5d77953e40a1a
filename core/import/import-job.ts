import type { ImportAlert } from './import-summary.ts'

export const IMPORT_JOB_STATUSES = ['running', 'completed', 'stopped', 'failed'] as const
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number]

export function isFinishedJob(status: ImportJobStatus): boolean {
  return status !== 'running'
}

/** A row that did not land, as the result lists it (row numbers count from 1). */
export interface ImportFailure {
  row: number
  name: string
  reason: string
}

export interface ImportJobResult {
  alert: ImportAlert
  /** The first failures, at most IMPORT_FAILURES_KEPT. */
  failures: ImportFailure[]
  invalid: number
  duplicates: number
  /** Rows whose link was in the catalogue and that updated its product (absent before issue 28). */
  updated?: number
}

export const IMPORT_FAILURES_KEPT = 100

/** One import as the API shows it: progress while it runs, the result once it ends. */
export interface ImportJobView {
  id: string
  status: ImportJobStatus
  totalRows: number
  processedRows: number
  succeededRows: number
  failedRows: number
  /** The progress line ("Importing product 40/120") or the final alert. */
  message: string | null
  result: ImportJobResult | null
  cancelRequested: boolean
  createdAt: string
  updatedAt: string
  finishedAt: string | null
}
