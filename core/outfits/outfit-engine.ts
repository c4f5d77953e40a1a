import { type CatalogueIndex, colourGradeAt } from '../recommendation/catalogue-index.ts'
import { fitScorer } from '../recommendation/engines.ts'
import { fitBodyAt, fitColourAt, fitReadAt } from '../recommendation/fit-scoring.ts'
import { compileSegment, type CompiledSegment, type Segment } from '../recommendation/segment.ts'
import { firstSeededDraw } from '../recommendation/spec-scoring.ts'
import { SEASONS, type SeasonId } from '../reference/seasons.ts'
import { BODY_SHAPES } from '../rule-book/body-shapes.ts'
import { COLOUR_GRADES } from '../rule-book/palette-fit.ts'
import { ACCENT_GRADES, FORMALITY_STEP, LAYER_SEASONS, MAX_ACCENTS, OUTFIT_SLOTS, OUTFIT_TEMPLATES, type OutfitSlot, type OutfitTemplate, SHAPE_BALANCE } from '../rule-book/outfits.ts'
import { outfitTablesOf, type OutfitTables } from './outfit-tables.ts'

/**
 * The outfit engine (issue 27): complete the look around a piece, swap one piece, lock pieces
 * and reshuffle the rest, and a capsule. Every rule it applies is read from
 * core/rule-book/outfits.ts; core/testing/outfit-violations.ts checks its answers against the
 * rule book from the products' attributes alone (the plain oracle for this fast path).
 * Pure: the seed of a reshuffle is passed in.
 */

const SLOT = Object.fromEntries(OUTFIT_SLOTS.map((s, k) => [s, k])) as Record<OutfitSlot, number>
const OUTER = SLOT.outerwear
const ACCENT_GRADE_MASK = ACCENT_GRADES.reduce((m, g) => m | (1 << COLOUR_GRADES.indexOf(g)), 0)
/** Candidates per open slot when outfits are put together (more with a reshuffle, so it reaches other pieces). */
const CANDIDATES = 6
const CANDIDATES_SHUFFLED = 14
/** The most a reshuffle's seeded draw adds to a piece's match (0-100). */
const SHUFFLE_POINTS = 40

/** An outfit as the engine holds it: product indexes by slot (-1 for an empty slot). */
export interface OutfitPlan {
  template: OutfitTemplate['id']
  season: SeasonId
  /** OUTFIT_SLOTS.length entries: a product index, or -1. */
  slots: Int32Array
  /** The formality level(s) the outfit is worn at (FORMALITY_LEVELS indexes). */
  formality: [number, number]
  /** The mean match of its pieces. */
  score: number
}

/** Why a piece cannot be built around for her. */
export type OutfitRefusal = 'not-an-outfit-piece' | 'colour-not-read' | 'colour-avoided' | 'colour-outside-palette' | 'shape-avoided' | 'shape-unbalanced' | 'inactive'

/**
 * Her pieces for one season: each slot's products that may enter an outfit of hers (worn in
 * the season, a colour she does not avoid, an accent only in her palette, no cut against her
 * shape), the best BASE_PER_SLOT by body and colour fit, in the order of her whole match (the
 * dashboard's). Built once per segment and season; the service keeps recent ones.
 */
export interface OutfitPlanner {
  readonly ix: CatalogueIndex
  readonly t: OutfitTables
  readonly cs: CompiledSegment
  readonly season: SeasonId
  /** Per slot, the pieces her shape, colours and season let in, best by body and colour fit first (shared by every planner of the shape, palette and season). */
  readonly base: readonly Int32Array[]
  /**
   * The same pieces in order of her whole match: per slot in turn, positions in its base list.
   * Two bytes a piece (a base list holds at most BASE_PER_SLOT), one array a planner: the
   * 3,780 planners prepared ahead take half the memory of product indexes per slot (issue 29).
   * Read through rankedIn.
   */
  readonly order: Uint16Array
  /** Her match (0-100) of a product, computed when asked: a few table reads, cheaper to repeat than to keep per planner. */
  readonly match: (i: number) => number
}

