import { ExternalLink, Eye, EyeOff, LayoutGrid, List, RefreshCw, Sparkles, Trash2 } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import {
  type BulkAction,
  hasActiveFilters,
  PRODUCT_STATUS_FILTERS,
  type ProductStatusFilter,
  showingRange,
} from '#core/admin/product-management.ts'
import { hasUsableLink, primaryImage, type Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { CATEGORIES, CATEGORY_LABELS, isCategoryId } from '#core/reference/categories.ts'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { apiRequest } from '../../account/utils/auth-api.ts'
import { type ProductFilters, NO_FILTERS, useAdminBrands, useAdminProducts } from '../hooks/use-admin-products.ts'
import { announceCatalogChange } from '../utils/catalog-events.ts'
import { AnalyzeMatchDialog } from './analyze-match-dialog.tsx'
import { AddProductButton } from './add-product-dialog.tsx'
import { useSelection } from '../hooks/use-selection.ts'
import { AdminPager, LabelledSelect } from './admin-controls.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
const SELECT =
  'block h-11 w-full rounded-xl bg-white px-3 text-sm text-ink ring-1 ring-line focus:ring-2 focus:ring-terracotta focus:outline-none'
const SEARCH_DELAY_MS = 300

type Pending = { kind: 'bulk'; action: BulkAction } | { kind: 'delete'; product: Product } | null

const categoryLabel = (c: string) => (isCategoryId(c) ? CATEGORY_LABELS[c] : c)
const statusLabel = (s: ProductStatusFilter) =>
  s === 'all' ? t('admin.products.filter.allStatus') : s === 'active' ? t('admin.products.status.active') : t('admin.products.status.inactive')

/**
 * The Product Management tab: server-side search, filters and paging (20 a page), list or
 * grid, selection with a confirmed bulk bar, per-product toggle, view and delete.
 */
export function ProductManagement() {
  const [filters, setFilters] = useState<ProductFilters>(NO_FILTERS)
  const [searchInput, setSearchInput] = useState('')
  const [page, setPage] = useState(1)
  const [view, setView] = useState<'list' | 'grid'>('list')
  const [pending, setPending] = useState<Pending>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [analyzing, setAnalyzing] = useState(false)
  const { data, loading, error, reload, cancel } = useAdminProducts(filters, page)
  const brands = useAdminBrands()
  const items = data?.items ?? []
  const { selected, setSelected, allOnPage, toggleOne, togglePage } = useSelection(items.map((p) => p.id))

  // Any filter change goes back to page 1 and clears the selection (spec section 4).
  const changeFilters = useCallback((change: Partial<ProductFilters>) => {
    setFilters((f) => ({ ...f, ...change }))
    setPage(1)
    setSelected(new Set())
  }, [setSelected])

  // Typing settles before it filters.
  useEffect(() => {
    if (searchInput.trim() === filters.search.trim()) return
    const timer = setTimeout(() => changeFilters({ search: searchInput }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [searchInput, filters.search, changeFilters])

  function clearFilters() {
    setSearchInput('')
    changeFilters(NO_FILTERS)
  }

  function refresh() {
    setNotice(null)
    reload()
    announceCatalogChange()
  }


  async function setActive(product: Product) {
    setNotice(null)
    const result = await apiRequest('POST', `/api/admin/products/${encodeURIComponent(product.id)}/active`, { active: !product.isActive })
    if (!result.ok) {
      setNotice({ tone: 'error', text: `${t('admin.products.updateStatusFailed')}: ${result.message}` })
      return
    }
    setNotice({
      tone: 'success',
      text: t(product.isActive ? 'admin.products.done.inactiveOne' : 'admin.products.done.activeOne', { name: product.name }),
    })
    announceCatalogChange()
  }

  async function confirm() {
    if (!pending) return
    setBusy(true)
    setNotice(null)
    if (pending.kind === 'delete') {
      const result = await apiRequest('DELETE', `/api/admin/products/${encodeURIComponent(pending.product.id)}`)
      setNotice(
        result.ok
          ? { tone: 'success', text: t('admin.products.done.deleteOne', { name: pending.product.name }) }
          : { tone: 'error', text: `${t('admin.products.deleteFailed')}: ${result.message}` },
      )
      if (result.ok) setSelected((s) => new Set([...s].filter((id) => id !== pending.product.id)))
    } else {
      const ids = [...selected]
      const result = await apiRequest<{ affected: number }>('POST', '/api/admin/products/bulk', { action: pending.action, ids })
      if (result.ok) {
        setNotice({ tone: 'success', text: t(`admin.products.done.${pending.action}`, { count: result.data.affected }) })
        setSelected(new Set())
        // A deletion can empty the last page: step back to one that exists.
        if (pending.action === 'delete' && data && page > 1 && ids.length >= items.length) setPage((p) => Math.max(1, p - 1))
      } else setNotice({ tone: 'error', text: `${t('admin.products.bulkFailed')}: ${result.message}` })
    }
    setBusy(false)
    setPending(null)
    announceCatalogChange()
  }

  const range = showingRange(data?.page ?? page, data?.total ?? 0, data?.pageSize)
  const filtered = hasActiveFilters(filters)
  const confirmText = useMemo(() => {
    if (!pending) return { title: '', message: '', label: '' }
    if (pending.kind === 'delete') {
      return { title: t('admin.products.confirm.deleteTitle'), message: t('admin.products.confirm.delete', { name: pending.product.name }), label: t('admin.products.bulk.delete') }
    }
    const count = selected.size
    const keys = {
      activate: ['admin.products.confirm.bulkActivate', 'admin.products.bulk.activate'],
      deactivate: ['admin.products.confirm.bulkDeactivate', 'admin.products.bulk.deactivate'],
      delete: ['admin.products.confirm.bulkDelete', 'admin.products.bulk.delete'],
    } as const
    const [message, label] = keys[pending.action]
    return { title: t('admin.products.confirm.title'), message: t(message, { count }), label: t(label) }
  }, [pending, selected.size])

  // The list and the grid show the same page with the same controls.
  const listProps = {
    items,
    selected,
    allOnPage,
    onTogglePage: togglePage,
    onToggle: toggleOne,
    onSetActive: (p: Product) => void setActive(p),
    onDelete: (p: Product) => setPending({ kind: 'delete', product: p }),
  }

  return (
    <section aria-labelledby="management-heading">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="management-heading" className="text-2xl font-semibold">
            {t('admin.products.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('admin.products.lead')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <AddProductButton onAdded={(name) => setNotice({ tone: 'success', text: t('import.addProduct.added', { name }) })} />
          <Button size="sm" variant="secondary" onClick={refresh}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            {t('admin.products.refresh')}
          </Button>
          <Button size="sm" onClick={() => setAnalyzing(true)}>
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            {t('admin.products.analyze')}
          </Button>
        </div>
      </div>

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
            onChange={(e) => setSearchInput(e.target.value)}
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

      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm" aria-live="polite">
        <p className="font-medium">
          {data && !loading ? (data.total === 1 ? t('admin.products.foundOne') : t('admin.products.found', { count: data.total })) : '\u00a0'}
          {selected.size > 0 ? <span className="ml-3 text-terracotta-dark">{t('admin.products.selected', { count: selected.size })}</span> : null}
        </p>
        {data && !loading ? (
          <p className="text-ink-soft">
            {t('admin.products.summary', { total: data.catalogueTotal, filtered: data.total, page: data.page, pages: data.pageCount })}
          </p>
        ) : null}
      </div>

      {selected.size > 0 ? (
        <div
          role="region"
          aria-label={t('admin.products.bulkBar')}
          className="sticky top-20 z-10 mt-3 flex flex-wrap items-center gap-2 rounded-2xl bg-ink p-3 text-cream shadow-lg"
        >
          <span className="mr-auto px-2 text-sm font-medium">{t('admin.products.selected', { count: selected.size })}</span>
          <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'bulk', action: 'activate' })}>
            {t('admin.products.bulk.activate')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'bulk', action: 'deactivate' })}>
            {t('admin.products.bulk.deactivate')}
          </Button>
          <Button size="sm" onClick={() => setPending({ kind: 'bulk', action: 'delete' })}>
            {t('admin.products.bulk.delete')}
          </Button>
          <button
            type="button"
            onClick={() => setSelected(new Set())}
            className="inline-flex h-9 items-center rounded-full px-4 text-sm font-medium text-cream ring-1 ring-cream/50 hover:bg-cream/10"
          >
            {t('admin.products.bulk.cancel')}
          </button>
        </div>
      ) : null}

      {notice ? (
        <Notice tone={notice.tone} className="mt-3">
          {notice.text}
        </Notice>
      ) : null}

      <div className="mt-4">
        {loading ? (
          <div className="rounded-2xl bg-white py-12 ring-1 ring-line">
            <Spinner label={t('admin.products.loading')} />
            <div className="mt-4 text-center">
              <Button size="sm" variant="secondary" onClick={cancel}>
                {t('admin.products.cancelLoading')}
              </Button>
            </div>
          </div>
        ) : error ? (
          <div role="alert" className="rounded-2xl bg-blush p-6 text-terracotta-dark ring-1 ring-blush-deep">
            <h3 className="text-lg font-semibold">{t('admin.products.loadFailedTitle')}</h3>
            <p className="mt-1 text-sm break-words">{error.message}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button size="sm" onClick={reload}>
                {t('admin.products.retryLoading')}
              </Button>
              <Link to="?tab=diagnostics" className={buttonClasses('secondary', 'sm')}>
                {t('admin.products.runDiagnostic')}
              </Link>
            </div>
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer font-medium">{t('admin.products.debugInfo')}</summary>
              <pre className="mt-2 overflow-x-auto rounded-xl bg-white/70 p-3 text-xs text-ink">
                {JSON.stringify({ status: error.status, code: error.code, filters, page }, null, 2)}
              </pre>
            </details>
          </div>
        ) : items.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-12 text-center">
            <h3 className="text-xl font-semibold">{t('admin.products.empty')}</h3>
            <p className="mt-1 text-sm text-ink-soft">{filtered ? t('admin.products.emptyFiltered') : t('admin.products.emptyCatalogue')}</p>
            {filtered ? (
              <Button size="sm" variant="secondary" className="mt-4" onClick={clearFilters}>
                {t('admin.products.clearFilters')}
              </Button>
            ) : null}
          </div>
        ) : view === 'list' ? (
          <ProductTable {...listProps} />
        ) : (
          <ProductGrid {...listProps} />
        )}
      </div>

      {data && !loading && !error && data.total > 0 ? (
        <AdminPager label={t('admin.products.pagination')} page={data.page} pageCount={data.pageCount} range={range} onPage={setPage} />
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        title={confirmText.title}
        message={confirmText.message}
        confirmLabel={confirmText.label}
        danger={pending?.kind === 'delete' || (pending?.kind === 'bulk' && pending.action === 'delete')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <AnalyzeMatchDialog open={analyzing} onOpenChange={setAnalyzing} selectedIds={[...selected]} />
    </section>
  )
}

interface RowProps {
  items: Product[]
  selected: ReadonlySet<string>
  allOnPage: boolean
  onTogglePage: () => void
  onToggle: (id: string) => void
  onSetActive: (p: Product) => void
  onDelete: (p: Product) => void
}

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold ${active ? 'bg-sage/15 text-sage-deep' : 'bg-cream text-ink-soft ring-1 ring-line'}`}>
      {active ? t('admin.products.status.active') : t('admin.products.status.inactive')}
    </span>
  )
}

function Thumb({ product, className }: { product: Product; className: string }) {
  const image = primaryImage(product)
  return image ? (
    <img src={image.url} alt="" loading="lazy" className={`${className} bg-cream object-cover`} />
  ) : (
    <span className={`${className} flex items-center justify-center bg-cream text-[0.65rem] text-ink-soft`}>{t('admin.products.noImage')}</span>
  )
}

function ProductActions({ product, onSetActive, onDelete, labelled }: { product: Product; onSetActive: () => void; onDelete: () => void; labelled?: boolean }) {
  const iconButton = 'inline-flex h-9 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm text-ink-soft ring-1 ring-line hover:text-ink hover:ring-ink/40'
  const toggleLabel = t(product.isActive ? 'admin.products.action.deactivateOne' : 'admin.products.action.activateOne', { name: product.name })
  return (
    <div className="flex items-center gap-1.5">
      {/* On cards the button shows Hide/Show; its name then starts with that word (WCAG 2.5.3). */}
      <button type="button" onClick={onSetActive} aria-label={labelled ? undefined : toggleLabel} title={toggleLabel} className={iconButton}>
        {product.isActive ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
        {labelled ? (
          <>
            {product.isActive ? t('admin.products.action.hide') : t('admin.products.action.show')}
            <span className="sr-only"> {product.name}</span>
          </>
        ) : null}
      </button>
      {hasUsableLink(product.affiliateUrl) ? (
        <a
          href={product.affiliateUrl}
          target="_blank"
          rel="noopener noreferrer sponsored"
          aria-label={t('admin.products.action.viewOne', { name: product.name })}
          title={t('admin.products.action.viewOne', { name: product.name })}
          className={iconButton}
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
      ) : null}
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('admin.products.action.deleteOne', { name: product.name })}
        title={t('admin.products.action.deleteOne', { name: product.name })}
        className={`${iconButton} hover:text-terracotta-dark`}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  )
}

function ProductTable({ items, selected, allOnPage, onTogglePage, onToggle, onSetActive, onDelete }: RowProps) {
  return (
    // The table scrolls inside its own box so the page never scrolls sideways.
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-line" role="region" aria-label={t('admin.products.title')} tabIndex={0}>
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="bg-cream text-xs tracking-wide text-ink-soft uppercase">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <input type="checkbox" checked={allOnPage} onChange={onTogglePage} aria-label={t('admin.products.selectAll')} className="h-4 w-4 accent-terracotta" />
            </th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.product')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.category')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.brand')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.status')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.created')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.products.column.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((p) => (
            <tr key={p.id} className={selected.has(p.id) ? 'bg-blush/40' : undefined}>
              <td className="px-4 py-3">
                <input
                  type="checkbox"
                  checked={selected.has(p.id)}
                  onChange={() => onToggle(p.id)}
                  aria-label={t('admin.products.selectOne', { name: p.name })}
                  className="h-4 w-4 accent-terracotta"
                />
              </td>
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <Thumb product={p} className="h-12 w-12 shrink-0 rounded-lg" />
                  <div className="min-w-0">
                    <p className="line-clamp-2 font-medium">{p.name}</p>
                    {p.tags.length > 0 ? (
                      <p className="mt-1 flex flex-wrap gap-1">
                        {p.tags.slice(0, 2).map((tag) => (
                          <span key={tag} className="rounded-full bg-cream px-2 py-0.5 text-xs text-ink-soft">
                            {tag}
                          </span>
                        ))}
                      </p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">{categoryLabel(p.category)}</td>
              <td className="px-4 py-3">{p.brand || t('admin.products.noBrand')}</td>
              <td className="px-4 py-3">
                <StatusBadge active={p.isActive} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-soft">
                <time dateTime={p.createdAt}>{DATE.format(new Date(p.createdAt))}</time>
              </td>
              <td className="px-4 py-3">
                <ProductActions product={p} onSetActive={() => onSetActive(p)} onDelete={() => onDelete(p)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ProductGrid({ items, selected, allOnPage, onTogglePage, onToggle, onSetActive, onDelete }: RowProps) {
  return (
    <div>
      <label className="mb-3 inline-flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={allOnPage} onChange={onTogglePage} className="h-4 w-4 accent-terracotta" />
        {t('admin.products.selectAll')}
      </label>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((p) => (
          <li key={p.id} className={`flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ${selected.has(p.id) ? 'ring-2 ring-terracotta' : 'ring-line'}`}>
            <div className="relative">
              <Thumb product={p} className="aspect-[4/3] w-full" />
              <input
                type="checkbox"
                checked={selected.has(p.id)}
                onChange={() => onToggle(p.id)}
                aria-label={t('admin.products.selectOne', { name: p.name })}
                className="absolute top-3 left-3 h-5 w-5 accent-terracotta"
              />
              <span className="absolute top-2 right-2">
                <StatusBadge active={p.isActive} />
              </span>
            </div>
            <div className="flex flex-1 flex-col p-4">
              <h3 className="line-clamp-2 font-semibold">{p.name}</h3>
              <p className="mt-1 text-xs text-ink-soft">
                {categoryLabel(p.category)} · <time dateTime={p.createdAt}>{DATE.format(new Date(p.createdAt))}</time>
              </p>
              <p className="mt-1 text-sm">{p.brand || t('admin.products.noBrand')}</p>
              {p.tags.length > 0 ? (
                <p className="mt-2 flex flex-wrap gap-1">
                  {p.tags.slice(0, 3).map((tag) => (
                    <span key={tag} className="rounded-full bg-cream px-2 py-0.5 text-xs text-ink-soft">
                      {tag}
                    </span>
                  ))}
                  {p.tags.length > 3 ? <span className="px-1 text-xs text-ink-soft">{t('admin.products.moreTags', { count: p.tags.length - 3 })}</span> : null}
                </p>
              ) : null}
              <div className="mt-auto pt-4">
                <ProductActions product={p} labelled onSetActive={() => onSetActive(p)} onDelete={() => onDelete(p)} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
