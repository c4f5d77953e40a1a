import { z } from 'zod'
import { type AttributeOverrides, attributeOverridesSchema, type GarmentAttributes } from '../garment/attributes.ts'
import type { ProductFit } from '../garment/product-fit.ts'
import type { AnalysisMethod } from '../recommendation/catalogue-index.ts'

/**
 * GET /api/admin/products/:id/attributes: what an analysis read of a product, the
 * administrator's corrections, what the engines use (read + corrections), who read it,
 * and the fit that follows.
 */
export interface ProductAttributesView {
  productId: string
  read: GarmentAttributes
  overrides: AttributeOverrides
  effective: GarmentAttributes
  method: AnalysisMethod
  /** The model that read it; null for the rule-based reader. */
  model: string | null
  /** ISO time of the analysis; null when none is stored yet (the reading shown is made now). */
  analysedAt: string | null
  fit: ProductFit
}

/** PUT /api/admin/products/:id/attributes: the corrections, replacing the previous ones ({} clears them). */
export const attributesBodySchema = z.object({ overrides: attributeOverridesSchema }).strict()
