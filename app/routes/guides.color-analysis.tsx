import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { seasonFromGuideParams } from '#core/content/color-season-guide.ts'
import { CONTENT_REVISED } from '#core/content/site-pages.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ColorSeasonExplorer, seasonGradient } from '../features/content/components/color-season-explorer.tsx'
import { GuideLayout } from '../features/content/components/guide-layout.tsx'
import { publicUrlFrom, seoMeta, structuredData } from '../utils/seo.ts'
import type { Route } from './+types/guides.color-analysis'

export default function ColorGuidePage() {
  const [params] = useSearchParams()
  const [selected, setSelected] = useState(() => seasonFromGuideParams(params))
  return (
    // The spec's four seasons, default spring; the hero takes the selected season's gradient from the rule book.
    <GuideLayout
      path="/guides/color-analysis"
      eyebrow={t('content.colorGuide.eyebrow')}
      title={t('content.colorGuide.title')}
      lead={t('content.colorGuide.lead')}
      pickerLabel={t('content.colorGuide.pickerLabel')}
      heroStyle={{ background: seasonGradient(selected), transition: 'background 400ms ease' }}
      heroClassName="mb-12"
    >
      <ColorSeasonExplorer selected={selected} onSelect={setSelected} />
    </GuideLayout>
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
