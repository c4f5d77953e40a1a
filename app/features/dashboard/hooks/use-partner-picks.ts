import type { PartnerPicksResponse } from '#core/integrations/partner-picks.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { ApiResult } from '../../../utils/api-client.ts'
import { fetchPartnerPicks } from '../utils/dashboard-api.ts'
import { useDeferredProfileFetch } from './use-deferred-profile-fetch.ts'

export type PartnerPicksState = { status: 'idle' | 'loading' } | { status: 'ready'; picks: PartnerPicksResponse }

// A failed call reads as `unavailable`, since the shopper can do nothing about it.
const toState = (result: ApiResult<PartnerPicksResponse>): PartnerPicksState => ({
  status: 'ready',
  picks: result.ok ? result.data : { status: 'unavailable', items: [] },
})

/** The partner stores' picks for the profile, asked once the grid has its answer and again on refresh. */
export function usePartnerPicks(profile: StyleProfile | null, start: boolean, refreshKey: number): PartnerPicksState {
  return useDeferredProfileFetch(profile, start, refreshKey, fetchPartnerPicks, toState)
}
