import { ArrowRight, Clock } from 'lucide-react'
import { Link } from 'react-router'
import type { GuideCard as GuideCardData } from '#core/content/guides.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { GuideCover } from './guide-cover.tsx'

/** One guide of the hub: cover, category, read time, title, description and its action. */
export function GuideCard({ guide }: { guide: GuideCardData }) {
  const available = guide.status === 'available'
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-line transition-shadow hover:shadow-[0_24px_48px_-28px_rgba(31,27,36,0.45)]">
      <div className="relative h-44 overflow-hidden">
        <GuideCover image={guide.image} />
        {available ? null : (
          <span className="absolute top-3 left-3 rounded-full bg-white px-3 py-1 text-xs font-semibold text-terracotta-dark shadow-sm">
            {t('content.guides.comingSoon')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-3 text-xs font-medium text-ink-soft">
          <span className="tracking-[0.14em] text-sage-deep uppercase">{guide.category}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" />
            {t('content.guides.readTime', { minutes: guide.readTime })}
          </span>
        </p>
        <h3 className="mt-3 text-xl font-semibold">{guide.title}</h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">{guide.description}</p>
        <div className="mt-6">
          {available ? (
            <Link
              to={guide.link}
              className="inline-flex items-center gap-2 font-medium text-terracotta hover:text-terracotta-dark"
              aria-label={`${t('content.guides.readGuide')}: ${guide.title}`}
            >
              {t('content.guides.readGuide')}
              <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
            </Link>
          ) : (
            <Link to={guide.link} className="inline-flex flex-col text-sm text-ink-soft hover:text-ink">
              <span className="font-medium text-ink">{t('content.guides.comingSoon')}</span>
              <span>{t('content.guides.stayTuned')}</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}
