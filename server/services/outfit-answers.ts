import type { CapsuleRequest, CapsuleResponse, OutfitsRequest, OutfitsResponse } from '#core/outfits/contract.ts'
import { buildCapsule, type Capsule, completeTheLook, createOutfitPlanner, dressedSegment, type OutfitPlan, type OutfitPlanner, swapPiece } from '#core/outfits/outfit-engine.ts'
import { capsuleView, outfitView, refusalMessage } from '#core/outfits/outfit-view.ts'
import type { CatalogueIndex } from '#core/recommendation/catalogue-index.ts'
import { compileSegment, type Segment, segmentHash, segmentOf } from '#core/recommendation/segment.ts'
import { SEASONS, type SeasonId } from '#core/reference/seasons.ts'
import { CAPSULE_SHAPE } from '#core/rule-book/outfits.ts'

/**
 * Planners and capsules kept per process. A planner is its ranked lists (about 7 KB), so every
 * quiz segment's four seasons (945 x 4, prepared ahead) fit with room for uncommon profiles:
 * about 30 MB whatever the catalogue's size.
 */
const PLANNERS_KEPT = 5000
const CAPSULES_KEPT = 256

/** A Map used as a small LRU: a hit moves to the end, the oldest goes past `max`. */
function remember<V>(map: Map<string, V>, key: string, max: number, make: () => V): V {
  const hit = map.get(key)
  if (hit !== undefined) {
    map.delete(key)
    map.set(key, hit)
    return hit
  }
  const value = make()
  map.set(key, value)
  if (map.size > max) map.delete(map.keys().next().value!)
  return value
}

export interface OutfitAnswers {
  /** Null when the piece is not in the catalogue. */
  outfits(index: CatalogueIndex, byId: ReadonlyMap<string, number>, version: number, request: OutfitsRequest, at: Date): OutfitsResponse | null
  capsule(index: CatalogueIndex, version: number, request: CapsuleRequest, at: Date): CapsuleResponse
  /** Builds a quiz segment's planners for each season she may ask (ahead of her, after a catalogue change). */
  prepare(index: CatalogueIndex, segment: Segment): void
}

/**
 * Outfits and capsules from a catalogue snapshot (the recommendation service's, in its worker).
 * A planner (her pieces for a season, best first) depends only on the segment and the season,
 * so it is kept by segment hash and season (the hash names the catalogue version) for the next
 * piece she asks about; a capsule likewise. Both maps are dropped when the snapshot changes.
 */
export function createOutfitAnswers(): OutfitAnswers {
  const planners = new Map<string, OutfitPlanner>()
  // Capsules as the engine built them, not as shown: a view holds products, whose details may
  // be read only inside the computation that shows them (product-details.ts).
  const capsules = new Map<string, Capsule>()
  let indexSeen: CatalogueIndex | null = null

  function fresh(index: CatalogueIndex): void {
    if (indexSeen === index) return
    indexSeen = index
    planners.clear()
    capsules.clear()
  }

  function segmentFor(profile: OutfitsRequest['profile'], season: SeasonId | undefined, at: Date, version: number): Segment {
    const segment = segmentOf(profile, at, String(version))
    return season ? { ...segment, season } : segment
  }

  function plannerFor(index: CatalogueIndex, segment: Segment, season: SeasonId): OutfitPlanner {
    return remember(planners, `${segmentHash(segment)}:${season}`, PLANNERS_KEPT, () => createOutfitPlanner(index, segment, season))
  }

  return {
    outfits(index, byId, version, { query, profile }, at) {
      fresh(index)
      const anchor = byId.get(query.piece)
      if (anchor === undefined) return null
      const segment = dressedSegment(index, anchor, segmentFor(profile, query.season, at, version))
      const planner = plannerFor(index, segment, segment.season)
      const ids = (list: readonly string[] | undefined) => (list ?? []).map((id) => byId.get(id) ?? -1)
      const cs = compileSegment(segment)
      let plans: OutfitPlan[]
      if (query.swap && query.outfit) {
        const swapped = swapPiece(planner, ids(query.outfit), query.swap)
        if (!swapped) return { piece: query.piece, outfits: [], refused: { code: 'locked-pieces-clash', message: refusalMessage('locked-pieces-clash') } }
        plans = [swapped]
      } else {
        const answer = completeTheLook(planner, { anchor, locked: ids(query.locked), seed: query.seed })
        if (answer.refused) return { piece: query.piece, outfits: [], refused: { code: answer.refused, message: refusalMessage(answer.refused) } }
        plans = answer.outfits
      }
      return { piece: query.piece, outfits: plans.map((p) => outfitView(index, cs, p)), refused: null }
    },

    prepare(index, segment) {
      fresh(index)
      // The segments outfits() builds for a quiz profile, one per season the outfit is worn in.
      for (const season of SEASONS) plannerFor(index, { ...segment, season }, season)
    },

    capsule(index, version, { query, profile }, at) {
      fresh(index)
      const segment = segmentFor(profile, query.season, at, version)
      const capsule = remember(capsules, `${segmentHash(segment)}:${segment.season}`, CAPSULES_KEPT, () => buildCapsule(plannerFor(index, segment, segment.season), CAPSULE_SHAPE))
      return capsuleView(index, compileSegment(segment), capsule)
    },
  }
}