/** Why product i may not enter her outfits (any season), or null when it may. */
export function refusalOf(ix: CatalogueIndex, t: OutfitTables, cs: CompiledSegment, i: number): OutfitRefusal | null {
  if (ix.active[i] !== 1) return 'inactive'
  if (t.slot[i]! < 0) return 'not-an-outfit-piece'
  if (Number.isNaN(t.lightness[i]!)) return 'colour-not-read'
  if (cs.colour >= 0) {
    if (ix.avoidColour[i]! & (1 << cs.colour)) return 'colour-avoided'
    if (t.neutral[i] === 0 && !(ACCENT_GRADE_MASK & (1 << colourGradeAt(ix, i, cs.colour)))) return 'colour-outside-palette'
  }
  // Her balance wants this slot plain (a pear's bottom, an inverted triangle's top), and every
  // outfit that holds this slot also holds the one it balances (core/rule-book/outfits.test.ts):
  // a printed piece here is in none. Asked before the cut, since the body rules grade such a
  // piece avoid for its print, and this says so (a cut is not what is wrong with it).
  const rule = balanceOf(cs)
  if (rule && t.slot[i] === SLOT[rule.plain] && t.plain[i] === 0) return 'shape-unbalanced'
  if (cs.body >= 0 && ix.avoidBody[i]! & (1 << cs.body)) return 'shape-avoided'
  return null
}

/** Her shape's balance (the rule book's SHAPE_BALANCE), or undefined when her shape has none or is not known. */
function balanceOf(cs: CompiledSegment) {
  return cs.body >= 0 ? SHAPE_BALANCE[BODY_SHAPES[cs.body]!] : undefined
}

/**
 * Her eligible pieces for a shape, colour scheme and season, per slot, best body and colour fit
 * first, at most BASE_PER_SLOT: what every segment sharing those three reads. Kept per index
 * (5 shapes x 15 schemes x 4 seasons at most), so a new segment costs a re-rank of these few
 * hundred pieces by her whole match, not a scan of the catalogue. BASE_PER_SLOT stays at most
 * 65,535: a planner keeps positions in these lists in two bytes (OutfitPlanner.order).
 */
const BASE_PER_SLOT = 300
const BASES = new WeakMap<CatalogueIndex, Map<string, ReadonlyArray<readonly Int32Array[]>>>()

/** Per season, per slot: one scan of the catalogue serves all four seasons of a shape and colour scheme. */
function baseLists(ix: CatalogueIndex, t: OutfitTables, cs: CompiledSegment): ReadonlyArray<readonly Int32Array[]> {
  let byKey = BASES.get(ix)
  if (!byKey) {
    byKey = new Map()
    BASES.set(ix, byKey)
  }
  const key = `${cs.body}:${cs.alt}:${cs.colour}`
  let lists = byKey.get(key)
  if (!lists) {
    const bySeason: number[][][] = SEASONS.map(() => OUTFIT_SLOTS.map(() => []))
    const base = new Float64Array(ix.products.length)
    for (let i = 0; i < ix.products.length; i++) {
      if (refusalOf(ix, t, cs, i) !== null) continue
      base[i] = fitBodyAt(ix, i, cs) + fitColourAt(ix, i, cs) + 0.01 * fitReadAt(ix, i)
      const slot = t.slot[i]!
      for (let s = 0; s < SEASONS.length; s++) if (ix.season[i]! & (1 << s)) bySeason[s]![slot]!.push(i)
    }
    lists = bySeason.map((slots) => slots.map((l) => Int32Array.from(l.sort((a, b) => base[b]! - base[a]! || a - b).slice(0, BASE_PER_SLOT))))
    byKey.set(key, lists)
  }
  return lists
}

