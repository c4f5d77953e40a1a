import {
  CONSENT_CHANGED_EVENT,
  CONSENT_STORAGE_KEY,
  type ConsentRecord,
  readStoredConsent,
} from '#core/consent/consent.ts'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The stored choice, or null. An expired or unreadable record is removed as it is found. */
export function loadConsent(now = new Date()): ConsentRecord | null {
  const store = storage()
  if (!store) return null
  const { record, clear } = readStoredConsent(store.getItem(CONSENT_STORAGE_KEY), now)
  if (clear) store.removeItem(CONSENT_STORAGE_KEY)
  return record
}

/** Stores a choice (or removes it, with null) and tells the page through the consent-changed event. */
export function saveConsent(record: ConsentRecord | null): void {
  const store = storage()
  if (record) store?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  else store?.removeItem(CONSENT_STORAGE_KEY)
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: record }))
}
