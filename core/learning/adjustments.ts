import { translate } from '../i18n/translate.ts'
import { BODY_SHAPES, type BodyShapeId } from '../rule-book/body-shapes.ts'
import { COLOUR_FAMILIES } from '../rule-book/colours.ts'
import { GARMENT_TYPES, PATTERNS, SILHOUETTES } from '../garment/attributes.ts'
import { CATEGORIES } from '../reference/categories.ts'
import type { CatalogueIndex } from '../recommendation/catalogue-index.ts'
import type { LearnedAdjustment } from '../recommendation/contract.ts'
import { PRICE_BANDS } from '../recommendation/price-bands.ts'
import { segmentTop } from '../recommendation/engines.ts'
import type { Segment } from '../recommendation/segment.ts'
import { FEATURE_KINDS, type FeatureKind, featureKind, featuresAt, lookAt } from './features.ts'
import { type Evidence, LEARNING, type Leanings, leaningPoints, learnLeanings, type Look, type RejectedLook } from './leanings.ts'
import type { Signal } from './signals.ts'

/**
 * Her history as points on the match she sees (issue 24): the fit engine adds them to each
 * product's score before ordering, so the order is always the order of the displayed match,
 * and the card says how many points her history gave or took and why.
 *
 * - A leaning on a feature (she saved red pieces; she said a cut was not for her) moves the
 *   products with that feature by the leaning's points (leanings.ts), one feature per kind.
 * - A "Not for me" without a reason moves only pieces like the one she turned down: the same
 *   kind of garment and at least one more thing alike (cut, colour family or style), by up to
 *   LEARNING.lookPoints, more the more alike. Never a whole category, never unrelated pieces.
 * - In all, at most LEARNING.maxUp points up and LEARNING.maxDown down; a cut the rules grade
 *   avoid for her shape is never lifted. Products she turned down are not shown at all.
 */
export interface Adjuster {
  /** Product indexes she said "Not for me" to. */
  readonly rejected: ReadonlySet<number>
  /** The points her history adds to product i's match (0 when it moves it less than LEARNING.minPoints). */
  points(i: number): number
  /** The card's account of the `shown` points her history moved product i's displayed match by, and why; null when it did not move. */
  explain(i: number, shown: number): LearnedAdjustment | null
}

/**
 * The points a lift may add to a match of `base` (0-100): all of it far below 100, less as
 * the match nears 100, none at 100. So a lift promotes pieces from further down her list
 * rather than reshuffling the ones the fit already put first, and no match passes 100.
 * What she turned down takes its points whatever the match.
 */
export function appliedPoints(points: number, base: number): number {
  if (points <= 0) return points
  return points * Math.max(0, Math.min(1, (100 - base) / LEARNING.liftRoom))
}

/** How alike a piece is to a look she turned down: 0, or 2/4 to 4/4 (kind, and cut, colour family, style). */
export function similarity(a: Look, b: Look): number {
  if (a.type < 0 || a.type !== b.type) return 0
  let shared = 1
  if (a.silhouette >= 0 && a.silhouette === b.silhouette) shared++
  if (a.colourFamily >= 0 && a.colourFamily === b.colourFamily) shared++
  if ((a.styles & b.styles) !== 0) shared++
  return shared >= 2 ? shared / 4 : 0
}

interface KindTable {
  /** Points per value index of the kind. */
  points: Float64Array
  evidence: Array<Evidence | undefined>
}

/** Per kind of feature, the value index of product i (-1 for none). */
function valueAt(ix: CatalogueIndex, kind: FeatureKind, i: number): number {
  switch (kind) {
    case 'colour':
      return ix.colourFamily[i]!
    case 'category':
      return ix.category[i]!
    case 'type':
      return ix.garmentType[i]!
    case 'silhouette':
      return ix.silhouette[i]!
    case 'pattern':
      return ix.pattern[i]!
    case 'brand':
      return ix.brand[i]!
    case 'price':
      return ix.priceBand[i]!
  }
}

