import type { Product } from '../catalog/product.ts'
import { translate } from '../i18n/translate.ts'
import type { StyleProfile } from '../profile/style-profile.ts'
import { AGE_GROUPS } from '../reference/age-groups.ts'
import { BODY_SHAPE_DETAILS, BODY_SHAPES, type BodyShapeId } from '../reference/body-shapes.ts'
import { CATEGORIES, CATEGORY_LABELS, type CategoryId } from '../reference/categories.ts'
import { COLOR_PALETTE_DETAILS, COLOR_PALETTES } from '../reference/color-palettes.ts'
import { OCCASION_LABELS, OCCASIONS } from '../reference/occasions.ts'
import { SEASON_LABELS, SEASONS, seasonForMonth, type SeasonId } from '../reference/seasons.ts'
import { STYLE_DETAILS, STYLES } from '../reference/styles.ts'
import { ANALYSIS_LAYOUT, ANALYSIS_WIDTH, type CatalogueIndex, compileAnalysis } from './catalogue-index.ts'
import {
  BALANCED,
  COLOR_BEST_BONUS,
  COLOR_DEFAULT,
  COLOR_TIERS,
  DYNAMIC_MIN_SCORE,
  DYNAMIC_WEIGHTS,
  MAX_REASONS,
  MAX_TIPS,
  RULE_CONFIDENCE,
  RULE_MIN_SCORE,
  RULE_SCORES,
  RULE_WEIGHTS,
  SKIN_PALETTE_MIX,
} from './constants.ts'
import { hash32, profileHash } from './profile-hash.ts'

export const ENGINES = ['dynamic', 'balanced', 'rule-based'] as const
export type EngineId = (typeof ENGINES)[number]
export const RECOMMENDATION_MODES = ['recommended', 'all'] as const
export type RecommendationMode = (typeof RECOMMENDATION_MODES)[number]

export const DIMENSIONS = ['body', 'color', 'style', 'occasion', 'season', 'age'] as const
export type Dimension = (typeof DIMENSIONS)[number]
/** Each 0-100, whole numbers. */
export type Breakdown = Record<Dimension, number>

export interface RecommendationItem {
  product: Product
  /** Overall match, 0-100 whole number. */
  score: number
  breakdown: Breakdown
  reasons: string[]
  stylingTips: string[]
  /** 0..1 */
  confidence: number
  /** 0..10, one decimal, when the item was scored from a stored analysis a model made; else null. */
  aiScore: number | null
}

export interface RecommendationQuery {
  profile: StyleProfile
  mode: RecommendationMode
  category?: CategoryId | undefined
  season?: SeasonId | undefined
  limit: number
  offset: number
  /** Sets the current season (by month) and the balanced algorithm's daily seed. */
  now: Date
  /**
   * 'recommended' only: the lowest overall score (0-100) kept, in place of the engine's own
   * cut-off (60 for the rule and dynamic recommenders, 50 for the balanced one). The back
   * office's recommendation test asks for 50.
   */
  minScore?: number | undefined
}

/** What POST /api/recommendations is asked (after the profile is settled). */
export interface RecommendationRequest {
  profile: StyleProfile
  mode: RecommendationMode
  category?: CategoryId | undefined
  season?: SeasonId | undefined
  limit: number
  offset: number
}

/** The API contract's answer. */
export interface RecommendationResponse {
  engine: EngineId
  /** True when an earlier engine in the chain failed. */
  degraded: boolean
  message: string | null
  /** 0-100: the mean of the returned items' body, colour and style figures. */
  tailored: { body: number; color: number; style: number }
  items: RecommendationItem[]
  total: number
  limit: number
  offset: number
}

export interface EngineResult {
  items: RecommendationItem[]
  total: number
}

/** The profile reduced to indexes and masks over the reference lists. */
export interface CompiledProfile {
  profile: StyleProfile
  body: number
  palette: number
  /** Skin tone as a palette index (warm/cool/neutral), else the palette. */
  tone: number
  styleMask: number
  styles: number[]
  occasionMask: number
  occasions: number[]
  age: number
  season: number
  categoryMask: number
  /** Seed of the balanced algorithm's random points: profile plus UTC day. */
  seed: number
}

