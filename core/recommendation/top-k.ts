import type { CatalogueIndex } from './catalogue-index.ts'

// The order stage of a list (after candidates.ts has picked the pool and a scorer has scored
// it): one key per product, and the best k kept in one pass over the catalogue.

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
