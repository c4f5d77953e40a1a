import { RefreshCw, Sparkles } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { type BulkAction, hasActiveFilters, showingRange } from '#core/admin/product-management.ts'
import type { Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { apiRequest } from '../../../utils/api-client.ts'
import { useAdminBrands, useAdminProducts } from '../hooks/use-admin-products.ts'
import { useProductFilters } from '../hooks/use-product-filters.ts'
import { announceCatalogChange } from '../utils/catalog-events.ts'
import { AnalyzeMatchDialog } from './analyze-match-dialog.tsx'
import { AddProductButton } from './add-product-dialog.tsx'
import { useSelection } from '../hooks/use-selection.ts'
import { AdminPager } from './admin-controls.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { EditProductDialog } from './edit-product-dialog.tsx'
import { ProductAttributesDialog } from './product-attributes-dialog.tsx'
import { ProductBulkBar } from './product-bulk-bar.tsx'
import { ProductFiltersBar, type ProductView } from './product-filters-bar.tsx'
import { ProductGrid, ProductTable } from './product-list-views.tsx'
import { PanelHeader } from './panel-header.tsx'

type Pending = { kind: 'bulk'; action: BulkAction } | { kind: 'delete'; product: Product } | null

/**
 * The Product Management tab: server-side search, filters and paging (20 a page), list or
 * grid, selection with a confirmed bulk bar, per-product toggle, edit (with its change log),
 * attributes, view and delete.
 */
export function ProductManagement() {
  // Called at event time, after the selection below exists.
  const { filters, searchInput, setSearchInput, page, setPage, changeFilters, clearFilters } = useProductFilters(() => setSelected(new Set()))
  const [view, setView] = useState<ProductView>('list')
  const [pending, setPending] = useState<Pending>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [analyzing, setAnalyzing] = useState(false)
  const [attributesOf, setAttributesOf] = useState<Product | null>(null)
  const [editing, setEditing] = useState<Product | null>(null)
  const { data, loading, error, reload, cancel } = useAdminProducts(filters, page)
  const brands = useAdminBrands()
  const items = data?.items ?? []
  const { selected, setSelected, allOnPage, toggleOne, togglePage } = useSelection(items.map((p) => p.id))

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
    onAttributes: (p: Product) => setAttributesOf(p),
    onEdit: (p: Product) => setEditing(p),
  }

  return (
    <section aria-labelledby="management-heading">
      <PanelHeader headingId="management-heading" title={t('admin.products.title')} lead={t('admin.products.lead')}>
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
      </PanelHeader>

      <ProductFiltersBar
        filters={filters}
        searchInput={searchInput}
        brands={brands}
        view={view}
        onSearchInput={setSearchInput}
        changeFilters={changeFilters}
        setView={setView}
      />

      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm" aria-live="polite">
        <p className="font-medium">
          {data && !loading ? (data.total === 1 ? t('admin.products.foundOne') : t('admin.products.found', { count: data.total })) : '\u00a0'}
          {selected.size > 0 ? <span className="ml-3 text-terracotta-dark">{t('admin.products.selected', { count: selected.size })}</span> : null}
        </p>
        {data && !loading ? (
          <p className="text-ink-soft">
            {t('admin.products.summary', { shown: items.length, total: data.catalogueTotal, filtered: data.total, page: data.page, pages: data.pageCount })}
          </p>
        ) : null}
      </div>

      {selected.size > 0 ? (
        <ProductBulkBar count={selected.size} onAction={(action) => setPending({ kind: 'bulk', action })} onClear={() => setSelected(new Set())} />
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
      <EditProductDialog
        product={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={(name) => setNotice({ tone: 'success', text: t('admin.products.edit.saved', { name }) })}
      />
      <ProductAttributesDialog product={attributesOf} onOpenChange={(open) => !open && setAttributesOf(null)} />
    </section>
  )
}
