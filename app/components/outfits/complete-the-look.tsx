import { useEffect, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { OutfitPieceView, OutfitView } from '#core/outfits/contract.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { fetchOutfits } from '../../utils/api-client.ts'
import { Notice } from '../ui/notice.tsx'
import { Spinner } from '../ui/spinner.tsx'
import { OutfitRow } from './outfit-row.tsx'

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'refused'; message: string } | { kind: 'ready'; outfits: OutfitView[] }

/** A new seed for "Reshuffle": the engine is pure, so the client picks the randomness. */
const newSeed = () => Math.floor(Math.random() * 2 ** 31)

/**
 * Three outfits around a piece, from GET /api/outfits, with swap, lock and reshuffle on each.
 * Loading, failure and the engine's refusal each show their own line.
 */
export function CompleteTheLook({ pieceId, profile }: { pieceId: string; profile: StyleProfile | null }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [locked, setLocked] = useState<ReadonlyArray<ReadonlySet<string>>>([])
  const [busy, setBusy] = useState<number | null>(null)
  const [rowError, setRowError] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    setState({ kind: 'loading' })
    void fetchOutfits({ piece: pieceId }, profile, controller.signal).then((result) => {
      if (controller.signal.aborted) return
      if (!result.ok) return setState({ kind: 'error', message: result.message || t('outfit.ui.failed') })
      if (result.data.refused) return setState({ kind: 'refused', message: result.data.refused.message })
      setLocked(result.data.outfits.map(() => new Set<string>()))
      setState({ kind: 'ready', outfits: result.data.outfits })
    })
    return () => controller.abort()
  }, [pieceId, profile])

  if (state.kind === 'loading') {
    return <Spinner label={t('outfit.ui.loading')} className="py-6" />
  }
  if (state.kind === 'error') return <Notice tone="error">{t('outfit.ui.failed')}</Notice>
  if (state.kind === 'refused') return <Notice tone="info">{state.message}</Notice>
  if (state.outfits.length === 0) return <Notice tone="info">{t('outfit.ui.none')}</Notice>

  const outfits = state.outfits
  const replace = (index: number, outfit: OutfitView) => setState({ kind: 'ready', outfits: outfits.map((o, i) => (i === index ? outfit : o)) })

  async function swap(index: number, piece: OutfitPieceView) {
    setBusy(index)
    setRowError(null)
    const ids = outfits[index]!.pieces.map((p) => p.product.id)
    const result = await fetchOutfits({ piece: pieceId, swap: { slot: piece.slot, outfit: ids } }, profile)
    setBusy(null)
    const next = result.ok ? result.data.outfits[0] : undefined
    if (next) replace(index, next)
    else setRowError(result.ok ? t('outfit.ui.noSwap') : t('outfit.ui.failed'))
  }

  async function reshuffle(index: number) {
    setBusy(index)
    setRowError(null)
    const keep = [...(locked[index] ?? [])]
    const current = outfits[index]!.pieces.map((p) => p.product.id).join(',')
    const result = await fetchOutfits({ piece: pieceId, locked: keep, seed: newSeed() }, profile)
    setBusy(null)
    // The first outfit that differs from the one shown; the engine may offer the same one first.
    const next = result.ok ? (result.data.outfits.find((o) => o.pieces.map((p) => p.product.id).join(',') !== current) ?? result.data.outfits[0]) : undefined
    if (next) replace(index, next)
    else setRowError(result.ok ? (result.data.refused?.message ?? t('outfit.ui.noSwap')) : t('outfit.ui.failed'))
  }

  function toggleLock(index: number, id: string) {
    setLocked(locked.map((set, i) => {
      if (i !== index) return set
      const next = new Set(set)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    }))
  }

  return (
    <div className="space-y-3">
      {rowError ? <Notice tone="error">{rowError}</Notice> : null}
      <ol className="space-y-3">
        {outfits.map((outfit, index) => (
          <li key={index}>
            <OutfitRow
              outfit={outfit}
              title={t('outfit.ui.outfitN', { n: index + 1 })}
              actions={{
                anchorId: pieceId,
                locked: locked[index] ?? new Set(),
                busy: busy === index,
                onSwap: (piece) => void swap(index, piece),
                onToggleLock: (id) => toggleLock(index, id),
                onReshuffle: () => void reshuffle(index),
              }}
            />
          </li>
        ))}
      </ol>
    </div>
  )
}
