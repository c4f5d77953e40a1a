import type { Kysely } from 'kysely'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { countProducts, insertProductSeeds } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'

/**
 * Loads the spec's 12 sample products when the catalogue is empty (first run), in the
 * sample order: insertProductSeeds spaces created_at a second apart, newest first.
 */
export async function seedSampleCatalogIfEmpty(db: Kysely<Database>, now: Date): Promise<number> {
  if ((await countProducts(db)) > 0) return 0
  await insertProductSeeds(db, SAMPLE_PRODUCTS, { source: 'sample', now })
  return SAMPLE_PRODUCTS.length
}
