import { startTransition, useEffect, useRef, useState } from 'react'
import type { Signal } from '#core/learning/signals.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { fetchRecommendations, type Recommendation, type RecommendationsResponse } from '../utils/dashboard-api.ts'
import { PAGE_SIZE, pageOffset } from '../utils/pagination.ts'
import type { GridState } from '../utils/view-state.ts'

export type RecommendationsState =
  | { status: 'loading'; previous: Loaded | null }
  | ({ status: 'ready' } & Loaded)
  | { status: 'error'; message: string }

export interface Loaded {
  items: Recommendation[]
  total: number
  tailored: RecommendationsResponse['tailored']
  degraded: boolean
  message: string | null
  engine: RecommendationsResponse['engine']
}

/**
 * The grid's items for the profile and the filters, a page at a time. A style tile's
 * filter is the API's `style`: the server keeps the products whose fit carries that style.
 */
export function useRecommendations(profile: StyleProfile | null, grid: GridState, refreshKey: number, history?: { signals: readonly Signal[]; version: number; ready: boolean }): RecommendationsState {
  const [state, setState] = useState<RecommendationsState>({ status: 'loading', previous: null })
  const profileJson = profile ? JSON.stringify(profile) : null
  // The history as it was when the grid last changed: what she does on this page shows on
  // the next load, so a card does not jump away under her finger.
  const historyRef = useRef<readonly Signal[]>([])
  historyRef.current = history?.signals ?? []
  const historyVersion = history?.version ?? 0
  const historyReady = history?.ready ?? true

  useEffect(() => {
    if (!profileJson || !historyReady) return
    const controller = new AbortController()
    setState((s) => ({ status: 'loading', previous: s.status === 'ready' ? s : s.status === 'loading' ? s.previous : null }))
    void fetchRecommendations(
      {
        profile: JSON.parse(profileJson) as StyleProfile,
        mode: grid.mode,
        ...(grid.category ? { category: grid.category } : {}),
        ...(grid.season ? { season: grid.season } : {}),
        ...(grid.style ? { style: grid.style } : {}),
        ...(grid.focus ? { focus: grid.focus } : {}),
        ...(grid.piece ? { piece: grid.piece } : {}),
        limit: PAGE_SIZE,
        offset: pageOffset(grid.page),
        ...(historyRef.current.length > 0 ? { signals: [...historyRef.current] } : {}),
      },
      controller.signal,
    ).then((result) => {
      if (controller.signal.aborted) return
      // A transition: React renders the grid in slices, so a phone stays responsive meanwhile.
      startTransition(() => settle(result))
    })
    function settle(result: Awaited<ReturnType<typeof fetchRecommendations>>) {
      if (!result.ok) {
        setState({ status: 'error', message: result.message })
        return
      }
      const { data } = result
      setState({ status: 'ready', tailored: data.tailored, degraded: data.degraded, message: data.message, engine: data.engine, items: data.items, total: data.total })
    }
    return () => controller.abort()
  }, [profileJson, grid.mode, grid.category, grid.season, grid.style, grid.focus, grid.piece, grid.page, refreshKey, historyVersion, historyReady])

  return state
}
