import { Heart, Palette, Sparkles, User } from 'lucide-react'
import { translate as t } from '#core/i18n/translate.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'
import { BODY_SHAPE_DETAILS } from '#core/rule-book/body-shapes.ts'
import { COLOR_PALETTE_DETAILS } from '#core/rule-book/palettes.ts'
import { STYLE_DETAILS } from '#core/rule-book/styles.ts'
import { StyleIcon } from '../../../components/illustrations/style-icon.tsx'
import type { Tile } from '../utils/view-state.ts'

function tileLabel(tile: Tile, profile: StyleProfile): string {
  switch (tile.kind) {
    case 'body':
      return t('dashboard.tiles.body', { shape: profile.bodyShape ? BODY_SHAPE_DETAILS[profile.bodyShape].name : '' })
    case 'color':
      return t('dashboard.tiles.color', { palette: profile.colorPalette ? COLOR_PALETTE_DETAILS[profile.colorPalette].name : '' })
    case 'ai':
      return t('dashboard.tiles.ai')
    case 'favourites':
      return t('dashboard.tiles.favorites')
    case 'style':
      return t('dashboard.tiles.style', { style: STYLE_DETAILS[tile.style].name })
  }
}

function TileIcon({ tile }: { tile: Tile }) {
  const cls = 'h-5 w-5'
  switch (tile.kind) {
    case 'body':
      return <User aria-hidden="true" className={cls} />
    case 'color':
      return <Palette aria-hidden="true" className={cls} />
    case 'ai':
      return <Sparkles aria-hidden="true" className={cls} />
    case 'favourites':
      return <Heart aria-hidden="true" className={cls} />
    case 'style':
      return <StyleIcon style={tile.style} className={cls} />
  }
}

function tileKey(tile: Tile): string {
  return tile.kind === 'style' ? `style-${tile.style}` : tile.kind
}

/** "Recommended for You": a signed-in user's personal tiles, which set the grid's view; one scrolling row on a phone. */
export function RecommendedTiles({
  tiles,
  profile,
  isActive,
  favouriteCount,
  onSelect,
}: {
  tiles: Tile[]
  profile: StyleProfile
  isActive: (tile: Tile) => boolean
  favouriteCount: number
  onSelect: (tile: Tile) => void
}) {
  return (
    <section aria-labelledby="tiles-title">
      <h2 id="tiles-title" className="text-xl font-semibold sm:text-3xl">
        {t('dashboard.tiles.title')}
      </h2>
      <ul className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:mt-5 sm:grid sm:grid-cols-3 sm:gap-3 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-6">
        {tiles.map((tile) => {
          const active = isActive(tile)
          return (
            <li key={tileKey(tile)} className="shrink-0">
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(tile)}
                className={[
                  'flex h-full w-full items-center gap-2 rounded-2xl py-2 pr-4 pl-2 text-left text-sm font-medium whitespace-nowrap ring-1 transition-colors sm:min-h-24 sm:flex-col sm:items-start sm:justify-between sm:gap-3 sm:p-4 sm:whitespace-normal',
                  active ? 'bg-ink text-cream ring-ink' : 'bg-white text-ink ring-line hover:bg-blush/50',
                ].join(' ')}
              >
                <span className={`flex h-9 w-9 items-center justify-center rounded-full ${active ? 'bg-white/15' : 'bg-blush text-terracotta-dark'}`}>
                  <TileIcon tile={tile} />
                </span>
                <span>
                  {tileLabel(tile, profile)}
                  {tile.kind === 'favourites' && favouriteCount > 0 ? <span className="opacity-75"> ({favouriteCount})</span> : null}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
