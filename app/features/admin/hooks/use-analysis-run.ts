import { useCallback, useEffect, useState } from 'react'
import { apiRequest } from '../../account/utils/auth-api.ts'

/** The part of GET /api/admin/ai/runs/current's run this tab shows. */
export interface AnalysisRunSummary {
  status: 'running' | 'completed' | 'stopped'
  total: number
  succeeded: number
  failed: number
  pending: number
  /** 0..100 */
  percent: number
}

const POLL_MS = 1000

/**
 * Starts an analysis run of the unanalysed products and follows it by polling the current
 * run until it ends; `onFinished` runs once then (the caller reloads its counts).
 */
export function useAnalysisRun(onFinished: () => void) {
  const [run, setRun] = useState<AnalysisRunSummary | null>(null)
  const [starting, setStarting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const start = useCallback(async () => {
    setStarting(true)
    setError(null)
    const result = await apiRequest<{ run: AnalysisRunSummary }>('POST', '/api/admin/ai/runs', { scope: 'unanalysed' })
    setStarting(false)
    if (result.ok) {
      setRun(result.data.run)
      if (result.data.run.status !== 'running') onFinished()
    } else setError(result.message)
  }, [onFinished])

  const running = run?.status === 'running'
  useEffect(() => {
    if (!running) return
    let cancelled = false
    const timer = setTimeout(async () => {
      const result = await apiRequest<{ run: AnalysisRunSummary | null }>('GET', '/api/admin/ai/runs/current')
      if (cancelled) return
      if (!result.ok) {
        setError(result.message)
        return
      }
      setRun(result.data.run)
      if (result.data.run?.status !== 'running') onFinished()
    }, POLL_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [run, running, onFinished])

  return { run, starting, running, error, start }
}
