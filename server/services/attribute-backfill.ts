import type { Kysely } from 'kysely'
import { garmentTextOf, readGarment } from '#core/garment/read-garment.ts'
import { upsertReadAttributes } from '#db/repositories/product-attributes-repository.ts'
import { listProductsWithoutAttributes } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'

const BATCH = 1000

/**
 * Reads the attributes of products stored before attributes were (the migration adds the
 * table empty), so every product has them, in batches of 1,000. New products never need
 * it: every insert path reads them. Returns how many were read.
 */
export async function readMissingAttributes(db: Kysely<Database>, now: Date): Promise<number> {
  let done = 0
  for (;;) {
    const products = await listProductsWithoutAttributes(db, BATCH)
    if (products.length === 0) return done
    const at = now.toISOString()
    await db.transaction().execute((trx) =>
      upsertReadAttributes(
        trx,
        products.map((p) => ({ productId: p.id, read: readGarment(garmentTextOf(p)), method: 'rule-based', model: null, analysedAt: at })),
        at,
      ),
    )
    done += products.length
  }
}
