import { z } from 'zod'
import { deltaE00, type Lab, labOfHex } from '#core/colour/cielab.ts'
import { colourLab } from '#core/rule-book/colours.ts'
import { nearestSeasons } from '#core/rule-book/palette-fit.ts'
import { COLOR_PALETTE_DETAILS, COLOR_PALETTES, type ColorPaletteId } from '#core/rule-book/palettes.ts'
import { SEASON_PALETTES } from '#core/rule-book/season-palettes.ts'
import { isSeasonId, SEASON_DEFINITIONS, SEASONS, type SeasonId } from '#core/rule-book/seasons.ts'

// The swatch bench's reading and scoring (seasons.bench.ts prints them; season-metrics.test.ts
// checks them on made-up swatches).

export const swatchSchema = z.object({
  hex: z.string().regex(/^#[0-9a-f]{6}$/i),
  name: z.string().min(1),
  season: z.custom<SeasonId>((v) => isSeasonId(v), 'not one of the twelve seasons'),
})
export type LabelledSwatch = z.infer<typeof swatchSchema>
export const swatchFileSchema = z.object({ description: z.string().optional(), labeller: z.string().optional(), swatches: z.array(swatchSchema).min(1) })

/** A labelled set's text (the labeller's JSON) as swatches; throws on anything malformed. */
export function parseSwatchFile(text: string): LabelledSwatch[] {
  return swatchFileSchema.parse(JSON.parse(text)).swatches
}

export interface Prediction {
  swatch: LabelledSwatch
  predicted: SeasonId
  /** ΔE00 to the predicted season's nearest swatch. */
  distance: number
}

/** Baseline: the nearest of the three undertone palettes (ΔE00 to its named colours and neutrals). */
export function predictPalette(lab: Lab): ColorPaletteId {
  let best: ColorPaletteId = 'warm'
  let d = Number.POSITIVE_INFINITY
  for (const p of COLOR_PALETTES) {
    const details = COLOR_PALETTE_DETAILS[p]
    for (const s of [...details.colors, ...details.neutrals]) {
      const e = deltaE00(lab, colourLab(s.colour)!)
      if (e < d) {
        d = e
        best = p
      }
    }
  }
  return best
}

const SEASONS_OF_PALETTE: Readonly<Record<ColorPaletteId, readonly SeasonId[]>> = {
  warm: SEASONS.filter((s) => SEASON_DEFINITIONS[s].palette === 'warm'),
  cool: SEASONS.filter((s) => SEASON_DEFINITIONS[s].palette === 'cool'),
  neutral: SEASONS.filter((s) => SEASON_DEFINITIONS[s].palette === 'neutral'),
}

/** Each season's palette as one point, the mean of its swatches' CIELAB (baseline: one point a season). */
const CENTROIDS: ReadonlyArray<{ season: SeasonId; lab: Lab }> = SEASONS.map((season) => {
  const labs = SEASON_PALETTES[season].swatches.map((x) => colourLab(x.colour)!)
  const mean = (f: (l: Lab) => number) => labs.reduce((s, l) => s + f(l), 0) / labs.length
  return { season, lab: { l: mean((l) => l.l), a: mean((l) => l.a), b: mean((l) => l.b) } }
})

export function predictByCentroid(lab: Lab): SeasonId {
  let best = CENTROIDS[0]!
  let d = Number.POSITIVE_INFINITY
  for (const c of CENTROIDS) {
    const e = deltaE00(lab, c.lab)
    if (e < d) {
      d = e
      best = c
    }
  }
  return best.season
}

/** A small seeded generator (mulberry32), so the random baseline is the same every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface SetResult {
  n: number
  /** Share whose nearest season palette is the labelled season. */
  accuracy: number
  /** Share whose nearest season is of the labelled season's family (spring, summer, autumn, winter). */
  familyAccuracy: number
  /** Share whose labelled season is among the two nearest. */
  top2: number
  baselines: {
    /** 1/12. */
    chance: number
    /** A seeded uniform draw among the twelve, this run. */
    random: number
    /** The nearest undertone palette is the labelled season's palette (a three-way call). */
    undertonePalette: number
    /** The undertone palette, then a season of that palette at random (its expected 12-way accuracy). */
    undertoneSeason: number
    /** The nearest season by the mean of its swatches, one point a season. */
    centroid: number
    /**
     * The labeller's own tuning swatches as the palettes: the season of the nearest of them
     * (leaving the swatch itself out on tuning). How far the labelled set separates by colour
     * at all; NaN when no reference set was given.
     */
    labelledNeighbour: number
    /**
     * The same with a vote of the k nearest (each weighted 1 / (1 + ΔE00)), at the k of
     * NEIGHBOUR_KS that does best on this very set: an optimistic reference for any rule that
     * reads a swatch's colour alone. NaN when no reference set was given.
     */
    labelledVote: { accuracy: number; k: number }
  }
  perSeason: ReadonlyArray<{ season: SeasonId; n: number; accuracy: number }>
  /** The most common (labelled, predicted) confusions, most first. */
  confusions: ReadonlyArray<{ labelled: SeasonId; predicted: SeasonId; count: number }>
  predictions: readonly Prediction[]
}

