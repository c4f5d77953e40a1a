import type { MessageKey } from '../i18n/translate.ts'

/**
 * Every key this app writes to localStorage starts with this prefix, followed by ':' or
 * '.' (the style profile uses 'styleblueprint.style-profile').
 */
export const LOCAL_KEY_PREFIX = 'styleblueprint:'
export const LOCAL_KEY_PATTERN = /^styleblueprint[:.]/
/**
 * Where the choice was kept in localStorage before it moved to a cookie the server can read
 * (consent-cookie.ts); the browser moves a record found here into the cookie once.
 */
export const CONSENT_STORAGE_KEY = `${LOCAL_KEY_PREFIX}consent`
/** The stored format's version; a record of another version is treated as no choice. */
export const CONSENT_VERSION = '1.0'
/** A choice expires one year after it was made; an expired one is cleared at start-up. */
export const CONSENT_LIFETIME_DAYS = 365
/** Fired on window whenever the stored choice changes (detail: the record, or null). */
export const CONSENT_CHANGED_EVENT = 'consent-changed'

export const CONSENT_STATUSES = ['accepted', 'declined'] as const
export type ConsentStatus = (typeof CONSENT_STATUSES)[number]

/** The settings the spec's record holds; essential is always on. */
export const OPTIONAL_CONSENT_SETTINGS = ['analytics', 'personalization', 'marketing'] as const
export type OptionalConsentSetting = (typeof OPTIONAL_CONSENT_SETTINGS)[number]
export type ConsentCategory = 'essential' | OptionalConsentSetting

export interface ConsentSettings {
  essential: true
  analytics: boolean
  personalization: boolean
  marketing: boolean
}

export interface ConsentRecord {
  status: ConsentStatus
  settings: ConsentSettings
  /** ISO-8601 time the choice was made or last changed. */
  timestamp: string
  version: typeof CONSENT_VERSION
}

/**
 * The four categories the dialog lists, in order, with the setting each one controls.
 * "Third-party" cookies are the spec's marketing setting: affiliate retailers, the AI
 * provider and analytics services.
 */
export const CONSENT_CATEGORIES: ReadonlyArray<{
  id: 'essential' | 'analytics' | 'personalization' | 'thirdParty'
  setting: ConsentCategory
  title: MessageKey
  description: MessageKey
}> = [
  { id: 'essential', setting: 'essential', title: 'consent.essential.title', description: 'consent.essential.description' },
  { id: 'analytics', setting: 'analytics', title: 'consent.analytics.title', description: 'consent.analytics.description' },
  { id: 'personalization', setting: 'personalization', title: 'consent.personalization.title', description: 'consent.personalization.description' },
  { id: 'thirdParty', setting: 'marketing', title: 'consent.thirdParty.title', description: 'consent.thirdParty.description' },
]

/**
 * Whether a parsed value is a consent record of this version. Written out rather than as a
 * zod schema: it runs in the browser on every page, where zod would be most of the script.
 */
export function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false
  const { status, settings, timestamp, version } = value as Record<string, unknown>
  if (version !== CONSENT_VERSION || !(CONSENT_STATUSES as readonly unknown[]).includes(status)) return false
  if (typeof timestamp !== 'string' || !ISO_DATE_TIME.test(timestamp) || !Number.isFinite(Date.parse(timestamp))) return false
  if (typeof settings !== 'object' || settings === null) return false
  const s = settings as Record<string, unknown>
  return s.essential === true && OPTIONAL_CONSENT_SETTINGS.every((k) => typeof s[k] === 'boolean')
}

/** An ISO-8601 date and time with an offset, as Date.prototype.toISOString writes it. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

const ALL_ON: ConsentSettings = { essential: true, analytics: true, personalization: true, marketing: true }
const ALL_OFF: ConsentSettings = { essential: true, analytics: false, personalization: false, marketing: false }

/** "Accept All & Continue". */
export function acceptAll(now: Date): ConsentRecord {
  return { status: 'accepted', settings: { ...ALL_ON }, timestamp: now.toISOString(), version: CONSENT_VERSION }
}

/** "Decline & Exit", and the dialog's close icon: essential only. */
export function declineAll(now: Date): ConsentRecord {
  return { status: 'declined', settings: { ...ALL_OFF }, timestamp: now.toISOString(), version: CONSENT_VERSION }
}

/**
 * Changing settings later: the status stays accepted while any optional setting is on,
 * otherwise it becomes declined. Essential cannot be switched off.
 */
export function updateConsentSettings(
  changes: Partial<Record<OptionalConsentSetting, boolean>>,
  current: ConsentRecord | null,
  now: Date,
): ConsentRecord {
  const settings: ConsentSettings = { ...(current?.settings ?? ALL_OFF), ...changes, essential: true }
  const anyOn = OPTIONAL_CONSENT_SETTINGS.some((s) => settings[s])
  return { status: anyOn ? 'accepted' : 'declined', settings, timestamp: now.toISOString(), version: CONSENT_VERSION }
}

/** Whether the record is older than its one-year lifetime at `now`. */
export function isConsentExpired(record: ConsentRecord, now: Date): boolean {
  const made = Date.parse(record.timestamp)
  return !Number.isFinite(made) || now.getTime() - made >= CONSENT_LIFETIME_DAYS * 24 * 60 * 60 * 1000
}

/**
 * Reads a stored record (the cookie's value, or the old localStorage text). Text that is not
 * a valid record of this version, and an expired record, both read as "no choice": `clear`
 * tells the caller to remove it.
 */
export function readStoredConsent(raw: string | null, now: Date): { record: ConsentRecord | null; clear: boolean } {
  if (raw === null) return { record: null, clear: false }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { record: null, clear: true }
  }
  if (!isConsentRecord(value)) return { record: null, clear: true }
  // Only the record's own fields are kept, whatever else the text held.
  const record: ConsentRecord = {
    status: value.status,
    settings: {
      essential: true,
      analytics: value.settings.analytics,
      personalization: value.settings.personalization,
      marketing: value.settings.marketing,
    },
    timestamp: value.timestamp,
    version: CONSENT_VERSION,
  }
  if (isConsentExpired(record, now)) return { record: null, clear: true }
  return { record, clear: false }
}

/** Whether code of this category may run: essential always; the rest only once accepted. */
export function isAllowed(record: ConsentRecord | null, category: ConsentCategory): boolean {
  if (category === 'essential') return true
  return record !== null && record.settings[category]
}

/** The consent layer's three buttons: accept all, decline (also the close icon and Escape), or save the switches as set. */
export const CONSENT_CHOICES = ['accept', 'decline', 'custom'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]

/** The record a button of the consent layer stores; `custom` takes the optional settings as switched. */
export function consentFromChoice(
  choice: ConsentChoice,
  switched: Partial<Record<OptionalConsentSetting, boolean>>,
  now: Date,
): ConsentRecord {
  if (choice === 'accept') return acceptAll(now)
  if (choice === 'decline') return declineAll(now)
  const settings = Object.fromEntries(OPTIONAL_CONSENT_SETTINGS.map((s) => [s, switched[s] === true]))
  return updateConsentSettings(settings, null, now)
}
