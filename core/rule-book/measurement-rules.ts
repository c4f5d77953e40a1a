import { translate, type MessageKey } from '../i18n/translate.ts'
import type { BodyShapeId } from './body-shapes.ts'

/**
 * The one rule set that turns bust, waist and hips into a body shape. The measurement
 * helper decides with it and the shape cards print it, so a card never promises what the
 * helper would not say (36/27/38 in is an hourglass by both).
 *
 * Each shape is a list of conditions; the five lists cover every realistic set of
 * measurements exactly once, so the order they are tried in does not change the answer
 * (body-shape-rules.test.ts checks that over random measurements).
 *
 * Thresholds are differences, in the unit the visitor typed: a tape measure reads
 * "2 inches more", not "a ratio of 0.95". The centimetre values are the round numbers
 * nearest to the inch ones, so each unit's rule is exactly what its card says.
 */
export const SHAPE_UNITS = ['in', 'cm'] as const
export type ShapeUnit = (typeof SHAPE_UNITS)[number]

export interface ShapeThresholds {
  /** Bust and hips this close count as balanced; further apart, the wider one leads. */
  readonly balanced: number
  /** A waist this much smaller than both bust and hips is clearly defined (the spec's 7 inches). */
  readonly definedWaist: number
  /** A waist no more than this much smaller than the hips makes the middle the fullest part. */
  readonly fullMiddle: number
}

export const SHAPE_THRESHOLDS: Readonly<Record<ShapeUnit, ShapeThresholds>> = {
  in: { balanced: 3.5, definedWaist: 7, fullMiddle: 2 },
  cm: { balanced: 9, definedWaist: 18, fullMiddle: 5 },
}

/** Bust, waist and hips in one unit. */
export interface ShapeMeasures {
  readonly bust: number
  readonly waist: number
  readonly hips: number
}

export const SHAPE_CONDITIONS = [
  'bust-hips-balanced',
  'hips-wider',
  'bust-wider',
  'waist-full',
  'waist-narrower',
  'waist-defined',
  'waist-soft',
] as const
export type ShapeCondition = (typeof SHAPE_CONDITIONS)[number]

/** Whether one condition holds for measurements typed in `unit`. */
export function conditionHolds(condition: ShapeCondition, m: ShapeMeasures, unit: ShapeUnit): boolean {
  const t = SHAPE_THRESHOLDS[unit]
  const hipsOverBust = m.hips - m.bust
  const hipsOverWaist = m.hips - m.waist
  const bustOverWaist = m.bust - m.waist
  switch (condition) {
    case 'bust-hips-balanced':
      return Math.abs(hipsOverBust) <= t.balanced
    case 'hips-wider':
      return hipsOverBust > t.balanced
    case 'bust-wider':
      return -hipsOverBust > t.balanced
    case 'waist-full':
      return hipsOverWaist <= t.fullMiddle
    case 'waist-narrower':
      return hipsOverWaist > t.fullMiddle
    case 'waist-defined':
      return bustOverWaist >= t.definedWaist && hipsOverWaist >= t.definedWaist
    case 'waist-soft':
      return hipsOverWaist > t.fullMiddle && (bustOverWaist < t.definedWaist || hipsOverWaist < t.definedWaist)
  }
}

/** Each shape's conditions, all of which must hold. Apple and hourglass first only for reading order. */
export const SHAPE_RULES: ReadonlyArray<{ readonly shape: BodyShapeId; readonly conditions: readonly ShapeCondition[] }> = [
  { shape: 'apple', conditions: ['waist-full'] },
  { shape: 'hourglass', conditions: ['bust-hips-balanced', 'waist-defined'] },
  { shape: 'pear', conditions: ['hips-wider', 'waist-narrower'] },
  { shape: 'inverted-triangle', conditions: ['bust-wider', 'waist-narrower'] },
  { shape: 'rectangle', conditions: ['bust-hips-balanced', 'waist-soft'] },
]

/** The shape the rules give; the first match, which is also the only one. */
export function decideShape(m: ShapeMeasures, unit: ShapeUnit): BodyShapeId {
  const rule = SHAPE_RULES.find((r) => r.conditions.every((c) => conditionHolds(c, m, unit)))
  // Unreachable: the conditions cover every case (tested); a rectangle is the neutral answer.
  return rule?.shape ?? 'rectangle'
}

const CONDITION_TEXT: Readonly<Record<ShapeCondition, MessageKey>> = {
  'bust-hips-balanced': 'analysis.shapeRule.balanced',
  'hips-wider': 'analysis.shapeRule.hipsWider',
  'bust-wider': 'analysis.shapeRule.bustWider',
  'waist-full': 'analysis.shapeRule.waistFull',
  'waist-narrower': 'analysis.shapeRule.waistNarrower',
  'waist-defined': 'analysis.shapeRule.waistDefined',
  'waist-soft': 'analysis.shapeRule.waistSoft',
}

/** A condition as a card prints it, with both units' thresholds, e.g. "Bust and hips within 3.5 in (9 cm) of each other". */
export function conditionText(condition: ShapeCondition): string {
  const inches = SHAPE_THRESHOLDS.in
  const cm = SHAPE_THRESHOLDS.cm
  return translate(CONDITION_TEXT[condition], {
    balancedIn: inches.balanced,
    balancedCm: cm.balanced,
    definedIn: inches.definedWaist,
    definedCm: cm.definedWaist,
    fullIn: inches.fullMiddle,
    fullCm: cm.fullMiddle,
  })
}

/** The measurement lines of a shape's card, in the order of its rule. */
export function shapeRuleLines(shape: BodyShapeId): string[] {
  const rule = SHAPE_RULES.find((r) => r.shape === shape)
  return rule ? rule.conditions.map(conditionText) : []
}
