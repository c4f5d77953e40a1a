import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { retailSearchQuerySchema, wholesaleBrowseQuerySchema } from '#core/import/supplier-search.ts'
import type { AdminEnv } from '../http-env.ts'
import type { SupplierCatalog } from '../services/supplier-catalog.ts'
import { validationHook } from './validation.ts'

// Both answer 200 with an empty list and a status when the service is off or fails: the
// admin sees why, and an outside service's trouble is never our 500.

/** /api/admin/retail: GET /search?keywords&minPrice&maxPrice&brand&page (prices in dollars). Mounted behind requireAdmin. */
export function adminRetailApi(catalog: SupplierCatalog) {
  return new Hono<AdminEnv>().get('/search', zValidator('query', retailSearchQuerySchema, validationHook), async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await catalog.searchRetail(c.req.valid('query')))
  })
}

/** /api/admin/wholesale: GET /products?query&category&brand&minPrice&maxPrice&limit&offset. Mounted behind requireAdmin. */
export function adminWholesaleApi(catalog: SupplierCatalog) {
  return new Hono<AdminEnv>().get('/products', zValidator('query', wholesaleBrowseQuerySchema, validationHook), async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await catalog.browseWholesale(c.req.valid('query')))
  })
}
