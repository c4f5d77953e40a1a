import { expectTypeOf, it } from 'vitest'
import type { AnalysisRunView, AnalysisStatsView, ConnectionTestView } from '#core/ai/analysis-run.ts'
import type { AiAnalysis, RunProgress } from '../services/ai-analysis.ts'

// The back office reads /api/admin/ai through the view types in core; tsc fails here when
// the service's answers drift away from them.
it('answers in the shapes the back office reads', () => {
  expectTypeOf<RunProgress>().toExtend<AnalysisRunView>()
  expectTypeOf<Awaited<ReturnType<AiAnalysis['stats']>>>().toExtend<AnalysisStatsView>()
  expectTypeOf<Awaited<ReturnType<AiAnalysis['testConnection']>>>().toExtend<ConnectionTestView>()
})
