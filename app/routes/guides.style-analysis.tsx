import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { CONTENT_REVISED } from '#core/content/site-pages.ts'
import { DEFAULT_STYLE_PERSONALITY, STYLE_GUIDE_ORDER, type StyleGuideId } from '#core/content/style-personalities.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { CtaBand } from '../features/content/components/cta-band.tsx'
import { MoreGuides } from '../features/content/components/more-guides.tsx'
import { PageHero } from '../features/content/components/page-hero.tsx'
import { StyleExplorer } from '../features/content/components/style-explorer.tsx'
import { publicUrlFrom, seoMeta, structuredData } from '../utils/seo.ts'
import type { Route } from './+types/guides.style-analysis'

const isStyleGuideId = (v: unknown): v is StyleGuideId => typeof v === 'string' && (STYLE_GUIDE_ORDER as readonly string[]).includes(v)

export default function StyleGuidePage() {
  const [params] = useSearchParams()
  const requested = params.get('style')
  const [selected, setSelected] = useState(isStyleGuideId(requested) ? requested : DEFAULT_STYLE_PERSONALITY)
  return (
    <main>
      <PageHero
        eyebrow={t('content.styleGuide.eyebrow')}
        title={t('content.styleGuide.title')}
        lead={t('content.styleGuide.lead')}
        actions={
          <ButtonLink to="/get-started" size="lg">
            {t('content.cta.startAnalysis')}
          </ButtonLink>
        }
      />
      <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-label={t('content.styleGuide.pickerLabel')}>
        <StyleExplorer selected={selected} onSelect={setSelected} />
      </section>
      <MoreGuides current="/guides/style-analysis" />
      <CtaBand title={t('content.cta.title')} lead={t('content.cta.lead')}>
        <ButtonLink to="/get-started" size="lg">
          {t('content.cta.startAnalysis')}
        </ButtonLink>
      </CtaBand>
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const description = t('content.styleGuide.meta.description')
  return seoMeta(matches, {
    title: t('content.styleGuide.meta.title'),
    description,
    keywords: t('content.styleGuide.meta.keywords'),
    path: '/guides/style-analysis',
    type: 'article',
    jsonLd: structuredData.article(publicUrlFrom(matches), {
      path: '/guides/style-analysis',
      headline: t('content.styleGuide.title'),
      description,
      published: CONTENT_REVISED,
      modified: CONTENT_REVISED,
    }),
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
