import type { CatalogueIndex } from './catalogue-index.ts'
import { candidates } from './candidates.ts'
import { fitTables, fixedScorer, matchOf, styleTermAt } from './fit-scoring.ts'
import type { CompiledSegment } from './segment.ts'
import { orderKey } from './top-k.ts'
import { STYLES } from '../rule-book/styles.ts'

// Ranking many segments that differ only in their styles (the 945 quiz segments are 15 groups
// of 63: a shape and a palette with every set of styles). A product's match is its fixed part
// (body, colour, occasion, season, read: fit-scoring.ts fixedScorer) plus a style term that
// depends only on its style mask and signature count. So a group computes every fixed part
// once and files the products by (mask, signatures), each class best first; a segment then
// adds one style term per class and reads its list off the heads of the classes, and its total
// by a binary search in each, instead of scoring every product again (issue 29: a pass over a
// million products took 50 ms a segment).

/** Signature counts a product can carry (catalogue-index.ts keeps 0-15). */
const SIGNATURES = 16

/** Every candidate of a group, filed by class, each class's highest fixed part first. */
interface Group {
  ix: CatalogueIndex
  key: string
  /** Candidate product indexes, class after class. */
  order: Uint32Array
  /** The fixed part of order[p], at p. */
  fixed: Float64Array
  /** The classes present, each as mask << 4 | signatures. */
  codes: number[]
  /** Class j's entries are order[start[j]] up to order[start[j + 1]]. */
  start: Uint32Array
}

/** What a scan finds (top-k.ts scan): the best k indexes, their order keys and how many reach the threshold. */
export interface Ranked {
  top: number[]
  keyOf: Map<number, number>
  total: number
}

/** Shared work for segments ranked one after another: the last group is kept, so the segments of one group should come together. */
export interface SegmentBatch {
  /**
   * The 'recommended' list (no filters, no history) of the segment: its best k at or above
   * `threshold`, in the order and with the keys scan() gives, and the total reaching it.
   */
  rank(ix: CatalogueIndex, cs: CompiledSegment, threshold: number, k: number): Ranked
}

export function createSegmentBatch(): SegmentBatch {
  let last: Group | null = null
  return {
    rank(ix, cs, threshold, k) {
      const key = groupKey(cs, threshold)
      if (!last || last.ix !== ix || last.key !== key) {
        last = null // the old group's arrays can go before the new ones are made
        last = buildGroup(ix, cs, threshold, key)
      }
      return rankIn(last, cs, threshold, k)
    },
  }
}

/** Everything but the styles that the fixed part, the weights and the candidates read. */
function groupKey(cs: CompiledSegment, threshold: number): string {
  return `${cs.body} ${cs.alt} ${cs.colour} ${cs.occasionMask} ${cs.season} ${threshold}`
}

const clampScore = (x: number) => Math.max(0, Math.min(100, x))

function buildGroup(ix: CatalogueIndex, cs: CompiledSegment, threshold: number, key: string): Group {
  const t = fitTables(cs)
  const w = t.weights
  const fixedOf = fixedScorer(ix, cs, t)
  const isCandidate = candidates(ix, { mode: 'recommended' }, cs)
  const n = ix.products.length
  const fixedAt = new Float64Array(n)
  const counts = new Uint32Array((1 << STYLES.length) * SIGNATURES)
  const { style, styleSignatures } = ix
  const kept = new Uint32Array(n)
  let keptCount = 0
  // No style term exceeds w.style (a dimension is at most 1): a piece that cannot reach the
  // threshold with the best style is left out of every segment of the group.
  const reach = w.style + 1e-9
  for (let i = 0; i < n; i++) {
    if (!isCandidate(i)) continue
    const f = fixedOf(i)
    if (!(clampScore(Math.round(matchOf(f + reach, w))) >= threshold)) continue
    fixedAt[i] = f
    kept[keptCount++] = i
    counts[(style[i]! << 4) | styleSignatures[i]!]!++
  }
  // A counting sort by class: each class's entries start where the classes before it end.
  const codes: number[] = []
  const starts: number[] = []
  const next = new Uint32Array(counts.length)
  let at = 0
  for (let code = 0; code < counts.length; code++) {
    if (counts[code] === 0) continue
    codes.push(code)
    starts.push(at)
    next[code] = at
    at += counts[code]!
  }
  const start = Uint32Array.from([...starts, at])
  const order = new Uint32Array(at)
  for (let q = 0; q < keptCount; q++) {
    const i = kept[q]!
    order[next[(style[i]! << 4) | styleSignatures[i]!]!++] = i
  }
  // Best fixed part first; equal parts keep catalogue order, as the scan's ties do.
  for (let j = 0; j < codes.length; j++) order.subarray(start[j]!, start[j + 1]!).sort((a, b) => fixedAt[b]! - fixedAt[a]! || a - b)
  const fixed = new Float64Array(at)
  for (let p = 0; p < at; p++) fixed[p] = fixedAt[order[p]!]!
  return { ix, key, order, fixed, codes, start }
}

function rankIn(g: Group, cs: CompiledSegment, threshold: number, k: number): Ranked {
  const t = fitTables(cs)
  const w = t.weights
  const { confidence } = g.ix
  const { order, fixed, start } = g
  let total = 0
  const picked: Array<[number, number]> = []
  g.codes.forEach((code, j) => {
    const s = styleTermAt(t, cs, code >> 4, code & 15)
    // The same sum, in the same order, as the fit engine's scan: so the same match.
    const displayed = (p: number) => clampScore(Math.round(matchOf(fixed[p]! + s, w)))
    const lo = start[j]!
    // Matches fall along a class: the first entry below the threshold ends what counts.
    let a = lo
    let b = start[j + 1]!
    while (a < b) {
      const mid = (a + b) >> 1
      if (displayed(mid) >= threshold) a = mid + 1
      else b = mid
    }
    const reaching = a
    total += reaching - lo
    let p = lo
    for (; p < reaching && p < lo + k; p++) picked.push([order[p]!, orderKey(displayed(p), confidence[order[p]!]!)])
    // Entries with the k-th's match may still beat it on confidence or catalogue order.
    if (p > lo) {
      const edge = displayed(p - 1)
      for (; p < reaching && displayed(p) === edge; p++) picked.push([order[p]!, orderKey(edge, confidence[order[p]!]!)])
    }
  })
  picked.sort((x, y) => y[1] - x[1] || x[0] - y[0])
  const kept = picked.slice(0, k)
  return { top: kept.map((e) => e[0]), keyOf: new Map(kept), total }
}
