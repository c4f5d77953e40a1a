import { describe, expect, it } from 'vitest'
import type { StyleProfile } from '../profile/style-profile.ts'
import { storedLinkMatchScore } from './stored-link-score.ts'

describe('stored-link match score (body 40, palette 30, style 20, price 10)', () => {
  const full: StyleProfile = { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['romantic'], priceRange: { min: 50, max: 150 } }

  it('earns every point for a link the rule book reads as fitting on all four', () => {
    // A belted wrap flatters an hourglass, rust is warm, a wrap dress is romantic.
    expect(storedLinkMatchScore({ productName: 'Belted Wrap Dress in Rust', price: 89.99 }, full)).toBe(100)
  })

  it('adds up the points it earns, by the styles the garment carries rather than the words in its title', () => {
    // 'Classic' is a marketing word: the wrap dress is romantic, not classic. 40 + 30 + 10 = 80.
    expect(storedLinkMatchScore({ productName: 'Classic Belted Wrap Dress in Rust', price: 89.99 }, { ...full, stylePreferences: ['classic'] })).toBe(80)
    // Navy is no warm colour (no 30), price out of range (no 10): 40 + 20 = 60.
    expect(storedLinkMatchScore({ productName: 'Wrap Dress in Navy', price: 300 }, full)).toBe(60)
    // A belt at the waist is what an apple avoids: no body points.
    expect(storedLinkMatchScore({ productName: 'Belted Wrap Dress in Rust', price: 89.99 }, { ...full, bodyShape: 'apple' })).toBe(60)
  })

  it('reads the tags as the shop’s words about the piece', () => {
    expect(storedLinkMatchScore({ productName: 'Midi Dress', tags: ['wrap', 'rust'], price: 89.99 }, full)).toBe(100)
  })

  it('gives half the points for what cannot be read, as an unknown sits between a match and a mismatch', () => {
    // A dress with no cut or colour read: body 20 of 40 and palette 15 of 30, so 35 of the 70 possible.
    expect(storedLinkMatchScore({ productName: 'Dress', price: 10 }, { bodyShape: 'pear', colorPalette: 'cool', stylePreferences: [] })).toBe(50)
  })

  it('is a rounded percentage of the points the profile makes possible', () => {
    // No price range: 90 possible; body 40 + palette 30 = 70 of 90 = 77.8 -> 78.
    expect(storedLinkMatchScore({ productName: 'Belted Wrap Dress in Rust' }, { bodyShape: 'hourglass', colorPalette: 'warm', stylePreferences: ['edgy'] })).toBe(78)
    expect(storedLinkMatchScore({ productName: 'x' }, { stylePreferences: [] })).toBe(0)
  })
})
