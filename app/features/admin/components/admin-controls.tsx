import { type ReactNode, useId } from 'react'
import { pageButtons } from '#core/admin/product-management.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'

const SELECT =
  'block h-11 w-full rounded-xl bg-white px-3 text-sm text-ink ring-1 ring-line focus:ring-2 focus:ring-terracotta focus:outline-none'

/** A labelled select as the back office's filter bars and forms use it. */
export function LabelledSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={SELECT}>
        {children}
      </select>
    </div>
  )
}

/** The back office's pager: "Showing x to y of n results", Previous/Next and up to 5 page buttons. */
export function AdminPager({
  label,
  page,
  pageCount,
  range,
  onPage,
}: {
  label: string
  page: number
  pageCount: number
  range: { from: number; to: number; total: number }
  onPage: (page: number) => void
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-ink-soft">{t('admin.products.showing', range)}</p>
      <div className="flex flex-wrap items-center gap-1">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('admin.products.previous')}
        </Button>
        {pageButtons(page, pageCount).map((n) => (
          <button
            key={n}
            type="button"
            onClick={() => onPage(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('admin.products.page', { page: n })}
            className="inline-flex h-9 min-w-9 items-center justify-center rounded-full px-3 text-sm font-medium ring-1 ring-line hover:ring-ink/40 aria-[current=page]:bg-terracotta aria-[current=page]:text-white aria-[current=page]:ring-terracotta"
          >
            {n}
          </button>
        ))}
        <Button size="sm" variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {t('admin.products.next')}
        </Button>
      </div>
    </nav>
  )
}
