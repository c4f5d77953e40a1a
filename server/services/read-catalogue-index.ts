import type { Kysely } from 'kysely'
import { type CatalogueIndex, CatalogueIndexBuilder } from '#core/recommendation/catalogue-index.ts'
import { readActiveCatalogue } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'
import { nextTurn } from './next-turn.ts'

/**
 * The active catalogue's index, read a page at a time into a builder (decision 066): the
 * catalogue is never held as objects, and between pages the thread answers whatever else is
 * waiting (`betweenPages`, by default one turn of the event loop). The engine's reload and the
 * benches read it this one way.
 */
export async function readCatalogueIndex(db: Kysely<Database>, betweenPages: () => Promise<void> = nextTurn): Promise<CatalogueIndex> {
  let builder = new CatalogueIndexBuilder()
  await readActiveCatalogue(db, {
    start: (count) => {
      builder = new CatalogueIndexBuilder(count)
    },
    page: async (entries) => {
      for (const entry of entries) builder.add(entry)
      await betweenPages()
    },
  })
  return builder.finish()
}
