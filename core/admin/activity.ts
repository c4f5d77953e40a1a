/**
 * What the back office records in its activity log. The first six are the session's own
 * events; the rest are the admin changes other parts of the back office log. Add an
 * action here (not a free string) so the log stays a closed vocabulary.
 */
export const ADMIN_ACTIONS = [
  'LOGIN_SUCCESS',
  'LOGIN_FAILED',
  'LOCKED',
  'LOGOUT',
  'SESSION_EXPIRED',
  'SESSION_EXTENDED',
  'ADMIN_CREATED',
  'PRODUCT_IMPORT',
  'PRODUCT_CREATE',
  'PRODUCT_UPDATE',
  'PRODUCT_DELETE',
  'PRODUCT_STATUS_CHANGE',
  'ANALYSIS_RUN',
  'RECOMMENDATIONS_CLEARED',
  'LINK_HEALTH',
] as const
export type AdminAction = (typeof ADMIN_ACTIONS)[number]

/** The panel shows, and the API returns, this many of the latest entries. */
export const ACTIVITY_LOG_LIMIT = 100

export interface AdminActivityEntry {
  id: string
  /** ISO time. */
  createdAt: string
  adminUserId: string | null
  username: string
  action: AdminAction
  details: Record<string, unknown> | null
  userAgent: string | null
  clientAddress: string | null
}

export function isAdminAction(v: unknown): v is AdminAction {
  return typeof v === 'string' && (ADMIN_ACTIONS as readonly string[]).includes(v)
}
