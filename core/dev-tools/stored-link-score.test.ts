import { describe, expect, it } from 'vitest'
import { storedLinkMatchScore } from './stored-link-score.ts'

describe('stored-link match score (body 40, palette 30, style 20, price 10)', () => {
  const full = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['classic'], priceRange: { min: 50, max: 150 } } as const

  it('earns every point for a link that fits on all four', () => {
    expect(storedLinkMatchScore({ productName: 'Classic Belted Wrap Dress in Rust', price: 89.99 }, { ...full, stylePreferences: ['classic'] })).toBe(100)
  })

  it('adds up the points it earns', () => {
    // Wrap suits hourglass (40), rust is warm (30), no style word, price in range (10) = 80.
    expect(storedLinkMatchScore({ productName: 'Belted Wrap Dress in Rust', price: 89.99 }, { ...full, stylePreferences: ['classic'] })).toBe(80)
    // Navy is cool (no 30), price out of range (no 10): 40 + 20 = 60.
    expect(storedLinkMatchScore({ productName: 'Classic Wrap Dress in Navy', price: 300 }, { ...full, stylePreferences: ['classic'] })).toBe(60)
  })

  it('lets every shape and palette apply when no keyword matches, as the inference does', () => {
    expect(storedLinkMatchScore({ productName: 'Thing', price: 10 }, { bodyShape: 'pear', colorPalette: 'cool', stylePreferences: [] })).toBe(100)
  })

  it('is a rounded percentage of the points the profile makes possible', () => {
    // No price range: 90 possible; body 40 + palette 30 = 70 of 90 = 77.8 -> 78.
    expect(storedLinkMatchScore({ productName: 'Belted Wrap Dress in Rust' }, { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['edgy'] })).toBe(78)
    expect(storedLinkMatchScore({ productName: 'x' }, { stylePreferences: [] })).toBe(0)
  })
})
