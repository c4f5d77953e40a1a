import type { StyleProfile } from '../profile/style-profile.ts'
import { AGE_GROUPS, type AgeGroupId } from '../reference/age-groups.ts'
import { BODY_SHAPES, type BodyShapeId } from '../rule-book/body-shapes.ts'
import { COLOR_PALETTES, type ColorPaletteId } from '../rule-book/palettes.ts'
import { OCCASIONS, type OccasionId } from '../rule-book/occasions.ts'
import { COLOUR_SCHEMES } from '../rule-book/palette-fit.ts'
import { isSeasonId as isColourSeasonId, SEASON_DEFINITIONS, SEASONS as COLOUR_SEASONS, type SeasonId as ColourSeasonId } from '../rule-book/seasons.ts'
import { SEASONS, seasonForMonth, type SeasonId } from '../reference/seasons.ts'
import { QUIZ_STYLES, STYLES, type StyleId } from '../rule-book/styles.ts'
import { hash32, hash128Hex } from './profile-hash.ts'

/**
 * Everything a recommendation depends on, and nothing else: the shopper's shape, palette,
 * styles, occasions and age group, the season and day it is asked on, and the catalogue
 * version it is computed from. Two profiles with one segment get one answer, so the cache
 * key and every seed come from the segment alone (issue 15: 945 quiz segments can be
 * computed ahead). Fields the engines do not read (price range, brands, measurements,
 * categories) never enter it; a skin tone or undertone is folded into the palette.
 */
export interface Segment {
  shape: BodyShapeId | null
  palette: ColorPaletteId | null
  /** Her colour season (one of the twelve) once she has refined her colours: colour fit measures against it, not the palette. */
  colorSeason?: ColourSeasonId | null
  /** Reference order, each once. */
  styles: StyleId[]
  occasions: OccasionId[]
  ageGroup: AgeGroupId | null
  season: SeasonId
  /** UTC day, YYYY-MM-DD. */
  day: string
  /** The catalogue snapshot the answer is computed from ('' when it does not matter, as in core tests). */
  catalogueVersion: string
}

/** The palette a skin tone or undertone text names ('Warm', 'cool undertones'), else null. */
export function paletteOfTone(text: string | undefined): ColorPaletteId | null {
  const t = text?.toLowerCase() ?? ''
  if (t.includes('warm')) return 'warm'
  if (t.includes('cool')) return 'cool'
  if (t.includes('neutral')) return 'neutral'
  return null
}

/**
 * The segment of a profile asked at `now` against a catalogue version; the chosen palette
 * wins over a skin tone, and a season without a palette brings its family's undertone
 * palette. A season that is not one of the twelve is ignored.
 */
export function segmentOf(profile: StyleProfile, now: Date, catalogueVersion = ''): Segment {
  const styles = new Set(profile.stylePreferences)
  const occasions = new Set(profile.preferredOccasions ?? [])
  const colorSeason = isColourSeasonId(profile.colorSeason) ? profile.colorSeason : null
  return {
    shape: profile.bodyShape ?? null,
    palette: profile.colorPalette ?? paletteOfTone(profile.skinTone) ?? paletteOfTone(profile.undertones) ?? (colorSeason ? SEASON_DEFINITIONS[colorSeason].palette : null),
    ...(colorSeason ? { colorSeason } : {}),
    styles: STYLES.filter((s) => styles.has(s)),
    occasions: OCCASIONS.filter((o) => occasions.has(o)),
    ageGroup: profile.ageGroup ?? null,
    season: seasonForMonth(now.getUTCMonth() + 1),
    day: now.toISOString().slice(0, 10),
    catalogueVersion,
  }
}

/** The segment as a string in a fixed order: equal segments, equal keys. A season is appended only when there is one, so the keys of segments without one are as before. */
export function segmentKey(s: Segment): string {
  const key: unknown[] = [s.shape, s.palette, s.styles, s.occasions, s.ageGroup, s.season, s.day, s.catalogueVersion]
  if (s.colorSeason) key.push(s.colorSeason)
  return JSON.stringify(key)
}

