import { LayoutGrid, List } from 'lucide-react'
import { PRODUCT_STATUS_FILTERS, type ProductStatusFilter } from '#core/admin/product-management.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { CATEGORIES, CATEGORY_LABELS } from '#core/reference/categories.ts'
import type { ProductFilters } from '../hooks/use-admin-products.ts'
import { LabelledSelect } from './admin-controls.tsx'

const SELECT =
  'block h-11 w-full rounded-xl bg-white px-3 text-sm text-ink ring-1 ring-line focus:ring-2 focus:ring-terracotta focus:outline-none'

const statusLabel = (s: ProductStatusFilter) =>
  s === 'all' ? t('admin.products.filter.allStatus') : s === 'active' ? t('admin.products.status.active') : t('admin.products.status.inactive')

export type ProductView = 'list' | 'grid'

/** The management list's search, category, brand and status filters, and the list/grid switch. */
export function ProductFiltersBar({
  filters,
  searchInput,
  brands,
  view,
  onSearchInput,
  changeFilters,
  setView,
}: {
  filters: ProductFilters
  /** What is typed in the search box; it becomes a filter once typing settles, or on Enter. */
  searchInput: string
  brands: readonly string[]
  view: ProductView
  onSearchInput: (text: string) => void
  changeFilters: (change: Partial<ProductFilters>) => void
  setView: (view: ProductView) => void
}) {
  return (
    <div className="mt-5 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-line sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
      <div role="search">
        <label htmlFor="product-search" className="mb-1.5 block text-sm font-medium">
          {t('admin.products.search')}
        </label>
        <input
          id="product-search"
          type="search"
          value={searchInput}
          maxLength={200}
          placeholder={t('admin.products.searchPlaceholder')}
          onChange={(e) => onSearchInput(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && changeFilters({ search: searchInput })}
          className={SELECT}
        />
      </div>
      <LabelledSelect label={t('admin.products.filter.category')} value={filters.category} onChange={(category) => changeFilters({ category })}>
        <option value="all">{t('admin.products.filter.all')}</option>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {CATEGORY_LABELS[c]}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect label={t('admin.products.filter.brand')} value={filters.brand} onChange={(brand) => changeFilters({ brand })}>
        <option value="all">{t('admin.products.filter.all')}</option>
        {/* The chosen brand stays listed even if a change removed its last product. */}
        {[...new Set([...brands, ...(filters.brand !== 'all' ? [filters.brand] : [])])].map((b) => (
          <option key={b} value={b}>
            {b}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label={t('admin.products.filter.status')}
        value={filters.status}
        onChange={(status) => changeFilters({ status: status as ProductStatusFilter })}
      >
        {PRODUCT_STATUS_FILTERS.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </LabelledSelect>
      <div role="group" aria-label={t('admin.products.viewMode')} className="flex gap-1 sm:col-span-2 lg:col-span-1">
        {(['list', 'grid'] as const).map((mode) => {
          const Icon = mode === 'list' ? List : LayoutGrid
          const label = t(mode === 'list' ? 'admin.products.view.list' : 'admin.products.view.grid')
          return (
            <button
              key={mode}
              type="button"
              aria-pressed={view === mode}
              aria-label={label}
              title={label}
              onClick={() => setView(mode)}
              className="inline-flex h-11 w-11 items-center justify-center rounded-xl text-ink-soft ring-1 ring-line aria-pressed:bg-ink aria-pressed:text-cream"
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
            </button>
          )
        })}
      </div>
    </div>
  )
}
