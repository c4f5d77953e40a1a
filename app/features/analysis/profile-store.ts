import {
  mergeProfileUpdate,
  normaliseProfile,
  readStoredProfile,
  serialiseProfile,
  type StyleProfile,
  type StyleProfileUpdate,
} from '#core/profile/style-profile.ts'
import { storedProfileSavedAt } from '#core/profile/profile-sync.ts'
import { writeProfileCopy } from '../../utils/profile-copy.ts'

/** The one browser-storage key the visitor's profile lives under. */
export const STYLE_PROFILE_STORAGE_KEY = 'styleblueprint.style-profile'

/**
 * Where a style profile is kept. Visitors use the browser-storage store below; signed-in
 * users the account-backed store (account-profile-store.ts, calling /api/style-profile).
 * Every method is async so both fit the same callers.
 */
export interface ProfileStore {
  /** Whose rules apply: a visitor's three steps, or a signed-in user's four. Default 'visitor'. */
  readonly audience?: 'visitor' | 'account'
  /** The stored profile, or null when there is none (corrupt data counts as none). */
  load(): Promise<StyleProfile | null>
  /** Replaces the stored profile and returns what was stored. */
  save(profile: StyleProfile): Promise<StyleProfile>
  /** Merges an update into the stored profile (see mergeProfileUpdate) and returns the result. */
  update(update: StyleProfileUpdate): Promise<StyleProfile>
  clear(): Promise<void>
  /** Calls back when the profile changed elsewhere (another tab); returns an unsubscribe. */
  subscribe(onChange: () => void): () => void
}

/** The browser store also tells when its copy was saved (the sign-in move compares it). */
export interface LocalProfileStore extends ProfileStore {
  /** The stored record's save time, or null when there is none or it is unreadable. */
  savedAt(): Date | null
}

export interface LocalProfileStoreOptions {
  /** The Storage to use; null (or a throw) when the browser refuses storage. */
  storage: () => Storage | null
  now?: () => Date
  /** Where problems are reported; corrupt data is expected, so it goes to info, not error. */
  log?: Pick<Console, 'info' | 'warn'>
  /** Window to listen on for changes from other tabs. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null
  /** Told the profile after every read, save and clear (the browser keeps the dashboard's cookie copy in step). */
  mirror?: (profile: StyleProfile | null) => void
}

/**
 * The visitor's profile in browser storage under STYLE_PROFILE_STORAGE_KEY, in format 1.0.
 * When storage is unavailable or full, the profile lives in memory for this page's life,
 * so the analysis still works; the failure is logged as a warning.
 */
export function createLocalProfileStore(options: LocalProfileStoreOptions): LocalProfileStore {
  const now = options.now ?? (() => new Date())
  const log = options.log ?? console
  let memory: StyleProfile | null = null

  function storage(): Storage | null {
    try {
      return options.storage()
    } catch {
      return null
    }
  }

  function read(): StyleProfile | null {
    const s = storage()
    if (!s) return memory
    let text: string | null
    try {
      text = s.getItem(STYLE_PROFILE_STORAGE_KEY)
    } catch {
      return memory
    }
    const result = readStoredProfile(text)
    if (result.status === 'corrupt') {
      log.info(`Stored style profile ignored (${result.reason}); starting without one.`)
      return null
    }
    if (result.status === 'none') return null
    return result.profile
  }

  function write(profile: StyleProfile): StyleProfile {
    const normalised = normaliseProfile(profile)
    memory = normalised
    const s = storage()
    try {
      s?.setItem(STYLE_PROFILE_STORAGE_KEY, serialiseProfile(normalised, now()))
    } catch (error) {
      log.warn(`Could not save the style profile to browser storage: ${String(error)}`)
    }
    options.mirror?.(normalised)
    return normalised
  }

  return {
    audience: 'visitor',
    savedAt() {
      try {
        return storedProfileSavedAt(storage()?.getItem(STYLE_PROFILE_STORAGE_KEY))
      } catch {
        return null
      }
    },
    async load() {
      const profile = read()
      options.mirror?.(profile)
      return profile
    },
    async save(profile) {
      return write(profile)
    },
    async update(update) {
      return write(mergeProfileUpdate(read(), update))
    },
    async clear() {
      memory = null
      options.mirror?.(null)
      try {
        storage()?.removeItem(STYLE_PROFILE_STORAGE_KEY)
      } catch (error) {
        log.warn(`Could not clear the style profile from browser storage: ${String(error)}`)
      }
    },
    subscribe(onChange) {
      const events = options.events
      if (!events) return () => {}
      const listener = (event: Event) => {
        const key = (event as StorageEvent).key
        // A null key means the whole storage was cleared.
        if (key === STYLE_PROFILE_STORAGE_KEY || key === null) onChange()
      }
      events.addEventListener('storage', listener)
      return () => events.removeEventListener('storage', listener)
    },
  }
}

let browserStore: LocalProfileStore | null = null

/**
 * The visitor's store over window.localStorage. On the server it is a fresh, empty store
 * per call, so nothing can leak between requests.
 */
export function browserProfileStore(): LocalProfileStore {
  if (typeof window === 'undefined') return createLocalProfileStore({ storage: () => null })
  browserStore ??= createLocalProfileStore({
    storage: () => window.localStorage,
    events: window,
    mirror: writeProfileCopy,
  })
  return browserStore
}
