import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useState } from 'react'
import { href, Link, useNavigate } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { shapeReadingOf } from '#core/profile/body-shape-suggestion.ts'
import type { BodyShapeId } from '#core/rule-book/body-shapes.ts'
import { alternativeBeside } from '#core/rule-book/shape-stability.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { Button, ButtonLink } from '../components/ui/button.tsx'
import { AnalysisProgress } from '../features/analysis/components/analysis-progress.tsx'
import { MeasurementsPanel, type MeasurementsChange } from '../features/analysis/components/measurements-panel.tsx'
import { ShapePicker } from '../features/analysis/components/shape-picker.tsx'
import { StepHeader } from '../features/analysis/components/step-header.tsx'
import { useStyleProfile } from '../features/analysis/hooks/use-style-profile.ts'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/analysis-body'

export async function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.get(servicesContext).site.publicUrl }
}

export default function BodyAnalysis() {
  const { status, profile, completion, update } = useStyleProfile()
  const navigate = useNavigate()
  const [measurementErrors, setMeasurementErrors] = useState(false)
  const [continueBlocked, setContinueBlocked] = useState(false)
  const shape = profile?.bodyShape
  // Welcome back is about the profile found on arrival: choosing a shape here must not
  // turn the greeting into "welcome back" mid-visit. (State set during render is React's
  // pattern for remembering a value from an earlier render.)
  const [arrivalCompletion, setArrivalCompletion] = useState<number | null>(status === 'ready' ? completion : null)
  if (arrivalCompletion === null && status === 'ready') setArrivalCompletion(completion)
  const welcomeBack = arrivalCompletion !== null && arrivalCompletion > 0

  // Every choice is saved at once, so a reload or a later visit finds it again. Beside the
  // shape she chose, the other shape her measurements sit on the edge of (or none) is kept,
  // so recommendations rank for both.
  function chooseShape(next: BodyShapeId) {
    void update({ bodyShape: next, bodyShapeAlternative: alternativeBeside(next, shapeReadingOf(profile?.measurements)) })
  }

  function changeMeasurements(change: MeasurementsChange) {
    setMeasurementErrors(change.hasErrors)
    if (!change.hasErrors) setContinueBlocked(false)
    const reading = change.hasErrors ? null : shapeReadingOf(change.measurements)
    void update({ measurements: change.measurements, measurementUnit: change.unit, bodyShapeAlternative: alternativeBeside(shape, reading) })
  }

  async function continueToColor() {
    if (!shape) return
    if (measurementErrors) {
      setContinueBlocked(true)
      return
    }
    await update({ bodyShape: shape })
    void navigate(href('/analysis/color'))
  }

  return (
    <main className="pb-24">
      <AnalysisProgress step="body" profile={profile} />
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <StepHeader
          eyebrow={t('analysis.body.eyebrow')}
          title={welcomeBack ? t('analysis.body.welcomeBack') : t('analysis.body.title')}
          lead={t('analysis.body.subtitle')}
        >
          {welcomeBack ? <CompletionBar percent={completion} /> : null}
        </StepHeader>
        {/* A visitor sent here from the dashboard without a profile may only want to look (issue 27). */}
        <p className="mt-4">
          <Link to={href('/shop')} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-terracotta-dark underline underline-offset-4 hover:text-ink">
            {t('shop.justBrowse')}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </p>

        <div className="mt-10">
          <ShapePicker value={shape} onChange={chooseShape} />
        </div>

        <div className="mt-10">
          {/* Remounted once storage is read, so the fields start from the stored values. */}
          <MeasurementsPanel
            key={status}
            ready={status === 'ready'}
            initial={profile?.measurements}
            initialUnit={profile?.measurementUnit ?? 'in'}
            selectedShape={shape}
            showAllErrors={continueBlocked}
            onChange={changeMeasurements}
            onAcceptShape={chooseShape}
          />
        </div>

        <div className="mt-10 flex flex-col-reverse gap-4 border-t border-line pt-8 sm:flex-row sm:items-center sm:justify-between">
          <ButtonLink to={href('/')} variant="secondary">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('analysis.body.back')}
          </ButtonLink>
          <div className="flex flex-col items-stretch gap-2 sm:items-end">
            <Button onClick={() => void continueToColor()} disabled={!shape} aria-describedby="body-continue-hint" size="lg">
              {t('analysis.body.continue')}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Button>
            <p id="body-continue-hint" className="text-center text-sm text-ink-soft sm:text-right" aria-live="polite">
              {!shape ? t('analysis.body.chooseShape') : continueBlocked ? t('analysis.body.fixMeasurements') : ''}
            </p>
          </div>
        </div>
      </div>
    </main>
  )
}

function CompletionBar({ percent }: { percent: number }) {
  const label = t('analysis.body.completion', { percent })
  return (
    <div className="mt-6 max-w-md rounded-2xl bg-white p-4 ring-1 ring-line">
      <p className="text-sm font-medium">{label}</p>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-blush"
      >
        <div className="h-full rounded-full bg-sage-deep" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('analysis.body.meta.title'),
    description: t('analysis.body.meta.description'),
    path: '/analysis/body',
    keywords: 'body shape quiz, body type calculator, hourglass, pear, apple, rectangle, inverted triangle',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
