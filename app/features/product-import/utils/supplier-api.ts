import type { RetailSearchView, WholesaleBrowseView } from '#core/import/supplier-search.ts'
import { apiRequest } from '../../../utils/api-client.ts'

type Params = Record<string, string | number | undefined>

/** A query string of the set values only; the routes read an absent or empty value as "not set". */
function withQuery(path: string, params: Params): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && String(value).trim() !== '') query.set(key, String(value).trim())
  }
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

export const supplierApi = {
  searchRetail: (params: { keywords?: string; minPrice?: string; maxPrice?: string; brand?: string; page?: number }) =>
    apiRequest<RetailSearchView>('GET', withQuery('/api/admin/retail/search', params)),
  browseWholesale: (params: { query?: string; category?: string; brand?: string; minPrice?: string; maxPrice?: string; limit?: number; offset?: number }) =>
    apiRequest<WholesaleBrowseView>('GET', withQuery('/api/admin/wholesale/products', params)),
}