const idx = (list: readonly string[], v: string | undefined): number => (v === undefined ? -1 : list.indexOf(v))

/** Shapes whose cuts also work, second best to an exact match. */
export const BODY_ALTERNATIVES: Readonly<Record<BodyShapeId, readonly BodyShapeId[]>> = {
  hourglass: ['pear', 'rectangle'],
  pear: ['hourglass'],
  apple: ['rectangle'],
  rectangle: ['hourglass', 'inverted-triangle'],
  'inverted-triangle': ['rectangle'],
}
const ALT_MASKS = BODY_SHAPES.map((s) => BODY_ALTERNATIVES[s].reduce((m, a) => m | (1 << BODY_SHAPES.indexOf(a)), 0))

/** The category that does the most for each shape: its +5 bonus in the balanced algorithm. */
export const SHAPE_KEY_CATEGORY: Readonly<Record<BodyShapeId, CategoryId>> = {
  hourglass: 'dresses',
  pear: 'tops',
  apple: 'tops',
  rectangle: 'dresses',
  'inverted-triangle': 'bottoms',
}

function toneIndex(text: string | undefined): number {
  const t = text?.toLowerCase() ?? ''
  if (t.includes('warm')) return 0
  if (t.includes('cool')) return 1
  if (t.includes('neutral')) return 2
  return -1
}

export function compileProfile(profile: StyleProfile, now: Date): CompiledProfile {
  const styles = [...new Set(profile.stylePreferences)].map((s) => STYLES.indexOf(s)).filter((i) => i >= 0)
  const occasions = [...new Set(profile.preferredOccasions ?? [])].map((o) => OCCASIONS.indexOf(o)).filter((i) => i >= 0)
  let categoryMask = 0
  for (const c of profile.categories ?? []) {
    const i = CATEGORIES.findIndex((id) => id === c.toLowerCase() || CATEGORY_LABELS[id].toLowerCase() === c.toLowerCase())
    if (i >= 0) categoryMask |= 1 << i
  }
  const palette = idx(COLOR_PALETTES, profile.colorPalette)
  const skin = toneIndex(profile.skinTone ?? profile.undertones)
  return {
    profile,
    body: idx(BODY_SHAPES, profile.bodyShape),
    palette,
    tone: skin >= 0 ? skin : palette,
    styleMask: styles.reduce((m, i) => m | (1 << i), 0),
    styles,
    occasionMask: occasions.reduce((m, i) => m | (1 << i), 0),
    occasions,
    age: idx(AGE_GROUPS, profile.ageGroup),
    season: SEASONS.indexOf(seasonForMonth(now.getUTCMonth() + 1)),
    categoryMask,
    seed: hash32(`${profileHash(profile)}:${now.toISOString().slice(0, 10)}`),
  }
}

function popcount(v: number): number {
  let c = 0
  while (v) {
    v &= v - 1
    c++
  }
  return c
}

// ---------------------------------------------------------------------------------------
// Dimension scores, 0..1, written into a 6-slot array: body, colour, style, occasion, age, season.

export function bodyDimension(mask: number, cp: CompiledProfile): number {
  const S = RULE_SCORES
  if (cp.body < 0) return S.neutralBody
  return mask & (1 << cp.body) ? S.bodyMatch : mask & ALT_MASKS[cp.body]! ? S.bodyAlternative : S.mismatch
}

export function colorDimension(paletteMask: number, bestMask: number, cp: CompiledProfile): number {
  const S = RULE_SCORES
  if (cp.palette < 0) return S.neutralColor
  if (!(paletteMask & (1 << cp.palette))) return S.mismatch
  return bestMask & (1 << cp.palette) ? S.colorBestMatch : S.colorMatch
}

