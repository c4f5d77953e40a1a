import { BODY_LEVELS } from '../garment/product-fit.ts'
import { BODY_SHAPES, type BodyShapeId } from '../rule-book/body-shapes.ts'
import type { CatalogueIndex } from '../recommendation/catalogue-index.ts'
import type { RecommendationItem } from '../recommendation/contract.ts'
import { featuresAt } from './features.ts'
import { type Leanings, learnLeanings, type ProductFacts } from './leanings.ts'
import { type RankCandidate, rerank } from './rerank.ts'
import type { Signal } from './signals.ts'

const AVOID = new Set([BODY_LEVELS.indexOf('avoid'), BODY_LEVELS.indexOf('strong-avoid')])

/** Whether product i's cut does not suit the shape: the stylist rules grade it avoid or strong-avoid. */
export function unsuitableAt(ix: CatalogueIndex, i: number, shape: BodyShapeId | null): boolean {
  if (!shape) return false
  return AVOID.has(ix.bodyLevel[i * BODY_SHAPES.length + BODY_SHAPES.indexOf(shape)]!)
}

/** What the learner needs to know of a product, from the catalogue index. */
export function factsOf(ix: CatalogueIndex, byId: ReadonlyMap<string, number>): (productId: string) => ProductFacts | null {
  return (id) => {
    const i = byId.get(id)
    return i === undefined ? null : { features: featuresAt(ix, i), name: ix.products[i]!.name }
  }
}

export function leaningsFor(ix: CatalogueIndex, byId: ReadonlyMap<string, number>, signals: readonly Signal[], now: number): Leanings {
  return learnLeanings(signals, factsOf(ix, byId), now)
}

/**
 * The segment's list in her order, each item that her history moved far enough carrying
 * the reason on its card ('learned'). Items whose product left the catalogue keep their place.
 */
export function personalise(
  ix: CatalogueIndex,
  byId: ReadonlyMap<string, number>,
  items: readonly RecommendationItem[],
  leanings: Leanings,
  shape: BodyShapeId | null,
): RecommendationItem[] {
  const candidates: RankCandidate[] = items.map((it) => {
    const i = byId.get(it.product.id)
    return {
      id: it.product.id,
      score: it.score,
      features: i === undefined ? [] : featuresAt(ix, i),
      unsuitable: i === undefined ? false : unsuitableAt(ix, i, shape),
    }
  })
  return rerank(candidates, leanings).map((r) => {
    const it = items[r.index]!
    return r.reason ? { ...it, learned: r.reason.text } : it
  })
}
