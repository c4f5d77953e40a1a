import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { CATEGORY_LABELS, SHOPPER_CATEGORIES } from '#core/reference/categories.ts'
import { SEASON_LABELS, SEASONS } from '#core/reference/seasons.ts'
import { STYLE_DETAILS } from '#core/rule-book/styles.ts'
import { CategoryIcon } from '../../../components/illustrations/category-icon.tsx'
import { hasActiveFilters, type GridChange, type GridState, type ViewMode } from '../utils/view-state.ts'

const CHIP = 'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors'
const ON = 'bg-ink text-cream'
const OFF = 'bg-white text-ink ring-1 ring-line hover:bg-blush/60'
// A row that scrolls sideways on a phone rather than wrapping into a tall block.
const ROW = '-mx-4 flex items-center gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0'

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={`${CHIP} ${pressed ? ON : OFF}`}>
      {children}
    </button>
  )
}

function ChipGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className={ROW}>
      <span aria-hidden="true" className="shrink-0 pr-1 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
        {label}
      </span>
      {children}
    </div>
  )
}

/**
 * Recommended / All Items, the category chips (SHOPPER_CATEGORIES, so a category added
 * there appears here), the season chips, the active style and Clear Filters. The bar
 * sticks under the site header while the grid is on screen, so the filters stay at hand
 * however far down the cards a shopper has scrolled.
 */
export function FiltersBar({ state, onChange, onClear }: { state: GridState; onChange: (change: GridChange) => void; onClear: () => void }) {
  const modes: Array<[ViewMode, string]> = [
    ['recommended', t('dashboard.filters.recommended')],
    ['all', t('dashboard.filters.allItems')],
  ]
  return (
    <div
      role="group"
      aria-label={t('dashboard.filters.title')}
      className="sticky top-16 z-20 -mx-4 mt-3 space-y-1 border-b border-line/80 bg-cream/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6"
    >
      <ChipGroup label={t('dashboard.filters.category')}>
        <Chip pressed={state.category === null} onClick={() => onChange({ category: null })}>
          {t('dashboard.filters.all')}
        </Chip>
        {SHOPPER_CATEGORIES.map((c) => (
          <Chip key={c} pressed={state.category === c} onClick={() => onChange({ category: c })}>
            <CategoryIcon category={c} className="h-4 w-4" />
            {CATEGORY_LABELS[c]}
          </Chip>
        ))}
        {state.style ? (
          <button type="button" onClick={() => onChange({ style: null })} className={`${CHIP} bg-blush`}>
            {t('dashboard.filters.style', { style: STYLE_DETAILS[state.style].name })}
            <X aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">{t('dashboard.filters.removeStyle')}</span>
          </button>
        ) : null}
      </ChipGroup>
      <div className={ROW}>
        <div className="inline-flex shrink-0 rounded-full bg-white p-0.5 ring-1 ring-line" role="group" aria-label={t('dashboard.filters.view')}>
          {modes.map(([mode, label]) => (
            <button
              key={mode}
              type="button"
              aria-pressed={state.mode === mode && state.style === null}
              onClick={() => onChange({ mode, style: null })}
              className={`h-8 rounded-full px-3 text-sm font-medium whitespace-nowrap transition-colors ${state.mode === mode && state.style === null ? ON : 'text-ink hover:bg-blush/60'}`}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('dashboard.filters.season')} className="flex shrink-0 items-center gap-2 sm:flex-wrap">
          <span aria-hidden="true" className="shrink-0 pl-1 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
            {t('dashboard.filters.season')}
          </span>
          <Chip pressed={state.season === null} onClick={() => onChange({ season: null })}>
            {t('dashboard.filters.all')}
          </Chip>
          {SEASONS.map((s) => (
            <Chip key={s} pressed={state.season === s} onClick={() => onChange({ season: s })}>
              {SEASON_LABELS[s]}
            </Chip>
          ))}
        </div>
        {hasActiveFilters(state) ? (
          <button type="button" onClick={onClear} className="h-9 shrink-0 rounded-full px-2 text-sm font-medium whitespace-nowrap text-terracotta-dark underline-offset-4 hover:underline">
            {t('dashboard.filters.clear')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