/** The value list of a kind, to turn a feature key's value into an index. */
function valuesOf(ix: CatalogueIndex, kind: FeatureKind): readonly string[] {
  switch (kind) {
    case 'colour':
      return COLOUR_FAMILIES
    case 'category':
      return CATEGORIES
    case 'type':
      return GARMENT_TYPES
    case 'silhouette':
      return SILHOUETTES
    case 'pattern':
      return PATTERNS
    case 'brand':
      return ix.brands
    case 'price':
      return PRICE_BANDS.map((b) => b.key)
  }
}


/**
 * Her leanings compiled against one catalogue snapshot; null when they move nothing.
 * `population` is what her list is drawn from (the products her answers do not rule out):
 * a lift is measured against what is usual there.
 */
export function compileAdjuster(
  ix: CatalogueIndex,
  byId: ReadonlyMap<string, number>,
  l: Leanings,
  shape: BodyShapeId | null,
  population: (i: number) => boolean = (i) => ix.active[i] === 1,
): Adjuster | null {
  const rejected = new Set<number>()
  for (const id of l.rejected) {
    const i = byId.get(id)
    if (i !== undefined) rejected.add(i)
  }
  const tables = new Map<FeatureKind, KindTable>()
  for (const [feature, w] of l.weights) {
    const kind = featureKind(feature)
    if (!kind) continue
    const points = leaningPoints(feature, w)
    if (Math.abs(points) < LEARNING.minPoints) continue
    const values = valuesOf(ix, kind)
    const k = values.indexOf(feature.slice(feature.indexOf(':') + 1))
    if (k < 0) continue
    let table = tables.get(kind)
    if (!table) {
      table = { points: new Float64Array(values.length), evidence: [] }
      tables.set(kind, table)
    }
    table.points[k] = points
    table.evidence[k] = l.evidence.get(feature)
  }
  const looks = l.looks.filter((look) => look.weight * LEARNING.lookPoints >= LEARNING.minPoints)
  if (tables.size === 0 && looks.length === 0 && rejected.size === 0) return null
  const kinds = FEATURE_KINDS.filter((k) => tables.has(k))
  const avoidBit = shape ? 1 << BODY_SHAPES.indexOf(shape) : 0

  // What a product gets from the feature leanings, measured from her list's average per kind: her
  // saves lift what sets a piece apart from the rest (saving three red dresses lifts red dresses, not every
  // dress and every red thing alike), and a broad history of saves moves little. Only lifts are measured so;
  // what she said she does not want (a reason) takes its full points off, from the pieces that have it.
  const centre = new Map<FeatureKind, number>()
  for (const kind of kinds) {
    const table = tables.get(kind)!
    let sum = 0
    let count = 0
    for (let i = 0; i < ix.products.length; i++) {
      if (!population(i)) continue
      count++
      const v = valueAt(ix, kind, i)
      const p = v < 0 ? 0 : table.points[v]!
      if (p > 0) sum += p
    }
    centre.set(kind, count === 0 ? 0 : sum / count)
  }

  /** Every contribution to product i's points, each with what explains it. */
  function contributions(i: number): Array<{ points: number; evidence?: Evidence | undefined; look?: RejectedLook }> {
    const out: Array<{ points: number; evidence?: Evidence | undefined; look?: RejectedLook }> = []
    for (const kind of kinds) {
      const v = valueAt(ix, kind, i)
      if (v < 0) continue
      const table = tables.get(kind)!
      const p = table.points[v]!
      const net = p > 0 ? Math.max(0, p - centre.get(kind)!) : p
      if (net !== 0) out.push({ points: net, evidence: table.evidence[v] })
    }
    if (looks.length > 0) {
      const mine = lookAt(ix, i)
      for (const look of looks) {
        const sim = similarity(mine, look)
        if (sim > 0) out.push({ points: -LEARNING.lookPoints * look.weight * sim, look })
      }
    }
    return out
  }

  // Per kind, each value's net points (what contributions() reports), as flat arrays: points() runs for
  // every product of the catalogue on every request with a history, so it allocates nothing.
  const net = kinds.map((kind) => {
    const table = tables.get(kind)!
    const c = centre.get(kind)!
    return { kind, points: table.points.map((p) => (p > 0 ? Math.max(0, p - c) : p)) }
  })

  // Only a piece of the same kind can be like a look she turned down.
  const looksByType = new Map<number, RejectedLook[]>()
  for (const look of looks) if (look.type >= 0) looksByType.set(look.type, [...(looksByType.get(look.type) ?? []), look])

  function points(i: number): number {
    let sum = 0
    for (const { kind, points: byValue } of net) {
      const v = valueAt(ix, kind, i)
      if (v >= 0) sum += byValue[v]!
    }
    const alike = looksByType.get(ix.garmentType[i]!)
    if (alike) {
      const mine = lookAt(ix, i)
      for (const look of alike) {
        const sim = similarity(mine, look)
        if (sim > 0) sum -= LEARNING.lookPoints * look.weight * sim
      }
    }
    const bounded = Math.max(-LEARNING.maxDown, Math.min(LEARNING.maxUp, sum))
    // A cut that works against her shape never rises for what she liked elsewhere.
    const points = (ix.avoidBody[i]! & avoidBit) !== 0 ? Math.min(0, bounded) : bounded
    return Math.abs(points) < LEARNING.minPoints ? 0 : points
  }

  function explain(i: number, shown: number): LearnedAdjustment | null {
    const whole = Math.round(shown)
    if (whole === 0) return null
    const p = points(i)
    // The contribution that pushed most in the direction of the whole.
    let best: ReturnType<typeof contributions>[number] | null = null
    for (const c of contributions(i)) if (Math.sign(c.points) === Math.sign(p) && (!best || Math.abs(c.points) > Math.abs(best.points))) best = c
    if (!best) return null
    let text: string
    if (best.look) text = translate('learning.reason.like', { name: best.look.productName })
    else if (best.evidence) {
      const key = best.evidence.kind === 'save' ? 'learning.reason.saved' : best.evidence.kind === 'click' ? 'learning.reason.clicked' : 'learning.reason.rejected'
      text = translate(key, { name: best.evidence.productName })
    } else return null
    return { points: whole, text }
  }

  return { rejected, points, explain }
}

