import { matchItems, matchScorer } from '../recommendation/engines.ts'
import type { Segment } from '../recommendation/segment.ts'
import { effectiveSort, SHOP_PAGE_SIZE, type ShopItem, type ShopProductView, type ShopQuery, type ShopResponse } from './shop-query.ts'
import { searchShop, type ShopSearch, similarPieces } from './shop-search.ts'

/** Cards with her match (matchItems) when a segment is given, none without. */
function itemsOf(search: ShopSearch, indexes: readonly number[], segment: Segment | null): ShopItem[] {
  const matches = segment ? matchItems(search.ix, segment, indexes) : null
  return indexes.map((i, k) => ({ product: search.ix.products.get(i), match: matches ? matches[k]! : null }))
}

/**
 * A page of the shop: the query run over the search (shop-search.ts), sorted by her match
 * when she has a profile (her segment) and nothing else is chosen, else newest first.
 */
export function shopPage(search: ShopSearch, query: ShopQuery, segment: Segment | null): ShopResponse {
  const sort = effectiveSort(query.sort, segment !== null)
  const offset = (query.page - 1) * SHOP_PAGE_SIZE
  const { indexes, total } = searchShop(search, { ...query, sort, offset, limit: SHOP_PAGE_SIZE }, segment ? matchScorer(search.ix, segment) : null)
  return { items: itemsOf(search, indexes, segment), total, page: query.page, pageSize: SHOP_PAGE_SIZE, sort, personal: segment !== null }
}

/** A product page's data; null for an id the catalogue has not, or an inactive product. */
export function shopProduct(search: ShopSearch, byId: ReadonlyMap<string, number>, id: string, segment: Segment | null): ShopProductView | null {
  const i = byId.get(id)
  if (i === undefined || search.ix.active[i] !== 1) return null
  return {
    product: search.ix.products.get(i),
    match: segment ? matchItems(search.ix, segment, [i])[0]! : null,
    similar: itemsOf(search, similarPieces(search.ix, i), segment),
  }
}
