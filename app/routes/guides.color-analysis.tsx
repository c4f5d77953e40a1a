import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { DEFAULT_COLOR_SEASON } from '#core/content/color-seasons.ts'
import { CONTENT_REVISED } from '#core/content/site-pages.ts'
import { isSeasonId } from '#core/reference/seasons.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { ColorSeasonExplorer, seasonGradient } from '../features/content/components/color-season-explorer.tsx'
import { CtaBand } from '../features/content/components/cta-band.tsx'
import { MoreGuides } from '../features/content/components/more-guides.tsx'
import { PageHero } from '../features/content/components/page-hero.tsx'
import { publicUrlFrom, seoMeta, structuredData } from '../utils/seo.ts'
import type { Route } from './+types/guides.color-analysis'

export default function ColorGuidePage() {
  const [params] = useSearchParams()
  const requested = params.get('season')
  const [selected, setSelected] = useState(isSeasonId(requested) ? requested : DEFAULT_COLOR_SEASON)
  return (
    <main>
      {/* The hero takes the selected season's gradient (spec). */}
      <PageHero
        eyebrow={t('content.colorGuide.eyebrow')}
        title={t('content.colorGuide.title')}
        lead={t('content.colorGuide.lead')}
        style={{ background: seasonGradient(selected), transition: 'background 400ms ease' }}
        className="mb-12"
        actions={
          <ButtonLink to="/get-started" size="lg">
            {t('content.cta.startAnalysis')}
          </ButtonLink>
        }
      />
      <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-label={t('content.colorGuide.pickerLabel')}>
        <ColorSeasonExplorer selected={selected} onSelect={setSelected} />
      </section>
      <MoreGuides current="/guides/color-analysis" />
      <CtaBand title={t('content.cta.title')} lead={t('content.cta.lead')}>
        <ButtonLink to="/get-started" size="lg">
          {t('content.cta.startAnalysis')}
        </ButtonLink>
      </CtaBand>
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const description = t('content.colorGuide.meta.description')
  return seoMeta(matches, {
    title: t('content.colorGuide.meta.title'),
    description,
    keywords: t('content.colorGuide.meta.keywords'),
    path: '/guides/color-analysis',
    type: 'article',
    jsonLd: structuredData.article(publicUrlFrom(matches), {
      path: '/guides/color-analysis',
      headline: t('content.colorGuide.title'),
      description,
      published: CONTENT_REVISED,
      modified: CONTENT_REVISED,
    }),
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