/** The 32-character digest that keys caches and precomputed lists. */
export function segmentHash(s: Segment): string {
  return hash128Hex(segmentKey(s))
}

/** The seed of any randomness an engine uses (the balanced algorithm's daily points). */
export function segmentSeed(s: Segment): number {
  return hash32(segmentKey(s))
}

/** The segment reduced to indexes and masks over the reference lists, for the scan. */
export interface CompiledSegment {
  segment: Segment
  /** Index into BODY_SHAPES, -1 when unknown. */
  body: number
  /** Index into COLOR_PALETTES, -1 when unknown: the undertone palette (the balanced engine's palette bits). */
  palette: number
  /** Index into COLOUR_SCHEMES of what colour fit measures against: her season's column when she has one, else her palette's; -1 for neither. */
  colour: number
  styleMask: number
  styles: number[]
  occasionMask: number
  occasions: number[]
  age: number
  season: number
  seed: number
}

export function compileSegment(s: Segment): CompiledSegment {
  const styles = s.styles.map((x) => STYLES.indexOf(x))
  const occasions = s.occasions.map((x) => OCCASIONS.indexOf(x))
  return {
    segment: s,
    body: s.shape ? BODY_SHAPES.indexOf(s.shape) : -1,
    palette: s.palette ? COLOR_PALETTES.indexOf(s.palette) : -1,
    colour: s.colorSeason ? COLOUR_SCHEMES.indexOf(s.colorSeason) : s.palette ? COLOUR_SCHEMES.indexOf(s.palette) : -1,
    styleMask: styles.reduce((m, i) => m | (1 << i), 0),
    styles,
    occasionMask: occasions.reduce((m, i) => m | (1 << i), 0),
    occasions,
    age: s.ageGroup ? AGE_GROUPS.indexOf(s.ageGroup) : -1,
    season: SEASONS.indexOf(s.season),
    seed: segmentSeed(s),
  }
}

/** How many of the segment's styles a product's style mask carries (both scorings' style dimension). */
export function stylesShared(mask: number, cs: CompiledSegment): number {
  let v = mask & cs.styleMask
  let count = 0
  while (v) {
    v &= v - 1
    count++
  }
  return count
}

/**
 * Every segment the style quiz can produce on one day against one catalogue: 5 shapes x 3
 * palettes x the 63 non-empty sets of the six quiz styles = 945 (issue 15 computes them ahead).
 */
export function quizSegments(now: Date, catalogueVersion: string): Segment[] {
  const out: Segment[] = []
  for (const shape of BODY_SHAPES) {
    for (const palette of COLOR_PALETTES) {
      for (let set = 1; set < 1 << QUIZ_STYLES.length; set++) {
        const stylePreferences = QUIZ_STYLES.filter((_, i) => set & (1 << i))
        out.push(segmentOf({ bodyShape: shape, colorPalette: palette, stylePreferences }, now, catalogueVersion))
      }
    }
  }
  return out
}

/**
 * Segments of shoppers who refined their colours to a season: each of the twelve seasons with
 * every shape and `setsPerSeason` of the 63 quiz style sets, the sets rotating from season to
 * season so that twelve seasons of six cover all 63. (Every season with every set is 3,780
 * segments: more than a test needs to find a rule a season breaks.)
 */
export function seasonSegments(now: Date, catalogueVersion: string, setsPerSeason = 6): Segment[] {
  const sets = (1 << QUIZ_STYLES.length) - 1
  const out: Segment[] = []
  COLOUR_SEASONS.forEach((colorSeason, k) => {
    for (let j = 0; j < setsPerSeason; j++) {
      const set = ((k * setsPerSeason + j) % sets) + 1
      const stylePreferences = QUIZ_STYLES.filter((_, i) => set & (1 << i))
      for (const shape of BODY_SHAPES) out.push(segmentOf({ bodyShape: shape, colorSeason, stylePreferences }, now, catalogueVersion))
    }
  })
  return out
}