export function styleDimension(mask: number, cp: CompiledProfile): number {
  const S = RULE_SCORES
  if (cp.styles.length === 0) return S.neutralStyle
  const k = popcount(mask & cp.styleMask)
  return k === 0 ? S.mismatch : Math.min(1, S.styleMatchBase + ((1 - S.styleMatchBase) * k) / cp.styles.length)
}

export function occasionDimension(mask: number, cp: CompiledProfile): number {
  const S = RULE_SCORES
  return cp.occasions.length === 0 || mask === 0 ? S.neutralOccasion : mask & cp.occasionMask ? S.occasionMatch : S.mismatch
}

export function seasonDimension(mask: number, cp: CompiledProfile): number {
  return mask & (1 << cp.season) ? RULE_SCORES.seasonMatch : RULE_SCORES.mismatch
}

/** The rule recommender's six dimension scores for product i. */
export function ruleDimensions(ix: CatalogueIndex, i: number, cp: CompiledProfile, out: Float64Array): void {
  out[0] = bodyDimension(ix.body[i]!, cp)
  out[1] = colorDimension(ix.palette[i]!, ix.bestColor[i]!, cp)
  out[2] = styleDimension(ix.style[i]!, cp)
  out[3] = occasionDimension(ix.occasion[i]!, cp)
  out[4] = RULE_SCORES.neutralAge
  out[5] = seasonDimension(ix.season[i]!, cp)
}

export function ruleOverall(d: Float64Array): number {
  const W = RULE_WEIGHTS
  return W.body * d[0]! + W.color * d[1]! + W.style * d[2]! + W.occasion * d[3]! + W.age * d[4]! + W.season * d[5]!
}

/**
 * The rule score (0-100) of every possible mask value per dimension, for one profile: the
 * scan then costs five table reads per product. Built from the dimension functions above,
 * in ruleOverall's order of additions, so it equals ruleOverall exactly.
 */
export function ruleTables(cp: CompiledProfile) {
  const W = RULE_WEIGHTS
  const table = (size: number, f: (m: number) => number) => Float64Array.from({ length: size }, (_, m) => f(m))
  return {
    body: table(1 << BODY_SHAPES.length, (m) => W.body * bodyDimension(m, cp)),
    color: table(1 << (2 * COLOR_PALETTES.length), (m) => W.color * colorDimension(m & 7, m >> 3, cp)),
    style: table(1 << STYLES.length, (m) => W.style * styleDimension(m, cp)),
    occasion: table(1 << OCCASIONS.length, (m) => W.occasion * occasionDimension(m, cp)),
    age: W.age * RULE_SCORES.neutralAge,
    season: table(1 << SEASONS.length, (m) => W.season * seasonDimension(m, cp)),
  }
}

/** The mixed skin/palette fit mapped to the spec's colour tiers, plus the best-colour bonus. */
export function colorTier(mix: number | null, bestColour: boolean): number {
  const base = mix === null ? COLOR_DEFAULT : COLOR_TIERS.find((t) => mix >= t.min)!.score
  return Math.min(1, base + (bestColour ? COLOR_BEST_BONUS : 0))
}

/** The dynamic recommender's dimensions from the product's analysis row (or the default one). */
export function dynamicDimensions(ix: CatalogueIndex, i: number, cp: CompiledProfile, defaults: Float32Array, out: Float64Array): number {
  const row = ix.analysisRow[i]!
  const a = row >= 0 ? ix.analyses : defaults
  const o = row >= 0 ? row * ANALYSIS_WIDTH : 0
  const L = ANALYSIS_LAYOUT
  out[0] = cp.body < 0 ? RULE_SCORES.neutralBody : a[o + L.body + cp.body]!
  let mix: number | null = null
  if (cp.tone >= 0) {
    const pal = cp.palette >= 0 ? cp.palette : cp.tone
    mix = SKIN_PALETTE_MIX.skin * a[o + L.skin + cp.tone]! + SKIN_PALETTE_MIX.palette * a[o + L.palette + pal]!
  }
  out[1] = colorTier(mix, cp.palette >= 0 && (ix.bestColor[i]! & (1 << cp.palette)) !== 0)
  if (cp.styles.length === 0) out[2] = RULE_SCORES.neutralStyle
  else {
    let sum = 0
    for (const s of cp.styles) sum += a[o + L.style + s]!
    out[2] = sum / cp.styles.length
  }
  if (cp.occasions.length === 0) out[3] = RULE_SCORES.neutralOccasion
  else {
    let sum = 0
    for (const s of cp.occasions) sum += a[o + L.occasion + s]!
    out[3] = sum / cp.occasions.length
  }
  out[4] = cp.age < 0 ? RULE_SCORES.neutralAge : a[o + L.age + cp.age]!
  out[5] = a[o + L.season + cp.season]!
  return a[o + L.confidence]!
}

