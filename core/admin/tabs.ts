import type { MessageKey } from '../i18n/translate.ts'

/** The panel's tabs: the spec's seven in its order, Earnings (issue 28) before Settings; the import tab (id "sitestripe") is the default. */
export const ADMIN_TABS = [
  { id: 'sitestripe', label: 'admin.tabs.import' },
  { id: 'management', label: 'admin.tabs.management' },
  { id: 'ai-recommendations', label: 'admin.tabs.aiRecommendations' },
  { id: 'ai-analysis', label: 'admin.tabs.aiAnalysis' },
  { id: 'user-data', label: 'admin.tabs.userData' },
  { id: 'diagnostics', label: 'admin.tabs.diagnostics' },
  { id: 'earnings', label: 'admin.tabs.earnings' },
  { id: 'settings', label: 'admin.tabs.settings' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageKey }>
export type AdminTabId = (typeof ADMIN_TABS)[number]['id']
export const DEFAULT_ADMIN_TAB: AdminTabId = 'sitestripe'

export function isAdminTabId(v: unknown): v is AdminTabId {
  return typeof v === 'string' && ADMIN_TABS.some((t) => t.id === v)
}
