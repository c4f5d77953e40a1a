import { TERMS_REVISED, TERMS_SECTIONS } from '#core/content/legal.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { LegalDocument } from '../features/content/components/legal-document.tsx'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/terms'

export default function TermsPage() {
  return (
    <LegalDocument title={t('content.terms.title')} lead={t('content.terms.lead')} revised={TERMS_REVISED} sections={TERMS_SECTIONS} />
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('content.terms.meta.title'),
    description: t('content.terms.meta.description'),
    keywords: t('content.terms.meta.keywords'),
    path: '/terms',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
