import { translate } from '../i18n/translate.ts'
import { type FeatureKind, featureKind, featureLabel, REASON_KINDS } from './features.ts'
import { activeSignals, type Signal } from './signals.ts'

/**
 * A shopper's leanings, learned from her signals: per feature a weight in (-1, 1), positive
 * for what she saves and clicks, negative for what she says is not for her when she says
 * why (a colour, a cut, a style, a price). A "Not for me" without a reason teaches a look
 * instead: pieces like that one (the same kind and one more thing alike) go lower, and
 * nothing else (adjustments.ts). Each signal counts less as it ages (half-life
 * LEARNING.halfLifeDays), so last season's clicks fade.
 */
export const LEARNING = {
  halfLifeDays: 30,
  /** What one fresh signal adds to each feature it speaks about. */
  points: { save: 1, click: 0.5, rejectWithReason: -1.5, reject: -0.6 },
  /** Evidence summed past this saturates: weight = tanh(sum / saturation). */
  saturation: 4,
  /** How much each kind of feature moves a product (colour most: she sees it first). */
  kindScale: { colour: 1, category: 0.5, type: 0.8, silhouette: 0.7, pattern: 0.8, brand: 0.5, price: 0.8 } satisfies Record<FeatureKind, number>,
  /** Match points a leaning of weight 1 moves a product, times its kind's scale. */
  pointsPerLeaning: 16,
  /** Match points one fresh "Not for me" takes from a piece exactly like it (less for pieces less alike). */
  lookPoints: 12,
  /** A lift applies in full to a match this far below 100, and shrinks to nothing at 100 (adjustments.ts appliedPoints). */
  liftRoom: 80,
  /** The most her history adds to a match, and takes from it. */
  maxUp: 20,
  maxDown: 30,
  /** A leaning that moves a match by fewer points than this is neither applied nor told. */
  minPoints: 1,
} as const

const DAY_MS = 86_400_000

/** What makes two pieces alike for a "Not for me": indexes into the rule book's lists, -1 when not read. */
export interface Look {
  type: number
  silhouette: number
  colourFamily: number
  /** STYLES bits. */
  styles: number
}

/** What the learner knows of a product: its features, its look and its name (for the card's "because"). */
export interface ProductFacts {
  features: readonly string[]
  name: string
  look: Look
}

/** A piece she said "Not for me" to without a reason: pieces like it go lower. */
export interface RejectedLook extends Look {
  productId: string
  productName: string
  /** Its decayed weight, 0..1. */
  weight: number
}

/** The feature key of a rejected look, what "forget" names to undo it ("look:<product id>"). */
export function lookKey(productId: string): string {
  return `look:${productId}`
}

export interface Evidence {
  productId: string
  productName: string
  kind: 'save' | 'click' | 'reject'
  /** The signed, decayed contribution. */
  weight: number
}

export interface Leanings {
  /** Feature key -> weight in (-1, 1); features with no evidence are absent. */
  weights: Map<string, number>
  /** Feature key -> the signal that moved it most in its weight's direction. */
  evidence: Map<string, Evidence>
  /** Products she said "Not for me" to: removed from her lists. */
  rejected: Set<string>
  /** Looks she turned down without a reason, newest first. */
  looks: RejectedLook[]
}

export function decayOf(ageMs: number, halfLifeDays: number = LEARNING.halfLifeDays): number {
  if (ageMs <= 0) return 1
  return 0.5 ** (ageMs / (halfLifeDays * DAY_MS))
}

/**
 * The leanings at `now` from a history of signals. `facts` tells what a product is (null
 * for a product no longer in the catalogue: its signal then teaches nothing). A 'forget'
 * of a feature drops what came before it for that feature.
 */