/** The reference swatches by ΔE00 from `lab`, nearest first, skipping the swatch itself (same hex, name and season). */
function byDistance(s: LabelledSwatch, lab: Lab, reference: ReadonlyArray<{ swatch: LabelledSwatch; lab: Lab }>): Array<{ season: SeasonId; d: number }> {
  return reference
    .filter((r) => !(r.swatch === s || (r.swatch.hex === s.hex && r.swatch.name === s.name && r.swatch.season === s.season)))
    .map((r) => ({ season: r.swatch.season, d: deltaE00(lab, r.lab) }))
    .sort((a, b) => a.d - b.d)
}

/** The k for the labelled vote. */
export const NEIGHBOUR_KS = [1, 3, 5, 7, 9, 15, 25] as const

/** The season most of the k nearest vote for, each weighted 1 / (1 + ΔE00); ties to the season named first. */
function vote(nearest: ReadonlyArray<{ season: SeasonId; d: number }>, k: number): SeasonId | null {
  const votes = new Map<SeasonId, number>()
  for (const x of nearest.slice(0, k)) votes.set(x.season, (votes.get(x.season) ?? 0) + 1 / (1 + x.d))
  let best: SeasonId | null = null
  for (const [season, v] of votes) if (best === null || v > votes.get(best)!) best = season
  return best
}

export function evaluate(swatches: readonly LabelledSwatch[], reference: readonly LabelledSwatch[] = [], seed = 26): SetResult {
  const rnd = seededRandom(seed)
  const refs = reference.map((swatch) => ({ swatch, lab: labOfHex(swatch.hex) }))
  let neighbour = 0
  const voted = new Map<number, number>(NEIGHBOUR_KS.map((k) => [k, 0]))
  const predictions: Prediction[] = []
  let right = 0
  let family = 0
  let top2 = 0
  let random = 0
  let palette = 0
  let undertoneSeason = 0
  let centroid = 0
  const confusions = new Map<string, number>()
  for (const s of swatches) {
    const lab = labOfHex(s.hex)
    const ranked = nearestSeasons(lab)
    const predicted = ranked[0]!.season
    predictions.push({ swatch: s, predicted, distance: ranked[0]!.nearest })
    if (predicted === s.season) right++
    else confusions.set(`${s.season}>${predicted}`, (confusions.get(`${s.season}>${predicted}`) ?? 0) + 1)
    if (SEASON_DEFINITIONS[predicted].family === SEASON_DEFINITIONS[s.season].family) family++
    if (ranked[0]!.season === s.season || ranked[1]!.season === s.season) top2++
    if (SEASONS[Math.floor(rnd() * SEASONS.length)] === s.season) random++
    const p = predictPalette(lab)
    if (p === SEASON_DEFINITIONS[s.season].palette) {
      palette++
      undertoneSeason += 1 / SEASONS_OF_PALETTE[p].length
    }
    if (predictByCentroid(lab) === s.season) centroid++
    if (refs.length > 0) {
      const nearest = byDistance(s, lab, refs)
      if (nearest[0]?.season === s.season) neighbour++
      for (const k of NEIGHBOUR_KS) if (vote(nearest, k) === s.season) voted.set(k, voted.get(k)! + 1)
    }
  }
  const n = swatches.length
  return {
    n,
    accuracy: right / n,
    familyAccuracy: family / n,
    top2: top2 / n,
    baselines: { chance: 1 / SEASONS.length, random: random / n, undertonePalette: palette / n, undertoneSeason: undertoneSeason / n, centroid: centroid / n, labelledNeighbour: refs.length > 0 ? neighbour / n : Number.NaN, labelledVote: bestVote(voted, n, refs.length > 0) },
    perSeason: SEASONS.map((season) => {
      const mine = predictions.filter((p) => p.swatch.season === season)
      return { season, n: mine.length, accuracy: mine.length ? mine.filter((p) => p.predicted === season).length / mine.length : Number.NaN }
    }),
    confusions: [...confusions]
      .map(([k, count]) => {
        const [labelled, predicted] = k.split('>') as [SeasonId, SeasonId]
        return { labelled, predicted, count }
      })
      .sort((a, b) => b.count - a.count || a.labelled.localeCompare(b.labelled) || a.predicted.localeCompare(b.predicted)),
    predictions,
  }
}

function bestVote(voted: ReadonlyMap<number, number>, n: number, any: boolean): { accuracy: number; k: number } {
  if (!any) return { accuracy: Number.NaN, k: 0 }
  let best = { accuracy: -1, k: 0 }
  for (const [k, right] of voted) if (right / n > best.accuracy) best = { accuracy: right / n, k }
  return best
}
