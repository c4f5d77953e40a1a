import type { MessageKey } from '../i18n/translate.ts'
import { COLOR_PALETTES, type ColorPaletteId } from '../rule-book/palettes.ts'

export interface ColorQuizOption {
  palette: ColorPaletteId
  label: MessageKey
}

export interface ColorQuizQuestion {
  id: 'veins' | 'jewelry' | 'sun'
  question: MessageKey
  /** Three options, one per palette. */
  options: readonly [ColorQuizOption, ColorQuizOption, ColorQuizOption]
}

/** The quick colour test: three questions, three options each (warm, cool, neutral). */
export const COLOR_QUIZ: readonly ColorQuizQuestion[] = [
  {
    id: 'veins',
    question: 'analysis.color.q1.question',
    options: [
      { palette: 'warm', label: 'analysis.color.q1.warm' },
      { palette: 'cool', label: 'analysis.color.q1.cool' },
      { palette: 'neutral', label: 'analysis.color.q1.neutral' },
    ],
  },
  {
    id: 'jewelry',
    question: 'analysis.color.q2.question',
    options: [
      { palette: 'warm', label: 'analysis.color.q2.warm' },
      { palette: 'cool', label: 'analysis.color.q2.cool' },
      { palette: 'neutral', label: 'analysis.color.q2.neutral' },
    ],
  },
  {
    id: 'sun',
    question: 'analysis.color.q3.question',
    options: [
      { palette: 'warm', label: 'analysis.color.q3.warm' },
      { palette: 'cool', label: 'analysis.color.q3.cool' },
      { palette: 'neutral', label: 'analysis.color.q3.neutral' },
    ],
  },
]

/** One answer per question, in question order; a gap is a question not answered yet. */
export type ColorQuizAnswers = ReadonlyArray<ColorPaletteId | undefined>

/**
 * The palette the answers point to, or null until every question is answered (there is
 * no skipping). Most votes win; a tie goes to the palette counted first, in the order
 * warm, cool, neutral.
 */
export function scoreColorQuiz(answers: ColorQuizAnswers, questionCount: number = COLOR_QUIZ.length): ColorPaletteId | null {
  if (answers.length < questionCount) return null
  const given = answers.slice(0, questionCount)
  if (given.some((a) => a === undefined)) return null
  let winner: ColorPaletteId = COLOR_PALETTES[0]
  let best = -1
  for (const palette of COLOR_PALETTES) {
    const votes = given.filter((a) => a === palette).length
    // Strictly greater: an equal count never displaces a palette counted earlier.
    if (votes > best) {
      winner = palette
      best = votes
    }
  }
  return winner
}