/** (body .3 + colour .25 + style .35 + occasion .1) times confidence. */
export function dynamicOverall(d: Float64Array, confidence: number): number {
  const W = DYNAMIC_WEIGHTS
  return (W.body * d[0]! + W.color * d[1]! + W.style * d[2]! + W.occasion * d[3]!) * confidence
}

/**
 * The first draw of createSeededRandom(seed) (mulberry32), without allocating a generator:
 * the balanced algorithm draws once per product, 100,000 times a request.
 */
export function firstSeededDraw(seed: number): number {
  let t = ((seed >>> 0) + 0x6d2b79f5) >>> 0
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

function categoryBonus(cat: number, cp: CompiledProfile): number {
  const B = BALANCED
  if (cat >= 0 && cp.categoryMask & (1 << cat)) return B.preferredCategoryBonus
  if (cat >= 0 && cp.body >= 0 && CATEGORIES[cat] === SHAPE_KEY_CATEGORY[BODY_SHAPES[cp.body]!]) return B.shapeCategoryBonus
  return 0
}

/** The balanced algorithm's points for product i: base 50 plus bonuses plus up to 5 seeded points, capped at 100. */
export function balancedPoints(ix: CatalogueIndex, i: number, cp: CompiledProfile): number {
  const B = BALANCED
  let points = B.base
  if (cp.body >= 0 && ix.body[i]! & (1 << cp.body)) points += B.body
  if (cp.palette >= 0 && ix.palette[i]! & (1 << cp.palette)) points += B.color
  if (ix.style[i]! & cp.styleMask) points += B.style
  points += categoryBonus(ix.category[i]!, cp)
  points += firstSeededDraw((cp.seed ^ ix.idHash[i]!) >>> 0) * B.randomMax
  return Math.min(B.cap, points)
}

/** balancedPoints without the random share, per product: base plus bonuses, for the scan. */
function balancedBaseTables(cp: CompiledProfile) {
  const B = BALANCED
  return {
    body: Float64Array.from({ length: 1 << BODY_SHAPES.length }, (_, m) => (cp.body >= 0 && m & (1 << cp.body) ? B.body : 0)),
    palette: Float64Array.from({ length: 1 << COLOR_PALETTES.length }, (_, m) => (cp.palette >= 0 && m & (1 << cp.palette) ? B.color : 0)),
    style: Float64Array.from({ length: 1 << STYLES.length }, (_, m) => (m & cp.styleMask ? B.style : 0)),
    // Index cat + 1, so -1 (another category) is slot 0.
    category: Float64Array.from({ length: CATEGORIES.length + 1 }, (_, c) => categoryBonus(c - 1, cp)),
  }
}

// ---------------------------------------------------------------------------------------
// Ranking

/** The best k (index, score) pairs pushed so far: higher score first, earlier push first on ties. */
export class TopK {
  readonly idx: number[] = []
  readonly sc: number[] = []
  readonly k: number
  constructor(k: number) {
    this.k = k
  }

  push(i: number, s: number): void {
    const k = this.k
    const n = this.idx.length
    if (k === 0 || (n === k && s <= this.sc[k - 1]!)) return
    let lo = 0
    let hi = n
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.sc[mid]! >= s) lo = mid + 1
      else hi = mid
    }
    this.idx.splice(lo, 0, i)
    this.sc.splice(lo, 0, s)
    if (this.idx.length > k) {
      this.idx.pop()
      this.sc.pop()
    }
  }
}

