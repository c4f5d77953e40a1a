import type { ColorPaletteId } from './palettes.ts'

/**
 * The twelve seasons of colour analysis (docs/fit/stylist-rules.md, "Seasons"): four
 * families, each split three ways by its dominant characteristic. A season is a point on
 * three axes a colour and a face share:
 * - warmth: cool (-1) to warm (+1), the undertone;
 * - depth: light (-1) to deep (+1), the value;
 * - clarity: soft (-1) to clear (+1), the chroma and contrast.
 *
 * The refine quiz and the photo reading both give evidence on these axes; `readSeason`
 * turns the evidence into one season, a confidence and, when the call is close, the
 * runner-up. The season's palette (its swatches) lives beside it in season-palettes.ts, so
 * the quiz result, the guide, the blueprint and colour fit all name the same colours.
 */

export const SEASON_FAMILIES = ['spring', 'summer', 'autumn', 'winter'] as const
export type SeasonFamily = (typeof SEASON_FAMILIES)[number]

export const SEASONS = [
  'light-spring',
  'warm-spring',
  'clear-spring',
  'light-summer',
  'cool-summer',
  'soft-summer',
  'soft-autumn',
  'warm-autumn',
  'deep-autumn',
  'deep-winter',
  'cool-winter',
  'clear-winter',
] as const
export type SeasonId = (typeof SEASONS)[number]

export function isSeasonId(v: unknown): v is SeasonId {
  return typeof v === 'string' && (SEASONS as readonly string[]).includes(v)
}

export const SEASON_AXES = ['warmth', 'depth', 'clarity'] as const
export type SeasonAxis = (typeof SEASON_AXES)[number]
export type SeasonPoint = Readonly<Record<SeasonAxis, number>>

export interface SeasonDefinition {
  readonly id: SeasonId
  readonly family: SeasonFamily
  /** "Light Spring": the words every page uses. */
  readonly name: string
  /** Where the season sits on the three axes; the reading picks the nearest. */
  readonly point: SeasonPoint
  /** The undertone palette of the spec's three questions that the season belongs to. */
  readonly palette: ColorPaletteId
}

/**
 * Each season's point: its dominant characteristic at the axis' end (±1), its secondary
 * half-way, the third where its family leans. A light spring is light first, warm second
 * and fairly clear; a soft summer soft first, cool second, of middle depth.
 */
export const SEASON_DEFINITIONS: { readonly [K in SeasonId]: SeasonDefinition & { readonly id: K } } = {
  'light-spring': { id: 'light-spring', family: 'spring', name: 'Light Spring', point: { warmth: 0.5, depth: -1, clarity: 0.3 }, palette: 'warm' },
  'warm-spring': { id: 'warm-spring', family: 'spring', name: 'Warm Spring', point: { warmth: 1, depth: -0.3, clarity: 0.5 }, palette: 'warm' },
  'clear-spring': { id: 'clear-spring', family: 'spring', name: 'Clear Spring', point: { warmth: 0.5, depth: 0, clarity: 1 }, palette: 'warm' },
  'light-summer': { id: 'light-summer', family: 'summer', name: 'Light Summer', point: { warmth: -0.5, depth: -1, clarity: -0.3 }, palette: 'cool' },
  'cool-summer': { id: 'cool-summer', family: 'summer', name: 'Cool Summer', point: { warmth: -1, depth: -0.3, clarity: -0.5 }, palette: 'cool' },
  'soft-summer': { id: 'soft-summer', family: 'summer', name: 'Soft Summer', point: { warmth: -0.5, depth: 0, clarity: -1 }, palette: 'neutral' },
  'soft-autumn': { id: 'soft-autumn', family: 'autumn', name: 'Soft Autumn', point: { warmth: 0.5, depth: 0, clarity: -1 }, palette: 'neutral' },
  'warm-autumn': { id: 'warm-autumn', family: 'autumn', name: 'Warm Autumn', point: { warmth: 1, depth: 0.3, clarity: -0.5 }, palette: 'warm' },
  'deep-autumn': { id: 'deep-autumn', family: 'autumn', name: 'Deep Autumn', point: { warmth: 0.5, depth: 1, clarity: -0.3 }, palette: 'warm' },
  'deep-winter': { id: 'deep-winter', family: 'winter', name: 'Deep Winter', point: { warmth: -0.5, depth: 1, clarity: 0.3 }, palette: 'cool' },
  'cool-winter': { id: 'cool-winter', family: 'winter', name: 'Cool Winter', point: { warmth: -1, depth: 0.3, clarity: 0.5 }, palette: 'cool' },
  'clear-winter': { id: 'clear-winter', family: 'winter', name: 'Clear Winter', point: { warmth: -0.5, depth: 0, clarity: 1 }, palette: 'cool' },
}

