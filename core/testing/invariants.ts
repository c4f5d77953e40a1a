import { adjusterFor } from '../learning/adjustments.ts'
import type { Signal } from '../learning/signals.ts'
import type { Product } from '../catalog/product.ts'
import { unknownAttributes } from '../garment/attributes.ts'
import { categoryOfType } from '../garment/garment-kinds.ts'
import { BODY_LEVELS, garmentFit, stylesOf } from '../garment/product-fit.ts'
import { translate } from '../i18n/translate.ts'
import { BODY_SHAPE_DETAILS, BODY_SHAPES, type BodyShapeId } from '../rule-book/body-shapes.ts'
import { exemplarAttributes, keyPieceById, keyPiecesFor } from '../rule-book/key-pieces.ts'
import { colourFit, COLOUR_GRADES } from '../rule-book/palette-fit.ts'
import { SEASON_PALETTES, type SeasonPalette } from '../rule-book/season-palettes.ts'
import { subjectOf } from '../rule-book/conditions.ts'
import { breaksHerBalance } from '../rule-book/outfits.ts'
import { BODY_RULES } from '../rule-book/rules.ts'
import { isQuizStyleId, STYLE_DETAILS, STYLES } from '../rule-book/styles.ts'
import { buildCatalogueIndex, type CatalogueIndex, colourGradeAt, NO_GRADE } from '../recommendation/catalogue-index.ts'
import type { RecommendationItem } from '../recommendation/contract.ts'
import { fitScorer, recommendFit } from '../recommendation/engines.ts'
import { COLOR_PALETTES } from '../rule-book/palettes.ts'
import { compileSegment, type Segment, segmentOf } from '../recommendation/segment.ts'
import { QUIZ_STYLES } from '../rule-book/styles.ts'

// Test and bench only: the coherence invariants of issue 24, checked over any catalogue and
// any segments. The stylist's answers (the blueprint, the cards' scores and reasons, her
// history's points) must never contradict the rule book or each other. The suite runs these
// over every quiz segment on the sample catalogue and a generated one
// (tests/integration/stylist-invariants.test.ts); `npm run bench:fit` over 20,000 products.

export const INVARIANTS = [
  /** A piece in a colour her season (else her palette) avoids is in Recommended. */
  'avoided-colour-recommended',
  /** A cut the rules grade avoid for her shape is in Recommended. */
  'avoided-cut-recommended',
  /** A page is not in the order of the match she sees, or a later page holds a higher match. */
  'order',
  /** The same, with her history's points added. */
  'order-with-history',
  /** Her history moved a match without the card saying so, or said so without moving it, or beyond its bounds. */
  'history-untold',
  /** A key piece works against her shape, comes in a colour outside her palette, or is not of its style. */
  'key-piece-against-rules',
  /** A key piece, as a product, would not be in her Recommended. */
  'key-piece-not-recommended',
  /** A reason says something the rule book does not say of the product, or a score contradicts its grade. */
  'reason-or-score-disagrees',
  /** A line of her blueprint's shape advice names a garment the rules grade otherwise for her shape. */
  'advice-disagrees',
  /**
   * Between two shapes: a card's body figure is not the better of her two shapes' (or is lifted
   * off her own shape's avoid list), or its reason names the alternative where the alternative
   * did not decide it or does not flatter the piece.
   */
  'alternative-disagrees',
  /**
   * A card calls a piece flattering for her shape while her outfits refuse it: it sits where
   * her balance wants a plain piece (a pear's bottom, an inverted triangle's top) and is not plain.
   */
  'flattered-but-unbalanced',
] as const
export type Invariant = (typeof INVARIANTS)[number]

export interface InvariantReport {
  segments: number
  items: number
  keyPieces: number
  violations: Record<Invariant, number>
  /** The first few violations, described. */
  examples: string[]
}

const AVOID_GRADE = COLOUR_GRADES.indexOf('avoid')
const PALETTE_GRADES = new Set([COLOUR_GRADES.indexOf('best'), COLOUR_GRADES.indexOf('palette')])
const FLATTERS = new Set([BODY_LEVELS.indexOf('flatters'), BODY_LEVELS.indexOf('strong-flatters')])
const AVOIDS = new Set([BODY_LEVELS.indexOf('avoid'), BODY_LEVELS.indexOf('strong-avoid')])
const PAGE = 12
const PAGES = 4

