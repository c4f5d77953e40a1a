import { describe, expect, it } from 'vitest'
import { completionPercent, PROFILE_CHECKS, summarise, type ValidationTest } from './user-data-validation.ts'

const test = (status: ValidationTest['status'], durationMs: number): ValidationTest => ({
  id: status,
  name: status,
  status,
  message: '',
  checked: 0,
  problems: [],
  problemCount: 0,
  durationMs,
})

describe('completionPercent', () => {
  it('is the share of body type, skin tone, style preferences and age group filled', () => {
    expect(completionPercent({ bodyType: null, skinTone: null, stylePreferences: [], ageGroup: null })).toBe(0)
    expect(completionPercent({ bodyType: 'pear', skinTone: null, stylePreferences: [], ageGroup: null })).toBe(25)
    expect(completionPercent({ bodyType: 'pear', skinTone: 'warm', stylePreferences: ['classic'], ageGroup: null })).toBe(75)
    expect(completionPercent({ bodyType: 'pear', skinTone: 'warm', stylePreferences: ['classic'], ageGroup: '26-35' })).toBe(100)
    // A style list that is not a list counts as not filled.
    expect(completionPercent({ bodyType: 'pear', skinTone: 'warm', stylePreferences: 'classic', ageGroup: '26-35' })).toBe(75)
  })
})

describe('summarise', () => {
  it('counts statuses, rounds the success rate and sums durations', () => {
    expect(summarise([test('success', 1.25), test('warning', 2), test('error', 0.5)])).toEqual({
      totalTests: 3,
      passed: 1,
      warnings: 1,
      errors: 1,
      successRate: 33,
      totalDurationMs: 3.75,
    })
    expect(summarise([])).toMatchObject({ totalTests: 0, successRate: 0 })
  })
})

describe('PROFILE_CHECKS', () => {
  it('lists each problem once but never more than 50 in a report, keeping the full count', () => {
    const userProfiles = Array.from({ length: 60 }, (_, i) => ({
      id: `p${i}`,
      userId: `u${i}`,
      bodyType: 'oval',
      skinTone: 'warm',
      stylePreferences: ['classic'],
      ageGroup: '26-35',
      preferredOccasions: [],
      preferredSeasons: [],
      testCompletedAt: null,
      userExists: true,
    }))
    const values = PROFILE_CHECKS.find((c) => c.id === 'user-profile-values')!.run({ styleProfiles: [], userProfiles })
    expect(values).toMatchObject({ status: 'error', checked: 60, problemCount: 60, message: '60 of 60 user profiles hold unknown test answers.' })
    expect(values.problems).toHaveLength(50)
  })
})
