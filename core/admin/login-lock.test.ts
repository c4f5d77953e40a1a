import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_BACKOFF,
  ACCOUNT_BACKOFF_MAX_MS,
  ACCOUNT_BACKOFF_THRESHOLD,
  bindingLock,
  LOCK_DURATION_MS,
  type LockState,
  lockStatus,
  MAX_FAILED_LOGINS,
  recordFailure,
} from './login-lock.ts'

const t0 = new Date('2026-11-22T10:00:00.000Z')
const at = (ms: number) => new Date(t0.getTime() + ms)

describe('admin login lock', () => {
  it('allows three attempts, counting down', () => {
    let state = recordFailure(null, t0)
    expect(lockStatus(state, t0)).toMatchObject({ locked: false, failedCount: 1, attemptsRemaining: 2 })
    state = recordFailure(state, at(1000))
    expect(lockStatus(state, at(1000))).toMatchObject({ locked: false, attemptsRemaining: 1 })
  })

  it('locks for 15 minutes at the third failure', () => {
    const state = recordFailure(recordFailure(recordFailure(null, t0), at(1000)), at(2000))
    const third = at(2000)
    expect(state.lockedUntil).toBe(new Date(third.getTime() + LOCK_DURATION_MS).toISOString())
    expect(lockStatus(state, third)).toMatchObject({ locked: true, minutesLeft: 15, attemptsRemaining: 0 })
    expect(lockStatus(state, at(2000 + 14 * 60_000 + 1))).toMatchObject({ locked: true, minutesLeft: 1 })
  })

  it('reports whole minutes left, rounded up', () => {
    const state = { failedCount: 3, lockedUntil: at(10 * 60_000 + 1).toISOString(), lastFailureAt: t0.toISOString() }
    expect(lockStatus(state, t0).minutesLeft).toBe(11)
  })

  it('clears the lock when its time is up, with a full set of attempts', () => {
    const state = { failedCount: 3, lockedUntil: at(LOCK_DURATION_MS).toISOString(), lastFailureAt: t0.toISOString() }
    expect(lockStatus(state, at(LOCK_DURATION_MS))).toMatchObject({ locked: false, failedCount: 0, attemptsRemaining: 3 })
    expect(recordFailure(state, at(LOCK_DURATION_MS)).failedCount).toBe(1)
  })

  it('a failure during a lock does not extend it', () => {
    const state = { failedCount: 3, lockedUntil: at(60_000).toISOString(), lastFailureAt: t0.toISOString() }
    expect(recordFailure(state, at(30_000))).toEqual(state)
  })

  it('forgets old failures after the lock duration', () => {
    const state = recordFailure(recordFailure(null, t0), t0)
    expect(lockStatus(state, at(LOCK_DURATION_MS)).failedCount).toBe(0)
  })

  it('never allows more than three failures before locking (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 10 }), (gaps) => {
        let now = t0.getTime()
        let state = null as ReturnType<typeof recordFailure> | null
        for (const gap of gaps) {
          now += gap
          state = recordFailure(state, new Date(now))
          const status = lockStatus(state, new Date(now))
          if (status.failedCount > MAX_FAILED_LOGINS) return false
          if (status.failedCount === MAX_FAILED_LOGINS && !status.locked) return false
        }
        return true
      }),
    )
  })

  it('shows the lock that ends last, else the client countdown (never the account-wide count)', () => {
    const twice = lockStatus(recordFailure(recordFailure(null, t0), t0), t0)
    const wideOpen = lockStatus({ failedCount: 9, lockedUntil: null, lastFailureAt: t0.toISOString() }, t0, ACCOUNT_BACKOFF)
    const soon = lockStatus({ failedCount: 3, lockedUntil: at(60_000).toISOString(), lastFailureAt: t0.toISOString() }, t0)
    const later = lockStatus({ failedCount: 11, lockedUntil: at(120_000).toISOString(), lastFailureAt: t0.toISOString() }, t0, ACCOUNT_BACKOFF)
    expect(bindingLock(twice, [wideOpen])).toBe(twice)
    expect(bindingLock(soon, [later])).toBe(later)
    expect(bindingLock(twice, [later])).toBe(later)
    expect(bindingLock(soon, [])).toBe(soon)
  })
})

describe('account-wide backoff', () => {
  const fail = (state: LockState | null, ms: number) => recordFailure(state, at(ms), ACCOUNT_BACKOFF)

  it('lets nine failures pass, then locks for 1 minute, doubling with each further failure up to an hour', () => {
    let state: LockState | null = null
    let now = 0
    for (let i = 1; i < ACCOUNT_BACKOFF_THRESHOLD; i += 1) state = fail(state, (now += 1000))
    expect(lockStatus(state, at(now), ACCOUNT_BACKOFF).locked).toBe(false)
    const lengths: number[] = []
    for (let i = 0; i < 10; i += 1) {
      state = fail(state, now)
      const until = Date.parse(state.lockedUntil!) - t0.getTime()
      lengths.push(until - now)
      now = until
      // The lock's end keeps the count: the next failure locks again at once.
      expect(lockStatus(state, at(now), ACCOUNT_BACKOFF)).toMatchObject({ locked: false, failedCount: ACCOUNT_BACKOFF_THRESHOLD + i })
    }
    expect(lengths.map((ms) => ms / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60])
    expect(Math.max(...lengths)).toBe(ACCOUNT_BACKOFF_MAX_MS)
  })

  it('forgets the count a day after the latest failure', () => {
    let state: LockState | null = null
    for (let i = 0; i < ACCOUNT_BACKOFF_THRESHOLD - 1; i += 1) state = fail(state, 0)
    expect(lockStatus(state, at(24 * 3_600_000 - 1), ACCOUNT_BACKOFF).failedCount).toBe(9)
    expect(lockStatus(state, at(24 * 3_600_000), ACCOUNT_BACKOFF).failedCount).toBe(0)
  })

  it('a failure during the backoff changes nothing', () => {
    const locked = { failedCount: 10, lockedUntil: at(60_000).toISOString(), lastFailureAt: t0.toISOString() }
    expect(fail(locked, 30_000)).toEqual(locked)
  })
})
