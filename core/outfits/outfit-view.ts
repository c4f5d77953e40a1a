import { type MessageKey, translate } from '../i18n/translate.ts'
import type { CatalogueIndex, ProductLabel } from '../recommendation/catalogue-index.ts'
import { FORMALITY_LEVELS, type FormalityId } from '../reference/formality.ts'
import { BODY_SHAPE_DETAILS, BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { colourById } from '../rule-book/colours.ts'
import { OUTFIT_SLOTS, PIECE_BY_PIECE_BALANCE, SHAPE_BALANCE } from '../rule-book/outfits.ts'
import type { CompiledSegment } from '../recommendation/segment.ts'
import { CAPSULE_OUTFITS_SHOWN, type CapsuleLines, type CapsuleResponse, type OutfitProduct, type OutfitView } from './contract.ts'
import type { Capsule, OutfitPlan, OutfitRefusal } from './outfit-engine.ts'
import { outfitTablesOf } from './outfit-tables.ts'

const FORMALITY_WORDS: Readonly<Record<FormalityId, MessageKey>> = {
  casual: 'outfit.formality.casual',
  'smart-casual': 'outfit.formality.smartCasual',
  business: 'outfit.formality.business',
  formal: 'outfit.formality.formal',
  evening: 'outfit.formality.evening',
}

const REFUSALS: Readonly<Record<OutfitRefusal | 'locked-pieces-clash', MessageKey>> = {
  'not-an-outfit-piece': 'outfit.refused.notAnOutfitPiece',
  'colour-not-read': 'outfit.refused.colourNotRead',
  'colour-avoided': 'outfit.refused.colourAvoided',
  'colour-outside-palette': 'outfit.refused.colourOutsidePalette',
  'shape-avoided': 'outfit.refused.shapeAvoided',
  'shape-unbalanced': 'outfit.refused.shapeUnbalanced',
  inactive: 'outfit.refused.inactive',
  'locked-pieces-clash': 'outfit.refused.lockedPiecesClash',
}

/** Why nothing is built around a piece, in a sentence she reads. */
export function refusalMessage(code: OutfitRefusal | 'locked-pieces-clash'): string {
  return translate(REFUSALS[code])
}

/**
 * The one line an outfit says of itself, from the rules that chose it: her shape's balance,
 * its colours (all neutrals, or the one accent from her palette), its formality and season.
 */
export function outfitWhy(ix: CatalogueIndex, cs: CompiledSegment, plan: OutfitPlan): string {
  const t = outfitTablesOf(ix)
  const shape = cs.body >= 0 ? BODY_SHAPES[cs.body]! : null
  const rule = shape ? SHAPE_BALANCE[shape] : undefined
  const separates = plan.template === 'separates'
  const balance = !shape
    ? translate('outfit.why.balance.none')
    : rule && separates
      ? translate(rule.reason)
      : translate(PIECE_BY_PIECE_BALANCE, { shape: BODY_SHAPE_DETAILS[shape].name.toLowerCase() })
  const accent = [...plan.slots].find((i) => i >= 0 && t.neutral[i] === 0)
  const accentColour = accent !== undefined ? ix.attributes.get(accent).primaryColour : null
  const colours =
    accent !== undefined
      ? translate('outfit.why.colours.accent', { accent: accentColour ? (colourById(accentColour)?.names[0] ?? accentColour) : '' })
      : translate('outfit.why.colours.neutral')
  const level = (k: number) => translate(FORMALITY_WORDS[FORMALITY_LEVELS[k]!])
  const [lo, hi] = plan.formality
  const formality = lo === hi ? translate('outfit.why.formality.one', { level: level(lo) }) : translate('outfit.why.formality.two', { low: level(lo), high: level(hi) })
  return translate('outfit.why', { balance, colours, formality, season: translate(`outfit.season.${plan.season}`) })
}

/** What an outfit shows of a product (contract.ts's OutfitProduct): its label, so a look needs no page's details. */
function outfitProductOf(label: ProductLabel): OutfitProduct {
  return { id: label.id, name: label.name, images: label.image ? [label.image] : [] }
}

export function outfitView(ix: CatalogueIndex, cs: CompiledSegment, plan: OutfitPlan): OutfitView {
  return {
    template: plan.template,
    season: plan.season,
    formality: [...new Set(plan.formality)].map((k) => FORMALITY_LEVELS[k]!),
    pieces: OUTFIT_SLOTS.flatMap((slot, s) => (plan.slots[s]! >= 0 ? [{ slot, product: outfitProductOf(ix.labels.get(plan.slots[s]!)) }] : [])),
    why: outfitWhy(ix, cs, plan),
  }
}

export function capsuleView(ix: CatalogueIndex, cs: CompiledSegment, capsule: Capsule): CapsuleResponse {
  const t = outfitTablesOf(ix)
  return {
    season: capsule.season,
    pieces: capsule.pieces.map((i) => ({ slot: OUTFIT_SLOTS[t.slot[i]!]!, product: ix.products.get(i) })),
    outfitCount: capsule.outfits.length,
    outfits: capsule.outfits.slice(0, CAPSULE_OUTFITS_SHOWN).map((plan) => ({
      pieceIds: [...plan.slots].filter((i) => i >= 0).map((i) => ix.labels.get(i).id),
      why: outfitWhy(ix, cs, plan),
    })),
  }
}

/** A capsule's first `n` outfits with their pieces, as pages show them (an id the answer lacks is skipped). */
export function capsuleOutfits(capsule: CapsuleResponse, n: number): Array<Pick<OutfitView, 'pieces' | 'why'>> {
  const byId = new Map(capsule.pieces.map((p) => [p.product.id, p]))
  return capsule.outfits.slice(0, n).map((o) => ({
    pieces: o.pieceIds.flatMap((id) => {
      const piece = byId.get(id)
      return piece ? [piece] : []
    }),
    why: o.why,
  }))
}

/** A capsule in lines of text, as the blueprint's PDF lists it: its first `n` outfits. */
export function capsuleLines(capsule: CapsuleResponse, n: number): CapsuleLines {
  return {
    pieces: capsule.pieces.map((p) => p.product.name),
    outfitCount: capsule.outfitCount,
    outfits: capsuleOutfits(capsule, n).map((o) =>
      translate('outfit.capsule.outfitLine', { pieces: o.pieces.map((p) => p.product.name).join(' + '), why: o.why }),
    ),
  }
}
