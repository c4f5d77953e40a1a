import { describe, expect, it } from 'vitest'
import { MAX_PROFILE_COOKIE_VALUE, PROFILE_COOKIE, readProfileCookie, serializeProfileCookie } from './profile-cookie.ts'
import type { StyleProfile } from './style-profile.ts'

const now = new Date('2026-11-28T10:00:00.000Z')
/** What a browser sends back: the name=value part of the Set-Cookie string. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!
const profile: StyleProfile = { bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'romantic'], measurements: { waist: 27 } }

describe('the profile copy for the dashboard', () => {
  it('round-trips a profile through Set-Cookie and the Cookie header, among other cookies', () => {
    const header = `theme=dark; ${sentBack(serializeProfileCookie(profile, { now, secure: false }))}; other=1`
    expect(readProfileCookie(header)).toEqual(profile)
  })

  it('is sent to the whole site (the dashboard and the shop), for a year, SameSite=Lax, Secure only on https', () => {
    expect(serializeProfileCookie(profile, { now, secure: false })).toMatch(new RegExp(`^${PROFILE_COOKIE}=[^;]+; Max-Age=31536000; Path=/; SameSite=Lax$`))
    expect(serializeProfileCookie(profile, { now, secure: true })).toMatch(/; Path=\/; SameSite=Lax; Secure$/)
  })

  it('is removed when the profile is cleared, and not written for a profile too large for a cookie', () => {
    const removal = `${PROFILE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
    expect(serializeProfileCookie(null, { now, secure: false })).toBe(removal)
    const huge: StyleProfile = { ...profile, preferredBrands: Array.from({ length: 400 }, (_, i) => `Brand ${i}`) }
    expect(serializeProfileCookie(huge, { now, secure: false })).toBe(removal)
  })

  it('reads as no profile when absent, oversized, badly encoded or not a valid profile', () => {
    expect(readProfileCookie(null)).toBeNull()
    expect(readProfileCookie('theme=dark')).toBeNull()
    expect(readProfileCookie(`${PROFILE_COOKIE}=`)).toBeNull()
    expect(readProfileCookie(`${PROFILE_COOKIE}=%E0%A4%A`)).toBeNull()
    expect(readProfileCookie(`${PROFILE_COOKIE}=${encodeURIComponent('{"version":"1.0","bodyShape":"triangle-ish","stylePreferences":[]}')}`)).toBeNull()
    expect(readProfileCookie(`${PROFILE_COOKIE}=${'a'.repeat(MAX_PROFILE_COOKIE_VALUE + 1)}`)).toBeNull()
  })
})
