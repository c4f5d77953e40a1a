import type { Kysely } from 'kysely'
import type { ProductSeed } from '#core/catalog/product-seed.ts'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { STARTER_PRODUCTS } from '#core/catalog/starter-catalogue.ts'
import { countProducts, insertProductSeeds } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'

/**
 * The catalogues a first run can load: the starter catalogue (issue 27, the default: a
 * newcomer has pages to browse and outfits to put together) or the spec's 12 samples, kept
 * as the mock set the tests know by heart.
 */
export type SeedCatalogue = 'starter' | 'sample'

const SEEDS: Readonly<Record<SeedCatalogue, { products: readonly ProductSeed[]; source: string }>> = {
  starter: { products: STARTER_PRODUCTS, source: 'starter' },
  sample: { products: SAMPLE_PRODUCTS, source: 'sample' },
}

/**
 * Loads a built-in catalogue when the catalogue is empty (first run), in its order:
 * insertProductSeeds spaces created_at a second apart, newest first. A catalogue that holds
 * anything is never touched, so an existing install keeps what it has.
 */
export async function seedCatalogueIfEmpty(db: Kysely<Database>, now: Date, which: SeedCatalogue): Promise<number> {
  if ((await countProducts(db)) > 0) return 0
  const { products, source } = SEEDS[which]
  await insertProductSeeds(db, products, { source, now })
  return products.length
}

/** The spec's 12 samples on an empty catalogue: what the tests that know them start from. */
export function seedSampleCatalogIfEmpty(db: Kysely<Database>, now: Date): Promise<number> {
  return seedCatalogueIfEmpty(db, now, 'sample')
}
