import { colourById } from '../rule-book/colours.ts'
import { garmentZone, shapesTheOutline } from '../garment/garment-kinds.ts'
import { bodyReasons, garmentFit } from '../garment/product-fit.ts'
import { translate } from '../i18n/translate.ts'
import { BODY_SHAPE_DETAILS } from '../rule-book/body-shapes.ts'
import { subjectOf } from '../rule-book/conditions.ts'
import { breaksHerBalance } from '../rule-book/outfits.ts'
import { type ChosenKeyPiece, keyPieceById, keyPiecesFor } from '../rule-book/key-pieces.ts'
import { COLOR_PALETTE_DETAILS } from '../rule-book/palettes.ts'
import { colourFit } from '../rule-book/palette-fit.ts'
import { SEASON_PALETTES } from '../rule-book/season-palettes.ts'
import { OCCASION_LABELS, OCCASIONS } from '../rule-book/occasions.ts'
import { SEASON_LABELS, SEASONS } from '../reference/seasons.ts'
import { isQuizStyleId, STYLE_DETAILS, STYLES } from '../rule-book/styles.ts'
import { ALL_SEASONS, type CatalogueIndex } from './catalogue-index.ts'
import { MAX_REASONS, MAX_TIPS } from './constants.ts'
import type { Breakdown } from './contract.ts'
import { bodyFromAlternative, FIT_WEIGHTS } from './fit-scoring.ts'
import type { CompiledSegment } from './segment.ts'

function toPercent(v: number): number {
  return Math.max(0, Math.min(100, Math.round(v * 100)))
}

/** Dimensions 0..1 in DIMENSIONS order as whole percentages. */
export function breakdownOf(d: Float64Array): Breakdown {
  return { body: toPercent(d[0]!), color: toPercent(d[1]!), style: toPercent(d[2]!), occasion: toPercent(d[3]!), season: toPercent(d[4]!), age: toPercent(d[5]!) }
}

