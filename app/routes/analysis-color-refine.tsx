import { ArrowLeft, Camera } from 'lucide-react'
import { useState } from 'react'
import { href, useLocation, useNavigate } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import { seasonReadingUpdate } from '#core/profile/style-profile.ts'
import {
  quickAnswersFor,
  refineSeason,
  SEASON_QUESTIONS,
  type RefinedSeason,
  type SeasonAnswers,
} from '#core/rule-book/season-questions.ts'
import { servicesContext } from '#server/load-context.ts'
import { GeneralErrorBoundary } from '../components/error-boundary.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { AnalysisProgress } from '../features/analysis/components/analysis-progress.tsx'
import { SeasonQuizCard } from '../features/analysis/components/season-quiz-card.tsx'
import { SeasonResult } from '../features/analysis/components/season-result.tsx'
import { StepHeader } from '../features/analysis/components/step-header.tsx'
import { useStyleProfile } from '../features/analysis/hooks/use-style-profile.ts'
import { seoMeta } from '../utils/seo.ts'
import type { Route } from './+types/analysis-color-refine'

export async function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.get(servicesContext).site.publicUrl }
}

/**
 * "Refine my colours" (issue 26): after the quick test's palette, seven more questions give
 * one of the twelve seasons. The quick test's three answers arrive in the navigation state
 * when she comes straight from them; otherwise her palette stands for them (quickAnswersFor).
 */
export default function RefineColors() {
  const { status, profile, update } = useStyleProfile()
  const navigate = useNavigate()
  const location = useLocation()
  const [answers, setAnswers] = useState<SeasonAnswers>({})
  const [index, setIndex] = useState(0)
  const [result, setResult] = useState<RefinedSeason | null>(null)
  const palette = profile?.colorPalette
  const quickState: unknown = (location.state as { quick?: unknown } | null)?.quick

  function answer(optionId: string) {
    const question = SEASON_QUESTIONS[index]!
    setAnswers((prev) => ({ ...prev, [question.id]: optionId }))
  }

  async function next() {
    const question = SEASON_QUESTIONS[index]!
    if (!answers[question.id] || !palette) return
    if (index < SEASON_QUESTIONS.length - 1) {
      setIndex(index + 1)
      return
    }
    const refined = refineSeason(quickAnswersFor(quickState, palette), answers)
    if (!refined) return
    await update(seasonReadingUpdate(refined.reading, refined))
    setResult(refined)
  }

  function retake() {
    setAnswers({})
    setIndex(0)
    setResult(null)
  }

  return (
    <main className="pb-24">
      <AnalysisProgress step="color" profile={profile} />
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
        <StepHeader eyebrow={t('analysis.refine.eyebrow')} title={t('analysis.refine.title')} lead={t('analysis.refine.subtitle')}>
          {/* The optional photo step (its own page, loaded only when she opts in) joins here. */}
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <a href="/analysis/color/photo" className="inline-flex items-center gap-2 font-semibold text-terracotta-dark underline underline-offset-4">
              <Camera aria-hidden="true" className="h-4 w-4" />
              {t('analysis.refine.photoLink')}
            </a>
            <span className="text-ink-soft">{t('analysis.refine.photoNote')}</span>
          </p>
        </StepHeader>
        <div className="mt-10">
          {/* While her stored profile loads, the first question is drawn (the questions do not
              depend on it): the page paints its real content at once and nothing moves when it arrives. */}
          {status !== 'loading' && !palette ? (
            <section className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line sm:p-10">
              <p className="text-lg">{t('analysis.refine.needPalette')}</p>
              <ButtonLink to={href('/analysis/color')} className="mt-6">
                {t('analysis.refine.needPaletteButton')}
              </ButtonLink>
            </section>
          ) : result ? (
            <SeasonResult
              season={result.colorSeason}
              confidence={result.reading.confidence}
              runnerUp={result.reading.runnerUp}
              undertones={result.undertones}
              skinTone={result.skinTone}
              onRetake={retake}
              onContinue={() => void navigate(href('/analysis/style'))}
            />
          ) : (
            <SeasonQuizCard
              index={index}
              answers={answers}
              onAnswer={answer}
              onPrevious={() => setIndex(Math.max(0, index - 1))}
              onNext={() => void next()}
            />
          )}
        </div>
        <div className="mt-10 border-t border-line pt-8">
          <ButtonLink to={href('/analysis/color')} variant="ghost">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('analysis.refine.back')}
          </ButtonLink>
        </div>
      </div>
    </main>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: t('analysis.refine.meta.title'),
    description: t('analysis.refine.meta.description'),
    path: '/analysis/color/refine',
    keywords: '12 season color analysis, light spring, soft summer, deep autumn, clear winter, color season quiz',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
