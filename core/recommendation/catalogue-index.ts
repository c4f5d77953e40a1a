import type { Product } from '../catalog/product.ts'
import { AGE_GROUPS } from '../reference/age-groups.ts'
import { BODY_SHAPES } from '../reference/body-shapes.ts'
import { CATEGORIES } from '../reference/categories.ts'
import { COLOR_PALETTE_DETAILS, COLOR_PALETTES } from '../reference/color-palettes.ts'
import { inferFromProductText } from '../reference/keyword-inference.ts'
import { OCCASIONS, type OccasionId } from '../reference/occasions.ts'
import { SEASONS } from '../reference/seasons.ts'
import { STYLES, type StyleId } from '../reference/styles.ts'
import { DEFAULT_ANALYSIS_CONFIDENCE, DEFAULT_ANALYSIS_SCORE } from './constants.ts'
import { hash32 } from './profile-hash.ts'

/** A stored AI analysis as the engines read it: every score 0..1, keyed as stored. */
export interface ProductAnalysis {
  productId: string
  bodyTypeScores: Record<string, number>
  skinToneScores: Record<string, number>
  colorPaletteScores: Record<string, number>
  styleScores: Record<string, number>
  occasionScores: Record<string, number>
  seasonScores: Record<string, number>
  ageScores: Record<string, number>
  confidence: number
  /** How the stored analysis was made; a rule-based one scores like an AI one but is not shown as AI. Default 'ai'. */
  method?: 'ai' | 'rule-based'
}

/** Score layout of one compiled analysis row (Float32Array of ANALYSIS_WIDTH). */
export const ANALYSIS_LAYOUT = {
  body: 0,
  skin: BODY_SHAPES.length,
  palette: BODY_SHAPES.length + COLOR_PALETTES.length,
  style: BODY_SHAPES.length + 2 * COLOR_PALETTES.length,
  occasion: BODY_SHAPES.length + 2 * COLOR_PALETTES.length + STYLES.length,
  season: BODY_SHAPES.length + 2 * COLOR_PALETTES.length + STYLES.length + OCCASIONS.length,
  age: BODY_SHAPES.length + 2 * COLOR_PALETTES.length + STYLES.length + OCCASIONS.length + SEASONS.length,
  confidence:
    BODY_SHAPES.length + 2 * COLOR_PALETTES.length + STYLES.length + OCCASIONS.length + SEASONS.length + AGE_GROUPS.length,
} as const
export const ANALYSIS_WIDTH = ANALYSIS_LAYOUT.confidence + 1

/**
 * The catalogue as the engines scan it: the products plus their fit as bit masks in typed
 * arrays, so scoring 100,000 products is a tight loop of integer operations. Built once
 * per catalogue snapshot; pure.
 */
export interface CatalogueIndex {
  readonly products: readonly Product[]
  /** 1 for an active product. */
  readonly active: Uint8Array
  /** Bit i = BODY_SHAPES[i] suits. */
  readonly body: Uint8Array
  /** Bit i = COLOR_PALETTES[i]. */
  readonly palette: Uint8Array
  /** Bit i = the product comes in one of COLOR_PALETTES[i]'s best colours. */
  readonly bestColor: Uint8Array
  /** Bit i = STYLES[i]. */
  readonly style: Uint16Array
  /** Bit i = SEASONS[i]. */
  readonly season: Uint8Array
  /** Bit i = OCCASIONS[i]; 0 when nothing says. */
  readonly occasion: Uint8Array
  /** Index into CATEGORIES, -1 for another category. */
  readonly category: Int8Array
  readonly price: Float64Array
  /** A 32-bit hash of the id: per-product seeds for the balanced algorithm's random points. */
  readonly idHash: Uint32Array
  /** Row of `analyses` for the product's stored AI analysis, -1 for none. */
  readonly analysisRow: Int32Array
  /** 1 where the product's stored analysis came from an AI model (not the rule-based fallback). */
  readonly analysisByAi: Uint8Array
  readonly analyses: Float32Array
  readonly analysisCount: number
}

/** Occasions a style implies when the product names none itself. */
const STYLE_OCCASIONS: Readonly<Record<StyleId, readonly OccasionId[]>> = {
  classic: ['work', 'formal'],
  trendy: ['party', 'date', 'casual'],
  bohemian: ['casual', 'travel'],
  minimal: ['work', 'casual', 'travel'],
  edgy: ['party', 'casual'],
  romantic: ['date', 'party'],
  casual: ['casual', 'travel'],
  formal: ['formal', 'work'],
}

/** Analysis keys as stored: the back office spells some ids differently. */
const ANALYSIS_KEY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'inverted-triangle': ['inverted-triangle', 'inverted_triangle'],
  minimal: ['minimal', 'minimalist'],
  sport: ['sport', 'sports'],
}

function maskOf(values: readonly string[], all: readonly string[]): number {
  let mask = 0
  for (const v of values) {
    const i = all.indexOf(v)
    if (i >= 0) mask |= 1 << i
  }
  return mask
}

const BEST_COLORS = COLOR_PALETTES.map((p) => COLOR_PALETTE_DETAILS[p].bestColors.map((c) => c.toLowerCase()))

function bestColorMask(colors: readonly string[]): number {
  let mask = 0
  for (const raw of colors) {
    const c = raw.toLowerCase()
    BEST_COLORS.forEach((best, i) => {
      if (best.some((b) => c === b || c.includes(b))) mask |= 1 << i
    })
  }
  return mask
}

/** A score from an analysis map, reading the stored spellings; `fallback` when absent or not 0..1. */
function readScore(map: Record<string, number> | undefined, id: string, fallback: number): number {
  if (!map) return fallback
  for (const key of ANALYSIS_KEY_ALIASES[id] ?? [id]) {
    const v = map[key]
    if (typeof v === 'number' && Number.isFinite(v)) return Math.min(1, Math.max(0, v))
  }
  return fallback
}