export function learnLeanings(signals: readonly Signal[], facts: (productId: string) => ProductFacts | null, now: number): Leanings {
  const active = activeSignals(signals)
  const forgotten = new Map<string, number>()
  for (const s of active) if (s.kind === 'forget') forgotten.set(s.ref, Math.max(forgotten.get(s.ref) ?? 0, s.at))
  const sums = new Map<string, number>()
  const evidence = new Map<string, Evidence>()
  const rejected = new Set<string>()
  const looks = new Map<string, RejectedLook>()
  const P = LEARNING.points
  for (const s of active) {
    if (s.kind === 'forget' || s.kind === 'undo') continue
    if (s.kind === 'reject') rejected.add(s.ref)
    const f = facts(s.ref)
    if (!f) continue
    const decay = decayOf(now - s.at)
    let points: number
    let kinds: readonly FeatureKind[] | null = null
    if (s.kind === 'save') points = P.save
    else if (s.kind === 'click') points = P.click
    else if (s.reason) {
      points = P.rejectWithReason
      kinds = REASON_KINDS[s.reason]
    } else {
      if ((forgotten.get(lookKey(s.ref)) ?? -1) < s.at) looks.set(s.ref, { ...f.look, productId: s.ref, productName: f.name, weight: decay })
      continue
    }
    for (const key of f.features) {
      const kind = featureKind(key)
      if (!kind || (kinds && !kinds.includes(kind))) continue
      if ((forgotten.get(key) ?? -1) >= s.at) continue
      const w = points * decay
      sums.set(key, (sums.get(key) ?? 0) + w)
      // Keep the strongest piece of evidence each way; the weight's sign picks one below.
      const slot = `${key}\u0000${w > 0 ? '+' : '-'}`
      const held = evidence.get(slot)
      if (!held || Math.abs(w) >= Math.abs(held.weight)) evidence.set(slot, { productId: s.ref, productName: f.name, kind: s.kind, weight: w })
    }
  }
  const weights = new Map<string, number>()
  const chosen = new Map<string, Evidence>()
  for (const [key, sum] of sums) {
    const w = Math.tanh(sum / LEARNING.saturation)
    if (Math.abs(w) < 1e-6) continue
    weights.set(key, w)
    const e = evidence.get(`${key}\u0000${w > 0 ? '+' : '-'}`)
    if (e) chosen.set(key, e)
  }
  return { weights, evidence: chosen, rejected, looks: [...looks.values()].reverse() }
}

/** Points a leaning of weight `w` on a feature moves a product's match by (before the bounds of adjustments.ts). */
export function leaningPoints(feature: string, w: number): number {
  const kind = featureKind(feature)
  return kind ? w * LEARNING.kindScale[kind] * LEARNING.pointsPerLeaning : 0
}

export interface LearnedLeaning {
  feature: string
  /** 'more' for what she leans to, 'less' for what she leans away from. */
  direction: 'more' | 'less'
  /** In plain words: 'More blue colours', 'Fewer wrap cuts'. */
  text: string
  strength: number
}

/**
 * What "What we've learned" shows: every leaning that moves a card (the same threshold the
 * cards use, adjustments.ts), strongest first, and every look she turned down. Its
 * `feature` is what "Remove" forgets.
 */
export function describeLeanings(l: Leanings, max = 12): LearnedLeaning[] {
  const out: LearnedLeaning[] = []
  for (const [feature, w] of l.weights) {
    if (Math.abs(leaningPoints(feature, w)) < LEARNING.minPoints) continue
    const direction = w > 0 ? 'more' : 'less'
    const label = featureLabel(feature)
    out.push({ feature, direction, text: translate(direction === 'more' ? 'learning.leaning.more' : 'learning.leaning.less', { label }), strength: Math.round(Math.abs(w) * 100) / 100 })
  }
  for (const look of l.looks) {
    if (look.weight * LEARNING.lookPoints < LEARNING.minPoints) continue
    out.push({ feature: lookKey(look.productId), direction: 'less', text: translate('learning.leaning.like', { name: look.productName }), strength: Math.round(look.weight * 100) / 100 })
  }
  out.sort((a, b) => b.strength - a.strength || a.feature.localeCompare(b.feature))
  return out.slice(0, max)
}
