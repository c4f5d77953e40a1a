/** Browser-storage key of a visitor's favourites (a JSON array of product ids). */
export const FAVOURITES_STORAGE_KEY = 'styleblueprint.favourites'

/** Most ids kept locally (the account merge accepts up to 500). */
export const MAX_LOCAL_FAVOURITES = 500

/** Reads the stored ids; anything unreadable counts as none. Newest first, no duplicates. */
export function parseFavourites(text: string | null): string[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    if (!Array.isArray(value)) return []
    const ids = value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100)
    return [...new Set(ids)].slice(0, MAX_LOCAL_FAVOURITES)
  } catch {
    return []
  }
}

/** Adds (to the front) or removes an id; returns a new list. */
export function toggleFavourite(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids].slice(0, MAX_LOCAL_FAVOURITES)
}

export function readLocalFavourites(storage: Storage | null): string[] {
  try {
    return parseFavourites(storage?.getItem(FAVOURITES_STORAGE_KEY) ?? null)
  } catch {
    return []
  }
}

export function writeLocalFavourites(storage: Storage | null, ids: readonly string[]): void {
  try {
    if (ids.length === 0) storage?.removeItem(FAVOURITES_STORAGE_KEY)
    else storage?.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(ids))
  } catch {
    // Storage refused (private mode, full): the hearts still work for this page's life.
  }
}