/** Writes one analysis (or the default 0.7 analysis for null) into `out` at `offset`. */
export function compileAnalysis(a: ProductAnalysis | null, out: Float32Array, offset: number): void {
  const d = DEFAULT_ANALYSIS_SCORE
  const put = (start: number, ids: readonly string[], map: Record<string, number> | undefined) => {
    ids.forEach((id, i) => {
      out[offset + start + i] = readScore(map, id, d)
    })
  }
  if (a !== null) {
    const maps = [a.bodyTypeScores, a.skinToneScores, a.colorPaletteScores, a.styleScores, a.occasionScores, a.seasonScores, a.ageScores]
    if (maps.some((m) => typeof m !== 'object' || m === null || Array.isArray(m))) {
      throw new TypeError(`the stored analysis of ${a.productId} is not a set of score maps`)
    }
  }
  put(ANALYSIS_LAYOUT.body, BODY_SHAPES, a?.bodyTypeScores)
  put(ANALYSIS_LAYOUT.skin, COLOR_PALETTES, a?.skinToneScores)
  put(ANALYSIS_LAYOUT.palette, COLOR_PALETTES, a?.colorPaletteScores)
  put(ANALYSIS_LAYOUT.style, STYLES, a?.styleScores)
  put(ANALYSIS_LAYOUT.occasion, OCCASIONS, a?.occasionScores)
  put(ANALYSIS_LAYOUT.season, SEASONS, a?.seasonScores)
  put(ANALYSIS_LAYOUT.age, AGE_GROUPS, a?.ageScores)
  const conf = a?.confidence
  out[offset + ANALYSIS_LAYOUT.confidence] =
    typeof conf === 'number' && Number.isFinite(conf) ? Math.min(1, Math.max(0, conf)) : DEFAULT_ANALYSIS_CONFIDENCE
}

/**
 * Indexes products (in the order given: newest first keeps ties newest first). Empty fit
 * lists are filled by keyword inference from the name and category; styles and occasions
 * also count tags that name one. Throws a TypeError for an analysis that is not a set of
 * score maps (the caller's fallback chain treats that as an engine failure).
 */
export function buildCatalogueIndex(products: readonly Product[], analyses: readonly ProductAnalysis[] = []): CatalogueIndex {
  return withAnalyses(indexProducts(products), analyses)
}

/** The products' fit masks without analyses (every product on the default analysis). */
export function indexProducts(products: readonly Product[]): CatalogueIndex {
  const n = products.length
  const active = new Uint8Array(n)
  const body = new Uint8Array(n)
  const palette = new Uint8Array(n)
  const bestColor = new Uint8Array(n)
  const style = new Uint16Array(n)
  const season = new Uint8Array(n)
  const occasion = new Uint8Array(n)
  const category = new Int8Array(n)
  const price = new Float64Array(n)
  const idHash = new Uint32Array(n)
  const analysisRow = new Int32Array(n).fill(-1)
  products.forEach((p, i) => {
    active[i] = p.isActive ? 1 : 0
    const needsInference = p.bodyShapes.length === 0 || p.colorPalettes.length === 0 || p.seasons.length === 0
    const inferred = needsInference ? inferFromProductText(p.name, p.category) : null
    body[i] = maskOf(p.bodyShapes.length ? p.bodyShapes : inferred!.bodyShapes, BODY_SHAPES)
    palette[i] = maskOf(p.colorPalettes.length ? p.colorPalettes : inferred!.colorPalettes, COLOR_PALETTES)
    season[i] = maskOf(p.seasons.length ? p.seasons : inferred!.seasons, SEASONS)
    bestColor[i] = bestColorMask(p.colors)
    const styles = [...p.styles, ...p.tags.filter((t) => (STYLES as readonly string[]).includes(t))]
    style[i] = maskOf(styles, STYLES)
    let occ = maskOf(p.tags, OCCASIONS)
    if (occ === 0) for (const s of styles) occ |= maskOf(STYLE_OCCASIONS[s as StyleId] ?? [], OCCASIONS)
    if (p.category === 'activewear') occ |= 1 << OCCASIONS.indexOf('sport')
    occasion[i] = occ
    category[i] = CATEGORIES.indexOf(p.category as (typeof CATEGORIES)[number])
    price[i] = p.price ?? Number.NaN
    idHash[i] = hash32(p.id)
  })
  return {
    products,
    active,
    body,
    palette,
    bestColor,
    style,
    season,
    occasion,
    category,
    price,
    idHash,
    analysisRow,
    analysisByAi: new Uint8Array(n),
    analyses: new Float32Array(0),
    analysisCount: 0,
  }
}

/**
 * The index with stored AI analyses attached (analyses of products not in the index are
 * ignored). Throws a TypeError for an analysis whose scores are not maps.
 */
export function withAnalyses(index: CatalogueIndex, analyses: readonly ProductAnalysis[]): CatalogueIndex {
  const byId = new Map<string, number>()
  index.products.forEach((p, i) => byId.set(p.id, i))
  const kept = analyses.filter((a) => byId.has(a.productId))
  const table = new Float32Array(kept.length * ANALYSIS_WIDTH)
  const analysisRow = new Int32Array(index.products.length).fill(-1)
  const analysisByAi = new Uint8Array(index.products.length)
  kept.forEach((a, row) => {
    compileAnalysis(a, table, row * ANALYSIS_WIDTH)
    const i = byId.get(a.productId)!
    analysisRow[i] = row
    analysisByAi[i] = a.method === 'rule-based' ? 0 : 1
  })
  return { ...index, analysisRow, analysisByAi, analyses: table, analysisCount: kept.length }
}
