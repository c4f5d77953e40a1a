import { useEffect } from 'react'
import { ConsentGate } from './consent-gate.tsx'

/** What the server allows: the affiliate service's tracking script and our store id, or null when tracking is off. */
export interface AffiliateTrackingConfig {
  src: string
  storeId: string
}

/** Adds the script to <head> once mounted and takes it out again on unmount (consent withdrawn). */
function TrackingScriptTag({ src, storeId }: AffiliateTrackingConfig) {
  useEffect(() => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    // The tracker initialises itself with the store id it finds on its own tag.
    script.dataset.storeId = storeId
    script.dataset.affiliateTracking = ''
    document.head.appendChild(script)
    return () => script.remove()
  }, [src, storeId])
  return null
}

/**
 * The affiliate tracking script, loaded only when tracking is on (the server passes a
 * config) AND the shopper has agreed to analytics; never on the server, never before the
 * choice is known.
 */
export function AffiliateTrackingScript({ tracking }: { tracking: AffiliateTrackingConfig | null }) {
  if (!tracking) return null
  return (
    <ConsentGate category="analytics">
      <TrackingScriptTag src={tracking.src} storeId={tracking.storeId} />
    </ConsentGate>
  )
}
