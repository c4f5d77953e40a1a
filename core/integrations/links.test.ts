import { describe, expect, it } from 'vitest'
import { integrationLink, trackingScriptDecision, withPartnerTag } from './links.ts'

const options = { retailMarketplace: 'www.amazon.com', partnerTag: 'styleblue-20', wholesaleSiteUrl: 'https://www.faire.com/' }

describe('integrationLink', () => {
  it('builds a tagged retail link, a wholesale page and our redirect for stand-ins', () => {
    expect(integrationLink('amazon', 'B0ABCDEF12', options)).toBe('https://www.amazon.com/dp/B0ABCDEF12?tag=styleblue-20')
    expect(integrationLink('faire', 'p_123', options)).toBe('https://www.faire.com/product/p_123')
    expect(integrationLink('mock', 'sample-x', options)).toBe('/go/sample-x')
  })

  it('leaves the tag off when no partner tag is configured', () => {
    expect(integrationLink('amazon', 'B0ABCDEF12', { ...options, partnerTag: undefined })).toBe('https://www.amazon.com/dp/B0ABCDEF12')
  })

  it('refuses an unknown source with the spec message', () => {
    expect(() => integrationLink('ebay', '1', options)).toThrow('Unknown source: ebay')
  })
})

describe('withPartnerTag', () => {
  it('replaces an existing tag and leaves non-URLs alone', () => {
    expect(withPartnerTag('https://www.amazon.com/dp/B0X?tag=old-20&th=1', 'new-20')).toBe('https://www.amazon.com/dp/B0X?tag=new-20&th=1')
    expect(withPartnerTag('not a url', 'new-20')).toBe('not a url')
    expect(withPartnerTag('https://a.test/', undefined)).toBe('https://a.test/')
  })
})

describe('trackingScriptDecision', () => {
  const on = { trackingEnabled: true, scriptUrl: 'https://track.example/t.js', storeId: 'store-1', analyticsConsent: true }

  it('loads the script only when tracking is on, configured and consented', () => {
    expect(trackingScriptDecision(on)).toEqual({ load: true, src: 'https://track.example/t.js', storeId: 'store-1' })
  })

  it('says why it does not load', () => {
    expect(trackingScriptDecision({ ...on, trackingEnabled: false })).toEqual({ load: false, reason: 'tracking-off' })
    expect(trackingScriptDecision({ ...on, storeId: undefined })).toEqual({ load: false, reason: 'not-configured' })
    expect(trackingScriptDecision({ ...on, analyticsConsent: false })).toEqual({ load: false, reason: 'no-consent' })
    // Not asked yet is not a yes.
    expect(trackingScriptDecision({ ...on, analyticsConsent: undefined })).toEqual({ load: false, reason: 'no-consent' })
  })
})
