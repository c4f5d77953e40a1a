import { z } from 'zod'
import { categorySchema, seasonSchema } from '../reference/schemas.ts'
import { IMPORT_LIMITS } from './import-row.ts'

const cell = z.string().max(IMPORT_LIMITS.maxCellLength)

/**
 * One table row as the browser sends it; unknown categories and seasons take the spec's
 * defaults. The optional cells arrive as text: their rules (validateImportRows) answer per cell.
 */
export const importRowSchema = z.object({
  productName: cell,
  affiliateUrl: cell,
  imageUrl: cell,
  category: categorySchema.catch('dresses'),
  season: seasonSchema.catch('spring'),
  brand: cell.optional(),
  price: cell.optional(),
  currency: cell.optional(),
  colour: cell.optional(),
  description: cell.optional(),
  material: cell.optional(),
  styleTags: cell.optional(),
})

/**
 * The body of "validate rows" and "start an import". `updateRows` (start only) lists the rows
 * (0-based) whose link is already in the catalogue and which update that product instead of
 * being skipped; every other such row is skipped.
 */
export const importRowsRequestSchema = z.object({
  rows: z.array(importRowSchema).min(1).max(IMPORT_LIMITS.maxRows, { message: `One import takes at most ${IMPORT_LIMITS.maxRows} products.` }),
  updateRows: z
    .array(z.number().int().min(0).max(IMPORT_LIMITS.maxRows - 1))
    .max(IMPORT_LIMITS.maxRows)
    .optional(),
})

/** Add Product in Product Management: one import row, optional cells included, under the same rules. */
export const singleProductSchema = importRowSchema
export type SingleProductInput = z.infer<typeof singleProductSchema>
