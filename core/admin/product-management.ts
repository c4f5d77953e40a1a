import { z } from 'zod'
import type { Product } from '../catalog/product.ts'
import { categorySchema } from '../reference/schemas.ts'

/** The management list shows this many products a page (spec section 9). */
export const ADMIN_PAGE_SIZE = 20
/** At most this many page buttons between Previous and Next. */
export const MAX_PAGE_BUTTONS = 5
/** One bulk action touches at most this many products, so a request stays bounded. */
export const MAX_BULK_IDS = 500
/** The brand filter and the stat card count a product without a brand under this name. */
export const UNKNOWN_BRAND = 'Unknown'

export const PRODUCT_STATUS_FILTERS = ['all', 'active', 'inactive'] as const
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number]

export const BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

const productId = z.string().trim().min(1).max(100)

/**
 * The list's query string. Empty values mean "no filter", so a form can send every field;
 * a page past the end is answered with an empty page, never an error.
 */
export const adminProductListQuerySchema = z.object({
  search: z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string().max(200).optional()),
  category: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), categorySchema.optional()),
  brand: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.string().trim().min(1).max(100).optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PRODUCT_STATUS_FILTERS).default('all')),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>

export const productIdParamSchema = z.object({ id: productId })

export const setActiveBodySchema = z.object({ active: z.boolean() })

export const bulkActionBodySchema = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z
    .array(productId)
    .min(1, { message: 'Select at least one product.' })
    .max(MAX_BULK_IDS, { message: `At most ${MAX_BULK_IDS} products at a time.` })
    // Duplicates would count twice in the reply; one id once is what the caller meant.
    .transform((ids) => [...new Set(ids)]),
})

/** GET /api/admin/products: one page of the management list. */
export interface ProductPage {
  items: Product[]
  total: number
  page: number
  pageCount: number
  pageSize: number
  /** The whole catalogue, for the summary line (equals `total` when nothing is filtered). */
  catalogueTotal: number
}

export interface AdminProductStats {
  total: number
  /** Products whose affiliate URL is present and not '#'. */
  configured: number
  categories: number
  /** Distinct brands, a missing brand counting as one 'Unknown'. */
  brands: number
}

/** Pages needed for `total` items; an empty list still has one (empty) page. */
export function pageCountFor(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, pageSize = ADMIN_PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize
}

/**
 * Up to five page numbers around the current page, shifted so the window stays inside
 * 1..pageCount (pages 1-5 near the start, the last five near the end).
 */
export function pageButtons(page: number, pageCount: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.max(1, pageCount)
  const current = Math.min(Math.max(1, page), count)
  const size = Math.min(max, count)
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), count - size + 1)
  return Array.from({ length: size }, (_, i) => start + i)
}

/** "Showing x to y of n results": 1-based, inclusive; 0 to 0 when there is nothing. */
export function showingRange(page: number, total: number, pageSize = ADMIN_PAGE_SIZE): { from: number; to: number; total: number } {
  if (total <= 0) return { from: 0, to: 0, total: 0 }
  const from = Math.min(pageOffset(page, pageSize) + 1, total)
  return { from, to: Math.min(from + pageSize - 1, total), total }
}

/** Whether any filter narrows the list (the empty state then offers "Clear all filters"). */
export function hasActiveFilters(q: { search?: string | undefined; category?: string | undefined; brand?: string | undefined; status?: string | undefined }): boolean {
  return Boolean(q.search || q.category || q.brand || (q.status && q.status !== 'all'))
}
