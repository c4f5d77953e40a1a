import { Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { ImportRowInput } from '#core/import/import-row.ts'
import { retailItemToImportRow } from '#core/import/supplier-rows.ts'
import { RETAIL_SEARCH_PAGES } from '#core/import/supplier-search.ts'
import type { RetailItem } from '#core/integrations/records.ts'
import { supplierApi } from '../utils/supplier-api.ts'
import { SupplierDialog, SupplierFilterForm, SupplierPager, SupplierResults, useSupplierPages } from './supplier-dialog.tsx'
import { FilterField, SupplierPickList, usePicked } from './supplier-pick-list.tsx'

/** PA-API answers at most this many items per page; a shorter page is the last. */
const PAGE_SIZE = 10

interface Filters {
  keywords: string
  minPrice: string
  maxPrice: string
  brand: string
}
const NO_FILTERS: Filters = { keywords: '', minPrice: '', maxPrice: '', brand: '' }
const searchPage = (filters: Filters, page: number) => supplierApi.searchRetail({ ...filters, page })

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
  const { view, setView, applied: searched, loading, error, load, goTo } = useSupplierPages(searchPage)
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
  }, [open, hasView, setView])

  function add() {
    onAdd([...picked.values()].map(retailItemToImportRow))
    clear()
    onOpenChange(false)
  }

  const set = (field: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement>) => setFilters((f) => ({ ...f, [field]: e.target.value }))
  const items = view?.items ?? []
  const page = view?.page ?? 1

  return (
    <SupplierDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('import.supplier.retail.title')}
      description={t('import.supplier.retail.description')}
      pickedCount={picked.size}
      onAdd={add}
    >
      <SupplierFilterForm
        onSubmit={() => {
          if (filters.keywords.trim()) void load(filters, 1)
        }}
        loading={loading}
        icon={Search}
        label={loading ? t('import.supplier.searching') : t('import.supplier.search')}
      >
        <FilterField label={t('import.supplier.retail.keywords')} value={filters.keywords} onChange={set('keywords')} kind="search" wide required maxLength={200} />
        <FilterField label={t('import.supplier.minPrice')} value={filters.minPrice} onChange={set('minPrice')} kind="price" />
        <FilterField label={t('import.supplier.maxPrice')} value={filters.maxPrice} onChange={set('maxPrice')} kind="price" />
        <FilterField label={t('import.supplier.brand')} value={filters.brand} onChange={set('brand')} wide />
      </SupplierFilterForm>

      <SupplierResults error={error} status={view?.status ?? null}>
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
          <SupplierPager
            loading={loading}
            hasPrevious={page > 1}
            hasNext={items.length >= PAGE_SIZE && page < RETAIL_SEARCH_PAGES}
            onPrevious={() => goTo(page - 1)}
            onNext={() => goTo(page + 1)}
          >
            <span>{t('import.supplier.pageOf', { page })}</span>
          </SupplierPager>
        ) : null}
      </SupplierResults>
    </SupplierDialog>
  )
}
