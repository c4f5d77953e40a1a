import type { BulkAction } from '#core/admin/product-management.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'

/** The bar that stays in view while products are selected: bulk activate, deactivate, delete, or clear the selection. */
export function ProductBulkBar({ count, onAction, onClear }: { count: number; onAction: (action: BulkAction) => void; onClear: () => void }) {
  return (
      <div
        role="region"
        aria-label={t('admin.products.bulkBar')}
        className="sticky top-20 z-10 mt-3 flex flex-wrap items-center gap-2 rounded-2xl bg-ink p-3 text-cream shadow-lg"
      >
        <span className="mr-auto px-2 text-sm font-medium">{t('admin.products.selected', { count: count })}</span>
        <Button size="sm" variant="secondary" onClick={() => onAction('activate')}>
          {t('admin.products.bulk.activate')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onAction('deactivate')}>
          {t('admin.products.bulk.deactivate')}
        </Button>
        <Button size="sm" onClick={() => onAction('delete')}>
          {t('admin.products.bulk.delete')}
        </Button>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex h-9 items-center rounded-full px-4 text-sm font-medium text-cream ring-1 ring-cream/50 hover:bg-cream/10"
        >
          {t('admin.products.bulk.cancel')}
        </button>
      </div>
  )
}
