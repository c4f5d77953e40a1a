import { translate } from '../i18n/translate.ts'

export interface LinkOptions {
  /** The retail marketplace host, e.g. www.amazon.com. */
  retailMarketplace: string
  /** The retail partner (associate) tag; without it the link carries none. */
  partnerTag?: string | undefined
  /** The wholesale marketplace's public site, e.g. https://www.faire.com. */
  wholesaleSiteUrl: string
}

/**
 * The outbound link for an item of an integration source: a retail detail page with our
 * partner tag, a wholesale product page, or (for the built-in stand-ins) our own
 * click-tracking redirect. Throws "Unknown source: {source}" for anything else, since a
 * link we cannot attribute is worse than none.
 */
export function integrationLink(source: string, id: string, options: LinkOptions): string {
  switch (source) {
    case 'amazon': {
      const url = new URL(`https://${options.retailMarketplace}/dp/${encodeURIComponent(id)}`)
      if (options.partnerTag) url.searchParams.set('tag', options.partnerTag)
      return url.toString()
    }
    case 'faire':
      return `${options.wholesaleSiteUrl.replace(/\/+$/, '')}/product/${encodeURIComponent(id)}`
    case 'mock':
      return `/go/${encodeURIComponent(id)}`
    default:
      throw new Error(translate('integrations.unknownSource', { source }))
  }
}

/** Adds (or replaces) the partner tag on a retail URL; returns the input unchanged if it is not a URL. */
export function withPartnerTag(url: string, partnerTag: string | undefined): string {
  if (!partnerTag) return url
  try {
    const parsed = new URL(url)
    parsed.searchParams.set('tag', partnerTag)
    return parsed.toString()
  } catch {
    return url
  }
}

export interface TrackingScriptInput {
  trackingEnabled: boolean
  scriptUrl: string | undefined
  storeId: string | undefined
  /** The shopper's consent to analytics cookies; undefined means not asked yet, which is not consent. */
  analyticsConsent: boolean | undefined
}

export type TrackingScriptDecision =
  | { load: true; src: string; storeId: string }
  | { load: false; reason: 'tracking-off' | 'not-configured' | 'no-consent' }

/** Whether the page may load the affiliate tracking script: only when tracking is on AND the shopper said yes to analytics. */
export function trackingScriptDecision(input: TrackingScriptInput): TrackingScriptDecision {
  if (!input.trackingEnabled) return { load: false, reason: 'tracking-off' }
  if (!input.scriptUrl || !input.storeId) return { load: false, reason: 'not-configured' }
  if (input.analyticsConsent !== true) return { load: false, reason: 'no-consent' }
  return { load: true, src: input.scriptUrl, storeId: input.storeId }
}