/** Every body reason the rules can give a shape, as she reads them. */
function bodyReasonTexts(shape: BodyShapeId): Set<string> {
  return new Set(BODY_RULES.map((r) => translate(r.reason, { shape: BODY_SHAPE_DETAILS[shape].name })))
}

function grade(ix: CatalogueIndex, i: number, cs: ReturnType<typeof compileSegment>): number {
  return cs.colour < 0 ? NO_GRADE : colourGradeAt(ix, i, cs.colour)
}

/** What a reason claims, checked against the index: the rule book's own reading of the product. */
function reasonProblems(ix: CatalogueIndex, i: number, item: RecommendationItem, segment: Segment, bodyTexts: Set<string> | null): string[] {
  const cs = compileSegment(segment)
  const problems: string[] = []
  const level = cs.body < 0 ? -1 : ix.bodyLevel[i * ix.shapeCount + cs.body]!
  const g = grade(ix, i, cs)
  const season = segment.colorSeason ? SEASON_PALETTES[segment.colorSeason] : null
  for (const reason of item.reasons) {
    if (bodyTexts?.has(reason) && !FLATTERS.has(level)) problems.push(`"${reason}" on a cut graded ${BODY_LEVELS[level]}`)
    if (/ suits your \w+ colouring$/.test(reason) && !PALETTE_GRADES.has(g)) problems.push(`"${reason}" on a colour graded ${COLOUR_GRADES[g] ?? 'unknown'}`)
    if (/ is one of the colours your [\w ]+ palette avoids$/.test(reason) && g !== AVOID_GRADE) problems.push(`"${reason}" on a colour graded ${COLOUR_GRADES[g] ?? 'unknown'}`)
    if (season) problems.push(...seasonReasonProblems(reason, season, g))
    if (/^A cut stylists steer a .* shape away from$/.test(reason) && (!AVOIDS.has(level) || breaksHerBalance(segment.shape!, subjectOf(ix.attributes.get(i))))) problems.push(`"${reason}" on a cut graded ${BODY_LEVELS[level]}`)
    if (/^A print where your .* shape wants a plain piece$/.test(reason) && (!AVOIDS.has(level) || !breaksHerBalance(segment.shape!, subjectOf(ix.attributes.get(i))))) problems.push(`"${reason}" on a piece her balance does not refuse`)
    const style = /^Matches your (\w+)(?: and (\w+))? styles?$/.exec(reason)
    if (style) {
      for (const name of style.slice(1).filter(Boolean)) {
        const id = STYLES.find((s) => STYLE_DETAILS[s].name === name)
        if (!id || !(ix.style[i]! & (1 << STYLES.indexOf(id)))) problems.push(`"${reason}" on a piece not ${name}`)
      }
    }
  }
  // The breakdown's body figure sits in its grade's band.
  if (FLATTERS.has(level) && item.breakdown.body < 75) problems.push(`body ${item.breakdown.body}% for a flattering cut`)
  if (AVOIDS.has(level) && item.breakdown.body > 20) problems.push(`body ${item.breakdown.body}% for a cut to avoid`)
  if (g === AVOID_GRADE && item.breakdown.color > 0) problems.push(`colour ${item.breakdown.color}% for a colour to avoid`)
  return problems
}

/** A season reason names her season and one of its swatches, and says what the colour's grade says. */
function seasonReasonProblems(reason: string, season: SeasonPalette, g: number): string[] {
  const names = new Set(season.swatches.map((x) => x.name))
  const problem = (what: string) => [`"${reason}": ${what} (colour graded ${COLOUR_GRADES[g] ?? 'unknown'})`]
  if (/ suits your \w+ colouring$/.test(reason)) return problem('a palette reason for a shopper with a season')
  const best = / is one of your (.+) colours$/.exec(reason)
  if (best) return best[1] !== season.name || !names.has(reason.slice(0, reason.indexOf(' is one of your'))) || g !== COLOUR_GRADES.indexOf('best') ? problem('not one of her swatches') : []
  const near = / sits beside (.+) in your (.+) palette$/.exec(reason)
  if (near) return near[2] !== season.name || !names.has(near[1]!) || g !== COLOUR_GRADES.indexOf('palette') ? problem('not beside one of her swatches') : []
  const far = /^Its .+ is outside your (.+) palette; your nearest colour is (.+)$/.exec(reason)
  if (far) return far[1] !== season.name || !names.has(far[2]!) || g !== COLOUR_GRADES.indexOf('far') ? problem('not outside her palette') : []
  const avoid = / is one of the colours your (.+) palette avoids$/.exec(reason)
  if (avoid && avoid[1] !== season.name) return problem('another palette’s avoid list')
  return []
}

