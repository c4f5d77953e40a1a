import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { drawingSpecOf, garmentDrawing } from '#core/catalog/garment-drawing.ts'
import { effectiveAttributes } from '#core/garment/attributes.ts'
import { garmentTextOf, readGarment } from '#core/garment/read-garment.ts'
import { findProductAttributes } from '#db/repositories/product-attributes-repository.ts'
import type { Database } from '#db/schema.ts'
import type { CatalogService, DrawingsService } from '../load-context.ts'

/**
 * A product's drawing from what the engines see of it: its stored reading with the
 * administrator's corrections, or a reading of its text when none is stored yet.
 */
export function createGarmentDrawings(deps: { db: Kysely<Database>; catalog: CatalogService }): DrawingsService {
  return {
    async drawing(productId) {
      const product = await deps.catalog.activeProduct(productId)
      if (!product) return null
      const stored = await findProductAttributes(deps.db, product.id)
      const attributes = stored ? effectiveAttributes(stored.read, stored.overrides) : readGarment(garmentTextOf(product))
      const svg = garmentDrawing(drawingSpecOf(attributes), product.name)
      return { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"` }
    },
  }
}
