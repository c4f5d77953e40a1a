import { useEffect, useState } from 'react'
import type { PartnerPicksResponse } from '#core/integrations/partner-picks.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { fetchPartnerPicks } from '../utils/dashboard-api.ts'

export type PartnerPicksState = { status: 'idle' | 'loading' } | { status: 'ready'; picks: PartnerPicksResponse }

/**
 * The partner stores' picks for the profile. Like the stylist, it waits for `start` (the
 * main grid has its answer), so a slow partner service never holds up the grid; a failed
 * call reads as `unavailable`, since the shopper can do nothing about it.
 */
export function usePartnerPicks(profile: StyleProfile | null, start: boolean, refreshKey: number): PartnerPicksState {
  const [state, setState] = useState<PartnerPicksState>({ status: 'idle' })
  // Latched: the grid reloading for a new filter must not cancel or repeat the request.
  const [started, setStarted] = useState(start)
  if (start && !started) setStarted(true)
  const profileJson = profile ? JSON.stringify(profile) : null

  useEffect(() => {
    if (!profileJson || !started) return
    const controller = new AbortController()
    setState({ status: 'loading' })
    void fetchPartnerPicks(JSON.parse(profileJson) as StyleProfile, controller.signal).then((result) => {
      if (controller.signal.aborted) return
      setState({ status: 'ready', picks: result.ok ? result.data : { status: 'unavailable', items: [] } })
    })
    return () => controller.abort()
  }, [profileJson, started, refreshKey])

  return state
}
