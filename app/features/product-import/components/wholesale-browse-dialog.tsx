import { Filter } from 'lucide-react'
import { useEffect, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { ImportRowInput } from '#core/import/import-row.ts'
import { wholesaleProductToImportRow } from '#core/import/supplier-rows.ts'
import { WHOLESALE_PAGE_SIZE, type WholesaleBrowseView, type WholesaleListing } from '#core/import/supplier-search.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { supplierApi } from '../utils/supplier-api.ts'
import { FilterField, PickFooter, SupplierPickList, SupplierStatusNotice, usePicked } from './supplier-pick-list.tsx'

interface Filters {
  query: string
  category: string
  brand: string
  minPrice: string
  maxPrice: string
}
const NO_FILTERS: Filters = { query: '', category: '', brand: '', minPrice: '', maxPrice: '' }
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
  const [applied, setApplied] = useState<Filters>(NO_FILTERS)
  const [view, setView] = useState<WholesaleBrowseView | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { picked, toggle, clear } = usePicked<WholesaleListing>()

  async function load(query: Filters, offset: number) {
    setLoading(true)
    setError(null)
    const result = await supplierApi.browseWholesale({ ...query, limit: WHOLESALE_PAGE_SIZE, offset })
    setLoading(false)
    if (!result.ok) return setError(t('import.supplier.requestFailed', { message: result.issues?.[0]?.message ?? result.message }))
    setApplied(query)
    setView(result.data)
  }

  // A browse view shows its first page, unfiltered, each time it opens (the marketplace changes between visits).
  useEffect(() => {
    if (!open) return
    setFilters(NO_FILTERS)
    void load(NO_FILTERS, 0)
  }, [open])

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
    <Dialog open={open} onOpenChange={onOpenChange} title={t('import.supplier.wholesale.title')} description={t('import.supplier.wholesale.description')} closeLabel={t('import.supplier.close')} size="lg">
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault()
          void load(filters, 0)
        }}
      >
        <FilterField label={t('import.supplier.wholesale.query')} value={filters.query} onChange={set('query')} kind="search" wide maxLength={200} />
        <FilterField label={t('import.supplier.wholesale.category')} value={filters.category} onChange={set('category')} />
        <FilterField label={t('import.supplier.brand')} value={filters.brand} onChange={set('brand')} />
        <FilterField label={t('import.supplier.minPrice')} value={filters.minPrice} onChange={set('minPrice')} kind="price" />
        <FilterField label={t('import.supplier.maxPrice')} value={filters.maxPrice} onChange={set('maxPrice')} kind="price" />
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={loading}>
            {loading ? <InlineSpinner className="h-4 w-4" /> : <Filter aria-hidden="true" className="h-4 w-4" />}
            {t('import.supplier.wholesale.filter')}
          </Button>
        </div>
      </form>

      <div className="mt-5 space-y-3" aria-live="polite">
        {error ? <Notice tone="error">{error}</Notice> : null}
        <SupplierStatusNotice status={view?.status ?? null} />
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
            <nav aria-label={t('import.supplier.pages')} className="flex items-center gap-2 text-sm">
              <Button size="sm" variant="secondary" disabled={loading || offset === 0} onClick={() => void load(applied, Math.max(0, offset - WHOLESALE_PAGE_SIZE))}>
                {t('import.supplier.previous')}
              </Button>
              <Button size="sm" variant="secondary" disabled={loading || offset + products.length >= total} onClick={() => void load(applied, offset + WHOLESALE_PAGE_SIZE)}>
                {t('import.supplier.next')}
              </Button>
            </nav>
          </>
        ) : null}
      </div>

      <PickFooter count={picked.size} onCancel={() => onOpenChange(false)} onAdd={add} />
    </Dialog>
  )
}
