import { Lock, LockOpen, RefreshCw, Shuffle } from 'lucide-react'
import { drawingUrl } from '#core/catalog/garment-drawing.ts'
import { primaryImage } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import type { OutfitPieceView, OutfitView } from '#core/outfits/contract.ts'

const SMALL_BUTTON =
  'inline-flex min-h-9 items-center justify-center gap-1 rounded-full px-2.5 text-xs font-medium ring-1 ring-line hover:bg-blush/60 disabled:cursor-not-allowed disabled:opacity-50'

/** What a row can do when it is interactive; without it the row only shows the outfit (server-rendered pages). */
export interface OutfitRowActions {
  /** The piece the outfit is built around: it is always kept, so it has no swap or lock. */
  anchorId: string
  locked: ReadonlySet<string>
  busy: boolean
  onSwap: (piece: OutfitPieceView) => void
  onToggleLock: (productId: string) => void
  onReshuffle: () => void
}

/** One piece: a small image (its photo, else its drawing) and its name. */
function PieceImage({ piece }: { piece: OutfitPieceView }) {
  const src = primaryImage(piece.product)?.url ?? drawingUrl(piece.product.id)
  return <img src={src} alt="" loading="lazy" width={96} height={120} className="aspect-[4/5] w-full rounded-xl bg-blush/50 object-cover" />
}

/**
 * One outfit: its pieces as small images with their names, and the one line that explains
 * it. With `actions`, each piece but the anchor can be swapped for the next best in its slot
 * or locked, and "Reshuffle" redraws the unlocked pieces.
 */
export function OutfitRow({ outfit, title, actions }: { outfit: Pick<OutfitView, 'pieces' | 'why'>; title: string; actions?: OutfitRowActions | undefined }) {
  return (
    <article className="rounded-[1.25rem] bg-white p-3 ring-1 ring-line sm:p-4" aria-label={title} data-outfit="">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-sans text-sm font-semibold">{title}</h3>
        {actions ? (
          <button type="button" className={SMALL_BUTTON} onClick={actions.onReshuffle} disabled={actions.busy}>
            <Shuffle aria-hidden="true" className="h-3.5 w-3.5" />
            {t('outfit.ui.reshuffle')}
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-sm leading-snug text-ink-soft" data-outfit-why="">
        {outfit.why}
      </p>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
        {outfit.pieces.map((piece) => {
          const isAnchor = actions?.anchorId === piece.product.id
          const isLocked = actions ? actions.locked.has(piece.product.id) : false
          return (
            <li key={piece.product.id} className="flex min-w-0 flex-col" data-slot={piece.slot}>
              <PieceImage piece={piece} />
              <a href={`/shop/${encodeURIComponent(piece.product.id)}`} dir="auto" className="mt-1 line-clamp-2 text-xs leading-snug font-medium [overflow-wrap:anywhere] hover:underline" data-piece-name="">
                {piece.product.name}
              </a>
              {actions && !isAnchor ? (
                <div className="mt-1 flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    onClick={() => actions.onSwap(piece)}
                    disabled={actions.busy || isLocked}
                    aria-label={t('outfit.ui.swapLabel', { name: piece.product.name })}
                  >
                    <RefreshCw aria-hidden="true" className="h-3.5 w-3.5" />
                    <span aria-hidden="true">{t('outfit.ui.swap')}</span>
                  </button>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    onClick={() => actions.onToggleLock(piece.product.id)}
                    aria-pressed={isLocked}
                    aria-label={t('outfit.ui.lockLabel', { name: piece.product.name })}
                  >
                    {isLocked ? <Lock aria-hidden="true" className="h-3.5 w-3.5" /> : <LockOpen aria-hidden="true" className="h-3.5 w-3.5" />}
                  </button>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </article>
  )
}

/** Outfits numbered "Outfit 1", "Outfit 2"… as rows that only show them (server-rendered pages). */
export function OutfitList({ outfits, className }: { outfits: ReadonlyArray<Pick<OutfitView, 'pieces' | 'why'>>; className: string }) {
  return (
    <ol className={className}>
      {outfits.map((outfit, index) => (
        <li key={outfit.pieces.map((p) => p.product.id).join(',')}>
          <OutfitRow outfit={outfit} title={t('outfit.ui.outfitN', { n: index + 1 })} />
        </li>
      ))}
    </ol>
  )
}
