import { translate, type MessageKey } from '../i18n/translate.ts'
import { BODY_SHAPE_DETAILS, type BodyShapeId } from '../rule-book/body-shapes.ts'
import { CM_PER_INCH, type FfitFigure, highHipRatio, measuresInInches, type ShapeMeasures, thresholdParams, thresholdText } from '../rule-book/measurement-rules.ts'
import { STABILITY_STEP_IN, shapeStability, type ShapeStability } from '../rule-book/shape-stability.ts'
import { BODY_MEASUREMENT_FIELDS, type BodyMeasurementField, MEASUREMENT_FIELDS, type MeasurementField, type MeasurementUnit } from './style-profile.ts'

export { CM_PER_INCH }

/**
 * The span of adult bust, waist and hip measurements we accept, in inches (38-229 cm).
 * Anything outside is almost surely a typo or the wrong unit, and gets a message instead
 * of a suggestion.
 */
export const MEASUREMENT_RANGE_INCHES = { min: 15, max: 90 } as const

/** Past this ratio between the largest and smallest value, the units are probably mixed. */
export const MAX_SPREAD_RATIO = 2

export interface MeasurementProblem {
  /** The field at fault, or null when the problem is between fields. */
  field: BodyMeasurementField | null
  message: string
}

export type ShapeSuggestion =
  | { status: 'incomplete'; missing: MeasurementField[] }
  | { status: 'invalid'; problems: MeasurementProblem[] }
  | {
      status: 'suggested'
      /** The shape at her exact measurements (the stability check's primary). */
      shape: BodyShapeId
      /** The FFIT figure that decided. */
      figure: FfitFigure
      /** The rule that decided, in plain words and the visitor's unit. */
      explanation: string
      /** The shape a tape-width (or her missing high hip) could give instead, or null when it holds. */
      alternative: BodyShapeId | null
      /** The boundary in words when there is an alternative ("Your measurements sit between pear and hourglass"), else null. */
      between: { title: string; detail: string } | null
      stability: ShapeStability
      /** The values in inches, as they are stored (the optional ones when given). */
      inches: Record<MeasurementField, number> & Partial<Record<BodyMeasurementField, number>>
    }

/** Bust, waist and hips decide; high hip and shoulders are optional. */
export type MeasurementInput = Partial<Record<BodyMeasurementField, number>>

/** A typed value in inches, to two decimals (enough that centimetres round-trip to 0.1). */
export function toInches(value: number, unit: MeasurementUnit): number {
  return unit === 'cm' ? Math.round((value / CM_PER_INCH) * 100) / 100 : value
}

/** A stored inch value in the unit shown, to one decimal. */
export function fromInches(inches: number, unit: MeasurementUnit): number {
  const value = unit === 'cm' ? inches * CM_PER_INCH : inches
  return Math.round(value * 10) / 10
}

export type MeasurementText = { kind: 'blank' } | { kind: 'invalid' } | { kind: 'value'; value: number }

/** Reads what was typed in a measurement field; a comma works as the decimal mark. */
export function parseMeasurementText(text: string): MeasurementText {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'blank' }
  const normalised = trimmed.replace(',', '.')
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return { kind: 'invalid' }
  const value = Number(normalised)
  return Number.isFinite(value) ? { kind: 'value', value } : { kind: 'invalid' }
}

/** Why one typed value cannot be used, in words the visitor can act on; null when it is fine. */
export function checkMeasurement(field: BodyMeasurementField, value: number, unit: MeasurementUnit): string | null {
  const params = { field: translate(FIELD_LABEL[field]), value: formatNumber(value), unit: translate(UNIT_NAME[unit]) }
  if (!Number.isFinite(value)) return translate('analysis.helper.notANumber', params)
  if (value <= 0) return translate('analysis.helper.notPositive', params)
  const inches = toInches(value, unit)
  if (inches < MEASUREMENT_RANGE_INCHES.min) {
    const hint = unit === 'cm' && inRange(value) ? ` ${translate('analysis.helper.didYouMeanInches')}` : ''
    return translate('analysis.helper.tooSmall', params) + hint
  }
  if (inches > MEASUREMENT_RANGE_INCHES.max) {
    const hint = unit === 'in' && inRange(value / CM_PER_INCH) ? ` ${translate('analysis.helper.didYouMeanCm')}` : ''
    return translate('analysis.helper.tooLarge', params) + hint
  }
  return null
}

/**
 * Suggests a body shape from bust, waist and hips (with an optional high hip and shoulders)
 * typed in `unit`. Never throws: missing values give 'incomplete', unrealistic ones
 * 'invalid' with a message per problem.
 *
 * The shape comes from the one rule set the shape cards print (rule-book/measurement-rules.ts,
 * FFIT), in inches, and the stability check (rule-book/shape-stability.ts) says whether a
 * tape-width away she would get another shape; the explanation quotes her own numbers.
 */
