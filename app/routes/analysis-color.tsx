import { ArrowLeft, Camera } from 'lucide-react'
import { useState } from 'react'
import { href, useNavigate } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { COLOR_QUIZ, scoreColorQuiz } from '#core/profile/color-quiz.ts'
import { withColorPalette } from '#core/profile/style-profile.ts'
import { COLOR_PALETTE_DETAILS, type ColorPaletteId } from '#core/rule-book/palettes.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Spinner } from '../components/ui/spinner.tsx'
import { AnalysisProgress } from '../features/analysis/components/analysis-progress.tsx'
import { ColorQuizCard } from '../features/analysis/components/color-quiz-card.tsx'
import { PaletteResult } from '../features/analysis/components/palette-result.tsx'
import { SeasonOffer } from '../features/analysis/components/season-offer.tsx'
import { StepHeader } from '../features/analysis/components/step-header.tsx'
import { useStyleProfile } from '../features/analysis/hooks/use-style-profile.ts'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/analysis-color'

export async function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.get(servicesContext).site.publicUrl }
}

export default function ColorAnalysis() {
  const { status, profile, update, save } = useStyleProfile()
  const navigate = useNavigate()
  const [answers, setAnswers] = useState<Array<ColorPaletteId | undefined>>([])
  const [index, setIndex] = useState(0)
  // Retaking hides the stored result until the new test is finished; the stored palette
  // stays until then, so leaving half-way loses nothing.
  const [retaking, setRetaking] = useState(false)
  const [justFinished, setJustFinished] = useState(false)
  const palette = retaking ? undefined : profile?.colorPalette

  function answer(choice: ColorPaletteId) {
    setAnswers((prev) => {
      const next = [...prev]
      next[index] = choice
      return next
    })
  }

  async function next() {
    if (!answers[index]) return
    if (index < COLOR_QUIZ.length - 1) {
      setIndex(index + 1)
      return
    }
    const result = scoreColorQuiz(answers)
    if (!result) return
    // A changed palette drops a season read against the old one (withColorPalette).
    await save(withColorPalette(profile, result))
    setRetaking(false)
    setJustFinished(true)
  }

  function retake() {
    setAnswers([])
    setIndex(0)
    setJustFinished(false)
    setRetaking(true)
  }

  async function createBlueprint() {
    if (!palette) return
    await update({ colorPalette: palette })
    void navigate(href('/analysis/style'))
  }

  return (
    <main className="pb-24">
      <AnalysisProgress step="color" profile={profile} />
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
        <StepHeader eyebrow={t('analysis.color.eyebrow')} title={t('analysis.color.title')} lead={t('analysis.color.subtitle')} />
        <div className="mt-10">
          {status === 'loading' ? (
            <Spinner label={t('analysis.loading')} className="py-24" />
          ) : palette ? (
            <>
              <PaletteResult
                palette={COLOR_PALETTE_DETAILS[palette]}
                focusOnShow={justFinished}
                onRetake={retake}
                onContinue={() => void createBlueprint()}
              />
              <SeasonOffer season={profile?.colorSeason} quickAnswers={answers} />
            </>
          ) : (
            <ColorQuizCard
              index={index}
              answers={answers}
              onAnswer={answer}
              onPrevious={() => setIndex(Math.max(0, index - 1))}
              onNext={() => void next()}
            />
          )}
        </div>
        <section className="mt-10 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line sm:p-8">
          <h2 className="text-lg font-semibold">{t('analysis.photo.offerTitle')}</h2>
          <p className="mt-1 text-sm text-ink-soft">{t('analysis.photo.offerLead')}</p>
          <ButtonLink to={href('/analysis/color/photo')} variant="secondary" className="mt-4">
            <Camera aria-hidden="true" className="h-4 w-4" />
            {t('analysis.photo.offerButton')}
          </ButtonLink>
        </section>
        <div className="mt-10 border-t border-line pt-8">
          <ButtonLink to={href('/analysis/body')} variant="ghost">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('analysis.color.back')}
          </ButtonLink>
        </div>
      </div>
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('analysis.color.meta.title'),
    description: t('analysis.color.meta.description'),
    path: '/analysis/color',
    keywords: 'color analysis, skin undertone quiz, warm cool neutral palette, best colors to wear',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
