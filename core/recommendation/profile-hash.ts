import type { StyleProfile } from '../profile/style-profile.ts'

/**
 * A 32-hex-character digest (128 bits, cyrb128 mixing) of a string. Not cryptographic: it
 * keys caches and precomputed lists, where a collision costs a wrong cache hit, not a secret.
 */
export function hash128Hex(text: string): string {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('')
}

/** A 32-bit hash of a string (FNV-1a), for seeds. */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * The fields the engines read, in a fixed order with sorted lists, so equal profiles hash
 * equally whatever order their lists were chosen in. Measurements never enter it.
 */
export function profileFingerprint(profile: StyleProfile): string {
  const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort()
  return JSON.stringify([
    profile.bodyShape ?? null,
    profile.colorPalette ?? null,
    sorted(profile.stylePreferences),
    profile.skinTone ?? null,
    profile.ageGroup ?? null,
    sorted(profile.preferredOccasions),
    sorted(profile.preferredSeasons),
    sorted(profile.categories),
    profile.priceRange ? [profile.priceRange.min, profile.priceRange.max] : null,
    // Last and only when set, so the hashes of profiles without a season are unchanged.
    ...(profile.colorSeason ? [profile.colorSeason] : []),
  ])
}

/** The spec's 32-character profile hash that keys precomputed recommendations. */
export function profileHash(profile: StyleProfile): string {
  return hash128Hex(profileFingerprint(profile))
}
