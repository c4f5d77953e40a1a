import { translate, type MessageKey } from '../i18n/translate.ts'
import type { BodyShapeId } from './body-shapes.ts'

/**
 * The one rule set that turns measurements into a body shape: FFIT, the Female Figure
 * Identification Technique (Simmons, Istook and Devarajan, 2004, "Female Figure
 * Identification Technique (FFIT) for Apparel, Part I", Journal of Textile and Apparel,
 * Technology and Management 4(1)), mapped to the app's five shapes. The helper decides
 * with it and the shape cards print it.
 *
 * - FFIT works in inches, on bust (B), waist (W), hips (H) and high hip (HH). Centimetres
 *   are divided by 2.54 first, so a measurement in either unit gets the same shape.
 * - HH/W is a ratio (1.193), not a difference in inches.
 * - FFIT has no apple: ours is a waist within APPLE_MARGIN of both bust and hips, or wider
 *   (the "usual rule" in docs/fit/body-shape.md), tried before any FFIT figure, because a
 *   waist that is the fullest part decides how clothes hang whatever bust and hips do.
 * - FFIT's rules overlap (spoon and rectangle, spoon and triangle) and leave two gaps (a bust
 *   10 in or more over the hips with a defined waist; hips 3.6 in or more over the bust with
 *   a waist 9 in under them that is neither spoon nor bottom hourglass). FFIT_RULES is tried
 *   in order, FFIT's own order, and two last rules fill the gaps, so every set of
 *   measurements gets exactly one figure (measurement-rules.test.ts proves it with fast-check).
 * - Shoulders: FFIT does not use them, and we found no published rule on shoulder
 *   circumference we could check, so they never change the shape. She may record them;
 *   they are kept with her measurements.
 * - Without a high hip, the spoon and bottom-hourglass tests cannot be decided: they count
 *   as not holding, the measurements fall through to the later rules, and the reading
 *   names the shape the missing high hip could have given (`undecided`), so the helper can
 *   say she sits between two shapes and ask for her high hip.
 */
/** The units a measurement may be typed in (the profile's MeasurementUnit). */
type ShapeUnit = 'in' | 'cm'

export const CM_PER_INCH = 2.54

/** FFIT's thresholds, in inches except the high-hip ratio (Simmons, Istook and Devarajan 2004, table 2). */
const FFIT_THRESHOLDS = {
  /** Hourglass: the bust at most this much over the hips. */
  hourglassBustOverHips: 1,
  /** Bust and hips this far apart (or more) make the wider one lead: triangle, inverted triangle, bottom hourglass; closer is rectangle. */
  balance: 3.6,
  /** Hourglass and top hourglass: the waist at least this much under the bust; rectangle and inverted triangle: less. */
  waistUnderBust: 9,
  /** Hourglass: the waist at least this much under the hips; rectangle: less. */
  waistUnderHips: 10,
  /** Bottom hourglass: the waist at least this much under the hips; triangle: less. */
  bottomWaistUnderHips: 9,
  /** Top and bottom hourglass: the leading measurement less than this much over the other. */
  limit: 10,
  /** Spoon: the hips more than this much over the bust ... */
  spoonHipsOverBust: 2,
  /** ... and the waist at least this much under the hips. */
  spoonWaistUnderHips: 7,
  /** High hip over waist, a ratio: spoon at or above it, bottom hourglass below it. */
  highHipRatio: 1.193,
} as const

/** Our apple (not FFIT's): the waist at most this many inches under both bust and hips, or wider (2 in, 5.1 cm). */
const APPLE_MARGIN = 2

/** Bust, waist and hips in inches, with the optional high hip and shoulders. */
export interface ShapeMeasures {
  readonly bust: number
  readonly waist: number
  readonly hips: number
  readonly highHip?: number | undefined
  readonly shoulders?: number | undefined
}

/** The figure a set of measurements gets: FFIT's seven, our apple, and the two gaps FFIT leaves. */
export const FFIT_FIGURES = [
  'apple',
  'hourglass',
  'bottom-hourglass',
  'top-hourglass',
  'spoon',
  'triangle',
  'inverted-triangle',
  'rectangle',
  'bust-led',
  'hips-led',
] as const
export type FfitFigure = (typeof FFIT_FIGURES)[number]

/** A rule's verdict: 'unknown' when only the missing high hip stands between it and holding. */
type RuleVerdict = 'yes' | 'no' | 'unknown'

