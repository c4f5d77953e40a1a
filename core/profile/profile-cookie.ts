import { cookieValue } from '../text/cookie-value.ts'
import { readStoredProfile, serialiseProfile, type StyleProfile } from './style-profile.ts'

/**
 * A copy of a visitor's stored profile, sent with her requests, so the server renders her
 * dashboard in the first paint instead of a waiting state (decision 035) and the shop shows
 * her match on every card, also as she pages and filters (decision 053).
 * Browser storage stays the record: the page reads it once live, and the copy follows every
 * save and clear. Not HttpOnly, because the browser writes it.
 */
export const PROFILE_COOKIE = 'styleblueprint_profile'

// The whole site: the shop's pages and their data requests (/shop.data) and its search API
// render from it besides the dashboard (decision 053; it was /dashboard alone before).
const PATH = '/'
/** Removes the copy a browser may still hold from when it was sent to /dashboard only. */
export const LEGACY_PROFILE_COOKIE_REMOVAL = `${PROFILE_COOKIE}=; Max-Age=0; Path=/dashboard; SameSite=Lax`
const LIFETIME_SECONDS = 365 * 24 * 60 * 60
/** A cookie holds about 4 KB. A larger profile is not copied; her dashboard then renders once the page is live. */
export const MAX_PROFILE_COOKIE_VALUE = 3000

/** A Set-Cookie (or document.cookie) string that stores the copy, or removes it (null, or too large). */
export function serializeProfileCookie(profile: StyleProfile | null, options: { now: Date; secure: boolean }): string {
  const attributes = `Path=${PATH}; SameSite=Lax${options.secure ? '; Secure' : ''}`
  const value = profile ? encodeURIComponent(serialiseProfile(profile, options.now)) : ''
  if (value === '' || value.length > MAX_PROFILE_COOKIE_VALUE) return `${PROFILE_COOKIE}=; Max-Age=0; ${attributes}`
  return `${PROFILE_COOKIE}=${value}; Max-Age=${LIFETIME_SECONDS}; ${attributes}`
}

/** The profile a Cookie header carries, validated like stored data; null when absent, oversized or not a valid profile. */
export function readProfileCookie(cookieHeader: string | null | undefined): StyleProfile | null {
  const value = cookieValue(cookieHeader, PROFILE_COOKIE)
  if (value === null || value === '' || value.length > MAX_PROFILE_COOKIE_VALUE) return null
  let text: string
  try {
    text = decodeURIComponent(value)
  } catch {
    return null
  }
  const read = readStoredProfile(text)
  return read.status === 'ok' ? read.profile : null
}
