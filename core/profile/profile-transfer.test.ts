import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exportProfile, importProfile } from './profile-transfer.ts'
import { styleProfileArbitrary } from '../testing/style-profile.arbitrary.ts'
import { normaliseProfile } from './style-profile.ts'

const NOW = new Date('2026-11-22T10:30:00.000Z')
const SPEC_ERROR = 'Invalid profile format: stylePreferences must be an array'

describe('exportProfile', () => {
  it('writes readable JSON with the format version and the export time', () => {
    const text = exportProfile({ bodyShape: 'apple', stylePreferences: ['minimal'] }, NOW)
    expect(text).toContain('\n  "bodyShape": "apple"')
    expect(JSON.parse(text)).toEqual({
      bodyShape: 'apple',
      stylePreferences: ['minimal'],
      version: '1.0',
      exportedAt: '2026-11-22T10:30:00.000Z',
    })
  })
})

describe('importProfile', () => {
  it('reads back what was exported', () => {
    fc.assert(
      fc.property(styleProfileArbitrary, (profile) => {
        expect(importProfile(exportProfile(profile, NOW))).toEqual({ ok: true, profile: normaliseProfile(profile) })
      }),
    )
  })

  it.each([
    ['text that is not JSON', 'definitely not json'],
    ['an empty string', ''],
    ['a JSON array', '["classic"]'],
    ['JSON without stylePreferences', '{"bodyShape":"pear"}'],
    ['stylePreferences as a string', '{"stylePreferences":"classic"}'],
    ['stylePreferences as null', '{"stylePreferences":null}'],
  ])('fails on %s with the spec message', (_label, text) => {
    expect(importProfile(text)).toEqual({ ok: false, error: SPEC_ERROR })
  })

  it('names a bad field when the list is fine but another value is not', () => {
    expect(importProfile('{"stylePreferences":["classic"],"bodyShape":"banana"}')).toEqual({
      ok: false,
      error: 'Invalid profile format: bodyShape is not valid',
    })
    expect(importProfile('{"stylePreferences":["classic","punk"]}')).toEqual({
      ok: false,
      error: 'Invalid profile format: stylePreferences.1 is not valid',
    })
  })

  it('accepts an import of a minimal profile', () => {
    expect(importProfile('{"stylePreferences":[]}')).toEqual({ ok: true, profile: { stylePreferences: [] } })
  })
})
