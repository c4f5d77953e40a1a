import fc from 'fast-check'
import { AGE_GROUPS } from '../reference/age-groups.ts'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import { OCCASIONS } from '../rule-book/occasions.ts'
import { SEASONS } from '../reference/seasons.ts'
import { STYLES } from '../rule-book/styles.ts'
import { SKIN_TONES, UNDERTONE_WORDS } from '../rule-book/season-questions.ts'
import { SEASONS as COLOR_SEASONS } from '../rule-book/seasons.ts'
import type { StyleProfile } from '../profile/style-profile.ts'

// Test-only: fast-check arbitraries for the profile properties. Imported by tests alone.

const positive = fc.double({ min: 0.5, max: 200, noNaN: true, noDefaultInfinity: true })

export const measurementsArbitrary = fc.record(
  { bust: positive, waist: positive, hips: positive, highHip: positive, shoulders: positive },
  { requiredKeys: [] },
)

/** Any valid stored profile: every optional field may be present or absent. */
export const styleProfileArbitrary: fc.Arbitrary<StyleProfile> = fc.record(
  {
    bodyShape: fc.constantFrom(...BODY_SHAPES),
    bodyShapeAlternative: fc.constantFrom(...BODY_SHAPES),
    colorPalette: fc.constantFrom(...COLOR_PALETTES),
    stylePreferences: fc.uniqueArray(fc.constantFrom(...STYLES)),
    measurements: measurementsArbitrary,
    measurementUnit: fc.constantFrom('in' as const, 'cm' as const),
    skinTone: fc.constantFrom(...SKIN_TONES),
    undertones: fc.constantFrom(...UNDERTONE_WORDS),
    colorSeason: fc.constantFrom(...COLOR_SEASONS),
    colorSeasonConfidence: fc.double({ min: 0, max: 1, noNaN: true }),
    colorSeasonRunnerUp: fc.constantFrom(...COLOR_SEASONS),
    priceRange: fc.record({ min: fc.nat(500), max: fc.nat(500) }),
    preferredBrands: fc.array(fc.string(), { maxLength: 3 }),
    ageGroup: fc.constantFrom(...AGE_GROUPS),
    preferredOccasions: fc.uniqueArray(fc.constantFrom(...OCCASIONS)),
    preferredSeasons: fc.uniqueArray(fc.constantFrom(...SEASONS)),
  },
  { requiredKeys: ['stylePreferences'] },
)
