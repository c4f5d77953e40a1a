import { PRIVACY_POLICY_REVISED, PRIVACY_SECTIONS } from '#core/content/legal.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { LegalDocument } from '../features/content/components/legal-document.tsx'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/privacy'

export default function PrivacyPage() {
  return (
    <LegalDocument
      title={t('content.privacy.title')}
      lead={t('content.privacy.lead')}
      revised={PRIVACY_POLICY_REVISED}
      sections={PRIVACY_SECTIONS}
    />
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('content.privacy.meta.title'),
    description: t('content.privacy.meta.description'),
    keywords: t('content.privacy.meta.keywords'),
    path: '/privacy',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
