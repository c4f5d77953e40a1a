import { z } from 'zod'
import type { RetailItem, WholesaleProduct } from '../integrations/records.ts'

// The admin's "Add from retailer" search and wholesale browse: the query each route accepts
// (query strings, so every value arrives as text and an empty field means "not set") and
// the shape each answers with.

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optionalText = (max: number) => z.preprocess(emptyAsUndefined, z.string().trim().max(max).optional())
/** Major units (dollars); the retail route converts to the API's cents. */
const optionalPrice = z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(100_000).optional())

const priceOrder = (q: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice
const priceOrderIssue = { message: 'The minimum price must not be above the maximum.', path: ['maxPrice'] }

/** PA-API pages a search 10 items at a time, at most 10 pages deep. */
export const RETAIL_SEARCH_PAGES = 10

/** GET /api/admin/retail/search. Without keywords nothing is searched: the answer only reports the status. */
export const retailSearchQuerySchema = z
  .object({
    keywords: optionalText(200),
    minPrice: optionalPrice,
    maxPrice: optionalPrice,
    brand: optionalText(100),
    page: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(RETAIL_SEARCH_PAGES).default(1)),
  })
  .refine(priceOrder, priceOrderIssue)
export type RetailSearchQuery = z.infer<typeof retailSearchQuerySchema>

export const WHOLESALE_PAGE_SIZE = 20

/** GET /api/admin/wholesale/products. */
export const wholesaleBrowseQuerySchema = z
  .object({
    query: optionalText(200),
    category: optionalText(100),
    brand: optionalText(100),
    minPrice: optionalPrice,
    maxPrice: optionalPrice,
    limit: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(WHOLESALE_PAGE_SIZE)),
    offset: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(100_000).default(0)),
  })
  .refine(priceOrder, priceOrderIssue)
export type WholesaleBrowseQuery = z.infer<typeof wholesaleBrowseQuerySchema>

/**
 * Whether the service answered: 'ok'; 'not-configured' (message says which variables to
 * set); 'unavailable' (it failed or timed out; the list is empty and the log has details).
 */
export interface SupplierStatus {
  state: 'ok' | 'not-configured' | 'unavailable'
  message: string | null
}

export interface RetailSearchView {
  items: RetailItem[]
  page: number
  status: SupplierStatus
}

/** A wholesale product with the marketplace page it links to (the import row's affiliate link). */
export type WholesaleListing = WholesaleProduct & { productUrl: string }

export interface WholesaleBrowseView {
  products: WholesaleListing[]
  total: number
  limit: number
  offset: number
  status: SupplierStatus
}
