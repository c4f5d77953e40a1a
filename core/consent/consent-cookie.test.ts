import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { acceptAll, declineAll, updateConsentSettings } from './consent.ts'
import { CONSENT_COOKIE, consentCookieValue, readConsentCookie, serializeConsentCookie } from './consent-cookie.ts'

const now = new Date('2026-11-22T10:00:00.000Z')
const later = (days: number) => new Date(now.getTime() + days * 86_400_000)
/** What a browser sends back: the name=value part of the Set-Cookie string. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!

describe('the consent cookie', () => {
  it('round-trips every record through Set-Cookie and the Cookie header (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (analytics, personalization, marketing) => {
        const record = updateConsentSettings({ analytics, personalization, marketing }, null, now)
        const header = `theme=dark; ${sentBack(serializeConsentCookie(record, { now, secure: false }))}; other=1`
        expect(readConsentCookie(header, later(1))).toEqual(record)
      }),
    )
  })

  it('lives until the choice is a year old, path-wide, SameSite=Lax, Secure only on https', () => {
    const record = acceptAll(now)
    expect(serializeConsentCookie(record, { now, secure: false })).toBe(
      `${CONSENT_COOKIE}=${consentCookieValue(record)}; Max-Age=31536000; Path=/; SameSite=Lax`,
    )
    // Rewritten later (another device's clock, a migrated record), it still ends on the same day.
    expect(serializeConsentCookie(record, { now: later(100), secure: true })).toMatch(/; Max-Age=22896000; Path=\/; SameSite=Lax; Secure$/)
    expect(serializeConsentCookie(null, { now, secure: false })).toBe(`${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`)
  })

  it('reads no choice from no cookie, an expired one, another version or a forged value', () => {
    const declined = sentBack(serializeConsentCookie(declineAll(now), { now, secure: false }))
    expect(readConsentCookie(undefined, now)).toBeNull()
    expect(readConsentCookie('theme=dark', now)).toBeNull()
    expect(readConsentCookie(declined, later(364))).toMatchObject({ status: 'declined' })
    expect(readConsentCookie(declined, later(365))).toBeNull()
    const forged = (value: unknown) => `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`
    expect(readConsentCookie(forged({ ...acceptAll(now), version: '0.9' }), now)).toBeNull()
    expect(readConsentCookie(forged({ ...acceptAll(now), settings: { essential: false, analytics: true, personalization: true, marketing: true } }), now)).toBeNull()
    expect(readConsentCookie(forged({ ...acceptAll(now), timestamp: 'yesterday' }), now)).toBeNull()
    expect(readConsentCookie(`${CONSENT_COOKIE}=%E0%A4%A`, now)).toBeNull()
    expect(readConsentCookie(`${CONSENT_COOKIE}={not json`, now)).toBeNull()
  })

  it('keeps only the record fields, whatever else a forged value carries', () => {
    const padded = { ...acceptAll(now), extra: '<script>', settings: { ...acceptAll(now).settings, more: 1 } }
    expect(readConsentCookie(`${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(padded))}`, now)).toEqual(acceptAll(now))
  })
})
