/** How a status badge reads: working, working with a caveat, failing, or switched off. */
export type StatusTone = 'ok' | 'warning' | 'error' | 'off'

export interface StatusBadge {
  id: string
  label: string
  tone: StatusTone
  /** One line saying what was found. */
  detail: string
}

/** One affiliate tag found in the catalogue's links, and how many active products carry it. */
export interface LinkTagCount {
  tag: string
  products: number
}

/** The affiliate tags the shop's links actually carry: what a shopper's click is credited to. */
export interface LinkTags {
  /** Most used first; ties by tag. */
  tags: LinkTagCount[]
  activeProducts: number
}

/** What the Settings tab shows. */
export interface AdminSettingsView {
  /** RETAIL_PARTNER_TAG: the tag put on products added from the retailer, or null when unset. */
  affiliateTag: string | null
  /** The tags the active products' links carry today (imports keep the tag their link came with); null when the database did not answer. */
  linkTags: LinkTags | null
  checkedAt: string
  statuses: StatusBadge[]
  integrations: StatusBadge[]
}

/** The retail partner tag of a link (its `tag` query value), or null when it has none. */
export function affiliateTagOf(url: string): string | null {
  try {
    const tag = new URL(url).searchParams.get('tag')?.trim()
    return tag ? tag : null
  } catch {
    return null
  }
}

/** Counts the tags over the active products' links, most used first (ties by tag, so the order is stable). */
export function countLinkTags(urls: readonly string[], activeProducts: number): LinkTags {
  const counts = new Map<string, number>()
  for (const url of urls) {
    const tag = affiliateTagOf(url)
    if (tag) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  }
  const tags = [...counts].map(([tag, products]) => ({ tag, products }))
  tags.sort((a, b) => b.products - a.products || a.tag.localeCompare(b.tag))
  return { tags, activeProducts }
}