export function createOutfitPlanner(ix: CatalogueIndex, segment: Segment, season: SeasonId): OutfitPlanner {
  const t = outfitTablesOf(ix)
  const cs = compileSegment(segment)
  const raw = fitScorer(ix, cs)
  // A planner keeps only its order of the shared lists (at most BASE_PER_SLOT a slot), so thousands fit in memory whatever the catalogue's size.
  const base = baseLists(ix, t, cs)[SEASONS.indexOf(season)]!
  const order = new Uint16Array(base.reduce((n, list) => n + list.length, 0))
  let at = 0
  for (const list of base) {
    const score = Float64Array.from(list, (i) => raw(i))
    const ranked = Array.from(list.keys()).sort((a, b) => score[b]! - score[a]! || ix.confidence[list[b]!]! - ix.confidence[list[a]!]! || list[a]! - list[b]!)
    order.set(ranked, at)
    at += list.length
  }
  return { ix, t, cs, season, base, order, match: raw }
}

/** A slot's pieces (product indexes) in order of her match. */
export function rankedIn(p: OutfitPlanner, slot: number): Int32Array {
  let start = 0
  for (let s = 0; s < slot; s++) start += p.base[s]!.length
  const list = p.base[slot]!
  const out = new Int32Array(list.length)
  for (let k = 0; k < list.length; k++) out[k] = list[p.order[start + k]!]!
  return out
}

/** The season an outfit around product i is worn in: the one asked when the piece is worn then, else the next season it is. */
export function outfitSeason(ix: CatalogueIndex, i: number, asked: SeasonId): SeasonId {
  const k = SEASONS.indexOf(asked)
  for (let step = 0; step < SEASONS.length; step++) {
    const s = (k + step) % SEASONS.length
    if (ix.season[i]! & (1 << s)) return SEASONS[s]!
  }
  return asked
}

/**
 * The segment an outfit around product i is put together for: the one asked, dressed for the
 * season the outfit is worn in (outfitSeason), so a piece not worn in the season asked is also
 * scored for the season she will wear it in. One planner per segment and season follows.
 */
export function dressedSegment(ix: CatalogueIndex, i: number, asked: Segment): Segment {
  const season = outfitSeason(ix, i, asked.season)
  return season === asked.season ? asked : { ...asked, season }
}

// ------------------------------------------------------------------------------------------
// Whether pieces go together

/** The running state of an outfit being put together. */
interface Partial {
  maxLo: number
  minHi: number
  accents: number
}

function joins(t: OutfitTables, st: Partial, i: number): Partial | null {
  const maxLo = Math.max(st.maxLo, t.lo[i]!)
  const minHi = Math.min(st.minHi, t.hi[i]!)
  const accents = st.accents + (t.neutral[i] === 1 ? 0 : 1)
  if (maxLo - minHi > FORMALITY_STEP || accents > MAX_ACCENTS) return null
  return { maxLo, minHi, accents }
}

function balanced(p: OutfitPlanner, slots: Int32Array): boolean {
  const rule = balanceOf(p.cs)
  if (!rule) return true
  const plain = slots[SLOT[rule.plain]]!
  const than = slots[SLOT[rule.than]]!
  if (plain < 0 || than < 0) return true
  return p.t.plain[plain] === 1 && p.t.lightness[plain]! <= p.t.lightness[than]!
}

const START: Partial = { maxLo: 0, minHi: 99, accents: 0 }

/** Whether a filled set of slots is an outfit for her: formality, accents, balance (pieces already passed refusalOf and the season). */
function goesTogether(p: OutfitPlanner, slots: Int32Array): Partial | null {
  let st: Partial | null = START
  for (const i of slots) {
    if (i < 0) continue
    st = joins(p.t, st, i)
    if (!st) return null
  }
  return balanced(p, slots) ? st : null
}

