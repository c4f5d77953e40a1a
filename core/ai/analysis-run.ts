/** The scopes an analysis run covers: never-analysed (or stale) products, a selection, or all. */
export const ANALYSIS_SCOPES = ['unanalysed', 'selected', 'all'] as const
export type AnalysisScopeKind = (typeof ANALYSIS_SCOPES)[number]

/** Which engine scores products: the configured AI provider, or the rule-based fallback. */
export interface AnalysisEngineView {
  mode: 'ai' | 'rule-based'
  provider: string
  model: string | null
  label: string
}

/** One run as /api/admin/ai/runs/* show it. */
export interface AnalysisRunView {
  id: string
  scope: AnalysisScopeKind
  status: 'running' | 'completed' | 'stopped'
  total: number
  succeeded: number
  failed: number
  pending: number
  /** 0..100. */
  percent: number
  errors: Array<{ productId: string; message: string }>
  engine: AnalysisEngineView
  startedAt: string
  finishedAt: string | null
}

/** /api/admin/ai/stats: the spec's statistics view plus catalogue counts. */
export interface AnalysisStatsView {
  totalAnalyses: number
  analyzedProductsCount: number
  /** 0..1, null before the first analysis. */
  avgConfidenceScore: number | null
  lastAnalyzedAt: string | null
  totalProducts: number
  analysedProducts: number
  pendingProducts: number
  completionPercent: number
  /** The durable queue's items by state. */
  queue: AnalysisQueueCounts
  engine: AnalysisEngineView
}

export type AnalysisQueueCounts = Record<'pending' | 'processing' | 'completed' | 'failed', number>

/** GET /api/admin/ai/queue: the durable queue's counts, its latest failed items and the worker's pause between products. */
export interface AnalysisQueueView {
  counts: AnalysisQueueCounts
  failed: Array<{ id: string; productId: string; attempts: number; errorMessage: string | null; updatedAt: string }>
  spacingMs: number
}

/** /api/admin/ai/test-connection. `mode: 'rule-based'` means no key is configured. */
export interface ConnectionTestView {
  ok: boolean
  mode: 'ai' | 'rule-based'
  message: string
  latencyMs: number | null
}

export function isRunLive(run: Pick<AnalysisRunView, 'status'> | null | undefined): boolean {
  return run?.status === 'running'
}

/** A 0..1 confidence as a whole percentage; null stays null (nothing analysed yet). */
export function confidencePercent(score: number | null | undefined): number | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null
  return Math.round(Math.min(1, Math.max(0, score)) * 100)
}

/** A product is analysed once it has a confidence score (spec section 4); pending before. */
export function productAnalysisStatus(product: { aiConfidenceScore: number | null }): 'analysed' | 'pending' {
  return product.aiConfidenceScore === null ? 'pending' : 'analysed'
}
