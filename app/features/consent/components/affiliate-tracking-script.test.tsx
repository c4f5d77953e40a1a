// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { acceptAll, declineAll, updateConsentSettings } from '#core/consent/consent.ts'
import { saveConsent } from '../utils/consent-storage.ts'
import { AffiliateTrackingScript } from './affiliate-tracking-script.tsx'

// A data: URL so the test DOM never reaches for a network host.
const tracking = { src: 'data:text/javascript,', storeId: 'store-42' }
const tag = () => document.head.querySelector<HTMLScriptElement>('script[data-affiliate-tracking]')

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

describe('AffiliateTrackingScript', () => {
  it('loads nothing before the shopper has chosen, and loads the script with the store id once analytics is accepted', () => {
    render(<AffiliateTrackingScript tracking={tracking} />)
    expect(tag()).toBeNull()
    act(() => saveConsent(acceptAll(new Date())))
    expect(tag()?.getAttribute('src')).toBe(tracking.src)
    expect(tag()?.dataset.storeId).toBe('store-42')
  })

  it('loads nothing when analytics is declined, even with marketing on, and removes it when consent is withdrawn', () => {
    act(() => saveConsent(acceptAll(new Date())))
    render(<AffiliateTrackingScript tracking={tracking} />)
    expect(tag()).not.toBeNull()
    act(() => saveConsent(declineAll(new Date())))
    expect(tag()).toBeNull()
    const marketingOnly = updateConsentSettings({ analytics: false, personalization: true, marketing: true }, null, new Date())
    act(() => saveConsent(marketingOnly))
    expect(tag()).toBeNull()
  })

  it('loads nothing when tracking is off, whatever the consent', () => {
    act(() => saveConsent(acceptAll(new Date())))
    render(<AffiliateTrackingScript tracking={null} />)
    expect(tag()).toBeNull()
  })
})
