import { keysToClearOnSignOut } from '#core/accounts/local-keys.ts'
import { authRequest } from '../../../utils/api-client.ts'
import { writeProfileCopy } from '../../../utils/profile-copy.ts'

/**
 * Removes the locally stored auth information and our own keys (the consent record stays),
 * and the dashboard's cookie copy of the profile that went with them.
 */
export function clearLocalAccountData(storage: Storage): void {
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key !== null) keys.push(key)
  }
  for (const key of keysToClearOnSignOut(keys)) storage.removeItem(key)
  writeProfileCopy(null)
}

/**
 * Signs out: ends the session on the server, clears what this browser kept for the
 * account, and lands on the home page with a full load so no signed-in state lingers.
 */
export async function signOut(): Promise<void> {
  // A failed call is no reason to stay signed in here: the page still clears and reloads.
  await authRequest('/sign-out', {})
  try {
    clearLocalAccountData(window.localStorage)
    window.sessionStorage.clear()
  } catch {
    // Storage can be unavailable (private mode); the server session is what matters.
  }
  window.location.assign('/')
}
