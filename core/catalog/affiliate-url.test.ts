import { describe, expect, it } from 'vitest'
import { affiliateUrlKey } from './affiliate-url.ts'

describe('affiliateUrlKey', () => {
  it('treats the same Amazon product shared two ways as one', () => {
    const a = affiliateUrlKey('https://www.amazon.com/Belted-Wrap-Dress/dp/B0ABCDEF12/ref=sr_1_3?tag=abc-20&th=1')
    const b = affiliateUrlKey('https://amazon.com/dp/b0abcdef12?tag=other-20')
    expect(a).toBe('amazon.com/dp/B0ABCDEF12')
    expect(b).toBe(a)
  })

  it('keeps parameters that identify the product and drops tracking ones', () => {
    expect(affiliateUrlKey('https://shop.example.com/item/?id=7&utm_source=x&color=red#top')).toBe(
      'shop.example.com/item?color=red&id=7',
    )
  })

  it('refuses text that is not an http(s) URL', () => {
    expect(affiliateUrlKey('not a url')).toBeNull()
    expect(affiliateUrlKey('javascript:alert(1)')).toBeNull()
    expect(affiliateUrlKey('ftp://example.com/a')).toBeNull()
  })
})
