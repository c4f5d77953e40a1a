/** How a status badge reads: working, working with a caveat, failing, or switched off. */
export type StatusTone = 'ok' | 'warning' | 'error' | 'off'

export interface StatusBadge {
  id: string
  label: string
  tone: StatusTone
  /** One line saying what was found. */
  detail: string
}

/** What the Settings tab shows. */
export interface AdminSettingsView {
  /** The tag applied to imported product links (RETAIL_PARTNER_TAG), or null when unset. */
  affiliateTag: string | null
  checkedAt: string
  statuses: StatusBadge[]
  integrations: StatusBadge[]
}
