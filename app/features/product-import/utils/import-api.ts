import type { ImportJobView } from '#core/import/import-job.ts'
import type { ImportRowInput, ImportRowResult } from '#core/import/import-row.ts'
import { apiRequest } from '../../account/utils/auth-api.ts'

export interface DiagnosticCheckView {
  id: 'connection' | 'migrations' | 'tables' | 'indexes' | 'write-test' | 'product'
  label: string
  status: 'success' | 'warning' | 'error'
  message: string
  durationMs: number
}

export const importApi = {
  validate: (rows: ImportRowInput[]) => apiRequest<{ results: ImportRowResult[] }>('POST', '/api/admin/imports/validate', { rows }),
  start: (rows: ImportRowInput[]) => apiRequest<{ job: ImportJobView }>('POST', '/api/admin/imports', { rows }),
  stop: (id: string) => apiRequest<{ job: ImportJobView }>('POST', `/api/admin/imports/${encodeURIComponent(id)}/stop`, {}),
  latest: () => apiRequest<{ job: ImportJobView | null }>('GET', '/api/admin/imports/latest'),
  diagnostics: (body: { checks?: DiagnosticCheckView['id'][]; product?: ImportRowInput }) =>
    apiRequest<{ checks: DiagnosticCheckView[] }>('POST', '/api/admin/diagnostics', body),
}

/** Uploads a CSV or Excel file for parsing; errors come back in the API's one shape. */
export async function uploadImportFile(file: File): Promise<{ ok: true; rows: ImportRowInput[] } | { ok: false; message: string }> {
  const form = new FormData()
  form.set('file', file)
  try {
    const response = await fetch('/api/admin/imports/parse', { method: 'POST', body: form, credentials: 'same-origin' })
    const payload = (await response.json().catch(() => null)) as { rows?: ImportRowInput[]; error?: { message: string } } | null
    if (response.ok && payload?.rows) return { ok: true, rows: payload.rows }
    return { ok: false, message: payload?.error?.message ?? response.statusText }
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) }
  }
}
