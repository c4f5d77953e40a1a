import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clickSource, safeRedirectTarget, summaryFromQuery } from './outbound-link.ts'

describe('safeRedirectTarget', () => {
  it('passes absolute http(s) URLs', () => {
    expect(safeRedirectTarget('https://www.amazon.com/dp/B0?tag=x')).toBe('https://www.amazon.com/dp/B0?tag=x')
    expect(safeRedirectTarget(' http://shop.example/a ')).toBe('http://shop.example/a')
  })

  it('refuses every other scheme, relative URLs and junk', () => {
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', 'ftp://a/b', '/admin', '//evil.example', '#', '', null, undefined, 'http://', 'mailto:a@b.c']) {
      expect(safeRedirectTarget(bad), String(bad)).toBeNull()
    }
  })

  it('only ever answers null or an http(s) URL, for any text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = safeRedirectTarget(s)
        expect(r === null || /^https?:\/\/[^/]/.test(r)).toBe(true)
      }),
    )
  })
})

describe('click profile summary from the query', () => {
  it('keeps known ids only and drops the rest', () => {
    expect(summaryFromQuery({ shape: 'pear', palette: 'mauve', styles: 'classic, edgy,hack,classic' })).toEqual({
      bodyShape: 'pear',
      colorPalette: null,
      stylePreferences: ['classic', 'edgy'],
    })
    expect(summaryFromQuery({ shape: '<script>' })).toBeNull()
  })

  it('records a known source or "unknown"', () => {
    expect(clickSource('ai-card')).toBe('ai-card')
    expect(clickSource('evil')).toBe('unknown')
    expect(clickSource(undefined)).toBe('unknown')
  })
})