/**
 * The best `k` candidates by score (higher first, lower index, i.e. newer, on ties) and how
 * many candidates reach `threshold`. Scores below the threshold and NaN are excluded.
 */
export function selectTop(scores: Float64Array, candidate: (i: number) => boolean, threshold: number, k: number): { top: number[]; total: number } {
  const n = scores.length
  let total = 0
  if (k > 512) {
    const all: number[] = []
    for (let i = 0; i < n; i++) if (scores[i]! >= threshold && candidate(i)) all.push(i)
    all.sort((a, b) => scores[b]! - scores[a]! || a - b)
    return { top: all.slice(0, k), total: all.length }
  }
  const top = new TopK(k)
  for (let i = 0; i < n; i++) {
    const s = scores[i]!
    if (!(s >= threshold) || !candidate(i)) continue
    total++
    top.push(i, s)
  }
  return { top: top.idx, total }
}

// ---------------------------------------------------------------------------------------
// Reasons and tips (only for the items returned)

function toInt(v: number): number {
  return Math.max(0, Math.min(100, Math.round(v * 100)))
}

function breakdownOf(d: Float64Array): Breakdown {
  return { body: toInt(d[0]!), color: toInt(d[1]!), style: toInt(d[2]!), occasion: toInt(d[3]!), season: toInt(d[5]!), age: toInt(d[4]!) }
}

/** Up to three reasons, strongest contribution first, each a message-catalogue sentence. */
export function reasonsFor(ix: CatalogueIndex, i: number, cp: CompiledProfile, b: Breakdown, aiScore: number | null): string[] {
  const out: Array<{ weight: number; text: string }> = []
  const p = cp.profile
  if (aiScore !== null) out.push({ weight: 2, text: translate('product.recs.reason.ai', { score: aiScore.toFixed(1) }) })
  if (p.bodyShape && b.body >= 80) {
    out.push({ weight: RULE_WEIGHTS.body * b.body, text: translate('product.recs.reason.body', { shape: BODY_SHAPE_DETAILS[p.bodyShape].name }) })
  } else if (p.bodyShape && b.body >= 70) {
    out.push({ weight: RULE_WEIGHTS.body * b.body - 1, text: translate('product.recs.reason.bodyAlternative', { shape: BODY_SHAPE_DETAILS[p.bodyShape].name }) })
  }
  if (p.colorPalette && b.color >= 80) {
    const best = cp.palette >= 0 && (ix.bestColor[i]! & (1 << cp.palette)) !== 0
    out.push({
      weight: RULE_WEIGHTS.color * b.color,
      text: best
        ? translate('product.recs.reason.bestColor', { palette: COLOR_PALETTE_DETAILS[p.colorPalette].name })
        : translate('product.recs.reason.color', { palette: COLOR_PALETTE_DETAILS[p.colorPalette].name }),
    })
  }
  if (b.style >= 70 && cp.styles.length > 0) {
    const matched = cp.styles.find((s) => ix.style[i]! & (1 << s)) ?? cp.styles[0]!
    out.push({ weight: RULE_WEIGHTS.style * b.style, text: translate('product.recs.reason.style', { style: STYLE_DETAILS[STYLES[matched]!].name }) })
  }
  if (cp.occasions.length > 0 && b.occasion >= 80) {
    const matched = cp.occasions.find((o) => ix.occasion[i]! & (1 << o)) ?? cp.occasions[0]!
    out.push({ weight: RULE_WEIGHTS.occasion * b.occasion, text: translate('product.recs.reason.occasion', { occasion: OCCASION_LABELS[OCCASIONS[matched]!] }) })
  }
  if (b.season >= 80) {
    out.push({ weight: RULE_WEIGHTS.season * b.season, text: translate('product.recs.reason.season', { season: SEASON_LABELS[SEASONS[cp.season]!] }) })
  }
  out.sort((a, c) => c.weight - a.weight)
  const reasons = out.slice(0, MAX_REASONS).map((r) => r.text)
  return reasons.length > 0 ? reasons : [translate('product.recs.reason.versatile')]
}