const ALTERNATIVE_REASON = / \(you sit between (.+) and (.+)\)$/

/** What a card says and scores for a shopper between two shapes, checked against both shapes' grades. */
function alternativeProblems(ix: CatalogueIndex, i: number, item: RecommendationItem, segment: Segment): string[] {
  const cs = compileSegment(segment)
  const problems: string[] = []
  const S = ix.shapeCount
  const named = item.reasons.map((r) => ALTERNATIVE_REASON.exec(r)).find((x) => x !== null)
  if (cs.alt < 0 || cs.body < 0) {
    if (named) problems.push(`"${named.input}" without an alternative shape`)
    return problems
  }
  const own = ix.bodyScore[i * S + cs.body]!
  const other = ix.bodyScore[i * S + cs.alt]!
  const ownAvoid = (ix.avoidBody[i]! & (1 << cs.body)) !== 0
  const expected = ownAvoid ? own : Math.max(own, other)
  if (item.breakdown.body !== Math.max(0, Math.min(100, Math.round(expected * 100)))) problems.push(`body ${item.breakdown.body}% where the better of her shapes gives ${Math.round(expected * 100)}%`)
  if (named) {
    const altName = BODY_SHAPE_DETAILS[segment.alternative!].name
    if (named[2] !== altName || named[1] !== BODY_SHAPE_DETAILS[segment.shape!].name) problems.push(`"${named.input}" names other shapes than ${segment.shape} and ${segment.alternative}`)
    if (ownAvoid || !(other > own)) problems.push(`"${named.input}" where her own shape decided`)
    if (!FLATTERS.has(ix.bodyLevel[i * S + cs.alt]!)) problems.push(`"${named.input}" on a cut graded ${BODY_LEVELS[ix.bodyLevel[i * S + cs.alt]!]} for ${segment.alternative}`)
    const reason = named.input.slice(0, named.index)
    if (!bodyReasonTexts(segment.alternative!).has(reason)) problems.push(`"${reason}" is no body reason of ${segment.alternative}`)
  }
  return problems
}

/**
 * Segments of shoppers between two shapes: every ordered pair of different shapes, with each
 * palette and three of the quiz's style sets (one style, two, all six): 20 x 3 x 3 = 180.
 */
export function borderlineSegments(at: Date, catalogueVersion: string): Segment[] {
  const styleSets = [[QUIZ_STYLES[0]!], [QUIZ_STYLES[1]!, QUIZ_STYLES[2]!], [...QUIZ_STYLES]]
  const out: Segment[] = []
  for (const shape of BODY_SHAPES) {
    for (const alternative of BODY_SHAPES) {
      if (alternative === shape) continue
      for (const palette of COLOR_PALETTES) {
        for (const stylePreferences of styleSets) out.push(segmentOf({ bodyShape: shape, bodyShapeAlternative: alternative, colorPalette: palette, stylePreferences }, at, catalogueVersion))
      }
    }
  }
  return out
}

function isOrdered(scores: readonly number[]): boolean {
  for (let k = 1; k < scores.length; k++) if (scores[k]! > scores[k - 1]!) return false
  return true
}

/** A small history for a segment's list: she turns the first piece down, saves the third, opens the fifth, and turns the seventh down for its colour. */
function historyFor(items: readonly RecommendationItem[], at: number): Signal[] {
  const ref = (k: number) => items[k]?.product.id
  const out: Signal[] = []
  if (ref(0)) out.push({ kind: 'reject', ref: ref(0)!, at: at - 4000 })
  if (ref(2)) out.push({ kind: 'save', ref: ref(2)!, at: at - 3000 })
  if (ref(4)) out.push({ kind: 'click', ref: ref(4)!, at: at - 2000 })
  if (ref(6)) out.push({ kind: 'reject', ref: ref(6)!, at: at - 1000, reason: 'colour' })
  return out
}

