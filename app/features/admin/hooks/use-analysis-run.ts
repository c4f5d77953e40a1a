import { useCallback, useEffect, useRef, useState } from 'react'
import { type AnalysisRunView, type AnalysisScopeKind, isRunLive } from '#core/ai/analysis-run.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { aiAnalysisApi, RUN_EVENTS_URL } from '../utils/ai-analysis-api.ts'
import { announceCatalogChange } from '../utils/catalog-events.ts'

const RECONNECT_DELAY_MS = 2_000

/**
 * Follows the analysis run: on mount it asks for the current run and, if one is going
 * (started by this page before a reload, or by another administrator), shows it. While a
 * run is live it listens to the server-sent progress until the run ends, then announces
 * a catalogue change so stat cards and tables reload. A finished run stays shown until
 * `reset()`.
 */
export function useAnalysisRun() {
  const [run, setRun] = useState<AnalysisRunView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [starting, setStarting] = useState(false)
  const [stopping, setStopping] = useState(false)
  const source = useRef<EventSource | null>(null)
  const mounted = useRef(false)

  const follow = useCallback((initial: AnalysisRunView) => {
    setRun(initial)
    source.current?.close()
    source.current = null
    if (!isRunLive(initial)) {
      announceCatalogChange()
      return
    }
    const events = new EventSource(RUN_EVENTS_URL)
    source.current = events
    events.addEventListener('progress', (e) => {
      const next = (JSON.parse((e as MessageEvent<string>).data) as { run: AnalysisRunView | null }).run
      if (!next) {
        // The server no longer has the run (it restarted); its queue carries on without it.
        events.close()
        if (source.current === events) source.current = null
        setError(t('admin.analyze.runLost'))
        return
      }
      setRun(next)
      // The server closes the stream after the last event; closing first stops the
      // browser from reconnecting to a finished run.
      if (!isRunLive(next)) {
        events.close()
        if (source.current === events) source.current = null
        announceCatalogChange()
      }
    })
    // The browser reconnects by itself after a dropped stream; a refused one (the session
    // ended, the server restarted without the run) stays closed: ask once more after a
    // pause, and say so if the server no longer answers.
    events.addEventListener('error', () => {
      if (events.readyState !== EventSource.CLOSED || source.current !== events) return
      source.current = null
      setTimeout(() => {
        if (!mounted.current) return
        void aiAnalysisApi.current().then((result) => {
          if (!mounted.current) return
          if (!result.ok) setError(result.message)
          else if (result.data.run?.id === initial.id) follow(result.data.run)
        })
      }, RECONNECT_DELAY_MS)
    })
  }, [])

  useEffect(() => {
    mounted.current = true
    let cancelled = false
    void aiAnalysisApi.current().then((result) => {
      if (!cancelled && result.ok && result.data.run && isRunLive(result.data.run)) follow(result.data.run)
    })
    return () => {
      cancelled = true
      mounted.current = false
      source.current?.close()
      source.current = null
    }
  }, [follow])

  const start = useCallback(
    async (scope: AnalysisScopeKind, productIds?: readonly string[]) => {
      setStarting(true)
      setError(null)
      const result = await aiAnalysisApi.start(scope, productIds)
      setStarting(false)
      if (result.ok) {
        follow(result.data.run)
        return
      }
      setError(t('admin.analyze.startFailed', { message: result.message }))
      // Someone else's run is going: show it instead.
      if (result.status === 409) {
        const current = await aiAnalysisApi.current()
        if (current.ok && current.data.run) follow(current.data.run)
      }
    },
    [follow],
  )

  const stop = useCallback(async () => {
    setStopping(true)
    const result = await aiAnalysisApi.stop()
    setStopping(false)
    if (result.ok && result.data.run) follow(result.data.run)
    else if (!result.ok) setError(result.message)
  }, [follow])

  const reset = useCallback(() => {
    if (isRunLive(run)) return
    setRun(null)
    setError(null)
  }, [run])

  return { run, live: isRunLive(run), error, starting, stopping, start, stop, reset }
}