interface FfitRule {
  readonly figure: FfitFigure
  readonly shape: BodyShapeId
  /** Whether the figure's conditions hold, for measurements in inches. */
  readonly holds: (m: ShapeMeasures) => RuleVerdict
}

/**
 * A difference in inches, to a millionth: 39.6 − 36 is 3.6, not 3.6000000000000014, so a
 * measurement exactly on a threshold lands on the side the paper puts it.
 */
function diff(a: number, b: number): number {
  return Math.round((a - b) * 1e6) / 1e6
}

/** HH/W to a millionth, or undefined without a high hip. */
export function highHipRatio(m: ShapeMeasures): number | undefined {
  return m.highHip === undefined ? undefined : Math.round((m.highHip / m.waist) * 1e6) / 1e6
}

const T = FFIT_THRESHOLDS
const verdict = (b: boolean): RuleVerdict => (b ? 'yes' : 'no')
/** The rest of a rule holds and the high hip decides; unknown without one. */
function withHighHip(rest: boolean, m: ShapeMeasures, test: (ratio: number) => boolean): RuleVerdict {
  if (!rest) return 'no'
  const ratio = highHipRatio(m)
  return ratio === undefined ? 'unknown' : verdict(test(ratio))
}

/**
 * The rules in the order they are tried; the first that holds decides. Apple first (ours),
 * then FFIT's seven in the paper's order, then the two gaps. Under each, what FFIT says.
 */
export const FFIT_RULES: readonly FfitRule[] = [
  {
    figure: 'apple',
    shape: 'apple',
    holds: (m) => verdict(diff(m.bust, m.waist) <= APPLE_MARGIN && diff(m.hips, m.waist) <= APPLE_MARGIN),
  },
  {
    // (B − H) ≤ 1 and (H − B) < 3.6 and ((B − W) ≥ 9 or (H − W) ≥ 10)
    figure: 'hourglass',
    shape: 'hourglass',
    holds: (m) =>
      verdict(
        diff(m.bust, m.hips) <= T.hourglassBustOverHips &&
          diff(m.hips, m.bust) < T.balance &&
          (diff(m.bust, m.waist) >= T.waistUnderBust || diff(m.hips, m.waist) >= T.waistUnderHips),
      ),
  },
  {
    // 3.6 ≤ (H − B) < 10 and (H − W) ≥ 9 and HH/W < 1.193: an hourglass whose hips lead.
    figure: 'bottom-hourglass',
    shape: 'hourglass',
    holds: (m) =>
      withHighHip(
        diff(m.hips, m.bust) >= T.balance && diff(m.hips, m.bust) < T.limit && diff(m.hips, m.waist) >= T.bottomWaistUnderHips,
        m,
        (r) => r < T.highHipRatio,
      ),
  },
  {
    // 1 < (B − H) < 10 and (B − W) ≥ 9: an hourglass whose bust leads.
    figure: 'top-hourglass',
    shape: 'hourglass',
    holds: (m) => verdict(diff(m.bust, m.hips) > T.hourglassBustOverHips && diff(m.bust, m.hips) < T.limit && diff(m.bust, m.waist) >= T.waistUnderBust),
  },
  {
    // (H − B) > 2 and (H − W) ≥ 7 and HH/W ≥ 1.193: hips that shelf out from the high hip.
    figure: 'spoon',
    shape: 'pear',
    holds: (m) => withHighHip(diff(m.hips, m.bust) > T.spoonHipsOverBust && diff(m.hips, m.waist) >= T.spoonWaistUnderHips, m, (r) => r >= T.highHipRatio),
  },
  {
    // (H − B) ≥ 3.6 and (H − W) < 9
    figure: 'triangle',
    shape: 'pear',
    holds: (m) => verdict(diff(m.hips, m.bust) >= T.balance && diff(m.hips, m.waist) < T.bottomWaistUnderHips),
  },
  {
    // (B − H) ≥ 3.6 and (B − W) < 9
    figure: 'inverted-triangle',
    shape: 'inverted-triangle',
    holds: (m) => verdict(diff(m.bust, m.hips) >= T.balance && diff(m.bust, m.waist) < T.waistUnderBust),
  },
  {
    // (H − B) < 3.6 and (B − H) < 3.6 and (B − W) < 9 and (H − W) < 10
    figure: 'rectangle',
    shape: 'rectangle',
    holds: (m) =>
      verdict(
        diff(m.hips, m.bust) < T.balance &&
          diff(m.bust, m.hips) < T.balance &&
          diff(m.bust, m.waist) < T.waistUnderBust &&
          diff(m.hips, m.waist) < T.waistUnderHips,
      ),
  },
  {
    // FFIT's gap: (B − H) ≥ 10 with (B − W) ≥ 9, too far apart for a top hourglass. The bust leads.
    figure: 'bust-led',
    shape: 'inverted-triangle',
    holds: (m) => verdict(diff(m.bust, m.hips) >= T.limit && diff(m.bust, m.waist) >= T.waistUnderBust),
  },
  {
    // FFIT's gap: (H − B) ≥ 3.6 with (H − W) ≥ 9 that is neither bottom hourglass nor spoon
    // (hips 10 in or more over the bust with a low high hip, or no high hip). The hips lead.
    figure: 'hips-led',
    shape: 'pear',
    holds: (m) => verdict(diff(m.hips, m.bust) >= T.balance && diff(m.hips, m.waist) >= T.bottomWaistUnderHips),
  },
]