/** A piece as a product of its own catalogue: what the engine would make of it. */
const exemplarVerdicts = new Map<string, boolean>()
function exemplarRecommended(pieceId: string, colour: string, segment: Segment): boolean {
  const key = [pieceId, colour, segment.shape, segment.palette, segment.colorSeason ?? '', segment.styles.join(','), segment.season].join('|')
  let verdict = exemplarVerdicts.get(key)
  if (verdict === undefined) {
    const piece = keyPieceById(pieceId)!
    const product: Product = {
      id: `piece-${pieceId}`, name: pieceId, brand: null, category: 'other', affiliateUrl: '', images: [], description: null, material: null, tags: [], colors: [],
      price: null, originalPrice: null, currency: 'USD', rating: null, reviewCount: null, seasons: [], bodyShapes: [], colorPalettes: [], styles: [], source: 'piece',
      isActive: true, createdAt: '', updatedAt: '', aiAnalyzedAt: null, aiAnalysisVersion: null, aiConfidenceScore: null,
    }
    const ix = buildCatalogueIndex([{ product, attributes: exemplarAttributes(piece, colour) }])
    verdict = recommendFit(ix, { segment, mode: 'recommended', limit: 1, offset: 0 }).total === 1
    exemplarVerdicts.set(key, verdict)
  }
  return verdict
}

