import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { COLOR_QUIZ, type ColorQuizAnswers } from '#core/profile/color-quiz.ts'
import type { ColorPaletteId } from '#core/rule-book/palettes.ts'
import { Button } from '../../../components/ui/button.tsx'
import { QuizOption } from './quiz-option.tsx'

/**
 * One question at a time. Next stays disabled until the question is answered, so no
 * question can be skipped; Previous goes back without losing answers.
 */
export function ColorQuizCard({
  index,
  answers,
  onAnswer,
  onPrevious,
  onNext,
}: {
  index: number
  answers: ColorQuizAnswers
  onAnswer: (palette: ColorPaletteId) => void
  onPrevious: () => void
  onNext: () => void
}) {
  const id = useId()
  const question = COLOR_QUIZ[index]!
  const answer = answers[index]
  const isLast = index === COLOR_QUIZ.length - 1
  return (
    <section className="rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line sm:p-10">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm font-semibold text-terracotta-dark">
          {t('analysis.color.question', { current: index + 1, total: COLOR_QUIZ.length })}
        </p>
        <ol aria-hidden="true" className="flex gap-1.5">
          {COLOR_QUIZ.map((q, i) => (
            <li
              key={q.id}
              className={`h-1.5 w-8 rounded-full ${i < index || (i === index && answer) ? 'bg-terracotta' : i === index ? 'bg-terracotta/40' : 'bg-blush'}`}
            />
          ))}
        </ol>
      </div>
      <fieldset className="mt-6" aria-describedby={`${id}-hint`}>
        <legend className="font-display text-2xl leading-snug font-semibold sm:text-3xl">{t(question.question)}</legend>
        <div className="mt-6 grid gap-3">
          {question.options.map((option) => (
            <QuizOption key={option.palette} name={`${id}-${question.id}`} value={option.palette} checked={answer === option.palette} onSelect={() => onAnswer(option.palette)}>
              {t(option.label)}
            </QuizOption>
          ))}
        </div>
      </fieldset>
      <p id={`${id}-hint`} className="mt-4 min-h-5 text-sm text-ink-soft" aria-live="polite">
        {answer ? '' : t('analysis.color.answerRequired')}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {index > 0 ? (
          <Button variant="ghost" onClick={onPrevious}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('analysis.color.previous')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onNext} disabled={!answer}>
          {isLast ? t('analysis.color.seeResult') : t('analysis.color.next')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </section>
  )
}
