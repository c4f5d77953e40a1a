import { PARTNER_PICKS_MAX, partnerPreferences, toSafePicks, type PartnerPicksResponse } from '#core/integrations/partner-picks.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { Logger } from '../logger.ts'
import type { Integrations } from './integrations.ts'

/** "From our partner stores": retail and wholesale picks for a shopper's style profile. */
export interface PartnerPicks {
  forProfile(profile: StyleProfile, limit?: number): Promise<PartnerPicksResponse>
}

/**
 * Partner picks from the unified recommender. Never throws: with neither service set up the
 * answer is `not-configured` at once (no upstream call); when the services fail or find
 * nothing, the recommender falls back to its built-in samples, which are not partner items,
 * so that answer is `unavailable` with no items.
 */
export function createPartnerPicks(deps: { integrations: Pick<Integrations, 'retail' | 'wholesale' | 'recommendations'>; logger: Logger }): PartnerPicks {
  const { retail, wholesale, recommendations } = deps.integrations
  return {
    async forProfile(profile, limit = PARTNER_PICKS_MAX) {
      if (!retail.status.configured && !wholesale.status.configured) return { status: 'not-configured', items: [] }
      try {
        const answer = await recommendations.get(partnerPreferences(profile), Math.min(limit, PARTNER_PICKS_MAX))
        const items = answer.mode === 'live' ? toSafePicks(answer.items) : []
        return items.length > 0 ? { status: 'ok', items } : { status: 'unavailable', items: [] }
      } catch (err) {
        deps.logger.warn({ err }, 'partner picks failed')
        return { status: 'unavailable', items: [] }
      }
    },
  }
}
