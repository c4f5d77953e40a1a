import { describe, expect, it } from 'vitest'
import { adminSessionExpiry, sessionTimeLeft } from './admin-session.ts'

const now = new Date('2026-11-22T10:00:00.000Z')
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString()

describe('sessionTimeLeft', () => {
  it('a fresh session has 24 hours and offers no extension', () => {
    expect(sessionTimeLeft(adminSessionExpiry(now), now)).toEqual({
      expired: false,
      totalMinutes: 1440,
      hours: 24,
      minutes: 0,
      showExtend: false,
      expiringSoon: false,
    })
  })

  it('offers Extend under 60 minutes, and warns at 30 or less', () => {
    expect(sessionTimeLeft(inMinutes(60), now)).toMatchObject({ hours: 1, minutes: 0, showExtend: false })
    expect(sessionTimeLeft(inMinutes(59), now)).toMatchObject({ hours: 0, minutes: 59, showExtend: true, expiringSoon: false })
    expect(sessionTimeLeft(inMinutes(31), now)).toMatchObject({ expiringSoon: false })
    expect(sessionTimeLeft(inMinutes(30), now)).toMatchObject({ expiringSoon: true, showExtend: true })
  })

  it('rounds seconds up, and is expired only at zero', () => {
    expect(sessionTimeLeft(new Date(now.getTime() + 1000).toISOString(), now)).toMatchObject({ expired: false, totalMinutes: 1 })
    expect(sessionTimeLeft(now.toISOString(), now)).toMatchObject({ expired: true, totalMinutes: 0, showExtend: false, expiringSoon: false })
    expect(sessionTimeLeft('not a date', now).expired).toBe(true)
  })
})
