import { ExternalLink } from 'lucide-react'
import { href, Link } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { Logo } from './logo.tsx'

/** The back office's own slim bar: the wordmark, where you are, and a way back to the shop. */
export function BackOfficeHeader() {
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex h-14 max-w-[90rem] items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <Logo />
          <span className="shrink-0 rounded-full bg-ink px-2 py-0.5 text-[0.625rem] font-semibold tracking-[0.12em] text-cream uppercase sm:px-2.5 sm:text-xs sm:tracking-[0.14em]">
            {t('admin.layout.badge')}
          </span>
        </div>
        <Link to={href('/')} className="inline-flex h-10 shrink-0 items-center gap-1.5 text-sm font-medium text-ink-soft hover:text-ink">
          <span className="max-[399px]:sr-only">{t('admin.layout.viewSite')}</span>
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </header>
  )
}
