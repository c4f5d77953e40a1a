import { trackingScriptDecision, type LinkOptions, type TrackingScriptDecision } from '#core/integrations/links.ts'
import { createAffiliateClient, type AffiliateClient } from '#integrations/affiliate/affiliate-client.ts'
import { CACHE_POLICY, type Clock } from '#integrations/cache/ttl-cache.ts'
import type { FetchLike } from '#integrations/http/json-request.ts'
import { createUnifiedRecommendations, type UnifiedRecommendationService } from '#integrations/recommendations/unified-recommendations.ts'
import { createRetailClient, type RetailClient } from '#integrations/retail/retail-client.ts'
import { integrationsStatus, type IntegrationStatusView } from '#integrations/status.ts'
import { createWholesaleClient, type WholesaleClient } from '#integrations/wholesale/wholesale-client.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'

export interface Integrations {
  retail: RetailClient
  wholesale: WholesaleClient
  affiliate: AffiliateClient
  recommendations: UnifiedRecommendationService
  links: LinkOptions
  /** Each service on or off, and why: for the admin Settings tab. */
  status(): IntegrationStatusView[]
  /** Whether a page may load the affiliate tracking script for a shopper with this analytics consent. */
  trackingScript(analyticsConsent: boolean | undefined): TrackingScriptDecision
  /** Stops the cache sweep timer. */
  close(): void
}

/** Test seams: a fake clock, an instant sleep, a fetch. Production passes none. */
export interface IntegrationOverrides {
  fetch?: FetchLike
  clock?: Clock
  sleep?: (ms: number) => Promise<void>
}

/** The process's integration clients, built from config; unconfigured ones are off and say why. */
export function createIntegrations(config: Config, logger: Logger, overrides: IntegrationOverrides = {}): Integrations {
  const { retail: r, wholesale: w, affiliate: a, timeoutMs } = config.integrations
  const log = logger.child({ component: 'integrations' })
  const common = { logger: log, timeoutMs, ...(overrides.fetch ? { fetch: overrides.fetch } : {}), ...(overrides.clock ? { clock: overrides.clock } : {}) }
  const retail = createRetailClient({
    ...common,
    accessKey: r.accessKey,
    secretKey: r.secretKey,
    partnerTag: r.partnerTag,
    endpoint: r.apiUrl,
    region: r.region,
    marketplace: r.marketplace,
    ...(overrides.sleep ? { sleep: overrides.sleep } : {}),
  })
  const wholesale = createWholesaleClient({ ...common, apiUrl: w.apiUrl, apiKey: w.apiKey, appToken: w.appToken, inventorySync: w.inventorySync })
  const affiliate = createAffiliateClient({
    ...common,
    apiUrl: a.apiUrl,
    apiKey: a.apiKey,
    storeId: a.storeId,
    affiliateId: a.affiliateId,
    trackingEnabled: a.tracking,
    trackingScriptUrl: a.trackingScriptUrl,
  })
  const links: LinkOptions = { retailMarketplace: r.marketplace, partnerTag: r.partnerTag, wholesaleSiteUrl: w.siteUrl }
  const recommendations = createUnifiedRecommendations({
    retail,
    wholesale,
    links,
    logger: log,
    ...(overrides.clock ? { clock: overrides.clock } : {}),
  })
  // The spec's periodic sweep; unref'd so it never keeps the process alive.
  const sweeper = setInterval(() => recommendations.sweep(), CACHE_POLICY.recommendations.sweepEveryMs)
  sweeper.unref()

  return {
    retail,
    wholesale,
    affiliate,
    recommendations,
    links,
    status: () => integrationsStatus({ retail, wholesale, affiliate }),
    trackingScript: (analyticsConsent) =>
      trackingScriptDecision({
        trackingEnabled: a.tracking,
        scriptUrl: a.trackingScriptUrl,
        storeId: a.storeId,
        analyticsConsent,
      }),
    close: () => clearInterval(sweeper),
  }
}

/**
 * The server's half of the tracking-script rule: the script and store id when tracking is
 * on and configured, else null. The page adds the shopper's half (analytics consent),
 * which only the browser knows.
 */
export function affiliateTrackingConfig(config: Config): { src: string; storeId: string } | null {
  const a = config.integrations.affiliate
  const decision = trackingScriptDecision({ trackingEnabled: a.tracking, scriptUrl: a.trackingScriptUrl, storeId: a.storeId, analyticsConsent: true })
  return decision.load ? { src: decision.src, storeId: decision.storeId } : null
}
