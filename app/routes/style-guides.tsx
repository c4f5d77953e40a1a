import { href } from 'react-router'
import { QUICK_REFERENCE_SHAPES, BODY_TYPE_GUIDE } from '#core/content/body-type-guide.ts'
import { GUIDE_CARDS } from '#core/content/guides.ts'
import { translate as t, type MessageKey } from '#core/i18n/translate.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { BodySilhouette } from '../components/illustrations/body-silhouette.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { StartAnalysisBand } from '../features/content/components/cta-band.tsx'
import { GuideCard } from '../features/content/components/guide-card.tsx'
import { PageHero } from '../features/content/components/page-hero.tsx'
import { SectionHeading } from '../features/content/components/section-heading.tsx'
import { publicUrlFrom, seoMeta, structuredData } from '../utils/seo.ts'
import type { Route } from './+types/style-guides'

const STATS = ['guides', 'womenStyled', 'accuracy', 'rating'] as const

export default function StyleGuidesPage() {
  return (
    <main>
      <PageHero
        eyebrow={t('content.guides.eyebrow')}
        title={t('content.guides.title')}
        lead={t('content.guides.lead')}
        actions={
          <ButtonLink to={href('/get-started')} size="lg">
            {t('content.cta.startAnalysis')}
          </ButtonLink>
        }
        aside={
          <div className="flex items-end justify-center gap-3">
            {(['hourglass', 'pear', 'rectangle', 'inverted-triangle'] as const).map((shape, i) => (
              <BodySilhouette key={shape} shape={shape} className={i % 2 ? 'h-40 w-24' : 'h-52 w-28'} />
            ))}
          </div>
        }
      />

      <section aria-label={t('content.stats.label')} className="mx-auto max-w-6xl px-4 sm:px-6">
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-[var(--radius-card)] bg-line ring-1 ring-line md:grid-cols-4">
          {STATS.map((key) => (
            <div key={key} className="flex flex-col-reverse bg-white px-6 py-6 text-center">
              <dt className="text-sm text-ink-soft">{t(`content.stats.${key}.label` as MessageKey)}</dt>
              <dd className="font-display text-3xl font-semibold text-terracotta sm:text-4xl">
                {t(`content.stats.${key}.value` as MessageKey)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mx-auto mt-20 max-w-6xl px-4 sm:px-6" aria-labelledby="guides-grid">
        <SectionHeading id="guides-grid" title={t('content.guides.gridTitle')} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {GUIDE_CARDS.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-20 bg-white/70 py-16 sm:mt-24 sm:py-20" aria-labelledby="quick-reference">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <SectionHeading id="quick-reference" title={t('content.guides.quickReference')} lead={t('content.guides.quickReferenceLead')} />
            <ButtonLink to={href('/analysis/body')} variant="secondary">
              {t('content.guides.findYourShape')}
            </ButtonLink>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {QUICK_REFERENCE_SHAPES.map((id) => {
              const entry = BODY_TYPE_GUIDE[id]
              return (
                <li key={id} className="flex flex-col items-center rounded-[var(--radius-card)] bg-cream p-5 text-center ring-1 ring-line">
                  <BodySilhouette shape={id} className="h-32 w-20" />
                  <h3 className="mt-3 text-lg font-semibold">{entry.name}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-soft">{entry.characteristics[0]}</p>
                  <p className="mt-3 text-xs font-medium text-sage-deep">{entry.bestSilhouettes[0]}</p>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <StartAnalysisBand title={t('content.guides.closingTitle')} lead={t('content.guides.closingLead')} />
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const description = t('content.guides.meta.description')
  return seoMeta(matches, {
    title: t('content.guides.meta.title'),
    description,
    keywords: t('content.guides.meta.keywords'),
    path: '/style-guides',
    jsonLd: structuredData.service(publicUrlFrom(matches), '/style-guides', description),
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
