import { describe, expect, it } from 'vitest'
import { clickSource, summaryFromQuery } from './outbound-link.ts'

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
