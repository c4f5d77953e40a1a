import { PARTNER_PICKS_MAX, partnerPreferences, toSafePicks, type PartnerPicksResponse } from '#core/integrations/partner-picks.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import { createIntegrations, type Integrations } from './integrations.ts'

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

/**
 * Partner picks on integration clients of their own, for an app built without a shutdown
 * hook (tests, development). Their cache sweep timer is stopped at once: the cache is
 * bounded (1000 entries) and drops expired entries on read, so nothing grows without it.
 * The production server builds one long-lived set instead and closes it on shutdown.
 */
export function createPartnerPicksFromConfig(config: Config, logger: Logger): PartnerPicks {
  const integrations = createIntegrations(config, logger)
  integrations.close()
  return createPartnerPicks({ integrations, logger })
}
