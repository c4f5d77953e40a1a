import { revokeTokenSchema, shareIdSchema } from '#core/profile/blueprint-share.ts'

/**
 * The links this browser created, with their revocation tokens: the browser's own way to
 * turn a link off, signed in or not. Like every key of ours it is cleared on sign-out;
 * links made while signed in stay revocable from the account page.
 */
export const SHARED_LINKS_STORAGE_KEY = 'styleblueprint.shared-links'
const MAX_KEPT = 50

export interface StoredLink {
  id: string
  url: string
  revokeToken: string
  createdAt: string
  /** "Hourglass · Warm Tones · Classic", to tell the links apart in a list. */
  summary: string
}

function isStoredLink(v: unknown): v is StoredLink {
  if (typeof v !== 'object' || v === null) return false
  const o = v as Record<string, unknown>
  return (
    shareIdSchema.safeParse(o.id).success &&
    revokeTokenSchema.safeParse(o.revokeToken).success &&
    typeof o.url === 'string' &&
    typeof o.createdAt === 'string' &&
    typeof o.summary === 'string'
  )
}

/** The stored links, newest first; anything unreadable counts as none. */
export function parseStoredLinks(text: string | null): StoredLink[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter(isStoredLink).slice(0, MAX_KEPT) : []
  } catch {
    return []
  }
}

const listeners = new Set<() => void>()
let cachedText: string | null | undefined
let cached: StoredLink[] = []

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The current list (the same array until it changes, as useSyncExternalStore needs). */
export function storedLinks(): StoredLink[] {
  const text = storage()?.getItem(SHARED_LINKS_STORAGE_KEY) ?? null
  if (text !== cachedText) {
    cachedText = text
    cached = parseStoredLinks(text)
  }
  return cached
}

const EMPTY: StoredLink[] = []
/** No links on the server: the list lives in the browser only. */
export function noStoredLinks(): StoredLink[] {
  return EMPTY
}

export function subscribeToStoredLinks(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key === SHARED_LINKS_STORAGE_KEY || e.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

function write(links: StoredLink[]): void {
  try {
    if (links.length === 0) storage()?.removeItem(SHARED_LINKS_STORAGE_KEY)
    else storage()?.setItem(SHARED_LINKS_STORAGE_KEY, JSON.stringify(links.slice(0, MAX_KEPT)))
  } catch {
    // Storage refused (private mode, full): the link still works, only this browser cannot revoke it later.
  }
  for (const listener of listeners) listener()
}

export function rememberLink(link: StoredLink): void {
  write([link, ...storedLinks().filter((l) => l.id !== link.id)])
}

export function forgetLink(id: string): void {
  write(storedLinks().filter((l) => l.id !== id))
}
