import { translate, type MessageKey } from '../i18n/translate.ts'
import { decideShape, SHAPE_THRESHOLDS } from '../rule-book/measurement-rules.ts'
import type { BodyShapeId } from '../rule-book/body-shapes.ts'
import { MEASUREMENT_FIELDS, type MeasurementField, type MeasurementUnit } from './style-profile.ts'

export const CM_PER_INCH = 2.54

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
  field: MeasurementField | null
  message: string
}

export type ShapeSuggestion =
  | { status: 'incomplete'; missing: MeasurementField[] }
  | { status: 'invalid'; problems: MeasurementProblem[] }
  | {
      status: 'suggested'
      shape: BodyShapeId
      /** The rule that decided, in plain words and the visitor's unit. */
      explanation: string
      /** The three values in inches, as they are stored. */
      inches: Record<MeasurementField, number>
    }

export type MeasurementInput = Partial<Record<MeasurementField, number>>

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
export function checkMeasurement(field: MeasurementField, value: number, unit: MeasurementUnit): string | null {
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
 * Suggests a body shape from bust, waist and hips typed in `unit`. Never throws: missing
 * values give 'incomplete', unrealistic ones 'invalid' with a message per problem.
 *
 * The shape comes from the one rule set the shape cards print (rule-book/measurement-rules.ts),
 * applied in the unit she typed, so the explanation quotes her own numbers.
 */
export function suggestBodyShape(input: MeasurementInput, unit: MeasurementUnit): ShapeSuggestion {
  const missing = MEASUREMENT_FIELDS.filter((f) => input[f] === undefined)
  const problems: MeasurementProblem[] = []
  for (const field of MEASUREMENT_FIELDS) {
    const value = input[field]
    if (value === undefined) continue
    const message = checkMeasurement(field, value, unit)
    if (message) problems.push({ field, message })
  }
  if (problems.length > 0) return { status: 'invalid', problems }
  if (missing.length > 0) return { status: 'incomplete', missing }

  const typed = { bust: input.bust!, waist: input.waist!, hips: input.hips! }
  const values = MEASUREMENT_FIELDS.map((f) => ({ field: f, value: typed[f] }))
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

  const shape = decideShape(typed, unit)
  return {
    status: 'suggested',
    shape,
    explanation: explain(shape, typed, unit),
    inches: { bust: toInches(typed.bust, unit), waist: toInches(typed.waist, unit), hips: toInches(typed.hips, unit) },
  }
}

const RULE_TEXT: Readonly<Record<BodyShapeId, MessageKey>> = {
  apple: 'analysis.helper.rule.apple',
  hourglass: 'analysis.helper.rule.hourglass',
  pear: 'analysis.helper.rule.pear',
  'inverted-triangle': 'analysis.helper.rule.invertedTriangle',
  rectangle: 'analysis.helper.rule.rectangle',
}

/** The deciding rule with her own differences and the thresholds, in her unit. */
function explain(shape: BodyShapeId, m: Record<MeasurementField, number>, unit: MeasurementUnit): string {
  const t = SHAPE_THRESHOLDS[unit]
  return translate(RULE_TEXT[shape], {
    unit: translate(UNIT_NAME[unit]),
    bust: formatAmount(m.bust),
    waist: formatAmount(m.waist),
    hips: formatAmount(m.hips),
    gap: formatAmount(Math.abs(m.hips - m.bust)),
    bustWaist: formatAmount(m.bust - m.waist),
    hipsWaist: formatAmount(m.hips - m.waist),
    balanced: t.balanced,
    defined: t.definedWaist,
    full: t.fullMiddle,
  })
}

/** Capitalised labels, as the form shows them. */
const FIELD_LABEL: Readonly<Record<MeasurementField, MessageKey>> = {
  bust: 'analysis.body.bust',
  waist: 'analysis.body.waist',
  hips: 'analysis.body.hips',
}

/** Lower-case names, for use inside a sentence. */
const FIELD_NAME: Readonly<Record<MeasurementField, MessageKey>> = {
  bust: 'analysis.helper.field.bust',
  waist: 'analysis.helper.field.waist',
  hips: 'analysis.helper.field.hips',
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
