import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { styleProfileArbitrary } from '../testing/style-profile.arbitrary.ts'
import { hash128Hex, profileFingerprint, profileHash } from './profile-hash.ts'

describe('profile hash', () => {
  it('is 32 lower-case hex characters for any profile', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, (p) => {
        expect(profileHash(p)).toMatch(/^[0-9a-f]{32}$/)
      }),
    )
  })

  it('ignores the order of lists and the measurements, and tells different profiles apart', () => {
    const a = profileHash({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic', 'edgy'] })
    expect(profileHash({ colorPalette: 'warm', bodyShape: 'pear', stylePreferences: ['edgy', 'classic'], measurements: { bust: 34 } })).toBe(a)
    expect(profileHash({ bodyShape: 'apple', colorPalette: 'warm', stylePreferences: ['classic', 'edgy'] })).not.toBe(a)
    expect(profileHash({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'] })).not.toBe(a)
  })

  it('tells seasons apart, and leaves the fingerprint of a profile without one as it was', () => {
    const base = { bodyShape: 'pear' as const, colorPalette: 'cool' as const, stylePreferences: ['classic' as const] }
    expect(profileFingerprint(base)).toBe(JSON.stringify(['pear', 'cool', ['classic'], null, null, [], [], [], null]))
    const hashes = [profileHash(base), profileHash({ ...base, colorSeason: 'cool-summer' }), profileHash({ ...base, colorSeason: 'cool-winter' })]
    expect(new Set(hashes).size).toBe(3)
  })

  it('is a fixed function (stored hashes stay valid)', () => {
    expect(hash128Hex('')).toBe(hash128Hex(''))
    expect(hash128Hex('a')).not.toBe(hash128Hex('b'))
    expect(hash128Hex('styleblueprint')).toHaveLength(32)
  })
})
