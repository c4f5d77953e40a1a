import type { Kysely } from 'kysely'
import type { ProductAttributesView } from '#core/admin/product-attributes.ts'
import { type AttributeOverrides, effectiveAttributes, type GarmentAttributes } from '#core/garment/attributes.ts'
import { garmentFit } from '#core/garment/product-fit.ts'
import { garmentTextOf, readGarment } from '#core/garment/read-garment.ts'
import { translate } from '#core/i18n/translate.ts'
import { findProductAttributes, setAttributeOverrides, type StoredAttributes, upsertReadAttributes } from '#db/repositories/product-attributes-repository.ts'
import { findProductById } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'
import { ApiError } from '../errors.ts'
import type { RecommendationsApi } from '../load-context.ts'
import { logAdminActivity } from './admin-activity.ts'
import type { ChangeContext } from './product-management.ts'

function viewOf(productId: string, stored: Pick<StoredAttributes, 'read' | 'overrides' | 'method' | 'model'> & { analysedAt: string | null }): ProductAttributesView {
  const effective = effectiveAttributes(stored.read, stored.overrides)
  const fit = garmentFit(effective)
  return {
    productId,
    read: stored.read,
    overrides: stored.overrides,
    effective,
    method: stored.method,
    model: stored.model,
    analysedAt: stored.analysedAt,
    fit: { body: fit.body, palettes: fit.palettes, styles: fit.styles, occasions: fit.occasions },
  }
}

/**
 * The back office's view of a product's garment attributes, and its corrections: kept
 * apart from what an analysis reads, so analysing the product again never undoes them.
 * A correction changes what the engines see, so the recommendations are invalidated.
 */
export function createProductAttributes(deps: { db: Kysely<Database>; recommendations: Pick<RecommendationsApi, 'clearCache'>; clock?: () => Date }) {
  const { db } = deps
  const clock = deps.clock ?? (() => new Date())

  /** The stored reading, or (for a product stored before attributes were) one read now. */
  async function reading(productId: string): Promise<{ stored: StoredAttributes | null; read: GarmentAttributes }> {
    const stored = await findProductAttributes(db, productId)
    if (stored) return { stored, read: stored.read }
    const product = await findProductById(db, productId)
    if (!product) throw new ApiError(404, 'product-not-found', translate('admin.products.notFound'))
    return { stored: null, read: readGarment(garmentTextOf(product)) }
  }

  return {
    async view(productId: string): Promise<ProductAttributesView> {
      const { stored, read } = await reading(productId)
      return stored ? viewOf(productId, stored) : viewOf(productId, { read, overrides: {}, method: 'rule-based', model: null, analysedAt: null })
    },

    /** Replaces the product's corrections; 404 when the product does not exist. */
    async correct(productId: string, overrides: AttributeOverrides, ctx: ChangeContext): Promise<ProductAttributesView> {
      const now = clock()
      const { stored, read } = await reading(productId)
      await db.transaction().execute(async (trx) => {
        if (!stored) await upsertReadAttributes(trx, [{ productId, read, method: 'rule-based', model: null, analysedAt: now.toISOString() }], now.toISOString())
        await setAttributeOverrides(trx, productId, overrides, now.toISOString())
        await logAdminActivity(trx, { ...ctx, action: 'PRODUCT_UPDATE', details: { productId, attributes: overrides }, now })
      })
      deps.recommendations.clearCache()
      const after = await findProductAttributes(db, productId)
      return viewOf(productId, after!)
    },
  }
}

export type ProductAttributes = ReturnType<typeof createProductAttributes>
