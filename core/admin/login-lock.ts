/** Failed sign-ins allowed before the back-office login locks. */
export const MAX_FAILED_LOGINS = 3
/** How long a lock lasts. */
export const LOCK_DURATION_MS = 15 * 60 * 1000
/** Every back-office sign-in attempt waits this long before answering (slows guessing). */
export const LOGIN_DELAY_MS = 1000

/** What the server keeps per account and per client address. */
export interface LockState {
  failedCount: number
  /** ISO time the lock ends, while locked. */
  lockedUntil: string | null
  /** ISO time of the latest failure. */
  lastFailureAt: string | null
}

export const NO_FAILURES: LockState = { failedCount: 0, lockedUntil: null, lastFailureAt: null }

export interface LockStatus {
  locked: boolean
  lockedUntil: string | null
  /** Whole minutes until the lock ends, rounded up (what "Please wait {n} minutes" shows). */
  minutesLeft: number
  failedCount: number
  attemptsRemaining: number
}

/**
 * The state as it stands at `now`: a lock whose time has passed is gone, and failures
 * older than the lock duration no longer count (a forgotten typo last week should not
 * bring someone one step from a lock today).
 */
export function currentLockState(state: LockState | null, now: Date): LockState {
  if (!state) return NO_FAILURES
  const t = now.getTime()
  if (state.lockedUntil !== null) {
    return Date.parse(state.lockedUntil) > t ? state : NO_FAILURES
  }
  if (state.lastFailureAt !== null && t - Date.parse(state.lastFailureAt) >= LOCK_DURATION_MS) return NO_FAILURES
  return state
}

export function lockStatus(state: LockState | null, now: Date): LockStatus {
  const s = currentLockState(state, now)
  const locked = s.lockedUntil !== null
  const msLeft = locked ? Date.parse(s.lockedUntil!) - now.getTime() : 0
  return {
    locked,
    lockedUntil: s.lockedUntil,
    minutesLeft: locked ? Math.max(1, Math.ceil(msLeft / 60_000)) : 0,
    failedCount: s.failedCount,
    attemptsRemaining: Math.max(0, MAX_FAILED_LOGINS - s.failedCount),
  }
}

/** The state after one more failure at `now`; the third failure starts a 15-minute lock. */
export function recordFailure(state: LockState | null, now: Date): LockState {
  const s = currentLockState(state, now)
  if (s.lockedUntil !== null) return s
  const failedCount = s.failedCount + 1
  return {
    failedCount,
    lockedUntil: failedCount >= MAX_FAILED_LOGINS ? new Date(now.getTime() + LOCK_DURATION_MS).toISOString() : null,
    lastFailureAt: now.toISOString(),
  }
}

/** Of several locks (the account's and the address's), the one that binds: locked first, then most failures. */
export function strictest(statuses: readonly LockStatus[]): LockStatus {
  return statuses.reduce<LockStatus>(
    (worst, s) => {
      if (s.locked !== worst.locked) return s.locked ? s : worst
      if (s.locked) return Date.parse(s.lockedUntil!) > Date.parse(worst.lockedUntil!) ? s : worst
      return s.failedCount > worst.failedCount ? s : worst
    },
    { locked: false, lockedUntil: null, minutesLeft: 0, failedCount: 0, attemptsRemaining: MAX_FAILED_LOGINS },
  )
}
