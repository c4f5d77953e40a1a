import { ChevronLeft, ChevronRight } from 'lucide-react'
import { translate as t } from '#core/i18n/translate.ts'
import { pageLinks } from '../utils/pagination.ts'

const CELL = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium transition-colors'

/** Previous, numbered pages with gaps, and Next. Hidden when there is one page. */
export function PaginationNav({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null
  return (
    <nav aria-label={t('dashboard.pagination.label')} className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" className={`${CELL} ring-1 ring-line hover:bg-blush/50 disabled:opacity-40`} onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only sm:not-sr-only">{t('common.previous')}</span>
      </button>
      {pageLinks(page, pages).map((link, i) =>
        link === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-soft">
            …
          </span>
        ) : (
          <button
            key={link}
            type="button"
            onClick={() => onPage(link)}
            aria-current={link === page ? 'page' : undefined}
            aria-label={t('dashboard.pagination.page', { page: link })}
            className={`${CELL} ${link === page ? 'bg-ink text-cream' : 'hover:bg-blush/50'}`}
          >
            {link}
          </button>
        ),
      )}
      <button type="button" className={`${CELL} ring-1 ring-line hover:bg-blush/50 disabled:opacity-40`} onClick={() => onPage(page + 1)} disabled={page >= pages}>
        <span className="sr-only sm:not-sr-only">{t('common.next')}</span>
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  )
}
