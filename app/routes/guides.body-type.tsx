import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { DEFAULT_BODY_TYPE } from '#core/content/body-type-guide.ts'
import { CONTENT_REVISED } from '#core/content/site-pages.ts'
import { isBodyShapeId } from '#core/reference/body-shapes.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { BodyTypeExplorer } from '../features/content/components/body-type-explorer.tsx'
import { CtaBand } from '../features/content/components/cta-band.tsx'
import { MoreGuides } from '../features/content/components/more-guides.tsx'
import { PageHero } from '../features/content/components/page-hero.tsx'
import { publicUrlFrom, seoMeta, structuredData } from '../utils/seo.ts'
import type { Route } from './+types/guides.body-type'

export default function BodyTypeGuidePage() {
  // ?type=pear opens the guide on that shape, so a shape can be linked to directly.
  const [params] = useSearchParams()
  const requested = params.get('type')
  const [selected, setSelected] = useState(isBodyShapeId(requested) ? requested : DEFAULT_BODY_TYPE)
  return (
    <main>
      <PageHero
        eyebrow={t('content.bodyGuide.eyebrow')}
        title={t('content.bodyGuide.title')}
        lead={t('content.bodyGuide.lead')}
        actions={
          <ButtonLink to="/get-started" size="lg">
            {t('content.cta.startAnalysis')}
          </ButtonLink>
        }
      />
      <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-label={t('content.bodyGuide.pickerLabel')}>
        <BodyTypeExplorer selected={selected} onSelect={setSelected} />
      </section>
      <MoreGuides current="/guides/body-type" />
      <CtaBand title={t('content.cta.title')} lead={t('content.cta.lead')}>
        <ButtonLink to="/get-started" size="lg">
          {t('content.cta.startAnalysis')}
        </ButtonLink>
      </CtaBand>
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const description = t('content.bodyGuide.meta.description')
  return seoMeta(matches, {
    title: t('content.bodyGuide.meta.title'),
    description,
    keywords: t('content.bodyGuide.meta.keywords'),
    path: '/guides/body-type',
    type: 'article',
    jsonLd: structuredData.article(publicUrlFrom(matches), {
      path: '/guides/body-type',
      headline: t('content.bodyGuide.title'),
      description,
      published: CONTENT_REVISED,
      modified: CONTENT_REVISED,
    }),
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
