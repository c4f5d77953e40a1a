import { Check } from 'lucide-react'
import { Link } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import {
  ANALYSIS_STEP_PATHS,
  ANALYSIS_STEP_PROGRESS,
  ANALYSIS_STEPS,
  canStartStep,
  completedSteps,
  type AnalysisStep,
} from '#core/profile/progress.ts'
import type { StyleProfile } from '#core/profile/style-profile.ts'

/**
 * "Step N of 3" with the bar at 33, 66 or 100%, and the three steps by name. Steps the
 * visitor may go back to are links; the rest are plain text.
 */
export function AnalysisProgress({ step, profile }: { step: AnalysisStep; profile: StyleProfile | null }) {
  const index = ANALYSIS_STEPS.indexOf(step)
  const percent = ANALYSIS_STEP_PROGRESS[step]
  const done = completedSteps(profile)
  const stepText = t('analysis.progress', { current: index + 1 })
  return (
    <nav aria-label={t('analysis.progress.label')} className="mx-auto w-full max-w-6xl px-4 pt-8 sm:px-6">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-semibold text-ink">{stepText}</p>
        <p className="text-ink-soft tabular-nums">{t('common.percent', { value: percent })}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t('analysis.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${stepText} (${percent}%)`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-blush"
      >
        <div
          className="h-full rounded-full bg-terracotta transition-[width] duration-700 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-4 grid grid-cols-3 gap-2 text-xs sm:text-sm">
        {ANALYSIS_STEPS.map((s, i) => {
          const isCurrent = s === step
          const isDone = done.includes(s) && !isCurrent
          const label = t(`analysis.progress.${s}`)
          const marker = (
            <span
              aria-hidden="true"
              className={[
                'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-[0.7rem] font-semibold',
                isCurrent ? 'bg-terracotta text-white' : isDone ? 'bg-sage-deep text-white' : 'bg-white text-ink-soft ring-1 ring-line',
              ].join(' ')}
            >
              {isDone ? <Check className="h-3.5 w-3.5" strokeWidth={3} /> : i + 1}
            </span>
          )
          const content = (
            <>
              {marker}
              <span className={isCurrent ? 'font-semibold text-ink' : 'text-ink-soft'}>{label}</span>
              {isDone ? <span className="sr-only">({t('analysis.progress.done')})</span> : null}
            </>
          )
          const align = i === 0 ? 'justify-start' : i === 1 ? 'justify-center' : 'justify-end'
          return (
            <li key={s} className={`flex ${align}`} aria-current={isCurrent ? 'step' : undefined}>
              {!isCurrent && canStartStep(profile, s) ? (
                <Link to={ANALYSIS_STEP_PATHS[s]} className="flex items-center gap-2 rounded-full hover:text-terracotta">
                  {content}
                </Link>
              ) : (
                <span className="flex items-center gap-2">{content}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
