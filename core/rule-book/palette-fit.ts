import { deltaE00, type Lab } from '../colour/cielab.ts'
import { colourById, colourLab, COLOURS } from './colours.ts'
import { COLOR_PALETTE_DETAILS, COLOR_PALETTES, type ColorPaletteId, isColorPaletteId, type NamedColor } from './palettes.ts'
import { SEASON_PALETTES } from './season-palettes.ts'
import { SEASONS, type SeasonId } from './seasons.ts'

/**
 * Colour fit: how a garment's colour sits against her palette, measured in CIEDE2000. Kept
 * apart from the palettes' data so pages that only show swatches never load the colour maths.
 * Her palette is one of two kinds: one of the three undertone palettes (the spec's three
 * questions), or, once she has refined her colours, her season's (season-palettes.ts).
 */

/** What colour fit measures against: an undertone palette, or one of the twelve seasons. */
export type ColourScheme = ColorPaletteId | SeasonId
/** Every scheme, palettes first: the catalogue index keeps one column of colour fit per scheme. */
export const COLOUR_SCHEMES: readonly ColourScheme[] = [...COLOR_PALETTES, ...SEASONS]

/**
 * Where a colour sits for a palette wearer:
 * - 'best': one of her named colours or neutrals (within ΔE00 3, an obvious difference);
 * - 'palette': a colour of her palette (the rule book's colour table gives it her undertone);
 * - 'near': not in her palette but within ΔE00 10 of a colour that is;
 * - 'far': further;
 * - 'avoid': within ΔE00 AVOID_RADIUS (6) of a colour she is told to avoid (never recommended).
 * For a season the palette is not a column of the colour table but the season's swatches:
 * 'palette' is within SEASON_RADIUS of one of them, 'near' within NEAR_RADIUS further.
 */
export const COLOUR_GRADES = ['best', 'palette', 'near', 'far', 'avoid'] as const
export type ColourGrade = (typeof COLOUR_GRADES)[number]

/** How close a colour must be to one on her avoid list to count as that colour: a shade of it, not a neighbour. */
export const AVOID_RADIUS = 6
const BEST_RADIUS = 3
const NEAR_RADIUS = 10
/**
 * How close a colour must be to one of a season's swatches to be of the season's palette:
 * about the step between neighbouring swatches of a published fan, so a shade between two of
 * them belongs. Each season keeps a quarter to a third of the lexicon's colours.
 */
export const SEASON_RADIUS = 8

export interface ColourFit {
  grade: ColourGrade
  /** 0..1: what the colour dimension scores. */
  score: number
  /** ΔE00 to the nearest of her named colours and neutrals. */
  toBest: number
  /** The nearest named colour or neutral. */
  nearestBest: NamedColor
  /** ΔE00 to the nearest colour of her palette (0 for a colour of it; for a season, the distance past SEASON_RADIUS). */
  toPalette: number
  /** The avoid swatch the colour is a shade of (grade 'avoid' only). */
  avoided: NamedColor | null
}

/**
 * The colour dimension, from distances: a colour of her palette scores 0.85 to 1, nearer
 * her named colours higher; one outside it 0.1 to 0.5, nearer her palette higher; a colour
 * she is told to avoid 0. A colour of her palette is never graded avoid (the rule book's
 * own consistency, held by palettes.test.ts).
 */
function fitOf(colour: string, p: ColorPaletteId): ColourFit | null {
  const entry = colourById(colour)
  const lab = colourLab(colour)
  if (!entry || !lab) return null
  const d = COLOR_PALETTE_DETAILS[p]
  let nearestBest = d.colors[0]
  let toBest = Number.POSITIVE_INFINITY
  for (const s of [...d.colors, ...d.neutrals]) {
    const e = deltaE00(lab, colourLab(s.colour)!)
    if (e < toBest) {
      toBest = e
      nearestBest = s
    }
  }
  const inPalette = entry.palettes.includes(p)
  if (inPalette) {
    return { grade: toBest < BEST_RADIUS ? 'best' : 'palette', score: 0.6 + 0.4 * Math.max(0, 1 - toBest / 25), toBest, nearestBest, toPalette: 0, avoided: null }
  }
  for (const s of d.avoidColors) {
    if (deltaE00(lab, colourLab(s.colour)!) <= AVOID_RADIUS) return { grade: 'avoid', score: 0, toBest, nearestBest, toPalette: Number.NaN, avoided: s }
  }
  let toPalette = Number.POSITIVE_INFINITY
  for (const other of MEMBERS[p]) toPalette = Math.min(toPalette, deltaE00(lab, colourLab(other)!))
  return { grade: toPalette <= NEAR_RADIUS ? 'near' : 'far', score: 0.1 + 0.4 * Math.max(0, 1 - toPalette / 20), toBest, nearestBest, toPalette, avoided: null }
}

