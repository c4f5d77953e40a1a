import { useCallback, useEffect, useState } from 'react'
import type { Product } from '#core/catalog/product.ts'
import { favouritesApi, fetchProduct } from '../utils/dashboard-api.ts'
import { FAVOURITES_STORAGE_KEY, readLocalFavourites, toggleFavourite, writeLocalFavourites } from '../utils/favourites-storage.ts'

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export interface FavouritesState {
  ids: string[]
  ready: boolean
  /** A message when saving a change failed (the heart went back). */
  error: string | null
  isFavourite(id: string): boolean
  toggle(product: Pick<Product, 'id'>): void
  /** The favourite products themselves, newest first (loaded on demand). */
  loadProducts(signal?: AbortSignal): Promise<Product[]>
}

/**
 * The shopper's favourites. Visitors keep them in browser storage; signed-in users in
 * their account, and any favourites kept in this browser before signing in are merged
 * into the account once, then removed locally.
 */
export function useFavourites(signedIn: boolean, failedMessage: string): FavouritesState {
  const [ids, setIds] = useState<string[]>([])
  const [ready, setReady] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    const storage = localStorageOrNull()
    if (!signedIn) {
      setIds(readLocalFavourites(storage))
      setReady(true)
      const onStorage = (event: StorageEvent) => {
        if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) setIds(readLocalFavourites(storage))
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    }
    void (async () => {
      const local = readLocalFavourites(storage)
      if (local.length > 0) {
        const merged = await favouritesApi.merge(local)
        if (merged.ok) writeLocalFavourites(storage, [])
      }
      const list = await favouritesApi.list()
      if (cancelled) return
      if (list.ok) setIds(list.data.productIds)
      setReady(true)
    })()
    return () => {
      cancelled = true
    }
  }, [signedIn])

  const toggle = useCallback(
    (product: Pick<Product, 'id'>) => {
      setError(null)
      const wasFavourite = ids.includes(product.id)
      const next = toggleFavourite(ids, product.id)
      setIds(next)
      if (!signedIn) {
        writeLocalFavourites(localStorageOrNull(), next)
        return
      }
      void (wasFavourite ? favouritesApi.remove(product.id) : favouritesApi.add(product.id)).then((result) => {
        if (result.ok) return
        setIds((current) => toggleFavourite(current, product.id))
        setError(failedMessage)
      })
    },
    [ids, signedIn, failedMessage],
  )

  const loadProducts = useCallback(
    async (signal?: AbortSignal): Promise<Product[]> => {
      if (signedIn) {
        const list = await favouritesApi.list(signal)
        return list.ok ? list.data.items : []
      }
      const results = await Promise.all(ids.map((id) => fetchProduct(id, signal)))
      return results.flatMap((r) => (r.ok ? [r.data] : []))
    },
    [ids, signedIn],
  )

  return { ids, ready, error, isFavourite: (id) => ids.includes(id), toggle, loadProducts }
}
