import type { ShopperAdvice } from '#core/ai/shopper-advice.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { ApiResult } from '../../../utils/api-client.ts'
import { fetchStylingAdvice } from '../utils/dashboard-api.ts'
import { useDeferredProfileFetch } from './use-deferred-profile-fetch.ts'

export type StylingAdviceState = { status: 'idle' | 'loading' } | { status: 'ready'; advice: ShopperAdvice } | { status: 'error'; message: string }

const toState = (result: ApiResult<ShopperAdvice>): StylingAdviceState =>
  result.ok ? { status: 'ready', advice: result.data } : { status: 'error', message: result.message }

/** The AI stylist's advice for the profile, asked once the grid has its answer and again on refresh. */
export function useStylingAdvice(profile: StyleProfile | null, start: boolean, refreshKey: number): StylingAdviceState {
  return useDeferredProfileFetch(profile, start, refreshKey, fetchStylingAdvice, toState)
}
