import type { BodyShapeId } from './body-shapes.ts'
import { classifyFfit, type FfitFigure, type ShapeMeasures } from './measurement-rules.ts'

/**
 * How far a tape measure strays: 1 in (2.5 cm). Moving the tape slightly re-classes about 40%
 * of women (Ergonomics, 2021, doi 10.1080/00140139.2021.1902572), so a shape is only as sure as
 * the shapes of the measurements a tape-width away.
 */
export const STABILITY_STEP_IN = 1

/** The measurements the shape reads, in the order variants are made (shoulders never change it). */
const MOVED_FIELDS = ['bust', 'waist', 'hips', 'highHip'] as const
type MovedField = (typeof MOVED_FIELDS)[number]

/**
 * 'alone' (what the helper does): each measurement moved by −1 in and +1 in on its own,
 * the others as taken: one misplaced tape, 6 variants (8 with a high hip).
 * 'combined' (bench:shape prints it beside): every combination of −1, 0 and +1 in over the
 * measurements given, the exact one left out: 26 variants (80 with a high hip). Every
 * measurement off at once is rarer than one, and near any boundary nearly every body flips
 * under it, so the helper does not use it.
 */
export type StabilityMode = 'alone' | 'combined'

export interface ShapeStability {
  /** The shape at her exact measurements: the one she is offered first. */
  readonly primary: BodyShapeId
  readonly figure: FfitFigure
  /**
   * The other shape she sits on the edge of, or null when every variant keeps the primary
   * and her high hip, if missing, would not change it: the most frequent shape among the
   * variants that flip (ties: the one a variant reached first in MOVED_FIELDS order, minus
   * before plus); without flips, the shape her missing high hip could give.
   */
  readonly alternative: BodyShapeId | null
  /** Why there is an alternative: a tape-width flips her, or only a missing high hip leaves it open. */
  readonly cause: 'tape' | 'high-hip' | null
  /** Variants made, and how many of them flipped to another shape. */
  readonly variants: number
  readonly flips: number
  /** Every other shape reached, most frequent first, with its count. */
  readonly others: ReadonlyArray<{ readonly shape: BodyShapeId; readonly count: number }>
}

function present(m: ShapeMeasures): MovedField[] {
  return MOVED_FIELDS.filter((f) => m[f] !== undefined)
}

/** The moves of a mode over the measurements given, in a fixed order. */
function variantMoves(m: ShapeMeasures, mode: StabilityMode, step = STABILITY_STEP_IN): Array<Partial<Record<MovedField, number>>> {
  const fields = present(m)
  if (mode === 'alone') return fields.flatMap((f) => [{ [f]: -step }, { [f]: step }])
  const out: Array<Partial<Record<MovedField, number>>> = []
  const total = 3 ** fields.length
  for (let code = 0; code < total; code++) {
    const move: Partial<Record<MovedField, number>> = {}
    let c = code
    for (const f of fields) {
      const k = (c % 3) - 1
      c = Math.floor(c / 3)
      if (k !== 0) move[f] = k * step
    }
    if (Object.keys(move).length > 0) out.push(move)
  }
  return out
}

function moved(m: ShapeMeasures, move: Partial<Record<MovedField, number>>): ShapeMeasures {
  return {
    ...m,
    bust: m.bust + (move.bust ?? 0),
    waist: m.waist + (move.waist ?? 0),
    hips: m.hips + (move.hips ?? 0),
    highHip: m.highHip === undefined ? undefined : m.highHip + (move.highHip ?? 0),
  }
}

/**
 * Her shape, and whether it holds a tape-width away: each measurement (in inches) moved by
 * ±STABILITY_STEP_IN, re-classified by the rule book. Pure; a value moved to zero or below
 * is left out (it is not a body).
 */
export function shapeStability(m: ShapeMeasures, mode: StabilityMode = 'alone'): ShapeStability {
  const exact = classifyFfit(m)
  const counts = new Map<BodyShapeId, number>()
  let variants = 0
  let flips = 0
  for (const move of variantMoves(m, mode)) {
    const v = moved(m, move)
    if (v.bust <= 0 || v.waist <= 0 || v.hips <= 0 || (v.highHip !== undefined && v.highHip <= 0)) continue
    variants++
    const shape = classifyFfit(v).shape
    if (shape === exact.shape) continue
    flips++
    // Map keeps first-reached order, so a stable sort by count breaks ties by that order.
    counts.set(shape, (counts.get(shape) ?? 0) + 1)
  }
  const others = [...counts].map(([shape, count]) => ({ shape, count })).sort((a, b) => b.count - a.count)
  const byTape = others[0]?.shape ?? null
  const byHighHip = exact.undecided[0] ?? null
  return {
    primary: exact.shape,
    figure: exact.figure,
    alternative: byTape ?? byHighHip,
    cause: byTape ? 'tape' : byHighHip ? 'high-hip' : null,
    variants,
    flips,
    others,
  }
}

/**
 * The alternative to keep beside the shape she chose: the other shape of her reading when
 * she chose one of the two, none when she chose a third shape or her reading is stable.
 */
export function alternativeBeside(chosen: BodyShapeId | undefined, reading: Pick<ShapeStability, 'primary' | 'alternative'> | null): BodyShapeId | null {
  if (!chosen || !reading?.alternative) return null
  if (chosen === reading.primary) return reading.alternative
  if (chosen === reading.alternative) return reading.primary
  return null
}
