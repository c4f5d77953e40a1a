import { CONSENT_STORAGE_KEY, LOCAL_KEY_PATTERN } from '../consent/consent.ts'

/**
 * The localStorage keys to remove on sign-out: any key containing "auth" or "supabase"
 * (spec), and every key of ours (the local style profile, stored links, last activity)
 * except the consent record, which belongs to the browser rather than the account.
 */
export function keysToClearOnSignOut(keys: readonly string[]): string[] {
  return keys.filter((key) => {
    if (key === CONSENT_STORAGE_KEY) return false
    const lower = key.toLowerCase()
    return lower.includes('auth') || lower.includes('supabase') || LOCAL_KEY_PATTERN.test(key)
  })
}
