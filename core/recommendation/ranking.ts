import { CATEGORIES, type CategoryId } from '../reference/categories.ts'
import { SEASONS, type SeasonId } from '../reference/seasons.ts'
import { STYLES, type StyleId } from '../rule-book/styles.ts'
import type { CatalogueIndex } from './catalogue-index.ts'

/** The best k (index, score) pairs pushed so far: higher score first, earlier push first on ties. */
export class TopK {
  readonly idx: number[] = []
  readonly sc: number[] = []
  readonly k: number
  constructor(k: number) {
    this.k = k
  }

  /** The score a newcomer must beat to enter (-Infinity while there is room). */
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

/** What narrows the catalogue before scoring: the shopper's filters. */
export interface CatalogueFilter {
  category?: CategoryId | undefined
  season?: SeasonId | undefined
  style?: StyleId | undefined
}

/** A predicate over product indexes: active, and in the filter's category, season and style. */
export function candidates(ix: CatalogueIndex, f: CatalogueFilter): (i: number) => boolean {
  const cat = f.category ? CATEGORIES.indexOf(f.category) : -1
  const seasonBit = f.season ? 1 << SEASONS.indexOf(f.season) : 0
  const styleBit = f.style ? 1 << STYLES.indexOf(f.style) : 0
  const { active, category, season, style } = ix
  return (i) =>
    active[i] === 1 && (cat < 0 || category[i] === cat) && (seasonBit === 0 || (season[i]! & seasonBit) !== 0) && (styleBit === 0 || (style[i]! & styleBit) !== 0)
}

/**
 * One pass over the catalogue: scores each candidate, keeps the best `k` reaching
 * `threshold` (ties: newer first) and counts all that reach it. Returns the kept indexes
 * best first with their scores.
 */
export function scan(
  ix: CatalogueIndex,
  isCandidate: (i: number) => boolean,
  threshold: number,
  k: number,
  score: (i: number) => number,
): { top: number[]; scoreOf: Map<number, number>; total: number } {
  const n = ix.products.length
  let total = 0
  if (k > 512) {
    const all: Array<[number, number]> = []
    for (let i = 0; i < n; i++) {
      if (!isCandidate(i)) continue
      const s = score(i)
      if (s >= threshold) all.push([i, s])
    }
    all.sort((a, b) => b[1] - a[1] || a[0] - b[0])
    const kept = all.slice(0, k)
    return { top: kept.map((e) => e[0]), scoreOf: new Map(kept), total: all.length }
  }
  const top = new TopK(k)
  for (let i = 0; i < n; i++) {
    if (!isCandidate(i)) continue
    const s = score(i)
    if (!(s >= threshold)) continue
    total++
    top.push(i, s)
  }
  return { top: top.idx, scoreOf: new Map(top.idx.map((i, j) => [i, top.sc[j]!])), total }
}
