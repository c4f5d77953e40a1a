import { useCallback, useEffect, useState } from 'react'
import type { AnalysisStatsView } from '#core/ai/analysis-run.ts'
import { aiAnalysisApi } from '../utils/ai-analysis-api.ts'
import { useOnCatalogChange } from './use-catalog-change.ts'

/** The analysis statistics, loaded on mount, on `reload()` and whenever the catalogue changes (a run ends). */
export function useAnalysisStats() {
  const [stats, setStats] = useState<AnalysisStatsView | null>(null)
  const [failed, setFailed] = useState(false)

  const reload = useCallback(async () => {
    const result = await aiAnalysisApi.stats()
    if (result.ok) {
      setStats(result.data.stats)
      setFailed(false)
    } else setFailed(true)
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])
  useOnCatalogChange(reload)

  return { stats, failed, reload }
}
