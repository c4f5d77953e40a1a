import { useCallback, useSyncExternalStore } from 'react'
import { CONSENT_CHANGED_EVENT, CONSENT_STORAGE_KEY, type ConsentCategory, type ConsentRecord, isAllowed } from '#core/consent/consent.ts'
import { loadConsent, saveConsent } from '../utils/consent-storage.ts'

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CONSENT_STORAGE_KEY) onChange()
  }
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

// useSyncExternalStore compares snapshots by identity: hand back the same object while the
// stored text is unchanged.
let cachedRaw: string | null | undefined
let cachedRecord: ConsentRecord | null = null
function snapshot(): ConsentRecord | null {
  const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY)
  if (raw !== cachedRaw) {
    cachedRecord = loadConsent()
    cachedRaw = window.localStorage.getItem(CONSENT_STORAGE_KEY)
  }
  return cachedRecord
}

/** On the server nobody's choice is known: 'unknown', so nothing consent-gated renders and no dialog flashes. */
const serverSnapshot = () => 'unknown' as const

export interface ConsentState {
  /** 'unknown' until the browser has read its storage; then the record, or null for no choice yet. */
  record: ConsentRecord | null | 'unknown'
  allows(category: ConsentCategory): boolean
  save(record: ConsentRecord | null): void
}

/** The visitor's privacy choice, kept in sync across components and tabs by the consent-changed event. */
export function useConsent(): ConsentState {
  const record = useSyncExternalStore<ConsentRecord | null | 'unknown'>(subscribe, snapshot, serverSnapshot)
  const allows = useCallback((category: ConsentCategory) => record !== 'unknown' && isAllowed(record, category), [record])
  return { record, allows, save: saveConsent }
}
