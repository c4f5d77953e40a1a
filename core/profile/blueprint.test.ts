import { describe, expect, it } from 'vitest'
import { BODY_SHAPE_DETAILS, BODY_SHAPES } from '../reference/body-shapes.ts'
import { COLOR_PALETTES } from '../reference/color-palettes.ts'
import {
  blueprintFileName,
  buildBlueprint,
  describeMeasurements,
  localIsoDay,
  renderBlueprintText,
  shareSummary,
} from './blueprint.ts'
import type { StyleProfile } from './style-profile.ts'

const PROFILE: StyleProfile = {
  bodyShape: 'inverted-triangle',
  colorPalette: 'cool',
  stylePreferences: ['minimal', 'classic'],
  measurements: { bust: 38, waist: 29, hips: 34.5 },
}
// A local-time date, so the file name is the same day whatever the machine's time zone.
const DATE = new Date(2026, 10, 22, 23, 45)

describe('buildBlueprint', () => {
  it('needs a shape, a palette and at least one style', () => {
    expect(buildBlueprint(null)).toBeNull()
    expect(buildBlueprint({ bodyShape: 'pear', colorPalette: 'warm', stylePreferences: [] })).toBeNull()
    expect(buildBlueprint({ colorPalette: 'warm', stylePreferences: ['classic'] })).toBeNull()
  })

  it('gathers the advice, the palette and the unique key pieces of the chosen styles', () => {
    const bp = buildBlueprint({ ...PROFILE, stylePreferences: ['classic', 'romantic'] })!
    expect(bp.shape.name).toBe('Inverted Triangle')
    expect(bp.palette.id).toBe('cool')
    expect(bp.styles.map((s) => s.id)).toEqual(['classic', 'romantic'])
    expect(bp.keyPieces).toHaveLength(10)
    expect(new Set(bp.keyPieces).size).toBe(bp.keyPieces.length)
    expect(bp.keyPieces[0]).toBe('blazer')
  })

  it.each(BODY_SHAPES)('has real advice for %s (no generic fallback)', (shape) => {
    for (const palette of COLOR_PALETTES) {
      const bp = buildBlueprint({ bodyShape: shape, colorPalette: palette, stylePreferences: ['edgy'] })!
      expect(bp.shape).toBe(BODY_SHAPE_DETAILS[shape])
      expect(bp.shape.bestSilhouettes.length).toBeGreaterThanOrEqual(3)
      expect(bp.shape.stylingTips.length).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('blueprint file', () => {
  it('is named style-blueprint-{YYYY-MM-DD}.txt after the local day', () => {
    expect(blueprintFileName(DATE)).toBe('style-blueprint-2026-11-22.txt')
    expect(localIsoDay(new Date(2027, 0, 5))).toBe('2027-01-05')
  })

  it('reads as a document: titled sections with every part of the blueprint', () => {
    const text = renderBlueprintText(buildBlueprint(PROFILE)!, { date: DATE, siteUrl: 'https://styleblueprint.example' })
    const lines = text.split('\n')
    expect(lines[0]).toBe('MY STYLE BLUEPRINT')
    expect(lines[1]).toBe('='.repeat('MY STYLE BLUEPRINT'.length))
    expect(lines[2]).toBe('Created on November 22, 2026')
    expect(text).toContain('YOUR PROFILE\n------------')
    expect(text).toMatch(/^Body Shape: +Inverted Triangle$/m)
    expect(text).toMatch(/^Color Palette: +Cool Tones$/m)
    expect(text).toMatch(/^Style Preferences: +Minimal and Classic$/m)
    expect(text).toMatch(/^Measurements: +Bust 38 in, Waist 29 in, Hips 34.5 in$/m)
    expect(text).toContain('YOUR BODY SHAPE: INVERTED TRIANGLE')
    for (const item of BODY_SHAPE_DETAILS['inverted-triangle'].bestSilhouettes) expect(text).toContain(`  - ${item}\n`)
    expect(text).toContain('YOUR COLORS: COOL TONES')
    expect(text).toContain('  - Navy\n')
    expect(text).toContain('#1F3A68')
    expect(text).toContain('Minimal: Pared back')
    expect(text).toContain('KEY PIECES')
    expect(text).toContain('  - white tee\n')
    expect(text.trimEnd().endsWith('https://styleblueprint.example')).toBe(true)
    // Plain text: no markup, no template placeholders left behind.
    expect(text).not.toMatch(/[<>{}]/)
  })

  it('aligns the profile values in one column', () => {
    const text = renderBlueprintText(buildBlueprint(PROFILE)!, { date: DATE })
    const rows = text.split('\n').filter((l) => /^(Body Shape|Color Palette|Style Preferences|Measurements):/.test(l))
    const columns = rows.map((l) => l.search(/: +\S/) + l.slice(l.indexOf(':') + 1).search(/\S/) + 1)
    expect(rows).toHaveLength(4)
    expect(new Set(columns).size).toBe(1)
  })

  it('leaves the measurement line out when there are none, and shows centimetres when chosen', () => {
    const none = renderBlueprintText(buildBlueprint({ ...PROFILE, measurements: undefined })!, { date: DATE })
    expect(none).not.toContain('Measurements:')
    expect(describeMeasurements({ waist: 27.56 }, 'cm')).toEqual(['Waist 70 cm'])
  })
})

describe('shareSummary', () => {
  it('says shape, palette and styles in one sentence', () => {
    expect(shareSummary(buildBlueprint(PROFILE)!)).toBe(
      'My style blueprint: Inverted Triangle body shape, Cool Tones, Minimal and Classic style.',
    )
  })
})
