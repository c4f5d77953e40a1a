import { createContext } from 'react'
import type { AccountProfileStore } from './account-profile-store.ts'
import type { ProfileStore } from './profile-store.ts'

/**
 * The store useStyleProfile reads. Unset, it is the visitor's browser storage; for a
 * signed-in user the root layout provides the account-backed store (ProfileStoreProvider).
 */
export const ProfileStoreContext = createContext<ProfileStore | null>(null)

let loading: Promise<AccountProfileStore> | null = null
/** The account store's module (and zod's profile schema with it) is fetched on first use only. */
export function loadAccountProfileStore(): Promise<AccountProfileStore> {
  loading ??= import('./account-profile-store.ts').then((m) => m.accountProfileStore())
  return loading
}

/**
 * The signed-in user's store as the context hands it out: every call waits for the real
 * store's module, so a page that never reads the profile (the landing page, the guides)
 * never loads it.
 */
export const lazyAccountProfileStore: ProfileStore = {
  audience: 'account',
  load: async () => (await loadAccountProfileStore()).load(),
  save: async (profile) => (await loadAccountProfileStore()).save(profile),
  update: async (update) => (await loadAccountProfileStore()).update(update),
  clear: async () => (await loadAccountProfileStore()).clear(),
  subscribe(onChange) {
    let unsubscribe: (() => void) | null = null
    let cancelled = false
    void loadAccountProfileStore().then((store) => {
      if (!cancelled) unsubscribe = store.subscribe(onChange)
    })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  },
}
