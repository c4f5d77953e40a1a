import { chooseBrowserCopy, failedSaveOutcome, shouldAnnounceAutoSave } from '#core/profile/profile-sync.ts'
import { mergeProfileUpdate, type StyleProfile } from '#core/profile/style-profile.ts'
import { apiRequest, createApiClient, type Transport } from '../../utils/api-client.ts'
import { browserProfileStore, type LocalProfileStore, type ProfileStore } from './profile-store.ts'

/** The account's copy, as GET and PUT /api/style-profile answer. */
interface AccountSnapshot {
  profile: StyleProfile | null
  updatedAt: string | null
}

type CallResult = { ok: true; snapshot: AccountSnapshot } | { ok: false; status: number; message: string }

export const STYLE_PROFILE_API = '/api/style-profile'

export interface AccountProfileStore extends ProfileStore {
  readonly audience: 'account'
  /** Calls back when a save completed the analysis in the account (the auto-save toast). */
  onAutoSaved(listener: () => void): () => void
}

export interface AccountProfileStoreOptions {
  /** The browser copy: the visitor's profile before sign-in, and the fallback while the server is unreachable. */
  local: LocalProfileStore
  /** Defaults to the global fetch; tests hand in the app's own request function. */
  request?: Transport
  log?: Pick<Console, 'info' | 'warn'>
}

/**
 * A signed-in user's profile, kept in their account through /api/style-profile.
 *
 * - Loading settles any browser copy with chooseBrowserCopy: a newer one (the visitor's
 *   work before sign-in, or a save that fell back) moves into the account and is removed
 *   from the browser; an older one is dropped.
 * - A save the server cannot take now (no connection, 5xx, session ended) goes to the
 *   browser instead, newer than the account's copy, so the next load or save syncs it.
 * - Clearing deletes the account's copy and the browser's; it fails (throws) when the
 *   server cannot be reached, since the account copy would otherwise come back.
 */
export function createAccountProfileStore(options: AccountProfileStoreOptions): AccountProfileStore {
  const { local } = options
  const log = options.log ?? console
  const request = options.request ? createApiClient(options.request).request : apiRequest
  const autoSaveListeners = new Set<() => void>()
  /** The last profile this store read or wrote; undefined until the first load. */
  let current: StyleProfile | null | undefined

  async function call(method: 'GET' | 'PUT', body?: unknown): Promise<CallResult> {
    const result = await request<Partial<AccountSnapshot> | null>(method, STYLE_PROFILE_API, body)
    if (!result.ok) return { ok: false, status: result.status, message: result.message || `HTTP ${result.status}` }
    // An answer without a body is as good as none: the copy stays where it can be synced.
    if (!result.data) return { ok: false, status: 0, message: 'empty answer' }
    return { ok: true, snapshot: { profile: result.data.profile ?? null, updatedAt: result.data.updatedAt ?? null } }
  }

  /**
   * An auto-save that happened before anyone listened: the confirmation loads on its own and
   * can arrive after a fast move into the account, so the first listener is told of it.
   */
  let unannounced = false

  function announce(previous: StyleProfile | null, saved: StyleProfile) {
    if (!shouldAnnounceAutoSave(previous, saved)) return
    if (autoSaveListeners.size === 0) unannounced = true
    for (const listener of autoSaveListeners) listener()
  }

  /** Writes to the account, or to the browser when the account cannot take it now. */
  async function save(profile: StyleProfile): Promise<StyleProfile> {
    const previous = current ?? null
    const result = await call('PUT', { profile })
    if (result.ok) {
      const saved = result.snapshot.profile ?? profile
      await local.clear()
      current = saved
      announce(previous, saved)
      return saved
    }
    if (failedSaveOutcome(result.status) === 'fall-back') {
      log.warn(`The style profile was kept in this browser (server answered ${result.status || 'nothing'}); it syncs to the account later.`)
      current = await local.save(profile)
      return current
    }
    throw new Error(result.message)
  }

  async function load(): Promise<StyleProfile | null> {
    const result = await call('GET')
    const browser = await local.load()
    if (!result.ok) {
      log.warn(`The account's style profile could not be read (server answered ${result.status || 'nothing'}); using this browser's copy.`)
      current = browser
      return browser
    }
    const { profile: account, updatedAt } = result.snapshot
    current = account
    const choice = chooseBrowserCopy({
      browser,
      browserSavedAt: local.savedAt(),
      account,
      accountUpdatedAt: updatedAt ? new Date(updatedAt) : null,
    })
    if (choice === 'move-to-account' && browser) return save(browser)
    if (choice === 'keep-account') await local.clear()
    return account
  }

  return {
    audience: 'account',
    load,
    save,
    async update(update) {
      const base = current === undefined ? await load() : current
      return save(mergeProfileUpdate(base, update))
    },
    async clear() {
      const result = await request('DELETE', STYLE_PROFILE_API)
      await local.clear()
      if (!result.ok) throw new Error(`The style profile could not be cleared from the account (server answered ${result.status || 'nothing'}).`)
      current = null
    },
    // Another tab writing or removing the browser copy is a reason to look again.
    subscribe: (onChange) => local.subscribe(onChange),
    onAutoSaved(listener) {
      autoSaveListeners.add(listener)
      if (unannounced) {
        unannounced = false
        listener()
      }
      return () => autoSaveListeners.delete(listener)
    },
  }
}

let accountStore: AccountProfileStore | null = null

/**
 * The signed-in user's store over the browser copy in window.localStorage. One per page
 * life in the browser (sign-out reloads the page); a fresh one per call on the server.
 */
export function accountProfileStore(): AccountProfileStore {
  if (typeof window === 'undefined') return createAccountProfileStore({ local: browserProfileStore() })
  accountStore ??= createAccountProfileStore({ local: browserProfileStore() })
  return accountStore
}
