import { garmentZone } from '../garment/garment-kinds.ts'
import type { CatalogueIndex } from '../recommendation/catalogue-index.ts'
import { colourLab } from '../rule-book/colours.ts'
import { holdsAll, subjectOf } from '../rule-book/conditions.ts'
import { OCCASIONS } from '../rule-book/occasions.ts'
import { formalityRange, isOutfitNeutral, OUTFIT_SLOTS, slotOfZone } from '../rule-book/outfits.ts'
import { PLAIN } from '../rule-book/rules.ts'

const PLAIN_ONLY = [PLAIN]

/**
 * What the outfit rules read of each product, beside the catalogue index (the hydration
 * stage for outfits): its slot, formality span, whether it is a neutral, whether it is plain,
 * and its colour's lightness. Typed arrays, built once per catalogue snapshot.
 */
export interface OutfitTables {
  /** Index into OUTFIT_SLOTS, -1 for a piece no outfit takes. */
  readonly slot: Int8Array
  /** Formality span (FORMALITY_LEVELS indexes). */
  readonly lo: Int8Array
  readonly hi: Int8Array
  /** 1 for an outfit neutral, 0 for an accent. */
  readonly neutral: Uint8Array
  /** 1 for one solid colour. */
  readonly plain: Uint8Array
  /** CIELAB L* of the primary colour; NaN when it was not read. */
  readonly lightness: Float32Array
  /** Per slot (OUTFIT_SLOTS), its pieces in index order: a scan of one slot reads these, not the whole catalogue. */
  readonly members: readonly Int32Array[]
}

const TABLES = new WeakMap<CatalogueIndex, OutfitTables>()

/** The index's outfit tables, built on first use and kept as long as the index lives. */
export function outfitTablesOf(ix: CatalogueIndex): OutfitTables {
  let t = TABLES.get(ix)
  if (!t) {
    t = buildOutfitTables(ix)
    TABLES.set(ix, t)
  }
  return t
}

function buildOutfitTables(ix: CatalogueIndex): OutfitTables {
  const n = ix.products.length
  const t = {
    slot: new Int8Array(n),
    lo: new Int8Array(n),
    hi: new Int8Array(n),
    neutral: new Uint8Array(n),
    plain: new Uint8Array(n),
    lightness: new Float32Array(n),
  }
  const members: number[][] = OUTFIT_SLOTS.map(() => [])
  for (let i = 0; i < n; i++) {
    const a = ix.attributes.decode(i)
    const s = subjectOf(a)
    const slot = slotOfZone(garmentZone(a.garmentType, a.category))
    t.slot[i] = slot ? OUTFIT_SLOTS.indexOf(slot) : -1
    if (t.slot[i]! >= 0) members[t.slot[i]!]!.push(i)
    const occasions = OCCASIONS.filter((_, k) => ix.occasion[i]! & (1 << k))
    const [lo, hi] = formalityRange(a, occasions)
    t.lo[i] = lo
    t.hi[i] = hi
    t.neutral[i] = isOutfitNeutral(s) ? 1 : 0
    t.plain[i] = holdsAll(PLAIN_ONLY, s) ? 1 : 0
    const lab = a.primaryColour ? colourLab(a.primaryColour) : undefined
    t.lightness[i] = lab ? lab.l : Number.NaN
  }
  return { ...t, members: members.map((list) => Int32Array.from(list)) }
}