/** The three seasons of a family, in the guide's order. */
export function seasonsOf(family: SeasonFamily): readonly SeasonId[] {
  return SEASONS.filter((s) => SEASON_DEFINITIONS[s].family === family)
}

/**
 * One piece of evidence: a value on one axis (-1..1) and how much it counts. A quiz
 * answer gives one or two; the photo gives one per axis, weighted by how well it saw.
 */
export interface SeasonEvidence {
  readonly axis: SeasonAxis
  /** -1..1 along the axis. */
  readonly value: number
  /** > 0: how much this evidence counts against the rest. */
  readonly weight: number
}

export interface SeasonReading {
  readonly season: SeasonId
  /** 0..1: the share of the evidence's likelihood that falls on this season. */
  readonly confidence: number
  /** The next season when the call is close (its likelihood at least RUNNER_UP_SHARE of the winner's); null otherwise. */
  readonly runnerUp: SeasonId | null
  /** Where the evidence puts her on each axis (weighted mean; 0 where nothing was said). */
  readonly point: SeasonPoint
  /** Every season's share, best first. */
  readonly ranking: ReadonlyArray<{ season: SeasonId; share: number }>
}

/** A runner-up is named when its likelihood is at least this share of the winner's. */
const RUNNER_UP_SHARE = 0.6
/** How sharply the likelihood falls with distance; a season one axis-step (1.0) away is e^-SHARPNESS as likely. */
const SHARPNESS = 3

/**
 * The season the evidence points to. Each axis' evidence is averaged (weighted); an axis
 * with more evidence counts for more in the distance, so a confident undertone outweighs a
 * guessed depth. Likelihood is exp(-SHARPNESS · distance²); confidence is the winner's share.
 * Ties (equal distance) go to the earlier season in SEASONS, so the reading is deterministic.
 */
export function readSeason(evidence: readonly SeasonEvidence[]): SeasonReading {
  const sums: Record<SeasonAxis, { v: number; w: number }> = { warmth: { v: 0, w: 0 }, depth: { v: 0, w: 0 }, clarity: { v: 0, w: 0 } }
  for (const e of evidence) {
    if (!(e.weight > 0) || !Number.isFinite(e.value)) continue
    const v = Math.max(-1, Math.min(1, e.value))
    sums[e.axis].v += v * e.weight
    sums[e.axis].w += e.weight
  }
  const point = {
    warmth: sums.warmth.w > 0 ? sums.warmth.v / sums.warmth.w : 0,
    depth: sums.depth.w > 0 ? sums.depth.v / sums.depth.w : 0,
    clarity: sums.clarity.w > 0 ? sums.clarity.v / sums.clarity.w : 0,
  }
  const total = sums.warmth.w + sums.depth.w + sums.clarity.w
  // An axis' share of the evidence scales its part of the distance (1/3 each when nothing was said).
  const axisWeight = (a: SeasonAxis) => (total > 0 ? (3 * sums[a].w) / total : 1)
  const likelihood = SEASONS.map((season) => {
    const p = SEASON_DEFINITIONS[season].point
    let d2 = 0
    for (const a of SEASON_AXES) d2 += axisWeight(a) * (point[a] - p[a]) ** 2
    return { season, l: Math.exp(-SHARPNESS * d2) }
  })
  const sum = likelihood.reduce((s, x) => s + x.l, 0)
  const ranking = likelihood
    .map((x, i) => ({ season: x.season, share: x.l / sum, i }))
    .sort((a, b) => b.share - a.share || a.i - b.i)
    .map(({ season, share }) => ({ season, share }))
  const [first, second] = ranking
  return {
    season: first!.season,
    confidence: first!.share,
    runnerUp: second && second.share >= RUNNER_UP_SHARE * first!.share ? second.season : null,
    point,
    ranking,
  }
}