/** Up to three styling tips: the shape's first tip, the palette's best colours, the style's key piece. */
export function stylingTipsFor(cp: CompiledProfile): string[] {
  const p = cp.profile
  const tips: string[] = []
  if (p.bodyShape) {
    const tip = BODY_SHAPE_DETAILS[p.bodyShape].stylingTips[0]
    if (tip) tips.push(tip)
  }
  if (p.colorPalette) {
    const [a, b] = COLOR_PALETTE_DETAILS[p.colorPalette].bestColors
    tips.push(translate('product.recs.tip.palette', { first: a.toLowerCase(), second: b.toLowerCase() }))
  }
  const style = p.stylePreferences[0]
  if (style) tips.push(translate('product.recs.tip.style', { piece: STYLE_DETAILS[style].keywords[0], style: STYLE_DETAILS[style].name.toLowerCase() }))
  return tips.slice(0, MAX_TIPS)
}

// ---------------------------------------------------------------------------------------
// The three engines

const DEFAULT_ROW = (() => {
  const row = new Float32Array(ANALYSIS_WIDTH)
  compileAnalysis(null, row, 0)
  return row
})()

interface Prepared {
  ix: CatalogueIndex
  cp: CompiledProfile
  q: RecommendationQuery
}

function item(pr: Prepared, i: number, score: number, d: Float64Array, confidence: number, aiScore: number | null): RecommendationItem {
  const breakdown = breakdownOf(d)
  return {
    product: pr.ix.products[i]!,
    score: Math.max(0, Math.min(100, Math.round(score))),
    breakdown,
    reasons: reasonsFor(pr.ix, i, pr.cp, breakdown, aiScore),
    stylingTips: stylingTipsFor(pr.cp),
    confidence: Math.round(confidence * 100) / 100,
    aiScore,
  }
}

/**
 * One pass over the catalogue: scores each product the query's filters let through and
 * keeps the best offset + limit of those reaching `threshold` (ties: newer first), counting
 * all that reach it. Returns the kept indexes best first with their scores.
 */
function scan(ix: CatalogueIndex, q: RecommendationQuery, threshold: number, score: (i: number) => number): { top: number[]; scoreOf: Map<number, number>; total: number } {
  const n = ix.products.length
  const k = q.offset + q.limit
  const cat = q.category ? CATEGORIES.indexOf(q.category) : -1
  const seasonBit = q.season ? 1 << SEASONS.indexOf(q.season) : 0
  const { active, category, season } = ix
  let total = 0
  if (k > 512) {
    const all: Array<[number, number]> = []
    for (let i = 0; i < n; i++) {
      if (active[i] !== 1 || (cat >= 0 && category[i] !== cat) || (seasonBit !== 0 && (season[i]! & seasonBit) === 0)) continue
      const s = score(i)
      if (s >= threshold) all.push([i, s])
    }
    all.sort((a, b) => b[1] - a[1] || a[0] - b[0])
    const kept = all.slice(0, k)
    return { top: kept.map((e) => e[0]), scoreOf: new Map(kept), total: all.length }
  }
  const top = new TopK(k)
  for (let i = 0; i < n; i++) {
    if (active[i] !== 1 || (cat >= 0 && category[i] !== cat) || (seasonBit !== 0 && (season[i]! & seasonBit) === 0)) continue
    const s = score(i)
    if (!(s >= threshold)) continue
    total++
    top.push(i, s)
  }
  return { top: top.idx, scoreOf: new Map(top.idx.map((i, j) => [i, top.sc[j]!])), total }
}

