import { BODY_LEVELS } from '../garment/product-fit.ts'
import { keyPieceById } from '../rule-book/key-pieces.ts'
import { COLOUR_GRADES } from '../rule-book/palette-fit.ts'
import { CATEGORIES } from '../reference/categories.ts'
import { SEASONS } from '../reference/seasons.ts'
import { STYLES } from '../rule-book/styles.ts'
import { type CatalogueIndex, colourGradeAt } from './catalogue-index.ts'
import { isKeyPiece } from './key-piece-matches.ts'
import type { RecommendationFocus, RecommendationView } from './contract.ts'
import type { CompiledSegment } from './segment.ts'

// The candidate stage of a list: which products a view may show at all, before any scoring.

/** What narrows the catalogue before scoring: the view's filters, as the one request type names them. */
export type CatalogueFilter = Partial<Pick<RecommendationView, 'mode' | 'category' | 'season' | 'style' | 'focus' | 'piece' | 'ids'>>

const PALETTE_GRADES = new Set([COLOUR_GRADES.indexOf('best'), COLOUR_GRADES.indexOf('palette')])
const FLATTERS_LEVELS = new Set([BODY_LEVELS.indexOf('flatters'), BODY_LEVELS.indexOf('strong-flatters')])

/**
 * A predicate over product indexes: active, in the filter's category, season, style, focus
 * and key piece, and, in 'recommended', nothing the rule book tells her to avoid: a cut the
 * rules grade avoid for her shape, or a colour on her season's avoid list (her palette's
 * when she has no season). Those stay in
 * 'all', lower, with their reason.
 */
export function candidates(ix: CatalogueIndex, f: CatalogueFilter, cs?: CompiledSegment): (i: number) => boolean {
  const cat = f.category ? CATEGORIES.indexOf(f.category) : -1
  const seasonBit = f.season ? 1 << SEASONS.indexOf(f.season) : 0
  const styleBit = f.style ? 1 << STYLES.indexOf(f.style) : 0
  const shapeBit = f.mode === 'recommended' && cs && cs.body >= 0 ? 1 << cs.body : 0
  const colourBit = f.mode === 'recommended' && cs && cs.colour >= 0 ? 1 << cs.colour : 0
  const piece = f.piece ? keyPieceById(f.piece) : undefined
  const focus = focusTest(ix, f.focus, cs)
  const { active, category, season, style, avoidBody, avoidColour } = ix
  const ids = f.ids ? new Set(f.ids.flatMap((id) => ix.byId.get(id) ?? [])) : null
  const isPiece = piece ? isKeyPiece(ix, piece) : null
  return (i) =>
    active[i] === 1 &&
    (ids === null || ids.has(i)) &&
    (cat < 0 || category[i] === cat) &&
    (seasonBit === 0 || (season[i]! & seasonBit) !== 0) &&
    (styleBit === 0 || (style[i]! & styleBit) !== 0) &&
    (avoidBody[i]! & shapeBit) === 0 &&
    (avoidColour[i]! & colourBit) === 0 &&
    (focus === null || focus(i)) &&
    (isPiece === null || isPiece(i))
}

/** The dashboard's tiles: her shape's flattering cuts, her season's (else her palette's) colours, or what a model read. */
function focusTest(ix: CatalogueIndex, focus: RecommendationFocus | undefined, cs: CompiledSegment | undefined): ((i: number) => boolean) | null {
  if (!focus) return null
  if (focus === 'ai') return (i) => ix.byAi[i] === 1
  if (!cs) return () => false
  if (focus === 'shape') {
    if (cs.body < 0) return () => false
    const S = ix.shapeCount
    const ownBit = 1 << cs.body
    // Between two shapes: the other shape's flattering cuts too, unless they work against her own.
    return (i) =>
      FLATTERS_LEVELS.has(ix.bodyLevel[i * S + cs.body]!) ||
      (cs.alt >= 0 && (ix.avoidBody[i]! & ownBit) === 0 && FLATTERS_LEVELS.has(ix.bodyLevel[i * S + cs.alt]!))
  }
  if (cs.colour < 0) return () => false
  return (i) => PALETTE_GRADES.has(colourGradeAt(ix, i, cs.colour))
}
