import { BODY_LEVELS } from '../garment/product-fit.ts'
import { keyPieceById, matchesKeyPiece } from '../rule-book/key-pieces.ts'
import { COLOUR_GRADES } from '../rule-book/palette-fit.ts'
import { CATEGORIES, type CategoryId } from '../reference/categories.ts'
import { SEASONS, type SeasonId } from '../reference/seasons.ts'
import { STYLES, type StyleId } from '../rule-book/styles.ts'
import type { CatalogueIndex } from './catalogue-index.ts'
import type { RecommendationFocus, RecommendationMode } from './contract.ts'
import type { CompiledSegment } from './segment.ts'

/**
 * A list's order key: the match she sees first (a whole percentage), then how well the
 * product was read (its confidence, 0-100), both on the card and in "Why we picked it".
 * Equal keys keep catalogue order (newest first), so the order never depends on chance.
 */
export function orderKey(displayed: number, confidence: number): number {
  return displayed * 128 + confidence
}

/** The match a key carries. */
export function displayedOf(key: number): number {
  return Math.floor(key / 128)
}

/** The best k (index, key) pairs pushed so far: higher key first, earlier push first on ties. */
export class TopK {
  readonly idx: number[] = []
  readonly sc: number[] = []
  readonly k: number
  constructor(k: number) {
    this.k = k
  }

  /** The key a newcomer must beat to enter (-Infinity while there is room). */
  get floor(): number {
    return this.idx.length < this.k ? Number.NEGATIVE_INFINITY : this.sc[this.k - 1]!
  }

  push(i: number, s: number): void {
    const k = this.k
    const n = this.idx.length
    if (k === 0 || (n === k && s <= this.sc[k - 1]!)) return
    let lo = 0
    let hi = n
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.sc[mid]! >= s) lo = mid + 1
      else hi = mid
    }
    this.idx.splice(lo, 0, i)
    this.sc.splice(lo, 0, s)
    if (this.idx.length > k) {
      this.idx.pop()
      this.sc.pop()
    }
  }
}

/** What narrows the catalogue before scoring: the shopper's filters and the view. */
export interface CatalogueFilter {
  mode?: RecommendationMode | undefined
  category?: CategoryId | undefined
  season?: SeasonId | undefined
  style?: StyleId | undefined
  focus?: RecommendationFocus | undefined
  /** A key piece's id: only products that are that piece. */
  piece?: string | undefined
  /** Only the products with these ids (her favourites). */
  ids?: readonly string[] | undefined
}

const PALETTE_GRADES = new Set([COLOUR_GRADES.indexOf('best'), COLOUR_GRADES.indexOf('palette')])
const FLATTERS_LEVELS = new Set([BODY_LEVELS.indexOf('flatters'), BODY_LEVELS.indexOf('strong-flatters')])

/**
 * A predicate over product indexes: active, in the filter's category, season, style, focus
 * and key piece, and, in 'recommended', nothing the rule book tells her to avoid: a cut the
 * rules grade avoid for her shape, or a colour on her season's avoid list (her palette's
 * when she has no season). Those stay in
 * 'all', lower, with their reason.
 */
export function candidates(ix: CatalogueIndex, f: CatalogueFilter, cs?: CompiledSegment): (i: number) => boolean {
  const cat = f.category ? CATEGORIES.indexOf(f.category) : -1
  const seasonBit = f.season ? 1 << SEASONS.indexOf(f.season) : 0
  const styleBit = f.style ? 1 << STYLES.indexOf(f.style) : 0
  const shapeBit = f.mode === 'recommended' && cs && cs.body >= 0 ? 1 << cs.body : 0
  const colourBit = f.mode === 'recommended' && cs && cs.colour >= 0 ? 1 << cs.colour : 0
  const piece = f.piece ? keyPieceById(f.piece) : undefined
  const focus = focusTest(ix, f.focus, cs)
  const { active, category, season, style, avoidBody, avoidColour } = ix
  const ids = f.ids ? new Set(f.ids) : null
  return (i) =>
    active[i] === 1 &&
    (ids === null || ids.has(ix.products[i]!.id)) &&
    (cat < 0 || category[i] === cat) &&
    (seasonBit === 0 || (season[i]! & seasonBit) !== 0) &&
    (styleBit === 0 || (style[i]! & styleBit) !== 0) &&
    (avoidBody[i]! & shapeBit) === 0 &&
    (avoidColour[i]! & colourBit) === 0 &&
    (focus === null || focus(i)) &&
    (piece === undefined || matchesKeyPiece(piece, ix.attributes[i]!))
}

/** The dashboard's tiles: her shape's flattering cuts, her season's (else her palette's) colours, or what a model read. */
function focusTest(ix: CatalogueIndex, focus: RecommendationFocus | undefined, cs: CompiledSegment | undefined): ((i: number) => boolean) | null {
  if (!focus) return null
  if (focus === 'ai') return (i) => ix.byAi[i] === 1
  if (!cs) return () => false
  if (focus === 'shape') {
    if (cs.body < 0) return () => false
    const S = ix.shapeCount
    const ownBit = 1 << cs.body
    // Between two shapes: the other shape's flattering cuts too, unless they work against her own.
    return (i) =>
      FLATTERS_LEVELS.has(ix.bodyLevel[i * S + cs.body]!) ||
      (cs.alt >= 0 && (ix.avoidBody[i]! & ownBit) === 0 && FLATTERS_LEVELS.has(ix.bodyLevel[i * S + cs.alt]!))
  }
  if (cs.colour < 0) return () => false
  const P = ix.schemeCount
  return (i) => PALETTE_GRADES.has(ix.colourGrade[i * P + cs.colour]!)
}

/**
 * One pass over the catalogue: keys each candidate (orderKey of its displayed match and
 * confidence), keeps the best `k` whose match reaches `threshold` and counts all that reach
 * it. `displayed` gives a product's match as she sees it (whole percentage).
 */
export function scan(
  ix: CatalogueIndex,
  isCandidate: (i: number) => boolean,
  threshold: number,
  k: number,
  displayed: (i: number) => number,
): { top: number[]; keyOf: Map<number, number>; total: number } {
  const n = ix.products.length
  const { confidence } = ix
  let total = 0
  if (k > 512) {
    const all: Array<[number, number]> = []
    for (let i = 0; i < n; i++) {
      if (!isCandidate(i)) continue
      const d = displayed(i)
      if (d >= threshold) all.push([i, orderKey(d, confidence[i]!)])
    }
    all.sort((a, b) => b[1] - a[1] || a[0] - b[0])
    const kept = all.slice(0, k)
    return { top: kept.map((e) => e[0]), keyOf: new Map(kept), total: all.length }
  }
  const top = new TopK(k)
  for (let i = 0; i < n; i++) {
    if (!isCandidate(i)) continue
    const d = displayed(i)
    if (!(d >= threshold)) continue
    total++
    const key = orderKey(d, confidence[i]!)
    if (key > top.floor) top.push(i, key)
  }
  return { top: top.idx, keyOf: new Map(top.idx.map((i, j) => [i, top.sc[j]!])), total }
}