function slotsOf(p: OutfitPlanner, template: OutfitTemplate, extraOuter: boolean): number[] {
  const out = template.slots.map((s) => SLOT[s])
  if (LAYER_SEASONS.includes(p.season) || extraOuter) out.push(OUTER)
  return out
}

function planOf(p: OutfitPlanner, template: OutfitTemplate, slots: Int32Array, st: Partial): OutfitPlan {
  let sum = 0
  let n = 0
  for (const i of slots) {
    if (i < 0) continue
    sum += p.match(i)
    n++
  }
  const formality: [number, number] = st.maxLo <= st.minHi ? [st.maxLo, st.maxLo] : [st.minHi, st.maxLo]
  return { template: template.id, season: p.season, slots: Int32Array.from(slots), formality, score: n ? sum / n : 0 }
}

/** Whether piece i may stand in an outfit of this planner (her rules and its season). */
function fits(p: OutfitPlanner, i: number): boolean {
  return i >= 0 && i < p.ix.products.length && (p.ix.season[i]! & (1 << SEASONS.indexOf(p.season))) !== 0 && refusalOf(p.ix, p.t, p.cs, i) === null
}

// ------------------------------------------------------------------------------------------
// Complete the look

export interface LookRequest {
  /** The piece she builds around. */
  anchor: number
  /** Pieces kept as they are (from a look she saw); at most one per slot. */
  locked?: readonly number[]
  /** A reshuffle: pieces are drawn with this seed among more of her good matches. */
  seed?: number | undefined
  /** How many outfits (default 3). */
  count?: number
}

export type LookAnswer = { outfits: OutfitPlan[]; refused: null } | { outfits: []; refused: OutfitRefusal | 'locked-pieces-clash' }

/**
 * Up to `count` outfits around the anchor (and the locked pieces), as different from each
 * other as the catalogue allows: first each new outfit shares no piece but the fixed ones with
 * those before it, then any outfit not yet given. Ranked by the mean of her match over the
 * pieces (plus the seeded draw on a reshuffle).
 */
export function completeTheLook(p: OutfitPlanner, req: LookRequest): LookAnswer {
  const refused = refusalOf(p.ix, p.t, p.cs, req.anchor)
  if (refused) return { outfits: [], refused }
  const fixed = new Int32Array(OUTFIT_SLOTS.length).fill(-1)
  for (const i of [req.anchor, ...(req.locked ?? [])]) {
    if (!fits(p, i)) return { outfits: [], refused: 'locked-pieces-clash' }
    const s = p.t.slot[i]!
    if (fixed[s] !== -1 && fixed[s] !== i) return { outfits: [], refused: 'locked-pieces-clash' }
    fixed[s] = i
  }
  const together = goesTogether(p, fixed)
  if (!together) return { outfits: [], refused: 'locked-pieces-clash' }
  const count = req.count ?? 3
  const seed = req.seed
  const draw = seed === undefined ? (i: number) => p.match(i) : (i: number) => p.match(i) + SHUFFLE_POINTS * firstSeededDraw((seed ^ p.ix.idHash[i]!) >>> 0)
  // A piece's weight is read again at every outfit it may enter and in every sort: worked out once per request.
  const weights = new Map<number, number>()
  const weight = (i: number) => {
    let w = weights.get(i)
    if (w === undefined) {
      w = draw(i)
      weights.set(i, w)
    }
    return w
  }
  const perSlot = seed === undefined ? CANDIDATES : CANDIDATES_SHUFFLED
  // Each slot's list read out of the planner once for this request.
  const ranked = new Map<number, Int32Array>()
  const best = (slot: number) => {
    let list = ranked.get(slot)
    if (!list) ranked.set(slot, (list = rankedIn(p, slot)))
    return list
  }
  const first = looksAround(p, fixed, count, perSlot, weight, best)
  if (first.length >= count) return { outfits: first, refused: null }
  // A piece whose best companions clash with each other: look further down her list once,
  const wider = looksAround(p, fixed, count, perSlot * WIDER, weight, best)
  if (wider.length >= count) return { outfits: wider, refused: null }
  // then, for the few pieces whose companions are not among her best BASE_PER_SLOT, through every piece of hers.
  const all = looksAround(p, fixed, count, perSlot * WIDER * 3, weight, everyPieceWith(p, together))
  return { outfits: all.length > wider.length ? all : wider, refused: null }
}

