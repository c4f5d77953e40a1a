import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { CONTENT_REVISED } from '#core/content/site-pages.ts'
import { DEFAULT_STYLE_PERSONALITY } from '#core/content/style-personalities.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { isQuizStyleId } from '#core/rule-book/styles.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { StyleExplorer } from '../features/content/components/style-explorer.tsx'
import { GuideLayout } from '../features/content/components/guide-layout.tsx'
import { publicUrlFrom, seoMeta, structuredData } from '../utils/seo.ts'
import type { Route } from './+types/guides.style-analysis'

export default function StyleGuidePage() {
  const [params] = useSearchParams()
  const requested = params.get('style')
  const [selected, setSelected] = useState(isQuizStyleId(requested) ? requested : DEFAULT_STYLE_PERSONALITY)
  return (
    <GuideLayout
      path="/guides/style-analysis"
      eyebrow={t('content.styleGuide.eyebrow')}
      title={t('content.styleGuide.title')}
      lead={t('content.styleGuide.lead')}
      pickerLabel={t('content.styleGuide.pickerLabel')}
    >
      <StyleExplorer selected={selected} onSelect={setSelected} />
    </GuideLayout>
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
