import type { CellChange } from '#core/import/cell-changes.ts'
import type { ImportJobView } from '#core/import/import-job.ts'
import type { ImportRowInput, ImportRowResult } from '#core/import/import-row.ts'
import { apiRequest, apiUpload } from '../../../utils/api-client.ts'

export interface DiagnosticCheckView {
  id: 'connection' | 'migrations' | 'tables' | 'indexes' | 'write-test' | 'product'
  label: string
  status: 'success' | 'warning' | 'error'
  message: string
  durationMs: number
}

export const importApi = {
  validate: (rows: ImportRowInput[]) => apiRequest<{ results: ImportRowResult[] }>('POST', '/api/admin/imports/validate', { rows }),
  start: (rows: ImportRowInput[], updateRows: number[] = []) =>
    apiRequest<{ job: ImportJobView }>('POST', '/api/admin/imports', updateRows.length > 0 ? { rows, updateRows } : { rows }),
  stop: (id: string) => apiRequest<{ job: ImportJobView }>('POST', `/api/admin/imports/${encodeURIComponent(id)}/stop`, {}),
  latest: () => apiRequest<{ job: ImportJobView | null }>('GET', '/api/admin/imports/latest'),
  diagnostics: (body: { checks?: DiagnosticCheckView['id'][]; product?: ImportRowInput }) =>
    apiRequest<{ checks: DiagnosticCheckView[] }>('POST', '/api/admin/diagnostics', body),
}

/** Uploads a CSV or Excel file for parsing; the answer holds the rows and the cells its reading changed. */
export function uploadImportFile(file: File) {
  const form = new FormData()
  form.set('file', file)
  return apiUpload<{ rows: ImportRowInput[]; changes?: CellChange[] }>('/api/admin/imports/parse', form)
}
