import type { MessageKey } from '../i18n/translate.ts'
import { isColorPaletteId, type ColorPaletteId } from './palettes.ts'
import { readSeason, type SeasonEvidence, type SeasonId, type SeasonPoint, type SeasonReading } from './seasons.ts'

/**
 * "Refine my colours": the questions that turn the quick colour test's undertone into one
 * of the twelve seasons (docs/fit/stylist-rules.md, "Seasons"). Each answer is evidence on
 * the seasons' axes (warmth, depth, clarity); the quick test's three answers are warmth
 * evidence too, so the season agrees with her palette's undertone.
 *
 * The rule, held by an exhaustive test: three quick answers on one side (all warm, or all
 * cool) always give a season on that side (a spring or an autumn; a summer or a winter),
 * whatever the refine answers say. Their warmth weighs 3 × QUICK_ANSWER_WEIGHT = 4.5, the
 * refine answers' at most 2.25, so the refine answers decide the undertone only when the
 * quick test was mixed; a neutral palette can land on either side. A returning shopper whose
 * three answers are gone counts as her palette twice (quickAnswersFor): it keeps its side
 * unless the refine answers alone lean at least 0.5 the other way on two answers' worth of
 * warmth evidence.
 */

/** Skin depth, in the words the profile keeps (`skinTone`). */
export const SKIN_TONES = ['light', 'medium', 'deep'] as const
export type SkinTone = (typeof SKIN_TONES)[number]

export function isSkinTone(v: unknown): v is SkinTone {
  return typeof v === 'string' && (SKIN_TONES as readonly string[]).includes(v)
}

/** Her undertone as the profile keeps it (`undertones`): the words of the quick test's palettes. */
export const UNDERTONE_WORDS = ['warm', 'cool', 'neutral'] as const satisfies readonly ColorPaletteId[]
export type UndertoneWord = (typeof UNDERTONE_WORDS)[number]

export function isUndertoneWord(v: unknown): v is UndertoneWord {
  return typeof v === 'string' && (UNDERTONE_WORDS as readonly string[]).includes(v)
}

export interface SeasonAnswer {
  readonly id: string
  readonly label: MessageKey
  /** What this answer says about her colouring; empty for "not sure". */
  readonly evidence: readonly SeasonEvidence[]
  /** The skin question's answers name her skin depth. */
  readonly skinTone?: SkinTone
}

export const SEASON_QUESTION_IDS = ['skin', 'hair', 'eyes', 'contrast', 'brights', 'white', 'black'] as const
export type SeasonQuestionId = (typeof SEASON_QUESTION_IDS)[number]

export interface SeasonQuestion {
  readonly id: SeasonQuestionId
  readonly question: MessageKey
  /** One line under the question: how to look. */
  readonly hint: MessageKey
  readonly options: readonly SeasonAnswer[]
}

const w = (value: number, weight = 1): SeasonEvidence => ({ axis: 'warmth', value, weight })
const d = (value: number, weight = 1): SeasonEvidence => ({ axis: 'depth', value, weight })
const c = (value: number, weight = 1): SeasonEvidence => ({ axis: 'clarity', value, weight })

/**
 * The refine questions, in the order asked. Weights say how much a stylist trusts each
 * sign: natural hair and skin depth are the surest guide to depth; contrast and how
 * brights wear to clarity; hair, eyes and white-versus-cream add to warmth but less
 * than the quick test's three undertone answers (black hair, for one, says nothing of
 * undertone).
 */
