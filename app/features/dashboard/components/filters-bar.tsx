import { X } from 'lucide-react'
import { useId } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { CATEGORY_LABELS, isCategoryId, SHOPPER_CATEGORIES } from '#core/reference/categories.ts'
import { isSeasonId, SEASON_LABELS, SEASONS } from '#core/reference/seasons.ts'
import { STYLE_DETAILS } from '#core/reference/styles.ts'
import { hasActiveFilters, type GridChange, type GridState, type ViewMode } from '../utils/view-state.ts'

const SELECT =
  'block h-11 w-full appearance-none rounded-full bg-white bg-[length:1rem] bg-[right_1rem_center] bg-no-repeat pr-10 pl-4 text-sm text-ink ring-1 ring-line focus:ring-2 focus:ring-terracotta focus:outline-none'
// A chevron drawn inline, so the native select keeps its behaviour but loses the OS arrow.
const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%231f1b24' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`

/** Recommended / All Items, category and season, the active style, and Clear Filters. */
export function FiltersBar({ state, onChange, onClear }: { state: GridState; onChange: (change: GridChange) => void; onClear: () => void }) {
  const id = useId()
  const modes: Array<[ViewMode, string]> = [
    ['recommended', t('dashboard.filters.recommended')],
    ['all', t('dashboard.filters.allItems')],
  ]
  return (
    <div role="group" aria-label={t('dashboard.filters.title')} className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-line lg:flex-row lg:items-end">
      <div className="inline-flex shrink-0 self-start rounded-full bg-cream p-1 ring-1 ring-line" role="group" aria-label={t('dashboard.filters.view')}>
        {modes.map(([mode, label]) => (
          <button
            key={mode}
            type="button"
            aria-pressed={state.mode === mode && state.style === null}
            onClick={() => onChange({ mode, style: null })}
            className={`h-9 rounded-full px-4 text-sm font-medium transition-colors ${state.mode === mode && state.style === null ? 'bg-ink text-cream' : 'text-ink hover:bg-blush/60'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="grid flex-1 grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        <div>
          <label htmlFor={`${id}-category`} className="mb-1 block text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
            {t('dashboard.filters.category')}
          </label>
          <select
            id={`${id}-category`}
            className={SELECT}
            style={{ backgroundImage: CHEVRON }}
            value={state.category ?? ''}
            onChange={(e) => onChange({ category: isCategoryId(e.target.value) ? e.target.value : null })}
          >
            <option value="">{t('dashboard.filters.all')}</option>
            {SHOPPER_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-season`} className="mb-1 block text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
            {t('dashboard.filters.season')}
          </label>
          <select
            id={`${id}-season`}
            className={SELECT}
            style={{ backgroundImage: CHEVRON }}
            value={state.season ?? ''}
            onChange={(e) => onChange({ season: isSeasonId(e.target.value) ? e.target.value : null })}
          >
            <option value="">{t('dashboard.filters.all')}</option>
            {SEASONS.map((s) => (
              <option key={s} value={s}>
                {SEASON_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state.style || hasActiveFilters(state) ? (
      <div className="flex flex-wrap items-center gap-2">
        {state.style ? (
          <button
            type="button"
            onClick={() => onChange({ style: null })}
            className="inline-flex h-9 items-center gap-1.5 rounded-full bg-blush px-3 text-sm font-medium"
          >
            {t('dashboard.filters.style', { style: STYLE_DETAILS[state.style].name })}
            <X aria-hidden="true" className="h-4 w-4" />
            {' '}
            <span className="sr-only">{t('dashboard.filters.removeStyle')}</span>
          </button>
        ) : null}
        {hasActiveFilters(state) ? (
          <button type="button" onClick={onClear} className="h-9 rounded-full px-3 text-sm font-medium text-terracotta-dark underline-offset-4 hover:underline">
            {t('dashboard.filters.clear')}
          </button>
        ) : null}
      </div>
      ) : null}
    </div>
  )
}
