import { useEffect, useState } from 'react'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { fetchRecommendations, type Recommendation, type RecommendationsResponse } from '../utils/dashboard-api.ts'
import { PAGE_SIZE, pageOffset, pageSlice } from '../utils/pagination.ts'
import type { GridState } from '../utils/view-state.ts'

/** The API's maximum page, used when a style filter pages in the browser. */
const STYLE_POOL = 48

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
 * The grid's items for the profile and the filters. A style filter has no API parameter,
 * so it asks for the best 48 of all items and filters and pages those in the browser.
 */
export function useRecommendations(profile: StyleProfile | null, grid: GridState, refreshKey: number): RecommendationsState {
  const [state, setState] = useState<RecommendationsState>({ status: 'loading', previous: null })
  const profileJson = profile ? JSON.stringify(profile) : null

  useEffect(() => {
    if (!profileJson) return
    const controller = new AbortController()
    setState((s) => ({ status: 'loading', previous: s.status === 'ready' ? s : s.status === 'loading' ? s.previous : null }))
    const styleFilter = grid.style
    void fetchRecommendations(
      {
        profile: JSON.parse(profileJson) as StyleProfile,
        mode: styleFilter ? 'all' : grid.mode,
        ...(grid.category ? { category: grid.category } : {}),
        ...(grid.season ? { season: grid.season } : {}),
        limit: styleFilter ? STYLE_POOL : PAGE_SIZE,
        offset: styleFilter ? 0 : pageOffset(grid.page),
      },
      controller.signal,
    ).then((result) => {
      if (controller.signal.aborted) return
      if (!result.ok) {
        setState({ status: 'error', message: result.message })
        return
      }
      const { data } = result
      const base = { tailored: data.tailored, degraded: data.degraded, message: data.message, engine: data.engine }
      if (styleFilter) {
        const matching = data.items.filter((item) => item.product.styles.includes(styleFilter))
        setState({ status: 'ready', ...base, items: pageSlice(matching, grid.page), total: matching.length })
      } else {
        setState({ status: 'ready', ...base, items: data.items, total: data.total })
      }
    })
    return () => controller.abort()
  }, [profileJson, grid.mode, grid.category, grid.season, grid.style, grid.page, refreshKey])

  return state
}