/**
 * Per slot, every piece of the catalogue she may wear in the planner's season that goes with
 * the fixed pieces on their own (`base`: their formality and accents), in the order of her match: the last
 * resort of completeTheLook, computed when asked (a planner keeps only its best BASE_PER_SLOT
 * a slot, so thousands of planners fit in memory). A slot's list is made only when a template
 * asks for it, from the slot's pieces alone, and without those candidatesFor would pass over
 * anyway: a piece that needed it took 4.4 ms at 20,000 products with every slot's list made
 * and sorted through a comparator, holding the worker's queue, and 1.8 ms now (issue 27).
 */
function everyPieceWith(p: OutfitPlanner, base: Partial): (slot: number) => Int32Array {
  const lists = new Map<number, Int32Array>()
  return (slot) => {
    let made = lists.get(slot)
    if (!made) {
      const pieces: number[] = []
      const scores: number[] = []
      let best = -Infinity
      for (const i of p.t.members[slot]!) {
        if (!joins(p.t, base, i) || !fits(p, i)) continue
        const score = p.match(i)
        pieces.push(i)
        scores.push(score)
        if (score > best) best = score
      }
      // Sorted as numbers, not through a comparator: how far below the best match, to a
      // millionth, above the piece's index, so equal matches keep the catalogue's order. Exact
      // integers while range x spread x 10^6 stays under 2^53: at a million products, matches
      // up to 8,000 points apart (a match is on a scale of 100, a little below 0 at worst).
      const range = 2 ** Math.ceil(Math.log2(p.ix.products.length + 1))
      const keys = Float64Array.from(pieces, (i, k) => Math.round((best - scores[k]!) * 1e6) * range + i)
      made = Int32Array.from(keys.sort(), (key) => key % range)
      lists.set(slot, made)
    }
    return made
  }
}

/** Templates by id in the order of localeCompare: the tie-break of outfits of equal rank, without collating on every comparison. */
const TEMPLATE_ORDER = new Map(
  OUTFIT_TEMPLATES.map((t) => t.id)
    .sort((a, b) => a.localeCompare(b))
    .map((id, k) => [id, k]),
)

/** How much further a second look reads when the first found too few outfits. */
const WIDER = 3
/** The most outfits one request puts together before choosing (candidates come best first). */
const MAX_FOUND = 500

function looksAround(p: OutfitPlanner, fixed: Int32Array, count: number, perSlot: number, weight: (i: number) => number, listOf: (slot: number) => Int32Array): OutfitPlan[] {
  const found: Array<{ template: OutfitTemplate; slots: Int32Array; st: Partial; rank: number }> = []
  for (const template of OUTFIT_TEMPLATES) {
    const open = slotsOf(p, template, fixed[OUTER]! >= 0)
    // A template takes the fixed pieces only if each sits in one of its slots.
    if (fixed.some((i, s) => i >= 0 && !open.includes(s))) continue
    const toFill = open.filter((s) => fixed[s] === -1)
    let base: Partial | null = START
    for (const i of fixed) if (i >= 0 && base) base = joins(p.t, base, i)
    if (!base) continue
    const options = toFill.map((s) => candidatesFor(p, s, listOf(s), fixed, base!, perSlot, weight))
    if (options.some((o) => o.length === 0)) continue
    const slots = Int32Array.from(fixed)
    const walk = (k: number, st: Partial, sum: number) => {
      if (found.length >= MAX_FOUND) return
      if (k === toFill.length) {
        if (!balanced(p, slots)) return
        found.push({ template, slots: Int32Array.from(slots), st, rank: sum / Math.max(1, toFill.length) })
        return
      }
      const s = toFill[k]!
      for (const i of options[k]!) {
        const next = joins(p.t, st, i)
        if (!next) continue
        slots[s] = i
        walk(k + 1, next, sum + weight(i))
      }
      slots[s] = -1
    }
    walk(0, base, 0)
  }
  found.sort((a, b) => b.rank - a.rank || TEMPLATE_ORDER.get(a.template.id)! - TEMPLATE_ORDER.get(b.template.id)!)
  return pickDistinct(found, fixed, count).map((f) => planOf(p, f.template, f.slots, f.st))
}

