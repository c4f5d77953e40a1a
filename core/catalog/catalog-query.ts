/** The public catalogue's filters: a page of active products, newest first. */
export interface CatalogQuery {
  limit: number
  offset: number
  category?: string | undefined
  season?: string | undefined
  /** Inclusive price bounds; products without a price never match a bound. */
  minPrice?: number | undefined
  maxPrice?: number | undefined
  /** Case-insensitive text search over name, brand and tags; LIKE wildcards in it are literal. */
  q?: string | undefined
}
