import { LEGACY_PROFILE_COOKIE_REMOVAL, serializeProfileCookie } from '#core/profile/profile-cookie.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'

/** Writes (or with null, removes) this browser's copy of the visitor's profile that the dashboard renders from (decision 035). */
export function writeProfileCopy(profile: StyleProfile | null): void {
  document.cookie = LEGACY_PROFILE_COOKIE_REMOVAL
  document.cookie = serializeProfileCookie(profile, { now: new Date(), secure: window.location.protocol === 'https:' })
}