export const SEASON_QUESTIONS: readonly SeasonQuestion[] = [
  {
    id: 'skin',
    question: 'analysis.refine.skin.question',
    hint: 'analysis.refine.skin.hint',
    options: [
      { id: 'fair', label: 'analysis.refine.skin.fair', evidence: [d(-1, 1.5)], skinTone: 'light' },
      { id: 'light', label: 'analysis.refine.skin.light', evidence: [d(-0.6, 1.5)], skinTone: 'light' },
      { id: 'medium', label: 'analysis.refine.skin.medium', evidence: [d(0, 1.5)], skinTone: 'medium' },
      { id: 'tan', label: 'analysis.refine.skin.tan', evidence: [d(0.4, 1.5)], skinTone: 'medium' },
      { id: 'deep', label: 'analysis.refine.skin.deep', evidence: [d(1, 1.5)], skinTone: 'deep' },
    ],
  },
  {
    id: 'hair',
    question: 'analysis.refine.hair.question',
    hint: 'analysis.refine.hair.hint',
    options: [
      { id: 'light-ash', label: 'analysis.refine.hair.lightAsh', evidence: [d(-1, 1.5), w(-0.5, 0.5)] },
      { id: 'light-golden', label: 'analysis.refine.hair.lightGolden', evidence: [d(-1, 1.5), w(1, 0.5)] },
      { id: 'medium-ash', label: 'analysis.refine.hair.mediumAsh', evidence: [d(0, 1.5), w(-0.5, 0.5), c(-0.5, 0.5)] },
      { id: 'red', label: 'analysis.refine.hair.red', evidence: [d(0, 1), w(1, 1)] },
      { id: 'dark-brown', label: 'analysis.refine.hair.darkBrown', evidence: [d(0.6, 1.5)] },
      { id: 'black', label: 'analysis.refine.hair.black', evidence: [d(1, 1.5)] },
    ],
  },
  {
    id: 'eyes',
    question: 'analysis.refine.eyes.question',
    hint: 'analysis.refine.eyes.hint',
    options: [
      { id: 'clear', label: 'analysis.refine.eyes.clear', evidence: [c(1, 1)] },
      { id: 'soft-blue-grey', label: 'analysis.refine.eyes.softBlueGrey', evidence: [w(-0.5, 0.5), c(-0.5, 0.5), d(-0.5, 0.5)] },
      { id: 'hazel', label: 'analysis.refine.eyes.hazel', evidence: [w(0.5, 0.5), c(-1, 1)] },
      { id: 'warm-brown', label: 'analysis.refine.eyes.warmBrown', evidence: [w(1, 0.5)] },
      { id: 'dark-brown', label: 'analysis.refine.eyes.darkBrown', evidence: [d(1, 0.5)] },
    ],
  },
  {
    id: 'contrast',
    question: 'analysis.refine.contrast.question',
    hint: 'analysis.refine.contrast.hint',
    options: [
      { id: 'high', label: 'analysis.refine.contrast.high', evidence: [c(1, 1.5)] },
      { id: 'medium', label: 'analysis.refine.contrast.medium', evidence: [c(0, 0.5)] },
      { id: 'low', label: 'analysis.refine.contrast.low', evidence: [c(-1, 1.5)] },
    ],
  },
  {
    id: 'brights',
    question: 'analysis.refine.brights.question',
    hint: 'analysis.refine.brights.hint',
    options: [
      { id: 'vivid', label: 'analysis.refine.brights.vivid', evidence: [c(1, 1)] },
      { id: 'overpowering', label: 'analysis.refine.brights.overpowering', evidence: [c(-1, 1)] },
      { id: 'unsure', label: 'analysis.refine.brights.unsure', evidence: [] },
    ],
  },
  {
    id: 'white',
    question: 'analysis.refine.white.question',
    hint: 'analysis.refine.white.hint',
    options: [
      { id: 'pure', label: 'analysis.refine.white.pure', evidence: [w(-1, 0.75)] },
      { id: 'cream', label: 'analysis.refine.white.cream', evidence: [w(1, 0.75)] },
      { id: 'unsure', label: 'analysis.refine.white.unsure', evidence: [] },
    ],
  },
  {
    id: 'black',
    question: 'analysis.refine.black.question',
    hint: 'analysis.refine.black.hint',
    options: [
      { id: 'striking', label: 'analysis.refine.black.striking', evidence: [d(1, 1)] },
      { id: 'heavy', label: 'analysis.refine.black.heavy', evidence: [d(-1, 1)] },
      { id: 'unsure', label: 'analysis.refine.black.unsure', evidence: [] },
    ],
  },
]

