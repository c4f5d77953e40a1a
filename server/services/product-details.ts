import { LRUCache } from 'lru-cache'
import type { Product } from '#core/catalog/product.ts'
import { type CatalogueIndex, shownProduct } from '#core/recommendation/catalogue-index.ts'
import type { RecordList } from '#core/recommendation/packed-records.ts'

/**
 * How many products' details a snapshot keeps once read: every quiz segment's first pages and
 * the pieces shoppers open most, about 1 KB each. Ours.
 */
const DETAILS_KEPT = 8192

/** A computation asks for the same products when run again, so a second round finds them all; a third is a safety margin. */
const ROUNDS = 3

/** The rows of these ids that still exist, in any order. */
export type ReadProducts = (ids: readonly string[]) => Promise<Product[]>

type Index = Pick<CatalogueIndex, 'labels' | 'attributes' | 'price'>

/**
 * A snapshot's products, their details read from the database for the few a page shows
 * (issue 29, decision 068): the index keeps every product's fit and label, not its
 * description, images and links, which at a million products were most of the worker's memory.
 *
 * The engines are synchronous and pure, so they cannot wait for a read. A computation that
 * shows products runs inside `within`: a product not kept yet is noted and stands in by its
 * label; if any was missing, the missing ones are read in one query and the computation runs
 * again, now finding every one (the engines are deterministic). Outside `within`, a product
 * not kept is a programming error and throws, so no stand-in can reach a shopper.
 */
export class ProductDetails implements RecordList<Product> {
  private readonly ix: Index
  private readonly read: ReadProducts
  private readonly kept = new LRUCache<number, Product>({ max: DETAILS_KEPT })
  /** The run in progress: only ever set during a synchronous computation, so runs never interleave. */
  private run: { loaded: Map<number, Product>; missing: Set<number> } | null = null

  constructor(ix: Index, read: ReadProducts) {
    this.ix = ix
    this.read = read
  }

  get length(): number {
    return this.ix.labels.length
  }

  get(i: number): Product {
    const run = this.run
    const found = run?.loaded.get(i) ?? this.kept.get(i)
    if (found) return found
    if (!(i >= 0 && i < this.length)) throw new RangeError(`product ${i} of ${this.length}`)
    if (!run) throw new Error(`product ${i}'s details were asked for outside ProductDetails.within`)
    run.missing.add(i)
    return this.standIn(i)
  }

  decode(i: number): Product {
    return this.get(i)
  }

  /** `compute`'s result with every product it shows read; a failed read rejects. */
  async within<T>(compute: () => T): Promise<T> {
    const loaded = new Map<number, Product>()
    for (let round = 1; ; round++) {
      const run = { loaded, missing: new Set<number>() }
      this.run = run
      let out: T
      try {
        out = compute()
      } finally {
        this.run = null
      }
      if (run.missing.size === 0) return out
      if (round === ROUNDS) throw new Error(`a computation still asked for ${run.missing.size} unread products after ${ROUNDS} rounds`)
      await this.load([...run.missing], loaded)
    }
  }

  private async load(indexes: number[], into: Map<number, Product>): Promise<void> {
    const ids = indexes.map((i) => this.ix.labels.get(i).id)
    const rows = new Map((await this.read(ids)).map((p) => [p.id, p]))
    indexes.forEach((i, k) => {
      const row = rows.get(ids[k]!)
      // Deleted since the snapshot was read: shown by its label until the reload the deletion
      // brought replaces the snapshot. Kept for this run only, so a later one reads again.
      if (!row) return void into.set(i, this.standIn(i))
      // The snapshot's attributes, so the shown fit is the one the engines scored.
      const shown = shownProduct(row, this.ix.attributes.get(i))
      this.kept.set(i, shown)
      into.set(i, shown)
    })
  }

  /** A product known only by its label: what a round shows before its read, and a product deleted since. */
  private standIn(i: number): Product {
    const { image, ...label } = this.ix.labels.get(i)
    const price = this.ix.price[i]!
    return {
      ...label,
      affiliateUrl: '',
      images: image ? [image] : [],
      description: null,
      material: null,
      tags: [],
      price: Number.isNaN(price) ? null : price,
      originalPrice: null,
      currency: 'USD',
      rating: null,
      reviewCount: null,
      seasons: [],
      bodyShapes: [],
      colorPalettes: [],
      styles: [],
      source: '',
      isActive: false,
      createdAt: '',
      updatedAt: '',
      aiAnalyzedAt: null,
      aiAnalysisVersion: null,
      aiConfidenceScore: null,
    }
  }
}

/** Runs a computation that shows products of `ix`: inside `within` when their details are read on demand. */
export async function showing<T>(ix: CatalogueIndex, compute: () => T): Promise<T> {
  return ix.products instanceof ProductDetails ? ix.products.within(compute) : compute()
}
