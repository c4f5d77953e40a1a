import type { Kysely } from 'kysely'
import { type CatalogueIndex, CatalogueIndexBuilder } from '#core/recommendation/catalogue-index.ts'
import { findProductsByIds, readActiveCatalogue } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'
import { nextTurn } from './next-turn.ts'
import { ProductDetails } from './product-details.ts'

export interface ReadIndexOptions {
  /** Awaited between pages; by default one turn of the event loop. */
  betweenPages?: () => Promise<void>
  /**
   * True: every product's details packed in the index, as an index built in memory holds them
   * (the benches' in-process figures). False, the server's: a page's details are read from the
   * database when shown (product-details.ts, decision 068).
   */
  keepDetails?: boolean
}

/**
 * The active catalogue's index, read a page at a time into a builder (decision 066): the
 * catalogue is never held as objects, and between pages the thread answers whatever else is
 * waiting. The engine's reload and the benches read it this one way.
 */
export async function readCatalogueIndex(db: Kysely<Database>, options: ReadIndexOptions = {}): Promise<CatalogueIndex> {
  const { betweenPages = nextTurn, keepDetails = false } = options
  let builder = new CatalogueIndexBuilder(0, { keepDetails })
  await readActiveCatalogue(db, {
    start: (count) => {
      builder = new CatalogueIndexBuilder(count, { keepDetails })
    },
    page: async (entries) => {
      for (const entry of entries) builder.add(entry)
      await betweenPages()
    },
  })
  const index = builder.finish()
  return keepDetails ? index : { ...index, products: new ProductDetails(index, (ids) => findProductsByIds(db, ids)) }
}
