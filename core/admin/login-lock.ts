/** Failed sign-ins allowed, per account and client (address or trusted browser), before a lock. */
export const MAX_FAILED_LOGINS = 3
/** How long that lock lasts. */
export const LOCK_DURATION_MS = 15 * 60 * 1000
/** Every back-office sign-in attempt waits this long before answering (slows guessing). */
export const LOGIN_DELAY_MS = 1000

/** What the server keeps per lock key. */
export interface LockState {
  failedCount: number
  /** ISO time the lock ends, while locked. */
  lockedUntil: string | null
  /** ISO time of the latest failure. */
  lastFailureAt: string | null
}

export const NO_FAILURES: LockState = { failedCount: 0, lockedUntil: null, lastFailureAt: null }

/** How one kind of lock counts failures (docs/decisions/011-admin-lock-per-client.md). */
export interface LockPolicy {
  /** The failure that starts the first lock. */
  maxFailures: number
  /** How long the lock started by the `failedCount`-th failure lasts (failedCount >= maxFailures). */
  lockMs(failedCount: number): number
  /** Failures older than this (counted from the latest one) no longer count. */
  forgetAfterMs: number
  /** True: a lock's end wipes the count. False: the count stays, so the next failure locks again, longer. */
  resetOnUnlock: boolean
}

/** The spec's lock, kept per (account, client address) and per (account, trusted browser): 3 failures, 15 minutes. */
export const CLIENT_LOCK: LockPolicy = {
  maxFailures: MAX_FAILED_LOGINS,
  lockMs: () => LOCK_DURATION_MS,
  forgetAfterMs: LOCK_DURATION_MS,
  resetOnUnlock: true,
}

/** Failures from untrusted browsers, any address, before the account-wide backoff starts. */
export const ACCOUNT_BACKOFF_THRESHOLD = 10
/** The account-wide backoff never locks longer than this at a time. */
export const ACCOUNT_BACKOFF_MAX_MS = 60 * 60 * 1000
const MINUTE = 60 * 1000

/**
 * The slower account-wide backoff against guessing from many addresses: the 10th failure
 * locks untrusted browsers out of the account for 1 minute, each further failure doubles
 * it (up to an hour), and the count is forgotten a day after the latest failure. A browser
 * the administrator has signed in with before is never held by it.
 */
export const ACCOUNT_BACKOFF: LockPolicy = {
  maxFailures: ACCOUNT_BACKOFF_THRESHOLD,
  lockMs: (n) => Math.min(2 ** Math.min(n - ACCOUNT_BACKOFF_THRESHOLD, 20) * MINUTE, ACCOUNT_BACKOFF_MAX_MS),
  forgetAfterMs: 24 * 60 * MINUTE,
  resetOnUnlock: false,
}

export interface LockStatus {
  locked: boolean
  lockedUntil: string | null
  /** Whole minutes until the lock ends, rounded up (what "Please wait {n} minutes" shows). */
  minutesLeft: number
  failedCount: number
  attemptsRemaining: number
}

/**
 * The state as it stands at `now`: a lock whose time has passed is gone (and, for the
 * client lock, its count with it), and failures older than the policy's memory no longer
 * count (a forgotten typo last week should not bring someone one step from a lock today).
 */
export function currentLockState(state: LockState | null, now: Date, policy: LockPolicy = CLIENT_LOCK): LockState {
  if (!state) return NO_FAILURES
  const t = now.getTime()
  let s = state
  if (s.lockedUntil !== null) {
    if (Date.parse(s.lockedUntil) > t) return s
    if (policy.resetOnUnlock) return NO_FAILURES
    s = { ...s, lockedUntil: null }
  }
  if (s.lastFailureAt !== null && t - Date.parse(s.lastFailureAt) >= policy.forgetAfterMs) return NO_FAILURES
  return s
}

export function lockStatus(state: LockState | null, now: Date, policy: LockPolicy = CLIENT_LOCK): LockStatus {
  const s = currentLockState(state, now, policy)
  const locked = s.lockedUntil !== null
  const msLeft = locked ? Date.parse(s.lockedUntil!) - now.getTime() : 0
  return {
    locked,
    lockedUntil: s.lockedUntil,
    minutesLeft: locked ? Math.max(1, Math.ceil(msLeft / 60_000)) : 0,
    failedCount: s.failedCount,
    attemptsRemaining: Math.max(0, policy.maxFailures - s.failedCount),
  }
}

/** The state after one more failure at `now`; a failure during a lock changes nothing. */
export function recordFailure(state: LockState | null, now: Date, policy: LockPolicy = CLIENT_LOCK): LockState {
  const s = currentLockState(state, now, policy)
  if (s.lockedUntil !== null) return s
  const failedCount = s.failedCount + 1
  return {
    failedCount,
    lockedUntil: failedCount >= policy.maxFailures ? new Date(now.getTime() + policy.lockMs(failedCount)).toISOString() : null,
    lastFailureAt: now.toISOString(),
  }
}

/**
 * What the sign-in form is told: a lock that holds (the one ending last), else the
 * client lock's countdown. The account-wide count is not shown while it does not lock,
 * so nobody learns how close an account is to its backoff.
 */
export function bindingLock(client: LockStatus, others: readonly LockStatus[] = []): LockStatus {
  const locks = [client, ...others].filter((s) => s.locked)
  if (locks.length === 0) return client
  return locks.reduce((a, b) => (Date.parse(b.lockedUntil!) > Date.parse(a.lockedUntil!) ? b : a))
}