/** The rule recommender: weighted dimensions; 'recommended' keeps scores of at least 0.6. */
export function recommendRuleBased(ix: CatalogueIndex, q: RecommendationQuery): EngineResult {
  const pr: Prepared = { ix, cp: compileProfile(q.profile, q.now), q }
  const t = ruleTables(pr.cp)
  const { body, palette, bestColor, style, occasion, season } = ix
  const threshold = q.mode === 'recommended' ? (q.minScore ?? RULE_MIN_SCORE * 100) : Number.NEGATIVE_INFINITY
  const { top, scoreOf, total } = scan(
    ix,
    q,
    threshold,
    (i) => (t.body[body[i]!]! + t.color[palette[i]! | (bestColor[i]! << 3)]! + t.style[style[i]!]! + t.occasion[occasion[i]!]! + t.age + t.season[season[i]!]!) * 100,
  )
  const d = new Float64Array(6)
  const items = top.slice(q.offset).map((i) => {
    ruleDimensions(ix, i, pr.cp, d)
    return item(pr, i, scoreOf.get(i)!, d, RULE_CONFIDENCE, null)
  })
  return { items, total }
}

/**
 * The dynamic recommender over stored AI analyses; products without one are scored with
 * the default 0.7 analysis. Returns null when the catalogue has no analyses at all (the
 * engine has nothing to add, so the chain moves on without calling it a failure).
 */
export function recommendDynamic(ix: CatalogueIndex, q: RecommendationQuery): EngineResult | null {
  if (ix.analysisCount === 0) return null
  const pr: Prepared = { ix, cp: compileProfile(q.profile, q.now), q }
  const d = new Float64Array(6)
  // An unanalysed product's score depends only on whether it comes in a best colour.
  const defaults = [Number.NaN, Number.NaN]
  const threshold = q.mode === 'recommended' ? (q.minScore ?? DYNAMIC_MIN_SCORE * 100) : Number.NEGATIVE_INFINITY
  const { top, scoreOf, total } = scan(ix, q, threshold, (i) => {
    if (ix.analysisRow[i]! < 0) {
      const b = pr.cp.palette >= 0 && (ix.bestColor[i]! & (1 << pr.cp.palette)) !== 0 ? 1 : 0
      if (Number.isNaN(defaults[b]!)) defaults[b] = dynamicOverall(d, dynamicDimensions(ix, i, pr.cp, DEFAULT_ROW, d)) * 100
      return defaults[b]!
    }
    return dynamicOverall(d, dynamicDimensions(ix, i, pr.cp, DEFAULT_ROW, d)) * 100
  })
  const items = top.slice(q.offset).map((i) => {
    const conf = dynamicDimensions(ix, i, pr.cp, DEFAULT_ROW, d)
    // Only an analysis a model made earns the AI score (and so the AI card); a stored
    // rule-based analysis still shapes the score but is not presented as AI.
    const byAi = ix.analysisRow[i]! >= 0 && ix.analysisByAi[i] === 1
    const score = scoreOf.get(i)!
    return item(pr, i, score, d, conf, byAi ? Math.round(score) / 10 : null)
  })
  return { items, total }
}

/** Splits `count` as evenly as possible over `parts`, the earlier parts taking the remainder. */
export function evenSplit(count: number, parts: number): number[] {
  if (parts <= 0) return []
  const base = Math.floor(count / parts)
  return Array.from({ length: parts }, (_, i) => base + (i < count % parts ? 1 : 0))
}

/**
 * The balanced dashboard algorithm: points per product (base 50 plus bonuses plus up to 5
 * seeded points, cap 100, cut-off 50). 'recommended' fills every page from the five
 * categories in even shares (12 = 3+3+2+2+2), a short category's share going to the best
 * of the rest, each page best first; with a category filter it is one list. 'all' ranks
 * every matching product by its points.
 */