interface FfitReading {
  readonly shape: BodyShapeId
  readonly figure: FfitFigure
  /**
   * Shapes a rule tried before the deciding one would have given, had her high hip been
   * known (empty with a high hip, and never the decided shape).
   */
  readonly undecided: readonly BodyShapeId[]
}

/**
 * The figure and shape of measurements in inches: the first rule of FFIT_RULES that holds.
 * Total: the last two rules cover what FFIT leaves open (measurement-rules.test.ts).
 */
export function classifyFfit(m: ShapeMeasures): FfitReading {
  const undecided: BodyShapeId[] = []
  for (const rule of FFIT_RULES) {
    const v = rule.holds(m)
    if (v === 'yes') return { shape: rule.shape, figure: rule.figure, undecided: undecided.filter((s) => s !== rule.shape) }
    if (v === 'unknown' && !undecided.includes(rule.shape)) undecided.push(rule.shape)
  }
  // Unreachable for positive measurements (proved over random ones); a rectangle is the neutral answer.
  return { shape: 'rectangle', figure: 'rectangle', undecided: [] }
}

/** Measurements typed in `unit` as inches (unrounded, so a unit never moves a boundary). */
export function measuresInInches(m: ShapeMeasures, unit: ShapeUnit): ShapeMeasures {
  if (unit === 'in') return m
  const inch = (v: number | undefined) => (v === undefined ? undefined : v / CM_PER_INCH)
  return { bust: m.bust / CM_PER_INCH, waist: m.waist / CM_PER_INCH, hips: m.hips / CM_PER_INCH, highHip: inch(m.highHip), shoulders: inch(m.shoulders) }
}

/** A threshold in inches as a card prints it, with centimetres: "3.6 in (9.1 cm)". */
export function thresholdText(inches: number): string {
  return translate('analysis.shapeRule.amount', { inches, cm: Math.round(inches * CM_PER_INCH * 10) / 10 })
}

/** The values every rule text may quote, each in both units. */
export function thresholdParams(): Record<string, string | number> {
  return {
    apple: thresholdText(APPLE_MARGIN),
    one: thresholdText(T.hourglassBustOverHips),
    balance: thresholdText(T.balance),
    underBust: thresholdText(T.waistUnderBust),
    underHips: thresholdText(T.waistUnderHips),
    bottomUnderHips: thresholdText(T.bottomWaistUnderHips),
    limit: thresholdText(T.limit),
    ratio: T.highHipRatio,
  }
}

/**
 * What each shape's card prints about measurements (before what the eye sees): the FFIT
 * figure the shape is mostly made of, in words. The cards print the main figure; the helper's
 * explanation names the exact figure that decided.
 */
const CARD_LINES: Readonly<Record<BodyShapeId, readonly MessageKey[]>> = {
  apple: ['analysis.shapeRule.apple'],
  hourglass: ['analysis.shapeRule.hourglassBalance', 'analysis.shapeRule.hourglassWaist'],
  pear: ['analysis.shapeRule.pearHips', 'analysis.shapeRule.pearWaist'],
  'inverted-triangle': ['analysis.shapeRule.invertedBust', 'analysis.shapeRule.invertedWaist'],
  rectangle: ['analysis.shapeRule.rectangleBalance', 'analysis.shapeRule.rectangleWaist'],
}

/** The measurement lines of a shape's card. */
export function shapeRuleLines(shape: BodyShapeId): string[] {
  const params = thresholdParams()
  return CARD_LINES[shape].map((key) => translate(key, params))
}