/** The slot's best pieces that go with the fixed ones on their own (formality, accents, balance), by weight. */
function candidatesFor(p: OutfitPlanner, slot: number, list: Int32Array, fixed: Int32Array, base: Partial, k: number, weight: (i: number) => number): number[] {
  const out: number[] = []
  const probe = Int32Array.from(fixed)
  // Reading further than k keeps the weighted draw of a reshuffle from seeing only the top k.
  const reach = k * 3
  for (const i of list) {
    if (fixed.includes(i) || !joins(p.t, base, i)) continue
    probe[slot] = i
    if (!balanced(p, probe)) continue
    out.push(i)
    if (out.length >= reach) break
  }
  return out.sort((a, b) => weight(b) - weight(a) || a - b).slice(0, k)
}

function pickDistinct<T extends { slots: Int32Array }>(plans: readonly T[], fixed: Int32Array, count: number): T[] {
  const chosen: T[] = []
  const used = new Set<number>()
  for (const plan of plans) {
    if (chosen.length >= count) break
    let shares = false
    for (let s = 0; s < plan.slots.length && !shares; s++) shares = plan.slots[s]! >= 0 && fixed[s] !== plan.slots[s] && used.has(plan.slots[s]!)
    if (shares) continue
    chosen.push(plan)
    plan.slots.forEach((i, s) => {
      if (i >= 0 && fixed[s] !== i) used.add(i)
    })
  }
  for (const plan of plans) {
    if (chosen.length >= count) break
    if (!chosen.some((c) => c.slots.every((i, s) => plan.slots[s] === i))) chosen.push(plan)
  }
  return chosen
}

// ------------------------------------------------------------------------------------------
// Swap one piece

/**
 * The outfit with the piece in `slot` replaced by the next of her best pieces for that slot
 * that goes with the rest (after the current one, round to the first); the same outfit when
 * nothing else fits. Null when the pieces given are not an outfit of hers.
 */
export function swapPiece(p: OutfitPlanner, pieces: readonly number[], slot: OutfitSlot): OutfitPlan | null {
  const slots = new Int32Array(OUTFIT_SLOTS.length).fill(-1)
  for (const i of pieces) {
    if (!fits(p, i) || slots[p.t.slot[i]!] !== -1) return null
    slots[p.t.slot[i]!] = i
  }
  const template = OUTFIT_TEMPLATES.find((t) => {
    const open = slotsOf(p, t, slots[OUTER]! >= 0)
    return open.length === pieces.length && open.every((s) => slots[s]! >= 0)
  })
  const s = SLOT[slot]
  const st = template ? goesTogether(p, slots) : null
  if (!template || !st || slots[s] === -1) return null
  const current = slots[s]!
  const ranked = rankedIn(p, s)
  const at = ranked.indexOf(current)
  for (let step = 1; step <= ranked.length; step++) {
    const i = ranked[(Math.max(at, -1) + step) % ranked.length]!
    if (i === current) break
    slots[s] = i
    const next = goesTogether(p, slots)
    if (next) return planOf(p, template, slots, next)
  }
  slots[s] = current
  return planOf(p, template, slots, st)
}

// ------------------------------------------------------------------------------------------
// A capsule

