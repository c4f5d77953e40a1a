import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { affiliateUrlKey, normalizeAffiliateUrl } from './affiliate-url.ts'

describe('normalizeAffiliateUrl', () => {
  it('writes the host one way: lower case, punycode, no trailing dot', () => {
    expect(normalizeAffiliateUrl(' https://WWW.Amazon.COM./dp/B0TEST0001?tag=x ')).toBe('https://www.amazon.com/dp/B0TEST0001?tag=x')
    expect(normalizeAffiliateUrl('https://amazon.com../dp/x')).toBe('https://amazon.com/dp/x')
    expect(normalizeAffiliateUrl('https://bücher.example/a')).toBe('https://xn--bcher-kva.example/a')
    expect(normalizeAffiliateUrl('https://BÜCHER.example./a')).toBe('https://xn--bcher-kva.example/a')
    expect(normalizeAffiliateUrl('https://amazon\uFF0Ecom/a')).toBe('https://amazon.com/a')
    expect(normalizeAffiliateUrl('https://amazon.com:443/a')).toBe('https://amazon.com/a')
  })

  it('refuses plain http, credentials, other ports, addresses and malformed hosts', () => {
    for (const bad of ['http://www.amazon.com/dp/x', 'HTTP://amazon.com/', 'https://user:pw@amazon.com/', 'https://amazon.com@evil.example/', 'https://amazon.com:8443/', 'https://127.0.0.1/a', 'https://[::1]/a', 'https://.../a', 'https://amazon..com/a', 'javascript:alert(1)', '//amazon.com/a', 'amazon.com/a', '', null]) {
      expect(normalizeAffiliateUrl(bad), String(bad)).toBeNull()
    }
  })

  it('never lets a redirect leave for another scheme, a relative path or junk', () => {
    for (const bad of [' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', 'ftp://a/b', '/admin', '#', 'https://', 'mailto:a@b.c']) {
      expect(normalizeAffiliateUrl(bad), bad).toBeNull()
    }
  })

  it('answers null or an https URL with a normalised host, and is stable (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string()), (raw) => {
        const once = normalizeAffiliateUrl(raw)
        if (once === null) return
        const host = new URL(once).hostname
        expect(once.startsWith('https://')).toBe(true)
        expect(host).toBe(host.toLowerCase())
        expect(host.endsWith('.')).toBe(false)
        expect(normalizeAffiliateUrl(once)).toBe(once)
      }),
    )
  })
})

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

  it('treats a trailing dot on the host as the same host', () => {
    expect(affiliateUrlKey('https://www.amazon.com./dp/B0ABCDEF12')).toBe(affiliateUrlKey('https://amazon.com/dp/B0ABCDEF12'))
  })

  it('refuses text that is not an http(s) URL', () => {
    expect(affiliateUrlKey('not a url')).toBeNull()
    expect(affiliateUrlKey('javascript:alert(1)')).toBeNull()
    expect(affiliateUrlKey('ftp://example.com/a')).toBeNull()
  })
})
