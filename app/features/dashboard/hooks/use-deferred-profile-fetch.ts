import { startTransition, useEffect, useState } from 'react'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { ApiResult } from '../../../utils/api-client.ts'

/**
 * A dashboard section's own request for the profile. It waits for `start` (the main grid
 * has its answer), so a slow section never holds up the grid, and asks again on refresh or
 * a profile change; `onResult` turns each answer into the section's state.
 */
export function useDeferredProfileFetch<T, S>(
  profile: StyleProfile | null,
  start: boolean,
  refreshKey: number,
  fetcher: (profile: StyleProfile, signal: AbortSignal) => Promise<ApiResult<T>>,
  onResult: (result: ApiResult<T>) => S,
): S | { status: 'idle' | 'loading' } {
  const [state, setState] = useState<S | { status: 'idle' | 'loading' }>({ status: 'idle' })
  // Latched: the grid reloading for a new filter must not cancel or repeat the request.
  const [started, setStarted] = useState(start)
  if (start && !started) setStarted(true)
  const profileJson = profile ? JSON.stringify(profile) : null

  // fetcher and onResult are module-level functions in both callers; the profile is compared by value.
  useEffect(() => {
    if (!profileJson || !started) return
    const controller = new AbortController()
    setState({ status: 'loading' })
    void fetcher(JSON.parse(profileJson) as StyleProfile, controller.signal).then((result) => {
      // A transition, like the grid's: the section renders in slices.
      if (!controller.signal.aborted) startTransition(() => setState(onResult(result)))
    })
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileJson, started, refreshKey])

  return state
}