export interface Capsule {
  season: SeasonId
  /** Product indexes, by slot in OUTFIT_SLOTS order, then in the order they were chosen. */
  pieces: number[]
  /** Every outfit the pieces make. */
  outfits: OutfitPlan[]
}

/** Pieces of each slot a capsule considers: her best matches. */
const CAPSULE_POOL = 80

/**
 * A capsule: pieces chosen one at a time, slot by slot in turn up to the capsule's shape
 * (rule book CAPSULE_SHAPE), each time the candidate that adds the most outfits with the
 * pieces already chosen; on a tie (before every slot holds a piece, all add none) the one that
 * goes with the most pieces already chosen, then her better match. Then every outfit the
 * pieces make.
 */
export function buildCapsule(p: OutfitPlanner, shape: Readonly<Record<OutfitSlot, number>>): Capsule {
  const layer = LAYER_SEASONS.includes(p.season)
  const want = OUTFIT_SLOTS.map((s) => (s === 'outerwear' && !layer ? 0 : shape[s]))
  const chosen: number[][] = OUTFIT_SLOTS.map(() => [])
  const pools = OUTFIT_SLOTS.map((_, s) => Array.from(rankedIn(p, s).subarray(0, CAPSULE_POOL)))
  const order = [SLOT.top, SLOT.bottom, SLOT.outerwear, SLOT.shoes, SLOT.accessory, SLOT.dress]
  const pairs = (i: number) => {
    let n = 0
    for (const list of chosen) for (const j of list) if (joins(p.t, joins(p.t, START, i)!, j)) n++
    return n
  }
  let progress = true
  while (progress) {
    progress = false
    for (const s of order) {
      if (chosen[s]!.length >= want[s]!) continue
      let best = -1
      let bestKey = [-1, -1, -1]
      for (const i of pools[s]!) {
        if (chosen[s]!.includes(i)) continue
        chosen[s]!.push(i)
        const gain = countOutfits(p, chosen, layer, s, i)
        chosen[s]!.pop()
        const key = [gain, pairs(i), p.match(i)]
        if (key[0]! > bestKey[0]! || (key[0] === bestKey[0] && (key[1]! > bestKey[1]! || (key[1] === bestKey[1] && key[2]! > bestKey[2]!)))) {
          best = i
          bestKey = key
        }
      }
      if (best >= 0) {
        chosen[s]!.push(best)
        progress = true
      }
    }
  }
  const outfits: OutfitPlan[] = []
  enumerate(p, chosen, layer, -1, -1, (template, slots, st) => outfits.push(planOf(p, template, slots, st)))
  outfits.sort((a, b) => b.score - a.score)
  return { season: p.season, pieces: chosen.flat(), outfits }
}

function countOutfits(p: OutfitPlanner, chosen: number[][], layer: boolean, slot: number, piece: number): number {
  let n = 0
  enumerate(p, chosen, layer, slot, piece, () => n++)
  return n
}

/** Every outfit of the chosen pieces (only those holding `piece` in `slot` when slot >= 0). */
function enumerate(p: OutfitPlanner, chosen: number[][], layer: boolean, slot: number, piece: number, visit: (t: OutfitTemplate, slots: Int32Array, st: Partial) => void): void {
  for (const template of OUTFIT_TEMPLATES) {
    const open = template.slots.map((s) => SLOT[s])
    if (layer) open.push(OUTER)
    if (slot >= 0 && !open.includes(slot)) continue
    const slots = new Int32Array(OUTFIT_SLOTS.length).fill(-1)
    const walk = (k: number, st: Partial) => {
      if (k === open.length) {
        if (balanced(p, slots)) visit(template, slots, st)
        return
      }
      const s = open[k]!
      for (const i of s === slot ? [piece] : chosen[s]!) {
        const next = joins(p.t, st, i)
        if (!next) continue
        slots[s] = i
        walk(k + 1, next)
      }
      slots[s] = -1
    }
    walk(0, START)
  }
}
