import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  acceptAll,
  CONSENT_CATEGORIES,
  declineAll,
  isAllowed,
  isConsentExpired,
  readStoredConsent,
  updateConsentSettings,
} from './consent.ts'

const now = new Date('2026-11-22T10:00:00.000Z')
const later = (days: number) => new Date(now.getTime() + days * 86_400_000)

describe('consent records', () => {
  it('accepting turns every category on and records the date and version 1.0', () => {
    expect(acceptAll(now)).toEqual({
      status: 'accepted',
      settings: { essential: true, analytics: true, personalization: true, marketing: true },
      timestamp: '2026-11-22T10:00:00.000Z',
      version: '1.0',
    })
  })

  it('declining keeps only essential', () => {
    const r = declineAll(now)
    expect(r.status).toBe('declined')
    expect(r.settings).toEqual({ essential: true, analytics: false, personalization: false, marketing: false })
  })

  it('the dialog lists essential, analytics, personalization and third-party, in that order', () => {
    expect(CONSENT_CATEGORIES.map((c) => c.id)).toEqual(['essential', 'analytics', 'personalization', 'thirdParty'])
  })
})

describe('updateConsentSettings', () => {
  it('stays accepted while any optional setting is on', () => {
    const r = updateConsentSettings({ analytics: false, marketing: false }, acceptAll(now), later(3))
    expect(r.status).toBe('accepted')
    expect(r.settings.personalization).toBe(true)
    expect(r.timestamp).toBe(later(3).toISOString())
  })

  it('becomes declined when every optional setting is off, and accepted again when one comes on', () => {
    const off = updateConsentSettings({ analytics: false, personalization: false, marketing: false }, acceptAll(now), now)
    expect(off.status).toBe('declined')
    expect(updateConsentSettings({ analytics: true }, off, now).status).toBe('accepted')
  })

  it('never switches essential off (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (analytics, personalization, marketing) => {
        const r = updateConsentSettings({ analytics, personalization, marketing }, null, now)
        return r.settings.essential === true && (r.status === 'accepted') === (analytics || personalization || marketing)
      }),
    )
  })
})

describe('expiry and reading storage', () => {
  it('expires one year after the choice', () => {
    expect(isConsentExpired(acceptAll(now), later(364))).toBe(false)
    expect(isConsentExpired(acceptAll(now), later(365))).toBe(true)
  })

  it('reads a stored record back', () => {
    const record = acceptAll(now)
    expect(readStoredConsent(JSON.stringify(record), later(1))).toEqual({ record, clear: false })
  })

  it('reads nothing stored as no choice, with nothing to clear', () => {
    expect(readStoredConsent(null, now)).toEqual({ record: null, clear: false })
  })

  it('clears an expired record, corrupt text and another version', () => {
    expect(readStoredConsent(JSON.stringify(acceptAll(now)), later(400))).toEqual({ record: null, clear: true })
    expect(readStoredConsent('{not json', now)).toEqual({ record: null, clear: true })
    expect(readStoredConsent(JSON.stringify({ ...acceptAll(now), version: '0.9' }), now)).toEqual({ record: null, clear: true })
  })
})

describe('isAllowed', () => {
  it('allows essential code always, and analytics only after consent to analytics', () => {
    expect(isAllowed(null, 'essential')).toBe(true)
    expect(isAllowed(null, 'analytics')).toBe(false)
    expect(isAllowed(declineAll(now), 'analytics')).toBe(false)
    expect(isAllowed(acceptAll(now), 'analytics')).toBe(true)
    expect(isAllowed(updateConsentSettings({ personalization: true }, null, now), 'analytics')).toBe(false)
  })
})
