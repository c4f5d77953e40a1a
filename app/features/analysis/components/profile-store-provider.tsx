import { lazy, type ReactNode, Suspense } from 'react'
import { lazyAccountProfileStore, ProfileStoreContext } from '../profile-store-context.ts'

const AccountProfileSync = lazy(() => import('./account-profile-sync.tsx'))

/**
 * Hands signed-in pages the account-backed profile store; visitors keep the browser store
 * (no provider value). For a signed-in user it also runs the account sync (see
 * AccountProfileSync). Both load their code only when a signed-in page needs them.
 */
export function ProfileStoreProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  // The same element either way, so signing in or out never remounts the page below it.
  const store = signedIn ? lazyAccountProfileStore : null
  return (
    <ProfileStoreContext.Provider value={store}>
      {children}
      {store ? (
        <Suspense fallback={null}>
          <AccountProfileSync />
        </Suspense>
      ) : null}
    </ProfileStoreContext.Provider>
  )
}
