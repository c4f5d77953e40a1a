import { describe, expect, it } from 'vitest'
import { recommendationRequestSchema } from './request.ts'

describe('the recommendation request', () => {
  it('accepts a profile with one of the twelve seasons, and refuses any other season', () => {
    const ok = recommendationRequestSchema.safeParse({ profile: { stylePreferences: [], colorSeason: 'deep-winter' } })
    expect(ok.success).toBe(true)
    expect(ok.data?.profile?.colorSeason).toBe('deep-winter')
    for (const colorSeason of ['winter', 'Deep Winter', '', 3]) {
      expect(recommendationRequestSchema.safeParse({ profile: { stylePreferences: [], colorSeason } }).success, String(colorSeason)).toBe(false)
    }
    expect(recommendationRequestSchema.safeParse({ profile: { stylePreferences: [] } }).success).toBe(true)
  })
})