const MEMBERS: Readonly<Record<ColorPaletteId, readonly string[]>> = {
  warm: COLOURS.filter((c) => c.palettes.includes('warm')).map((c) => c.id),
  cool: COLOURS.filter((c) => c.palettes.includes('cool')).map((c) => c.id),
  neutral: COLOURS.filter((c) => c.palettes.includes('neutral')).map((c) => c.id),
}

/**
 * A colour's fit for a season, on the same grades and score ranges as a palette's: one of her
 * swatches (within BEST_RADIUS) is best; else a shade of a colour she avoids is avoid (the
 * rule book never puts an avoid colour within AVOID_RADIUS of her swatches, season-palettes.test.ts);
 * else within SEASON_RADIUS of a swatch is her palette, scored as a palette colour by its
 * distance to the nearest swatch; else near or far by its distance past that radius.
 */
function seasonFitOf(colour: string, s: SeasonId): ColourFit | null {
  const lab = colourLab(colour)
  if (!colourById(colour) || !lab) return null
  const d = SEASON_PALETTES[s]
  let nearestBest = d.swatches[0]!
  let toBest = Number.POSITIVE_INFINITY
  for (const x of d.swatches) {
    const e = deltaE00(lab, colourLab(x.colour)!)
    if (e < toBest) {
      toBest = e
      nearestBest = x
    }
  }
  const inPalette = { toBest, nearestBest, toPalette: 0, avoided: null }
  if (toBest < BEST_RADIUS) return { grade: 'best', score: 0.6 + 0.4 * Math.max(0, 1 - toBest / 25), ...inPalette }
  for (const x of d.avoidColors) {
    if (deltaE00(lab, colourLab(x.colour)!) <= AVOID_RADIUS) return { grade: 'avoid', score: 0, toBest, nearestBest, toPalette: Number.NaN, avoided: x }
  }
  if (toBest <= SEASON_RADIUS) return { grade: 'palette', score: 0.6 + 0.4 * Math.max(0, 1 - toBest / 25), ...inPalette }
  const toPalette = toBest - SEASON_RADIUS
  return { grade: toPalette <= NEAR_RADIUS ? 'near' : 'far', score: 0.1 + 0.4 * Math.max(0, 1 - toPalette / 20), toBest, nearestBest, toPalette, avoided: null }
}

const FITS = new Map<string, ColourFit | null>()

/**
 * A rule-book colour's fit for a palette or season wearer; null for a colour the rule book
 * does not know. Computed once per pair.
 */
export function colourFit(colour: string, scheme: ColourScheme): ColourFit | null {
  const key = `${scheme}:${colour}`
  if (!FITS.has(key)) FITS.set(key, isColorPaletteId(scheme) ? fitOf(colour, scheme) : seasonFitOf(colour, scheme))
  return FITS.get(key)!
}

/** How far a colour is from each season's palette: ΔE00 to its nearest swatch, and to the next. */
export interface SeasonDistance {
  season: SeasonId
  /** ΔE00 to the season's nearest swatch. */
  nearest: number
  /** ΔE00 to its second-nearest swatch: breaks a tie on a swatch two seasons share. */
  second: number
}

/**
 * The seasons whose palettes a colour (CIELAB D65) sits nearest, nearest first: by ΔE00 to
 * each season's nearest swatch, ties (a neutral two seasons both list) broken by the
 * second-nearest swatch, then by SEASONS order, so the answer is deterministic.
 */
export function nearestSeasons(lab: Lab): SeasonDistance[] {
  return SEASONS.map((season, k) => {
    let nearest = Number.POSITIVE_INFINITY
    let second = Number.POSITIVE_INFINITY
    for (const x of SEASON_PALETTES[season].swatches) {
      const e = deltaE00(lab, colourLab(x.colour)!)
      if (e < nearest) {
        second = nearest
        nearest = e
      } else if (e < second) second = e
    }
    return { season, nearest, second, k }
  })
    .sort((a, b) => a.nearest - b.nearest || a.second - b.second || a.k - b.k)
    .map(({ season, nearest, second }) => ({ season, nearest, second }))
}
