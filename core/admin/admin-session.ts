/** An admin session lasts 24 hours from sign-in, and Extend gives another 24 from now. */
export const ADMIN_SESSION_MS = 24 * 60 * 60 * 1000
/** The header offers Extend once fewer than 60 minutes remain. */
export const EXTEND_OFFER_MINUTES = 60
/** The yellow notice shows at 30 minutes or less. */
export const EXPIRING_SOON_MINUTES = 30
/** The panel checks its session this often. */
export const SESSION_CHECK_INTERVAL_MS = 60_000

export interface SessionTimeLeft {
  expired: boolean
  /** Minutes left, rounded up: 59 seconds still shows as 1 minute; 0 means expired. */
  totalMinutes: number
  hours: number
  minutes: number
  showExtend: boolean
  expiringSoon: boolean
}

export function sessionTimeLeft(expiresAt: string, now: Date): SessionTimeLeft {
  const ms = Date.parse(expiresAt) - now.getTime()
  const totalMinutes = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 60_000) : 0
  const expired = totalMinutes === 0
  return {
    expired,
    totalMinutes,
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
    showExtend: !expired && totalMinutes < EXTEND_OFFER_MINUTES,
    expiringSoon: !expired && totalMinutes <= EXPIRING_SOON_MINUTES,
  }
}

/** When a session started or extended at `now` ends. */
export function adminSessionExpiry(now: Date): string {
  return new Date(now.getTime() + ADMIN_SESSION_MS).toISOString()
}

/** What the panel header shows about the back-office session. */
export interface AdminSessionView {
  /** The administrator's e-mail, which is their username. */
  username: string
  displayName: string
  loginAt: string
  expiresAt: string
  remaining: SessionTimeLeft
}
