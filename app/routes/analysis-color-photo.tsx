import { ArrowLeft } from 'lucide-react'
import { href } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { StepHeader } from '../features/analysis/components/step-header.tsx'
import { useStyleProfile } from '../features/analysis/hooks/use-style-profile.ts'
import { PhotoStep } from '../features/photo-reading/components/photo-step.tsx'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/analysis-color-photo'

// The photo step of the colour analysis (issue 26, item 2). The page itself is small: the face
// finder and its model load only after she chooses a photo (photo-step.tsx).
export default function ColorAnalysisPhoto() {
  const { status, profile, update } = useStyleProfile()
  return (
    <main className="pb-24">
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
        <StepHeader eyebrow={t('analysis.photo.eyebrow')} title={t('analysis.photo.title')} lead={t('analysis.photo.subtitle')} />
        <div className="mt-8">
          {status === 'loading' ? (
            <Spinner label={t('analysis.loading')} className="py-24" />
          ) : (
            <PhotoStep palette={profile?.colorPalette} onSave={update} />
          )}
        </div>
        <div className="mt-10 border-t border-line pt-8">
          <ButtonLink to={href('/analysis/color')} variant="ghost">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('analysis.photo.backToPalette')}
          </ButtonLink>
        </div>
      </div>
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('analysis.photo.meta.title'),
    description: t('analysis.photo.meta.description'),
    path: '/analysis/color/photo',
    keywords: 'color analysis from a photo, selfie color season, private color analysis, skin undertone photo',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
