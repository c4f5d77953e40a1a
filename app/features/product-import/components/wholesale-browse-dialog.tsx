import { Filter } from 'lucide-react'
import { useEffect, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { ImportRowInput } from '#core/import/import-row.ts'
import { wholesaleProductToImportRow } from '#core/import/supplier-rows.ts'
import { WHOLESALE_PAGE_SIZE, type WholesaleListing } from '#core/import/supplier-search.ts'
import { supplierApi } from '../utils/supplier-api.ts'
import { SupplierDialog, SupplierFilterForm, SupplierPager, SupplierResults, useSupplierPages } from './supplier-dialog.tsx'
import { FilterField, SupplierPickList, usePicked } from './supplier-pick-list.tsx'

interface Filters {
  query: string
  category: string
  brand: string
  minPrice: string
  maxPrice: string
}
const NO_FILTERS: Filters = { query: '', category: '', brand: '', minPrice: '', maxPrice: '' }
const browsePage = (filters: Filters, offset: number) => supplierApi.browseWholesale({ ...filters, limit: WHOLESALE_PAGE_SIZE, offset })
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/**
 * The wholesale browse view: the marketplace's products with wholesale price and minimum
 * order, filtered and paged on the server; ticked products go to the import table as rows.
 */
export function WholesaleBrowseDialog({
  open,
  onOpenChange,
  onAdd,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onAdd: (rows: ImportRowInput[]) => void
}) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const { view, loading, error, load, goTo } = useSupplierPages(browsePage)
  const { picked, toggle, clear } = usePicked<WholesaleListing>()

  // A browse view shows its first page, unfiltered, each time it opens (the marketplace changes between visits).
  useEffect(() => {
    if (!open) return
    setFilters(NO_FILTERS)
    void load(NO_FILTERS, 0)
  }, [open, load])

  function add() {
    onAdd([...picked.values()].map(wholesaleProductToImportRow))
    clear()
    onOpenChange(false)
  }

  const set = (field: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement>) => setFilters((f) => ({ ...f, [field]: e.target.value }))
  const products = view?.products ?? []
  const offset = view?.offset ?? 0
  const total = view?.total ?? 0

  return (
    <SupplierDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('import.supplier.wholesale.title')}
      description={t('import.supplier.wholesale.description')}
      pickedCount={picked.size}
      onAdd={add}
    >
      <SupplierFilterForm onSubmit={() => void load(filters, 0)} loading={loading} icon={Filter} label={t('import.supplier.wholesale.filter')}>
        <FilterField label={t('import.supplier.wholesale.query')} value={filters.query} onChange={set('query')} kind="search" wide maxLength={200} />
        <FilterField label={t('import.supplier.wholesale.category')} value={filters.category} onChange={set('category')} />
        <FilterField label={t('import.supplier.brand')} value={filters.brand} onChange={set('brand')} />
        <FilterField label={t('import.supplier.minPrice')} value={filters.minPrice} onChange={set('minPrice')} kind="price" />
        <FilterField label={t('import.supplier.maxPrice')} value={filters.maxPrice} onChange={set('maxPrice')} kind="price" />
      </SupplierFilterForm>

      <SupplierResults error={error} status={view?.status ?? null}>
        {view?.status.state === 'ok' && products.length === 0 ? <p className="text-sm text-ink-soft">{t('import.supplier.wholesale.noResults')}</p> : null}
        {products.length > 0 ? (
          <>
            <p className="text-sm text-ink-soft">{t('import.supplier.wholesale.showing', { from: offset + 1, to: offset + products.length, total })}</p>
            <SupplierPickList
              label={t('import.supplier.wholesale.results')}
              selected={new Set(picked.keys())}
              onToggle={(id, checked) => {
                toggle(id, products.find((p) => p.id === id), checked)
              }}
              items={products.map((p) => ({
                id: p.id,
                title: p.name,
                image: p.images[0] ?? null,
                details: [
                  [p.brand, p.category].filter(Boolean).join(' · '),
                  `${t('import.supplier.wholesale.price', { price: money.format(p.wholesalePrice) })} · ${t('import.supplier.wholesale.minimumOrder', { count: p.minimumOrderQuantity })}`,
                ].filter(Boolean),
              }))}
            />
            <SupplierPager
              loading={loading}
              hasPrevious={offset !== 0}
              hasNext={offset + products.length < total}
              onPrevious={() => goTo(Math.max(0, offset - WHOLESALE_PAGE_SIZE))}
              onNext={() => goTo(offset + WHOLESALE_PAGE_SIZE)}
            />
          </>
        ) : null}
      </SupplierResults>
    </SupplierDialog>
  )
}
