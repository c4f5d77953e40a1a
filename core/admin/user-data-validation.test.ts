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
  it('is the share of the answers the analysis asks: body type, skin tone and style preferences', () => {
    expect(completionPercent({ bodyType: null, skinTone: null, stylePreferences: [] })).toBe(0)
    expect(completionPercent({ bodyType: 'pear', skinTone: null, stylePreferences: [] })).toBe(33)
    expect(completionPercent({ bodyType: 'pear', skinTone: 'warm', stylePreferences: ['classic'] })).toBe(100)
    // A style list that is not a list counts as not filled.
    expect(completionPercent({ bodyType: 'pear', skinTone: 'warm', stylePreferences: 'classic' })).toBe(67)
  })
})

describe('the measurements check', () => {
  const run = (measurements: unknown) =>
    PROFILE_CHECKS.find((c) => c.id === 'style-profile-measurements')!.run({
      styleProfiles: [{ id: 's', userId: 'u', bodyShape: 'pear', colorPalette: 'warm', stylePreferences: ['classic'], measurements, userExists: true }],
      userProfiles: [],
    })

  it('accepts what the app stores: inch values, height and weight, and the unit they were typed in', () => {
    for (const m of [{ bust: 36, waist: 28, hips: 38, unit: 'in' }, { waist: 27.56, unit: 'cm' }, { bust: 34, height: 65, weight: 130 }, { bust: 36, waist: 28, hips: 40, highHip: 33, shoulders: 40 }, null]) {
      expect(run(m)).toMatchObject({ status: 'success', problemCount: 0 })
    }
  })

  it('flags values that are not positive numbers, an unknown unit and fields the app never writes', () => {
    expect(run({ bust: -3, waist: '28', unit: 'feet', shoe: 38 }).problems.map((p) => p.message)).toEqual([
      'Measurement unit "feet" is neither in nor cm',
      'Measurements that are not positive numbers: bust, waist',
      'Measurements the app does not know: shoe',
    ])
    expect(run({ highHip: 0 }).problems.map((p) => p.message)).toEqual(['Measurements that are not positive numbers: highHip'])
    expect(run([36, 28]).problems.map((p) => p.message)).toEqual(['Measurements are not a set of named values'])
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
      ageGroup: null,
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
