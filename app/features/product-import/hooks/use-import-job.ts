import { useCallback, useEffect, useRef, useState } from 'react'
import type { ImportJobView } from '#core/import/import-job.ts'
import { importApi } from '../utils/import-api.ts'

/**
 * Follows the latest import job: on mount it asks the server for the latest job (so a
 * reload or a second administrator sees a running import), and while a job runs it
 * listens to its server-sent events until the 'done' event. `onFinished` fires once per
 * job that ends while this page watches it.
 */
export function useImportJob(onFinished: (job: ImportJobView) => void) {
  const [job, setJob] = useState<ImportJobView | null>(null)
  const source = useRef<EventSource | null>(null)
  const finished = useRef(onFinished)
  useEffect(() => {
    finished.current = onFinished
  }, [onFinished])

  const follow = useCallback((initial: ImportJobView) => {
    setJob(initial)
    source.current?.close()
    if (initial.status !== 'running') return
    const events = new EventSource(`/api/admin/imports/${encodeURIComponent(initial.id)}/events`)
    source.current = events
    events.addEventListener('progress', (e) => setJob((JSON.parse((e as MessageEvent<string>).data) as { job: ImportJobView }).job))
    events.addEventListener('done', (e) => {
      const done = (JSON.parse((e as MessageEvent<string>).data) as { job: ImportJobView }).job
      events.close()
      setJob(done)
      finished.current(done)
    })
  }, [])

  useEffect(() => {
    let cancelled = false
    void importApi.latest().then((result) => {
      if (!cancelled && result.ok && result.data.job) follow(result.data.job)
    })
    return () => {
      cancelled = true
      source.current?.close()
    }
  }, [follow])

  return { job, follow }
}
