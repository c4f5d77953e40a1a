import { useEffect, useState } from 'react'
import type { ShopperAdvice } from '#core/ai/shopper-advice.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { fetchStylingAdvice } from '../utils/dashboard-api.ts'

export type StylingAdviceState = { status: 'idle' | 'loading' } | { status: 'ready'; advice: ShopperAdvice } | { status: 'error'; message: string }

/**
 * The AI stylist's advice for the profile. It waits for `start` (the main recommendations
 * have arrived), so a slow model call never holds up the grid, and asks again on refresh.
 */
export function useStylingAdvice(profile: StyleProfile | null, start: boolean, refreshKey: number): StylingAdviceState {
  const [state, setState] = useState<StylingAdviceState>({ status: 'idle' })
  // Latched: the grid reloading for a new filter must not cancel or repeat the advice.
  const [started, setStarted] = useState(start)
  if (start && !started) setStarted(true)
  const profileJson = profile ? JSON.stringify(profile) : null

  useEffect(() => {
    if (!profileJson || !started) return
    const controller = new AbortController()
    setState({ status: 'loading' })
    void fetchStylingAdvice(JSON.parse(profileJson) as StyleProfile, controller.signal).then((result) => {
      if (controller.signal.aborted) return
      setState(result.ok ? { status: 'ready', advice: result.data } : { status: 'error', message: result.message })
    })
    return () => controller.abort()
  }, [profileJson, started, refreshKey])

  return state
}
