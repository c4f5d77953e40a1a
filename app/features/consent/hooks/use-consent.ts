import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'
import { CONSENT_CHANGED_EVENT, type ConsentCategory, type ConsentRecord, isAllowed } from '#core/consent/consent.ts'
import { consentCookieText } from '#core/consent/consent-cookie.ts'
import { loadConsent, migrateStoredConsent, saveConsent } from '../utils/consent-storage.ts'

/**
 * The choice the server read from the request's cookie (the root loader's). The server
 * renders with it and hydration starts from it, so the page never changes once the
 * script runs unless the cookie itself changed.
 */
export const ServerConsentContext = createContext<ConsentRecord | null>(null)

let migrated = false

function subscribe(onChange: () => void) {
  if (!migrated) {
    migrated = true
    migrateStoredConsent()
  }
  // Cookies fire no storage event: another tab's change is read when this one is looked at again.
  const onVisible = () => {
    if (document.visibilityState === 'visible') onChange()
  }
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange)
  window.addEventListener('focus', onChange)
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange)
    window.removeEventListener('focus', onChange)
    document.removeEventListener('visibilitychange', onVisible)
  }
}

// useSyncExternalStore compares snapshots by identity: hand back the same object while the
// cookie's text is unchanged.
let cachedText: string | null | undefined
let cachedRecord: ConsentRecord | null = null
function snapshot(): ConsentRecord | null {
  const text = consentCookieText(document.cookie)
  if (text !== cachedText) {
    cachedText = text
    cachedRecord = loadConsent()
  }
  return cachedRecord
}

export interface ConsentState {
  /** The stored choice, or null while the shopper has made none. */
  record: ConsentRecord | null
  allows(category: ConsentCategory): boolean
  save(record: ConsentRecord | null): void
}

/** The visitor's privacy choice, the same on the server and in the browser, kept in sync by the consent-changed event. */
export function useConsent(): ConsentState {
  const fromServer = useContext(ServerConsentContext)
  const record = useSyncExternalStore<ConsentRecord | null>(subscribe, snapshot, () => fromServer)
  const allows = useCallback((category: ConsentCategory) => isAllowed(record, category), [record])
  return { record, allows, save: saveConsent }
}