export function suggestBodyShape(input: MeasurementInput, unit: MeasurementUnit): ShapeSuggestion {
  const missing = MEASUREMENT_FIELDS.filter((f) => input[f] === undefined)
  const problems: MeasurementProblem[] = []
  for (const field of BODY_MEASUREMENT_FIELDS) {
    const value = input[field]
    if (value === undefined) continue
    const message = checkMeasurement(field, value, unit)
    if (message) problems.push({ field, message })
  }
  if (problems.length > 0) return { status: 'invalid', problems }
  if (missing.length > 0) return { status: 'incomplete', missing }

  const values = BODY_MEASUREMENT_FIELDS.flatMap((f) => (input[f] === undefined ? [] : [{ field: f, value: input[f] }]))
  const largest = values.reduce((a, b) => (b.value > a.value ? b : a))
  const smallest = values.reduce((a, b) => (b.value < a.value ? b : a))
  if (largest.value > smallest.value * MAX_SPREAD_RATIO) {
    return {
      status: 'invalid',
      problems: [
        {
          field: null,
          message: translate('analysis.helper.mismatch', {
            largest: translate(FIELD_NAME[largest.field]),
            smallest: translate(FIELD_NAME[smallest.field]),
          }),
        },
      ],
    }
  }

  const typed: ShapeMeasures = { bust: input.bust!, waist: input.waist!, hips: input.hips!, highHip: input.highHip, shoulders: input.shoulders }
  const stability = shapeStability(measuresInInches(typed, unit))
  const inches: Record<MeasurementField, number> & Partial<Record<BodyMeasurementField, number>> = {
    bust: toInches(typed.bust, unit),
    waist: toInches(typed.waist, unit),
    hips: toInches(typed.hips, unit),
  }
  if (typed.highHip !== undefined) inches.highHip = toInches(typed.highHip, unit)
  if (typed.shoulders !== undefined) inches.shoulders = toInches(typed.shoulders, unit)
  return {
    status: 'suggested',
    shape: stability.primary,
    figure: stability.figure,
    explanation: explain(stability.figure, typed, unit),
    alternative: stability.alternative,
    between: betweenText(stability),
    stability,
    inches,
  }
}

/** A shape's name inside a sentence: "pear", "inverted triangle". */
function shapeWord(shape: BodyShapeId): string {
  return BODY_SHAPE_DETAILS[shape].name.toLowerCase()
}

function betweenText(s: ShapeStability): { title: string; detail: string } | null {
  if (!s.alternative) return null
  const names = { first: shapeWord(s.primary), second: shapeWord(s.alternative) }
  const flips = s.others.find((o) => o.shape === s.alternative)?.count ?? 0
  return {
    title: translate('analysis.helper.between', names),
    detail:
      s.cause === 'tape'
        ? translate('analysis.helper.betweenTape', { ...names, step: thresholdText(STABILITY_STEP_IN), flips, variants: s.variants })
        : translate('analysis.helper.betweenHighHip', names),
  }
}

const RULE_TEXT: Readonly<Record<FfitFigure, MessageKey>> = {
  apple: 'analysis.helper.rule.apple',
  hourglass: 'analysis.helper.rule.hourglass',
  'bottom-hourglass': 'analysis.helper.rule.bottomHourglass',
  'top-hourglass': 'analysis.helper.rule.topHourglass',
  spoon: 'analysis.helper.rule.spoon',
  triangle: 'analysis.helper.rule.triangle',
  'inverted-triangle': 'analysis.helper.rule.invertedTriangle',
  rectangle: 'analysis.helper.rule.rectangle',
  'bust-led': 'analysis.helper.rule.bustLed',
  'hips-led': 'analysis.helper.rule.hipsLed',
}

/** The deciding rule with her own numbers in her unit, and its thresholds in both units. */
function explain(figure: FfitFigure, m: ShapeMeasures, unit: MeasurementUnit): string {
  const key = figure === 'hips-led' && m.highHip === undefined ? 'analysis.helper.rule.hipsLedNoHighHip' : RULE_TEXT[figure]
  const ratio = highHipRatio(measuresInInches(m, unit))
  return translate(key, {
    ...thresholdParams(),
    unit: translate(UNIT_NAME[unit]),
    bust: formatAmount(m.bust),
    waist: formatAmount(m.waist),
    hips: formatAmount(m.hips),
    gap: formatAmount(Math.abs(m.hips - m.bust)),
    bustWaist: formatAmount(m.bust - m.waist),
    hipsWaist: formatAmount(m.hips - m.waist),
    highHipRatio: ratio === undefined ? '' : String(Math.round(ratio * 1000) / 1000),
  })
}

/** Capitalised labels, as the form shows them. */
const FIELD_LABEL: Readonly<Record<BodyMeasurementField, MessageKey>> = {
  bust: 'analysis.body.bust',
  waist: 'analysis.body.waist',
  hips: 'analysis.body.hips',
  highHip: 'analysis.helper.field.highHipLabel',
  shoulders: 'analysis.helper.field.shouldersLabel',
}

/** Lower-case names, for use inside a sentence. */
const FIELD_NAME: Readonly<Record<BodyMeasurementField, MessageKey>> = {
  bust: 'analysis.helper.field.bust',
  waist: 'analysis.helper.field.waist',
  hips: 'analysis.helper.field.hips',
  highHip: 'analysis.helper.field.highHip',
  shoulders: 'analysis.helper.field.shoulders',
}

const UNIT_NAME: Readonly<Record<MeasurementUnit, MessageKey>> = {
  in: 'analysis.body.unitInchesShort',
  cm: 'analysis.body.unitCmShort',
}

function inRange(inches: number): boolean {
  return inches >= MEASUREMENT_RANGE_INCHES.min && inches <= MEASUREMENT_RANGE_INCHES.max
}

/** A measurement or difference to one decimal, without a trailing ".0". */
function formatAmount(value: number): string {
  return String(Math.round(value * 10) / 10)
}

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  return Math.abs(value) >= 1e6 ? value.toExponential(2) : String(Math.round(value * 100) / 100)
}

/**
 * The stability reading of stored measurements (inches), or null when they do not give a
 * shape (missing or unusable values): what the analysis page keeps the alternative shape from.
 */
export function shapeReadingOf(measurements: Partial<Record<BodyMeasurementField, number>> | undefined): ShapeStability | null {
  if (!measurements) return null
  const s = suggestBodyShape(measurements, 'in')
  return s.status === 'suggested' ? s.stability : null
}
