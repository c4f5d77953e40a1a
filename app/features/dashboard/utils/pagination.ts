/** Items per page of the dashboard grid. */
export const PAGE_SIZE = 12

/** Number of pages for a total (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0) return 1
  return Math.ceil(total / pageSize)
}

/** A page number kept within 1..pages; anything not a number becomes 1. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages))
}

/** The offset the API wants for a 1-based page. */
export function pageOffset(page: number, pageSize: number = PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize
}

export type PageLink = number | 'gap'

/**
 * The page buttons to show: always the first and last page, the current one and its
 * neighbours, and a gap where pages are left out. Seven pages or fewer are all shown.
 */
export function pageLinks(current: number, pages: number): PageLink[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1)
  const page = clampPage(current, pages)
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages))
  // Near either end, show a run of five so the row keeps its width.
  if (page <= 3) [2, 3, 4, 5].forEach((p) => shown.add(p))
  if (page >= pages - 2) [pages - 4, pages - 3, pages - 2, pages - 1].forEach((p) => shown.add(p))
  const sorted = [...shown].sort((a, b) => a - b)
  const links: PageLink[] = []
  for (const p of sorted) {
    const last = links.at(-1)
    if (typeof last === 'number' && p - last > 1) links.push('gap')
    links.push(p)
  }
  return links
}
