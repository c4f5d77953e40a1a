import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canStartStep,
  completedSteps,
  dashboardRedirect,
  firstMissingStep,
  getStartedDestination,
  isAnalysisComplete,
  profileCompletion,
} from './progress.ts'
import { styleProfileArbitrary } from '../testing/style-profile.arbitrary.ts'
import type { StyleProfile } from './style-profile.ts'

const SHAPE: StyleProfile = { bodyShape: 'pear', stylePreferences: [] }
const SHAPE_COLOR: StyleProfile = { ...SHAPE, colorPalette: 'warm' }
const THREE: StyleProfile = { ...SHAPE_COLOR, stylePreferences: ['classic'] }
const FOUR: StyleProfile = { ...THREE, measurements: { waist: 29 } }

describe('profileCompletion', () => {
  it.each([
    ['no profile', null, 0],
    ['an empty profile', { stylePreferences: [] }, 0],
    ['a shape', SHAPE, 25],
    ['shape and palette', SHAPE_COLOR, 50],
    ['shape, palette and a style', THREE, 75],
    ['all four', FOUR, 100],
    ['only measurements', { stylePreferences: [], measurements: { hips: 40 } }, 25],
    ['only a style', { stylePreferences: ['edgy', 'minimal'] }, 25],
  ] as const)('is the rounded share of four items: %s', (_label, profile, percent) => {
    expect(profileCompletion(profile as StyleProfile | null)).toBe(percent)
  })

  it('counts an empty measurement set as missing', () => {
    expect(profileCompletion({ ...THREE, measurements: {} })).toBe(75)
  })

  it('is always one of 0, 25, 50, 75, 100', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, (p) => {
        const c = profileCompletion(p)
        expect(c).toBeGreaterThanOrEqual(0)
        expect(c).toBeLessThanOrEqual(100)
        expect([0, 25, 50, 75, 100]).toContain(c)
      }),
    )
  })
})

describe('isAnalysisComplete', () => {
  it('needs shape, palette and at least one style for a visitor', () => {
    expect(isAnalysisComplete(THREE)).toBe(true)
    expect(isAnalysisComplete(SHAPE_COLOR)).toBe(false)
    expect(isAnalysisComplete({ colorPalette: 'cool', stylePreferences: ['classic'] })).toBe(false)
    expect(isAnalysisComplete(null)).toBe(false)
  })

  it('also needs measurements for a signed-in user', () => {
    expect(isAnalysisComplete(THREE, { signedIn: true })).toBe(false)
    expect(isAnalysisComplete(FOUR, { signedIn: true })).toBe(true)
  })

  it('agrees with completion: a signed-in user is complete exactly at 100%', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, (p) => {
        expect(isAnalysisComplete(p, { signedIn: true })).toBe(profileCompletion(p) === 100)
      }),
    )
  })
})

describe('redirect rules', () => {
  it('/get-started: no profile goes to the body step', () => {
    expect(getStartedDestination(null)).toBe('/analysis/body')
    expect(getStartedDestination({ stylePreferences: [] })).toBe('/analysis/body')
  })

  it('/get-started: a partial profile goes to the first missing step, in order body, color, style', () => {
    expect(getStartedDestination(SHAPE)).toBe('/analysis/color')
    expect(getStartedDestination(SHAPE_COLOR)).toBe('/analysis/style')
    // Body comes first even when later steps are done.
    expect(getStartedDestination({ colorPalette: 'cool', stylePreferences: ['edgy'] })).toBe('/analysis/body')
    expect(getStartedDestination({ ...SHAPE, stylePreferences: ['edgy'] })).toBe('/analysis/color')
  })

  it('/get-started: a complete analysis goes to the dashboard', () => {
    expect(getStartedDestination(THREE)).toBe('/dashboard')
    expect(getStartedDestination(THREE, { signedIn: true })).toBe('/analysis/body')
    expect(getStartedDestination(FOUR, { signedIn: true })).toBe('/dashboard')
  })

  it('/dashboard: stays when complete, otherwise names the first missing step', () => {
    expect(dashboardRedirect(THREE)).toBeNull()
    expect(dashboardRedirect(null)).toBe('/analysis/body')
    expect(dashboardRedirect(SHAPE)).toBe('/analysis/color')
    expect(dashboardRedirect(SHAPE_COLOR)).toBe('/analysis/style')
  })

  it('firstMissingStep is null exactly when the analysis is complete', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, fc.boolean(), (p, signedIn) => {
        expect(firstMissingStep(p, { signedIn }) === null).toBe(isAnalysisComplete(p, { signedIn }))
      }),
    )
  })
})

describe('step helpers for the dashboard', () => {
  it('lists the completed steps in order', () => {
    expect(completedSteps(null)).toEqual([])
    expect(completedSteps(THREE)).toEqual(['body', 'color', 'style'])
    expect(completedSteps({ colorPalette: 'warm', stylePreferences: [] })).toEqual(['color'])
  })

  it('lets colour start after body, and style after both', () => {
    expect(canStartStep(null, 'body')).toBe(true)
    expect(canStartStep(null, 'color')).toBe(false)
    expect(canStartStep(SHAPE, 'color')).toBe(true)
    expect(canStartStep(SHAPE, 'style')).toBe(false)
    expect(canStartStep(SHAPE_COLOR, 'style')).toBe(true)
  })
})
