import type { AnalysisQueueView, AnalysisRunView, AnalysisScopeKind, AnalysisStatsView, ConnectionTestView } from '#core/ai/analysis-run.ts'
import { apiRequest } from '../../../utils/api-client.ts'

/** The back office's calls to /api/admin/ai; each resolves to the API's ok/error result. */
export const aiAnalysisApi = {
  stats: () => apiRequest<{ stats: AnalysisStatsView }>('GET', '/api/admin/ai/stats'),
  testConnection: () => apiRequest<{ connection: ConnectionTestView }>('POST', '/api/admin/ai/test-connection', {}),
  start: (scope: AnalysisScopeKind, productIds?: readonly string[]) =>
    apiRequest<{ run: AnalysisRunView }>('POST', '/api/admin/ai/runs', scope === 'selected' ? { scope, productIds } : { scope }),
  current: () => apiRequest<{ run: AnalysisRunView | null }>('GET', '/api/admin/ai/runs/current'),
  stop: () => apiRequest<{ run: AnalysisRunView | null }>('POST', '/api/admin/ai/runs/current/stop', {}),
  queue: () => apiRequest<{ queue: AnalysisQueueView }>('GET', '/api/admin/ai/queue'),
  retryFailed: () => apiRequest<{ retried: number }>('POST', '/api/admin/ai/queue/retry-failed', {}),
}

export const RUN_EVENTS_URL = '/api/admin/ai/runs/current/events'