function colourName(id: string): string {
  const name = colourById(id)?.names[0] ?? id.replaceAll('-', ' ')
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/**
 * Up to three reasons, strongest contribution first, each a sentence from the message
 * catalogue and each true of the product: a body reason only from a stylist rule that
 * flatters the shopper's shape (so never for a hat), a colour reason from its CIEDE2000 fit
 * to her season's palette (naming its swatch) or, without a season, her palette, a style or occasion only where the product carries it. What holds a
 * product back is said too, weighed by what it costs the match: a cut that works against
 * her shape, a colour she is told to avoid or one outside her palette (so a piece lower in
 * All Items says why it sits there).
 */
export function reasonsFor(ix: CatalogueIndex, i: number, cs: CompiledSegment, b: Breakdown): string[] {
  const out: Array<{ weight: number; text: string }> = []
  const a = ix.attributes.get(i)
  const seg = cs.segment
  const lost = (w: number, percent: number) => w * (1 - percent / 100)
  if (seg.shape) {
    const shape = BODY_SHAPE_DETAILS[seg.shape].name
    const avoid = (ix.avoidBody[i]! & (1 << cs.body)) !== 0
    // Chosen for the other side of her shape: the card says so, in that shape's words.
    const other = seg.alternative && bodyFromAlternative(ix, i, cs) ? seg.alternative : null
    const [altKey] = other ? bodyReasons(a, other) : []
    const [key] = avoid || altKey ? [] : bodyReasons(a, seg.shape)
    if (altKey && other) {
      const alternative = BODY_SHAPE_DETAILS[other].name
      const reason = translate(altKey, { shape: alternative })
      out.push({ weight: FIT_WEIGHTS.body * (b.body / 100), text: translate('product.fit.reason.alternative', { reason, primary: shape, alternative }) })
    } else if (key) out.push({ weight: FIT_WEIGHTS.body * (b.body / 100), text: translate(key, { shape }) })
    // A print where her balance wants a plain piece is not a cut: the card says which it is.
    else if (avoid) out.push({ weight: lost(FIT_WEIGHTS.body, b.body), text: translate(breaksHerBalance(seg.shape, subjectOf(a)) ? 'product.fit.reason.bodyAvoidPrint' : 'product.fit.reason.bodyAvoid', { shape }) })
  }
  if (seg.colorSeason && a.primaryColour) {
    // Her season's palette replaces the undertone palette: the reason names its colours.
    const fit = colourFit(a.primaryColour, seg.colorSeason)
    const vars = { colour: colourName(a.primaryColour), season: SEASON_PALETTES[seg.colorSeason].name, swatch: fit?.nearestBest.name ?? '' }
    if (fit?.grade === 'best') out.push({ weight: FIT_WEIGHTS.color * (b.color / 100), text: translate('product.fit.reason.seasonColour', { ...vars, colour: fit.nearestBest.name }) })
    else if (fit?.grade === 'palette') out.push({ weight: FIT_WEIGHTS.color * (b.color / 100), text: translate('product.fit.reason.seasonPalette', vars) })
    else if (fit?.grade === 'avoid') out.push({ weight: lost(FIT_WEIGHTS.color, b.color), text: translate('product.fit.reason.seasonAvoid', vars) })
    else if (fit?.grade === 'far') out.push({ weight: lost(FIT_WEIGHTS.color, b.color) / 2, text: translate('product.fit.reason.seasonFar', { ...vars, colour: vars.colour.toLowerCase() }) })
  } else if (seg.palette && a.primaryColour) {
    const fit = colourFit(a.primaryColour, seg.palette)
    const vars = { colour: colourName(a.primaryColour), palette: seg.palette }
    if (fit?.grade === 'best' || fit?.grade === 'palette') out.push({ weight: FIT_WEIGHTS.color * (b.color / 100), text: translate('product.fit.reason.colour', vars) })
    else if (fit?.grade === 'avoid') out.push({ weight: lost(FIT_WEIGHTS.color, b.color), text: translate('product.fit.reason.colourAvoid', vars) })
    else if (fit?.grade === 'far') out.push({ weight: lost(FIT_WEIGHTS.color, b.color) / 2, text: translate('product.fit.reason.colourFar', { ...vars, colour: vars.colour.toLowerCase() }) })
  }
  const styles = cs.styles.filter((s) => ix.style[i]! & (1 << s)).map((s) => STYLE_DETAILS[STYLES[s]!].name)
  if (styles.length === 1) out.push({ weight: FIT_WEIGHTS.style * (b.style / 100), text: translate('product.fit.reason.style', { style: styles[0]! }) })
  if (styles.length > 1) out.push({ weight: FIT_WEIGHTS.style * (b.style / 100), text: translate('product.fit.reason.styles', { first: styles[0]!, second: styles[1]! }) })
  const occasion = cs.occasions.find((o) => ix.occasion[i]! & (1 << o))
  if (occasion !== undefined) out.push({ weight: FIT_WEIGHTS.occasion * (b.occasion / 100), text: translate('product.fit.reason.occasion', { occasion: OCCASION_LABELS[OCCASIONS[occasion]!] }) })
  const season = ix.season[i]!
  if (season !== ALL_SEASONS && season & (1 << cs.season)) {
    out.push({ weight: FIT_WEIGHTS.season * (b.season / 100), text: translate('product.fit.reason.season', { season: SEASON_LABELS[SEASONS[cs.season]!] }) })
  }
  out.sort((x, y) => y.weight - x.weight)
  const reasons = out.slice(0, MAX_REASONS).map((r) => r.text)
  if (reasons.length > 0) return reasons
  return [translate(shapesTheOutline(garmentZone(a.garmentType, a.category)) ? 'product.recs.reason.versatile' : 'product.fit.reason.accessory')]
}

const PIECES = new Map<string, ChosenKeyPiece[]>()

/** Her blueprint's key pieces for a segment (the same list the blueprint shows), computed once per answers. */
function segmentKeyPieces(seg: CompiledSegment['segment']): ChosenKeyPiece[] {
  if (!seg.shape || !seg.palette) return []
  const styles = seg.styles.filter(isQuizStyleId)
  const key = [seg.shape, seg.palette, seg.colorSeason ?? '', ...styles].join('|')
  let pieces = PIECES.get(key)
  if (!pieces) {
    pieces = keyPiecesFor({ bodyShape: seg.shape, colorPalette: seg.palette, colorSeason: seg.colorSeason ?? null, stylePreferences: styles }, (a, shape) => garmentFit(a).body[shape])
    PIECES.set(key, pieces)
  }
  return pieces
}

/**
 * Up to three styling tips: the shape's first tip (for clothes; shoes and accessories get
 * one about pairing instead), her season's (else her palette's) best colours, and a key piece of her blueprint
 * worn elsewhere on the body than this one.
 */
export function stylingTipsFor(ix: CatalogueIndex, i: number, cs: CompiledSegment): string[] {
  const seg = cs.segment
  const a = ix.attributes.get(i)
  const zone = garmentZone(a.garmentType, a.category)
  const tips: string[] = []
  if (!shapesTheOutline(zone)) tips.push(translate('product.fit.tip.accessory'))
  else if (seg.shape) {
    const tip = BODY_SHAPE_DETAILS[seg.shape].stylingTips[0]
    if (tip) tips.push(tip)
  }
  if (seg.colorSeason) {
    const p = SEASON_PALETTES[seg.colorSeason]
    const [first, second] = p.colors
    tips.push(translate('product.recs.tip.season', { first: first!.name.toLowerCase(), second: second!.name.toLowerCase(), season: p.name }))
  } else if (seg.palette) {
    const [first, second] = COLOR_PALETTE_DETAILS[seg.palette].bestColors
    tips.push(translate('product.recs.tip.palette', { first: first.toLowerCase(), second: second.toLowerCase() }))
  }
  const piece = segmentKeyPieces(seg).find((p) => {
    const kp = keyPieceById(p.id)
    return kp !== undefined && garmentZone(kp.exemplar.garmentType ?? null, null) !== zone
  })
  if (piece) tips.push(translate('product.recs.tip.style', { piece: piece.name, style: STYLE_DETAILS[piece.style].name.toLowerCase() }))
  return tips.slice(0, MAX_TIPS)
}