/** Checks every invariant for each segment over one catalogue index. */
export function checkInvariants(ix: CatalogueIndex, segments: readonly Segment[], options: { at: number; maxExamples?: number }): InvariantReport {
  const violations = Object.fromEntries(INVARIANTS.map((k) => [k, 0])) as Record<Invariant, number>
  const examples: string[] = []
  const maxExamples = options.maxExamples ?? 10
  const byId = ix.byId
  let items = 0
  let keyPieces = 0
  const flag = (k: Invariant, segment: Segment, what: string) => {
    violations[k]++
    if (examples.length < maxExamples) examples.push(`${k} [${segment.shape}${segment.alternative ? `~${segment.alternative}` : ''}/${segment.colorSeason ?? segment.palette}/${segment.styles.join('+')}]: ${what}`)
  }
  const bodyTexts = new Map<BodyShapeId, Set<string>>()

  for (const segment of segments) {
    const cs = compileSegment(segment)
    const texts = segment.shape ? (bodyTexts.get(segment.shape) ?? bodyTexts.set(segment.shape, bodyReasonTexts(segment.shape)).get(segment.shape)!) : null
    // Recommended, page by page as the dashboard asks for it.
    const pages = Array.from({ length: PAGES }, (_, p) => recommendFit(ix, { segment, mode: 'recommended', limit: PAGE, offset: p * PAGE }).items)
    const list = pages.flat()
    items += list.length
    if (!isOrdered(list.map((it) => it.score))) flag('order', segment, `scores ${list.map((it) => it.score).join(' ')}`)
    for (const it of list) {
      const i = byId.get(it.product.id)!
      if (cs.colour >= 0 && grade(ix, i, cs) === AVOID_GRADE) flag('avoided-colour-recommended', segment, it.product.name)
      // A colour on her season's own avoid list, whatever its grade says.
      const colour = ix.attributes.get(i).primaryColour
      if (segment.colorSeason && colour && SEASON_PALETTES[segment.colorSeason].avoidColors.some((a) => a.colour === colour)) flag('avoided-colour-recommended', segment, `${it.product.name} (${colour})`)
      if (cs.body >= 0 && AVOIDS.has(ix.bodyLevel[i * ix.shapeCount + cs.body]!)) flag('avoided-cut-recommended', segment, it.product.name)
      for (const problem of reasonProblems(ix, i, it, segment, texts)) flag('reason-or-score-disagrees', segment, `${it.product.name}: ${problem}`)
      for (const problem of alternativeProblems(ix, i, it, segment)) flag('alternative-disagrees', segment, `${it.product.name}: ${problem}`)
      if (segment.shape && FLATTERS.has(ix.bodyLevel[i * ix.shapeCount + cs.body]!) && breaksHerBalance(segment.shape, subjectOf(ix.attributes.get(i)))) flag('flattered-but-unbalanced', segment, it.product.name)
    }
    // All Items says why a piece sits lower, truthfully too.
    for (const it of recommendFit(ix, { segment, mode: 'all', limit: PAGE, offset: Math.max(0, ix.products.length - PAGE) }).items) {
      for (const problem of reasonProblems(ix, byId.get(it.product.id)!, it, segment, texts)) flag('reason-or-score-disagrees', segment, `${it.product.name} (All Items): ${problem}`)
      for (const problem of alternativeProblems(ix, byId.get(it.product.id)!, it, segment)) flag('alternative-disagrees', segment, `${it.product.name} (All Items): ${problem}`)
    }

    // With her history: the order still follows the match she sees, and every move is told.
    const signals = historyFor(list, options.at)
    if (signals.length > 0) {
      const adjuster = adjusterFor(ix, byId, signals, segment, options.at)
      const learned = Array.from({ length: PAGES }, (_, p) => recommendFit(ix, { segment, mode: 'recommended', limit: PAGE, offset: p * PAGE, adjuster }).items).flat()
      if (!isOrdered(learned.map((it) => it.score))) flag('order-with-history', segment, `scores ${learned.map((it) => it.score).join(' ')}`)
      const raw = fitScorer(ix, cs)
      for (const it of learned) {
        const moved = it.score - Math.max(0, Math.min(100, Math.round(raw(byId.get(it.product.id)!))))
        const told = it.learned?.points ?? 0
        if (moved !== told) flag('history-untold', segment, `${it.product.name}: moved ${moved}, card says ${told}`)
        if (told > 20 || told < -30) flag('history-untold', segment, `${it.product.name}: ${told} points is beyond the bounds`)
      }
    }

    // Her blueprint: key pieces and shape advice.
    if (segment.shape && segment.palette) {
      const shape = segment.shape
      const palette = segment.palette
      const season = segment.colorSeason ?? null
      const pieces = keyPiecesFor({ bodyShape: shape, colorPalette: palette, colorSeason: season, stylePreferences: segment.styles.filter(isQuizStyleId) }, (a, s) => garmentFit(a).body[s])
      keyPieces += pieces.length
      for (const p of pieces) {
        const piece = keyPieceById(p.id)!
        const a = exemplarAttributes(piece, p.colour.colour)
        const fit = garmentFit(a)
        if (fit.body[shape] === 'avoid') flag('key-piece-against-rules', segment, `${p.name} is graded avoid`)
        const cf = colourFit(p.colour.colour, season ?? palette)
        if (!cf || (cf.grade !== 'best' && cf.grade !== 'palette')) flag('key-piece-against-rules', segment, `${p.name} comes in ${p.colour.name}, graded ${cf?.grade}`)
        if (!stylesOf(subjectOf(a)).includes(p.style)) flag('key-piece-against-rules', segment, `${p.name} is not ${p.style}`)
        if (!exemplarRecommended(p.id, p.colour.colour, segment)) flag('key-piece-not-recommended', segment, `${p.name} would not be recommended to her`)
      }
      const d = BODY_SHAPE_DETAILS[shape]
      const asGarment = (example: Partial<ReturnType<typeof unknownAttributes>>) => ({ ...unknownAttributes(), category: example.garmentType ? categoryOfType(example.garmentType) : null, ...example })
      for (const l of d.best) if (garmentFit(asGarment(l.example)).body[shape] !== 'flatters') flag('advice-disagrees', segment, `best: ${l.text}`)
      for (const l of d.avoid) if (garmentFit(asGarment(l.example)).body[shape] !== 'avoid') flag('advice-disagrees', segment, `avoid: ${l.text}`)
    }
  }
  return { segments: segments.length, items, keyPieces, violations, examples }
}

/** The total of all violations. */
export function violationCount(report: InvariantReport): number {
  return INVARIANTS.reduce((n, k) => n + report.violations[k], 0)
}
