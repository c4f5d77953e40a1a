import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { GUIDE_CARDS } from '#core/content/guides.ts'
import { translate as t } from '#core/i18n/translate.ts'

/** Links to the other available guides, at the end of a guide. */
export function MoreGuides({ current }: { current: string }) {
  const others = GUIDE_CARDS.filter((g) => g.status === 'available' && g.link !== current).slice(0, 3)
  return (
    <section className="mx-auto mt-20 max-w-6xl px-4 sm:px-6" aria-labelledby="more-guides">
      <h2 id="more-guides" className="text-2xl font-semibold sm:text-3xl">
        {t('content.guides.otherGuides')}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {others.map((g) => (
          <li key={g.id}>
            <Link
              to={g.link}
              className="group flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-line transition-shadow hover:shadow-md"
            >
              <span className="text-xs font-semibold tracking-[0.14em] text-sage-deep uppercase">{g.category}</span>
              <span className="mt-2 font-display text-lg font-semibold">{g.title}</span>
              <span className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-terracotta">
                {t('content.guides.readGuide')}
                <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
