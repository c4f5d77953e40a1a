import { useCallback, useEffect, useState } from 'react'
import { normaliseSignals, type RejectReason, type Signal } from '#core/learning/signals.ts'
import { signalsApi } from '../utils/dashboard-api.ts'
import { readLocalSignals, SIGNALS_STORAGE_KEY, writeLocalSignals } from '../utils/signals-storage.ts'

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export interface SignalsState {
  /** A visitor's history, sent with each recommendations request; empty when signed in (the server has hers). */
  visitorSignals: Signal[]
  /** False until a visitor's history is read or a signed-in shopper's merged: the grid waits for it. */
  ready: boolean
  /** Whether there is any history to clear. */
  hasHistory: boolean
  /** Products said "Not for me" on this page (and not undone), with the reason when given. */
  hidden: ReadonlyMap<string, RejectReason | null>
  save(productId: string): void
  unsave(productId: string): void
  click(productId: string): void
  notForMe(productId: string): void
  /** Gives the reason of the "Not for me" just said. */
  reason(productId: string, reason: RejectReason): void
  undo(productId: string): void
  clear(): Promise<void>
  /** Bumped when the history is cleared: the grid reloads in the segment's order. */
  version: number
}

/**
 * The shopper's learning history (issue 18), the favourites' pattern: a visitor's lives in
 * browser storage and goes with each recommendations request; a signed-in shopper's lives
 * in her account, and what this browser kept before she signed in is merged into it once.
 * What she does here shows on the next load; a "Not for me" hides the card at once.
 */
export function useSignals(signedIn: boolean): SignalsState {
  const [local, setLocal] = useState<Signal[]>([])
  const [accountHistory, setAccountHistory] = useState(false)
  const [hidden, setHidden] = useState<Map<string, RejectReason | null>>(new Map())
  const [version, setVersion] = useState(0)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const storage = localStorageOrNull()
    let cancelled = false
    if (!signedIn) {
      setLocal(readLocalSignals(storage))
      setReady(true)
      const onStorage = (event: StorageEvent) => {
        if (event.key === SIGNALS_STORAGE_KEY || event.key === null) setLocal(readLocalSignals(storage))
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    }
    void (async () => {
      const kept = readLocalSignals(storage)
      if (kept.length > 0) {
        const merged = await signalsApi.merge(kept)
        if (merged.ok) writeLocalSignals(storage, [])
      }
      if (!cancelled) setReady(true)
      const mine = await signalsApi.list()
      if (!cancelled && mine.ok) setAccountHistory(mine.data.signals.length > 0)
    })()
    return () => {
      cancelled = true
    }
  }, [signedIn])

  const record = useCallback(
    (signals: Signal[]) => {
      if (!signedIn) {
        setLocal((current) => {
          const next = normaliseSignals([...current, ...signals])
          writeLocalSignals(localStorageOrNull(), next)
          return next
        })
        return
      }
      setAccountHistory(true)
      void signalsApi.add(signals)
    },
    [signedIn],
  )

  const now = () => Date.now()
  const save = useCallback((id: string) => record([{ kind: 'save', ref: id, at: now() }]), [record])
  const unsave = useCallback((id: string) => record([{ kind: 'undo', ref: id, at: now() }]), [record])
  const click = useCallback((id: string) => record([{ kind: 'click', ref: id, at: now() }]), [record])
  const notForMe = useCallback(
    (id: string) => {
      setHidden((h) => new Map(h).set(id, null))
      record([{ kind: 'reject', ref: id, at: now() }])
    },
    [record],
  )
  const reason = useCallback(
    (id: string, why: RejectReason) => {
      setHidden((h) => new Map(h).set(id, why))
      // The plain "Not for me" is replaced by one with its reason.
      const at = now()
      record([
        { kind: 'undo', ref: id, at },
        { kind: 'reject', ref: id, at: at + 1, reason: why },
      ])
    },
    [record],
  )
  const undo = useCallback(
    (id: string) => {
      setHidden((h) => {
        const next = new Map(h)
        next.delete(id)
        return next
      })
      record([{ kind: 'undo', ref: id, at: now() }])
    },
    [record],
  )
  const clear = useCallback(async () => {
    if (signedIn) {
      const result = await signalsApi.clear()
      if (result.ok) setAccountHistory(false)
    } else {
      writeLocalSignals(localStorageOrNull(), [])
      setLocal([])
    }
    setHidden(new Map())
    setVersion((v) => v + 1)
  }, [signedIn])

  return {
    ready,
    visitorSignals: signedIn ? [] : local,
    hasHistory: signedIn ? accountHistory : local.length > 0,
    hidden,
    save,
    unsave,
    click,
    notForMe,
    reason,
    undo,
    clear,
    version,
  }
}