/** The quick test's three answers are undertone evidence; each counts this much. */
export const QUICK_ANSWER_WEIGHT = 1.5
const UNDERTONE_VALUE: Readonly<Record<ColorPaletteId, number>> = { warm: 1, cool: -1, neutral: 0 }

/**
 * The quick test's answers the refine quiz counts: the three she just gave when the page
 * still has them (and they give her stored palette), otherwise her palette as two answers,
 * the fewest a majority of three can be. A returning shopper's undertone is counted with
 * the weight it surely had, never more.
 */
export function quickAnswersFor(given: unknown, palette: ColorPaletteId): ColorPaletteId[] {
  if (Array.isArray(given) && given.length === 3 && given.every(isColorPaletteId)) {
    const votes = (p: ColorPaletteId) => given.filter((g) => g === p).length
    // The quick test's rule: most votes, ties to the earlier palette (warm, cool, neutral).
    const winner = (['warm', 'cool', 'neutral'] as const).reduce((best, p) => (votes(p) > votes(best) ? p : best))
    if (winner === palette) return [...given]
  }
  return [palette, palette]
}

/** The refine answers, one option id per question. */
export type SeasonAnswers = Readonly<Partial<Record<SeasonQuestionId, string>>>

/** The chosen option of a question, or undefined when the id is not one of its options. */
export function seasonAnswer(question: SeasonQuestionId, optionId: string | undefined): SeasonAnswer | undefined {
  return SEASON_QUESTIONS.find((q) => q.id === question)?.options.find((o) => o.id === optionId)
}

/** True when every refine question has one of its options. */
export function isSeasonAnswersComplete(answers: SeasonAnswers): boolean {
  return SEASON_QUESTIONS.every((q) => seasonAnswer(q.id, answers[q.id]) !== undefined)
}

/** All the evidence: the quick test's undertone answers, then the refine answers. */
export function seasonEvidence(quick: readonly ColorPaletteId[], answers: SeasonAnswers): SeasonEvidence[] {
  const evidence: SeasonEvidence[] = quick.map((p) => w(UNDERTONE_VALUE[p], QUICK_ANSWER_WEIGHT))
  for (const q of SEASON_QUESTIONS) evidence.push(...(seasonAnswer(q.id, answers[q.id])?.evidence ?? []))
  return evidence
}

/** Where the reading's warmth puts her undertone: beyond ±this is warm or cool, within it neutral. */
export const NEUTRAL_UNDERTONE_BAND = 0.25

export function undertoneOf(point: SeasonPoint): UndertoneWord {
  if (point.warmth > NEUTRAL_UNDERTONE_BAND) return 'warm'
  if (point.warmth < -NEUTRAL_UNDERTONE_BAND) return 'cool'
  return 'neutral'
}

/** How sure the reading is, in words: the first band whose floor the confidence reaches. */
export const CONFIDENCE_WORDS = [
  { min: 0.5, label: 'analysis.refine.confidence.high' },
  { min: 0.3, label: 'analysis.refine.confidence.medium' },
  { min: 0, label: 'analysis.refine.confidence.low' },
] as const satisfies ReadonlyArray<{ min: number; label: MessageKey }>

export function confidenceWords(confidence: number): MessageKey {
  return (CONFIDENCE_WORDS.find((b) => confidence >= b.min) ?? CONFIDENCE_WORDS[2]).label
}

/** A season reading and what the profile keeps of it. */
export interface RefinedSeason {
  readonly reading: SeasonReading
  readonly colorSeason: SeasonId
  readonly undertones: UndertoneWord
  readonly skinTone: SkinTone
}

/**
 * The season the quick test's answers and the refine answers give, or null until every
 * refine question is answered. Always exactly one season: readSeason never abstains.
 */
export function refineSeason(quick: readonly ColorPaletteId[], answers: SeasonAnswers): RefinedSeason | null {
  if (!isSeasonAnswersComplete(answers)) return null
  const reading = readSeason(seasonEvidence(quick, answers))
  const skinTone = seasonAnswer('skin', answers.skin)?.skinTone
  if (!skinTone) return null
  return { reading, colorSeason: reading.season, undertones: undertoneOf(reading.point), skinTone }
}
