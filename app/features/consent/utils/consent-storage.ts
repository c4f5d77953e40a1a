import { CONSENT_CHANGED_EVENT, CONSENT_STORAGE_KEY, type ConsentRecord, readStoredConsent } from '#core/consent/consent.ts'
import { consentCookieText, readConsentCookie, serializeConsentCookie } from '#core/consent/consent-cookie.ts'

/** The choice the consent cookie holds, or null (none, expired or unreadable). */
export function loadConsent(now = new Date()): ConsentRecord | null {
  return readConsentCookie(document.cookie, now)
}

/** Stores a choice in the consent cookie (or removes it, with null) and tells the page through the consent-changed event. */
export function saveConsent(record: ConsentRecord | null): void {
  document.cookie = serializeConsentCookie(record, { now: new Date(), secure: window.location.protocol === 'https:' })
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: record }))
}

/**
 * A choice made before consent moved to a cookie sits in localStorage: carried into the
 * cookie once (unless the cookie already holds one) and removed, expired or not.
 */
export function migrateStoredConsent(now = new Date()): void {
  let store: Storage
  try {
    store = window.localStorage
  } catch {
    return
  }
  const text = store.getItem(CONSENT_STORAGE_KEY)
  if (text === null) return
  store.removeItem(CONSENT_STORAGE_KEY)
  const { record } = readStoredConsent(text, now)
  if (record && consentCookieText(document.cookie) === null) saveConsent(record)
}
