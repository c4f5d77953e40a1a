import { Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { ImportRowInput } from '#core/import/import-row.ts'
import { retailItemToImportRow } from '#core/import/supplier-rows.ts'
import { RETAIL_SEARCH_PAGES, type RetailSearchView } from '#core/import/supplier-search.ts'
import type { RetailItem } from '#core/integrations/records.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { supplierApi } from '../utils/supplier-api.ts'
import { FilterField, PickFooter, SupplierPickList, SupplierStatusNotice, usePicked } from './supplier-pick-list.tsx'

/** PA-API answers at most this many items per page; a shorter page is the last. */
const PAGE_SIZE = 10

interface Filters {
  keywords: string
  minPrice: string
  maxPrice: string
  brand: string
}
const NO_FILTERS: Filters = { keywords: '', minPrice: '', maxPrice: '', brand: '' }

/**
 * "Add from retailer": searches the retail product advertising API through the server and
 * hands the ticked items to the import table as rows. Ticks survive paging. When the API
 * is off, the status from the server says which settings are missing.
 */
export function RetailSearchDialog({
  open,
  onOpenChange,
  onAdd,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onAdd: (rows: ImportRowInput[]) => void
}) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [searched, setSearched] = useState<Filters | null>(null)
  const [view, setView] = useState<RetailSearchView | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { picked, toggle, clear } = usePicked<RetailItem>()

  // The first opening asks only for the status (no keywords, no upstream call), so "not
  // configured" shows before any search; once there is a view, reopening asks nothing.
  const hasView = view !== null
  useEffect(() => {
    if (!open || hasView) return
    let cancelled = false
    void supplierApi.searchRetail({}).then((result) => {
      if (cancelled || !result.ok) return
      setView((current) => current ?? result.data)
    })
    return () => {
      cancelled = true
    }
  }, [open, hasView])

  async function run(query: Filters, page: number) {
    setLoading(true)
    setError(null)
    const result = await supplierApi.searchRetail({ ...query, page })
    setLoading(false)
    if (!result.ok) return setError(t('import.supplier.requestFailed', { message: result.issues?.[0]?.message ?? result.message }))
    setSearched(query)
    setView(result.data)
  }

  function add() {
    onAdd([...picked.values()].map(retailItemToImportRow))
    clear()
    onOpenChange(false)
  }

  const set = (field: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement>) => setFilters((f) => ({ ...f, [field]: e.target.value }))
  const items = view?.items ?? []
  const page = view?.page ?? 1

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('import.supplier.retail.title')} description={t('import.supplier.retail.description')} closeLabel={t('import.supplier.close')} size="lg">
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault()
          if (filters.keywords.trim()) void run(filters, 1)
        }}
      >
        <FilterField label={t('import.supplier.retail.keywords')} value={filters.keywords} onChange={set('keywords')} kind="search" wide required maxLength={200} />
        <FilterField label={t('import.supplier.minPrice')} value={filters.minPrice} onChange={set('minPrice')} kind="price" />
        <FilterField label={t('import.supplier.maxPrice')} value={filters.maxPrice} onChange={set('maxPrice')} kind="price" />
        <FilterField label={t('import.supplier.brand')} value={filters.brand} onChange={set('brand')} wide />
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={loading}>
            {loading ? <InlineSpinner className="h-4 w-4" /> : <Search aria-hidden="true" className="h-4 w-4" />}
            {loading ? t('import.supplier.searching') : t('import.supplier.search')}
          </Button>
        </div>
      </form>

      <div className="mt-5 space-y-3" aria-live="polite">
        {error ? <Notice tone="error">{error}</Notice> : null}
        <SupplierStatusNotice status={view?.status ?? null} />
        {searched && view?.status.state === 'ok' && items.length === 0 ? <p className="text-sm text-ink-soft">{t('import.supplier.retail.noResults')}</p> : null}
        {items.length > 0 ? (
          <SupplierPickList
            label={t('import.supplier.retail.results')}
            selected={new Set(picked.keys())}
            onToggle={(id, checked) => {
              toggle(id, items.find((i) => i.asin === id), checked)
            }}
            items={items.map((item) => ({
              id: item.asin,
              title: item.title,
              image: item.images.primary,
              details: [
                item.brand,
                item.price?.displayAmount ?? t('import.supplier.noPrice'),
                item.rating ? t('import.supplier.retail.rating', { value: item.rating.value, count: item.rating.count }) : t('import.supplier.retail.noRating'),
              ].filter((line): line is string => Boolean(line)),
            }))}
          />
        ) : null}
        {searched && (page > 1 || items.length === PAGE_SIZE) ? (
          <nav aria-label={t('import.supplier.pages')} className="flex items-center gap-2 text-sm">
            <Button size="sm" variant="secondary" disabled={loading || page <= 1} onClick={() => void run(searched, page - 1)}>
              {t('import.supplier.previous')}
            </Button>
            <span>{t('import.supplier.pageOf', { page })}</span>
            <Button size="sm" variant="secondary" disabled={loading || items.length < PAGE_SIZE || page >= RETAIL_SEARCH_PAGES} onClick={() => void run(searched, page + 1)}>
              {t('import.supplier.next')}
            </Button>
          </nav>
        ) : null}
      </div>

      <PickFooter count={picked.size} onCancel={() => onOpenChange(false)} onAdd={add} />
    </Dialog>
  )
}
