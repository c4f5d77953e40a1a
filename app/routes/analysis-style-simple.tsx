import { ArrowRight } from 'lucide-react'
import { href } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { QUIZ_STYLES, STYLE_DETAILS } from '#core/rule-book/styles.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { AnalysisProgress } from '../features/analysis/components/analysis-progress.tsx'
import { StepHeader } from '../features/analysis/components/step-header.tsx'
import { StyleCardBody } from '../features/analysis/components/style-card.tsx'
import { useStyleProfile } from '../features/analysis/hooks/use-style-profile.ts'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/analysis-style-simple'

export async function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.get(servicesContext).site.publicUrl }
}

// The spec's simplified step 3: the six styles as static cards, then on to the dashboard.
export default function StyleSimple() {
  const { profile } = useStyleProfile()
  return (
    <main className="pb-24">
      <AnalysisProgress step="style" profile={profile} />
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <StepHeader eyebrow={t('analysis.style.eyebrow')} title={t('analysis.styleSimple.title')} lead={t('analysis.styleSimple.subtitle')} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {QUIZ_STYLES.map((id) => (
            <li key={id} className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line sm:p-6">
              <StyleCardBody style={STYLE_DETAILS[id]} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-end border-t border-line pt-8">
          <ButtonLink to={href('/dashboard')} size="lg">
            {t('analysis.style.continueToDashboard')}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
        </div>
      </div>
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('analysis.styleSimple.meta.title'),
    description: t('analysis.styleSimple.meta.description'),
    path: '/analysis/style-simple',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
