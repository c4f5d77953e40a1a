import { useContext, useMemo, useSyncExternalStore } from 'react'
import { exportProfile, importProfile, type ProfileImport } from '#core/profile/profile-transfer.ts'
import { isAnalysisComplete, profileCompletion } from '#core/profile/progress.ts'
import type { StyleProfile, StyleProfileUpdate } from '#core/profile/style-profile.ts'
import { browserProfileStore, type ProfileStore } from '../profile-store.ts'
import { ProfileStoreContext } from '../profile-store-context.ts'

interface Snapshot {
  /** 'loading' on the server and while hydrating; 'ready' once the store was read. */
  status: 'loading' | 'ready'
  profile: StyleProfile | null
}

const LOADING: Snapshot = { status: 'loading', profile: null }

interface Session {
  subscribe(listener: () => void): () => void
  getSnapshot(): Snapshot
  /** Before the store is first read: start from this snapshot (the one the server rendered). */
  seed(snapshot: Snapshot): void
  run(change: () => Promise<StyleProfile | null>): Promise<StyleProfile | null>
}

// One session per store, shared by every component and kept across client navigations,
// so moving between steps never shows a loading state again.
const sessions = new WeakMap<ProfileStore, Session>()

function sessionFor(store: ProfileStore): Session {
  let session = sessions.get(store)
  if (session) return session
  let snapshot = LOADING
  let started = false
  let queue: Promise<unknown> = Promise.resolve()
  const listeners = new Set<() => void>()
  const publish = (profile: StyleProfile | null) => {
    snapshot = { status: 'ready', profile }
    for (const l of listeners) l()
  }
  // Changes run one after another, so two quick updates never read the same old profile.
  const run = (change: () => Promise<StyleProfile | null>) => {
    const next = queue.then(change).then((profile) => {
      publish(profile)
      return profile
    })
    queue = next.catch(() => {})
    return next
  }
  session = {
    subscribe(listener) {
      listeners.add(listener)
      if (!started) {
        started = true
        void run(() => store.load())
        store.subscribe(() => void run(() => store.load()))
      }
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    seed(seeded) {
      if (!started && snapshot === LOADING) snapshot = seeded
    },
    run,
  }
  sessions.set(store, session)
  return session
}

export interface StyleProfileState {
  status: 'loading' | 'ready'
  /** The stored profile; null while loading and when there is none. */
  profile: StyleProfile | null
  /** True once a profile exists in the store (the spec's hasStoredProfile). */
  hasStoredProfile: boolean
  /** 0, 25, 50, 75 or 100 (see profileCompletion). */
  completion: number
  /** Whose rules apply: 'account' for a signed-in user, else 'visitor'. */
  audience: 'visitor' | 'account'
  /**
   * Visitors: shape, palette and at least one style. Signed-in users: the four-step rule,
   * which also needs at least one measurement.
   */
  isComplete: boolean
  update(update: StyleProfileUpdate): Promise<StyleProfile>
  save(profile: StyleProfile): Promise<StyleProfile>
  clear(): Promise<void>
  /** The profile as a JSON document, or null when there is none. */
  exportJson(now?: Date): string | null
  /** Reads an exported document and stores it; the result says why when it fails. */
  importJson(text: string): Promise<ProfileImport>
}

/**
 * The style profile of whoever is browsing, kept in sync across components and tabs. The
 * server renders the waiting state (status 'loading'), or `rendered` when the page had the
 * profile from its request (the dashboard's cookie copy); the browser hydrates with the same,
 * then reads storage, so there is never a hydration mismatch.
 */
export function useStyleProfile({ rendered = null }: { rendered?: StyleProfile | null } = {}): StyleProfileState {
  const store = useContext(ProfileStoreContext) ?? browserProfileStore()
  const session = sessionFor(store)
  const serverSnapshot = useMemo<Snapshot>(() => (rendered ? { status: 'ready', profile: rendered } : LOADING), [rendered])
  // Seeded during render, before the first subscription: straight after hydration the
  // store's snapshot is then the one hydrated with, so the page does not fall back to waiting.
  // In the browser only: on the server the account store's session is shared by every request.
  if (rendered && typeof window !== 'undefined') session.seed(serverSnapshot)
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, () => serverSnapshot)

  return useMemo(() => {
    const { profile, status } = snapshot
    const audience = store.audience ?? 'visitor'
    return {
      status,
      profile,
      hasStoredProfile: profile !== null,
      completion: profileCompletion(profile),
      audience,
      isComplete: isAnalysisComplete(profile, { signedIn: audience === 'account' }),
      update: async (update) => (await session.run(() => store.update(update)))!,
      save: async (next) => (await session.run(() => store.save(next)))!,
      clear: async () => {
        await session.run(async () => {
          await store.clear()
          return null
        })
      },
      exportJson: (now = new Date()) => (profile ? exportProfile(profile, now) : null),
      importJson: async (text) => {
        const result = importProfile(text)
        if (result.ok) await session.run(() => store.save(result.profile))
        return result
      },
    }
  }, [snapshot, session, store])
}
