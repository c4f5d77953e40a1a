import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { SEASON_QUESTIONS, type SeasonAnswers } from '#core/rule-book/season-questions.ts'
import { Button } from '../../../components/ui/button.tsx'
import { QuizOption } from './quiz-option.tsx'

/**
 * The refine questions, one at a time, like the quick colour test: Next waits for an
 * answer (questions that admit doubt offer "Not sure"), Previous keeps what was chosen.
 */
export function SeasonQuizCard({
  index,
  answers,
  onAnswer,
  onPrevious,
  onNext,
}: {
  index: number
  answers: SeasonAnswers
  onAnswer: (optionId: string) => void
  onPrevious: () => void
  onNext: () => void
}) {
  const id = useId()
  const question = SEASON_QUESTIONS[index]!
  const answer = answers[question.id]
  const isLast = index === SEASON_QUESTIONS.length - 1
  return (
    <section className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line sm:p-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-terracotta-dark">
          {t('analysis.refine.question', { current: index + 1, total: SEASON_QUESTIONS.length })}
        </p>
        <ol aria-hidden="true" className="flex gap-1">
          {SEASON_QUESTIONS.map((q, i) => (
            <li
              key={q.id}
              className={`h-1.5 w-5 rounded-full sm:w-7 ${i < index || (i === index && answer) ? 'bg-terracotta' : i === index ? 'bg-terracotta/40' : 'bg-blush'}`}
            />
          ))}
        </ol>
      </div>
      <fieldset className="mt-6" aria-describedby={`${id}-hint ${id}-required`}>
        <legend className="font-display text-2xl leading-snug font-semibold sm:text-3xl">{t(question.question)}</legend>
        <p id={`${id}-hint`} className="mt-2 text-sm text-ink-soft">
          {t(question.hint)}
        </p>
        <div className="mt-6 grid gap-3">
          {question.options.map((option) => (
            <QuizOption key={option.id} name={`${id}-${question.id}`} value={option.id} checked={answer === option.id} onSelect={() => onAnswer(option.id)}>
              {t(option.label)}
            </QuizOption>
          ))}
        </div>
      </fieldset>
      <p id={`${id}-required`} className="mt-4 min-h-5 text-sm text-ink-soft" aria-live="polite">
        {answer ? '' : t('analysis.color.answerRequired')}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {index > 0 ? (
          <Button variant="ghost" onClick={onPrevious}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('analysis.refine.previous')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onNext} disabled={!answer}>
          {isLast ? t('analysis.refine.seeResult') : t('analysis.refine.next')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </section>
  )
}
