import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { DEFAULT_BODY_TYPE } from '#core/content/body-type-guide.ts'
import { CONTENT_REVISED } from '#core/content/site-pages.ts'
import { isBodyShapeId } from '#core/rule-book/body-shapes.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { BodyTypeExplorer } from '../features/content/components/body-type-explorer.tsx'
import { GuideLayout } from '../features/content/components/guide-layout.tsx'
import { publicUrlFrom, seoMeta, structuredData } from '../utils/seo.ts'
import type { Route } from './+types/guides.body-type'

export default function BodyTypeGuidePage() {
  // ?type=pear opens the guide on that shape, so a shape can be linked to directly.
  const [params] = useSearchParams()
  const requested = params.get('type')
  const [selected, setSelected] = useState(isBodyShapeId(requested) ? requested : DEFAULT_BODY_TYPE)
  return (
    <GuideLayout
      path="/guides/body-type"
      eyebrow={t('content.bodyGuide.eyebrow')}
      title={t('content.bodyGuide.title')}
      lead={t('content.bodyGuide.lead')}
      pickerLabel={t('content.bodyGuide.pickerLabel')}
    >
      <BodyTypeExplorer selected={selected} onSelect={setSelected} />
    </GuideLayout>
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
