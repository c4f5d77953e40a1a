import { z } from 'zod'
import { categorySchema } from '../reference/categories.ts'
import { seasonSchema } from '../reference/seasons.ts'
import { IMPORT_LIMITS } from './import-row.ts'

const cell = z.string().max(IMPORT_LIMITS.maxCellLength)

/** One table row as the browser sends it; unknown categories and seasons take the spec's defaults. */
export const importRowSchema = z.object({
  productName: cell,
  affiliateUrl: cell,
  imageUrl: cell,
  category: categorySchema.catch('dresses'),
  season: seasonSchema.catch('spring'),
})

/** The body of "validate rows" and "start an import". */
export const importRowsRequestSchema = z.object({
  rows: z.array(importRowSchema).min(1).max(IMPORT_LIMITS.maxRows, { message: `One import takes at most ${IMPORT_LIMITS.maxRows} products.` }),
})

/**
 * Add Product in Product Management: one import row plus the optional brand and description
 * (cut to 100 and 500 characters on import, like the spec's import defaults).
 */
export const singleProductSchema = importRowSchema.extend({
  brand: cell.optional(),
  description: cell.optional(),
})
export type SingleProductInput = z.infer<typeof singleProductSchema>