/** Her leanings at `now`, each signalled product read from the catalogue index (a product gone teaches nothing). */
export function leaningsFromIndex(ix: CatalogueIndex, byId: ReadonlyMap<string, number>, signals: readonly Signal[], now: number): Leanings {
  return learnLeanings(
    signals,
    (id) => {
      const i = byId.get(id)
      return i === undefined ? null : { features: featuresAt(ix, i), name: ix.labels.get(i).name, look: lookAt(ix, i) }
    },
    now,
  )
}

/** How much of her list a lift is measured against: the dashboard's first eight pages, what she is shown and acts on. */
export const LIFT_POPULATION = 96

/**
 * The adjuster for her history and answers. A lift is measured against the first pages of
 * her list before her history: saving what the fit already put first teaches little, saving
 * what sets pieces apart from that list teaches much.
 */
export function adjusterFor(ix: CatalogueIndex, byId: ReadonlyMap<string, number>, signals: readonly Signal[], segment: Segment, now: number): Adjuster | null {
  const l = leaningsFromIndex(ix, byId, signals, now)
  if (l.weights.size === 0 && l.looks.length === 0 && l.rejected.size === 0) return null
  const top = new Set(segmentTop(ix, segment, LIFT_POPULATION))
  return compileAdjuster(ix, byId, l, segment.shape, (i) => top.has(i))
}
