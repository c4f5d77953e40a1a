import { CATEGORIES, SHOPPER_CATEGORIES } from '../reference/categories.ts'
import type { TopK } from './ranking.ts'

/** Splits `count` as evenly as possible over `parts`, the earlier parts taking the remainder. */
export function evenSplit(count: number, parts: number): number[] {
  if (parts <= 0) return []
  const base = Math.floor(count / parts)
  return Array.from({ length: parts }, (_, i) => base + (i < count % parts ? 1 : 0))
}

/** Slot of each CATEGORIES index (+1, so -1 is slot 0) among the dashboard categories, -1 for others. */
export const DASHBOARD_SLOT: Int8Array = (() => {
  const slot = new Int8Array(CATEGORIES.length + 1).fill(-1)
  SHOPPER_CATEGORIES.forEach((c, k) => {
    slot[CATEGORIES.indexOf(c) + 1] = k
  })
  return slot
})()

/**
 * Pages that mix the dashboard categories: each page takes an even share from every
 * category's queue (12 over six categories is 2 each), a category with too few gives its
 * share to the best of the rest, and each page is ordered best first (ties: newer first).
 * `queues` are per-category tops, best first; returns the first `need` items in page order.
 */
export function mixCategories(queues: readonly TopK[], limit: number, need: number, total: number): Array<{ i: number; score: number }> {
  const heads = queues.map(() => 0)
  const ordered: Array<{ i: number; score: number }> = []
  const at = (c: number) => ({ i: queues[c]!.idx[heads[c]!]!, score: queues[c]!.sc[heads[c]!]! })
  while (ordered.length < Math.min(need, total)) {
    const pageSize = Math.min(limit, total - ordered.length)
    const page: Array<{ i: number; score: number }> = []
    const shares = evenSplit(pageSize, queues.length)
    queues.forEach((queue, c) => {
      for (let s = 0; s < shares[c]! && heads[c]! < queue.idx.length; s++) {
        page.push(at(c))
        heads[c]!++
      }
    })
    while (page.length < pageSize) {
      let best = -1
      queues.forEach((queue, c) => {
        if (heads[c]! >= queue.idx.length) return
        if (best < 0) best = c
        else {
          const a = at(c)
          const b = at(best)
          if (a.score > b.score || (a.score === b.score && a.i < b.i)) best = c
        }
      })
      if (best < 0) break
      page.push(at(best))
      heads[best]!++
    }
    if (page.length === 0) break
    page.sort((a, b) => b.score - a.score || a.i - b.i)
    ordered.push(...page)
  }
  return ordered.slice(0, need)
}
