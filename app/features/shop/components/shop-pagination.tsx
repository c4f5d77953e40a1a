import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { shopHref, type ShopQuery } from '#core/shop/shop-query.ts'

const CELL = 'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-4 text-sm font-medium ring-1 ring-line hover:bg-blush/50'

/** Previous and next as links (each page an address of its own), and where she is. Hidden with one page. */
export function ShopPagination({ query, pages }: { query: ShopQuery; pages: number }) {
  if (pages <= 1) return null
  const page = Math.min(query.page, pages)
  return (
    <nav aria-label={t('shop.pagination.label')} className="mt-10 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={shopHref({ ...query, page: page - 1 })} className={CELL} rel="prev">
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {t('common.previous')}
        </Link>
      ) : null}
      <span className="text-sm text-ink-soft" aria-current="page">
        {t('shop.pagination.page', { page })} / {pages}
      </span>
      {page < pages ? (
        <Link to={shopHref({ ...query, page: page + 1 })} className={CELL} rel="next">
          {t('common.next')}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  )
}
