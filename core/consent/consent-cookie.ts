import { cookieValue } from '../text/cookie-value.ts'
import { CONSENT_LIFETIME_DAYS, type ConsentRecord, readStoredConsent } from './consent.ts'

/**
 * The cookie that holds the privacy choice. A cookie rather than localStorage so the server
 * knows the choice and renders the page with it: the consent layer is in the first paint or
 * not at all. Not HttpOnly: the browser writes it too, when the shopper chooses after the
 * page's script has loaded.
 */
export const CONSENT_COOKIE = 'styleblueprint_consent'

const DAY_MS = 24 * 60 * 60 * 1000

/** The record as the cookie's value: its JSON, percent-encoded (cookie values allow no quotes or commas). */
export function consentCookieValue(record: ConsentRecord): string {
  return encodeURIComponent(JSON.stringify(record))
}

/**
 * A Set-Cookie (or document.cookie) string that stores the record until it expires, one
 * year after it was made; with null, one that removes the cookie.
 */
export function serializeConsentCookie(record: ConsentRecord | null, options: { now: Date; secure: boolean }): string {
  const attributes = `Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`
  if (!record) return `${CONSENT_COOKIE}=; Max-Age=0; ${attributes}`
  const expiresAt = Date.parse(record.timestamp) + CONSENT_LIFETIME_DAYS * DAY_MS
  const maxAge = Math.max(0, Math.floor((expiresAt - options.now.getTime()) / 1000))
  return `${CONSENT_COOKIE}=${consentCookieValue(record)}; Max-Age=${maxAge}; ${attributes}`
}

/** The consent cookie's raw value in a Cookie header (or document.cookie), or null. */
export function consentCookieText(cookieHeader: string | null | undefined): string | null {
  return cookieValue(cookieHeader, CONSENT_COOKIE)
}

/**
 * The choice a Cookie header carries, or null: no cookie, one that is not a valid record of
 * this version, or one older than a year all read as "no choice yet".
 */
export function readConsentCookie(cookieHeader: string | null | undefined, now: Date): ConsentRecord | null {
  const value = consentCookieText(cookieHeader)
  if (value === null || value === '') return null
  let text: string
  try {
    text = decodeURIComponent(value)
  } catch {
    return null
  }
  return readStoredConsent(text, now).record
}