export function recommendBalanced(ix: CatalogueIndex, q: RecommendationQuery): EngineResult {
  const pr: Prepared = { ix, cp: compileProfile(q.profile, q.now), q }
  const t = balancedBaseTables(pr.cp)
  const { body, palette, style, category, idHash } = ix
  const seed = pr.cp.seed
  const B = BALANCED
  const points = (i: number) =>
    Math.min(B.cap, B.base + t.body[body[i]!]! + t.palette[palette[i]!]! + t.style[style[i]!]! + t.category[category[i]! + 1]! + firstSeededDraw((seed ^ idHash[i]!) >>> 0) * B.randomMax)
  const d = new Float64Array(6)
  const scoreOf = new Map<number, number>()
  const build = (i: number) => {
    ruleDimensions(ix, i, pr.cp, d)
    return item(pr, i, scoreOf.get(i)!, d, RULE_CONFIDENCE, null)
  }
  if (q.mode === 'all' || q.category) {
    const threshold = q.mode === 'all' ? Number.NEGATIVE_INFINITY : (q.minScore ?? B.cutoff)
    const found = scan(ix, q, threshold, points)
    for (const [i, s] of found.scoreOf) scoreOf.set(i, s)
    return { items: found.top.slice(q.offset).map(build), total: found.total }
  }
  const need = q.offset + q.limit
  // One pass: each of the five categories keeps its best `need` products.
  const slot = new Int8Array(CATEGORIES.length + 1).fill(-1)
  B.categories.forEach((c, k) => {
    slot[CATEGORIES.indexOf(c) + 1] = k
  })
  const tops = B.categories.map(() => new TopK(need))
  const seasonBit = q.season ? 1 << SEASONS.indexOf(q.season) : 0
  const { active, season } = ix
  let total = 0
  for (let i = 0; i < ix.products.length; i++) {
    const k = slot[category[i]! + 1]!
    if (k < 0 || active[i] !== 1 || (seasonBit !== 0 && (season[i]! & seasonBit) === 0)) continue
    // points(i), inlined: this loop is the hot path of the dashboard's default view. The
    // bonuses are never negative, so every product reaches the cut-off (base 50) and counts;
    // the random draw is only made for a product that could still enter its category's top.
    const fixed = B.base + t.body[body[i]!]! + t.palette[palette[i]!]! + t.style[style[i]!]! + t.category[category[i]! + 1]!
    total++
    const tk = tops[k]!
    if (tk.idx.length === tk.k && Math.min(B.cap, fixed + B.randomMax) <= tk.sc[tk.k - 1]!) continue
    const raw = fixed + firstSeededDraw((seed ^ idHash[i]!) >>> 0) * B.randomMax
    tk.push(i, raw < B.cap ? raw : B.cap)
  }
  tops.forEach((tk) => tk.idx.forEach((i, j) => scoreOf.set(i, tk.sc[j]!)))
  const scores = { get: (i: number) => scoreOf.get(i)! }
  const queues = tops.map((tk) => tk.idx)
  const heads = queues.map(() => 0)
  const ordered: number[] = []
  while (ordered.length < Math.min(need, total)) {
    const pageSize = Math.min(q.limit, total - ordered.length)
    const page: number[] = []
    const shares = evenSplit(pageSize, queues.length)
    queues.forEach((queue, c) => {
      for (let s = 0; s < shares[c]! && heads[c]! < queue.length; s++) page.push(queue[heads[c]!++]!)
    })
    while (page.length < pageSize) {
      let best = -1
      queues.forEach((queue, c) => {
        const h = heads[c]!
        if (h < queue.length && (best < 0 || scores.get(queue[h]!) > scores.get(queues[best]![heads[best]!]!))) best = c
      })
      if (best < 0) break
      page.push(queues[best]![heads[best]!++]!)
    }
    if (page.length === 0) break
    page.sort((a, b) => scores.get(b) - scores.get(a) || a - b)
    ordered.push(...page)
  }
  return { items: ordered.slice(q.offset, need).map(build), total }
}

/** The "Tailored Recommendations for You" figures: the mean of the items' body, colour and style. */
export function tailoredFigures(items: readonly RecommendationItem[]): { body: number; color: number; style: number } {
  if (items.length === 0) return { body: 0, color: 0, style: 0 }
  const mean = (k: Dimension) => Math.round(items.reduce((s, it) => s + it.breakdown[k], 0) / items.length)
  return { body: mean('body'), color: mean('color'), style: mean('style') }
}
