import type { Product } from '../catalog/product.ts'
import type { RecommendationItem } from '../recommendation/contract.ts'
import { type CategoryId, isCategoryId } from '../reference/categories.ts'
import { COLOUR_FAMILIES, type ColourFamily } from '../rule-book/colours.ts'
import { keyPieceById } from '../rule-book/key-pieces.ts'
import { completedSteps } from '../profile/progress.ts'
import type { StyleProfile } from '../profile/style-profile.ts'

/**
 * The shop's view (issue 27, "Browsing"): what /shop shows and GET /api/products/search
 * answers. One state, kept in the page's address (shopQueryFromSearch / searchFromShopQuery)
 * so a view is shareable and survives reload and back; the API checks the same fields with
 * its zod schema (shop-schema.ts). Types and plain functions only: the shop page reads it
 * without zod.
 */
export const SHOP_SORTS = ['match', 'newest', 'price-asc', 'price-desc'] as const
export type ShopSort = (typeof SHOP_SORTS)[number]

/** Cards a page shows. */
export const SHOP_PAGE_SIZE = 24
/** The longest query the search takes (characters): longer ones are cut, not refused, in the address. */
export const SHOP_QUERY_MAX = 80
/** The deepest page asked for: far past any real catalogue's last page at 24 a page; bounds the work. */
export const SHOP_MAX_PAGE = 500
export const SHOP_MAX_PRICE = 1_000_000

export interface ShopQuery {
  /** Words to search for (typos tolerated); '' for none. */
  q: string
  category: CategoryId | null
  /** A colour family of the rule book's colour lexicon (rule-book/colours.ts). */
  colour: ColourFamily | null
  /** A key piece of her blueprint (rule-book/key-pieces.ts): only products that are that piece. */
  piece: string | null
  /** Inclusive bounds in the product's currency; products without a price never match a bound. */
  minPrice: number | null
  maxPrice: number | null
  /** null: the default (match with a profile, newest without). */
  sort: ShopSort | null
  /** 1-based. */
  page: number
}

export const INITIAL_SHOP_QUERY: ShopQuery = { q: '', category: null, colour: null, piece: null, minPrice: null, maxPrice: null, sort: null, page: 1 }

function price(text: string | null): number | null {
  if (text === null || text.trim() === '') return null
  const n = Number(text)
  return Number.isFinite(n) && n >= 0 && n <= SHOP_MAX_PRICE ? n : null
}

/** The shop's state from an address's query: anything not understood is left out, an over-long query cut. */
export function shopQueryFromSearch(params: URLSearchParams): ShopQuery {
  const category = params.get('category')
  const colour = params.get('colour')
  const piece = params.get('piece')
  const sort = params.get('sort')
  const page = Number(params.get('page'))
  let minPrice = price(params.get('min'))
  let maxPrice = price(params.get('max'))
  // Bounds given the wrong way round mean the same range.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice]
  return {
    q: [...(params.get('q') ?? '').trim()].slice(0, SHOP_QUERY_MAX).join('').trim(),
    category: isCategoryId(category) ? category : null,
    colour: (COLOUR_FAMILIES as readonly (string | null)[]).includes(colour) ? (colour as ColourFamily) : null,
    piece: piece && keyPieceById(piece) ? piece : null,
    minPrice,
    maxPrice,
    sort: (SHOP_SORTS as readonly (string | null)[]).includes(sort) ? (sort as ShopSort) : null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, SHOP_MAX_PAGE) : 1,
  }
}

/** The address's query for a state: only what differs from the initial view, in a fixed order. */
export function searchFromShopQuery(state: ShopQuery): URLSearchParams {
  const out = new URLSearchParams()
  if (state.q) out.set('q', state.q)
  if (state.category) out.set('category', state.category)
  if (state.colour) out.set('colour', state.colour)
  if (state.piece) out.set('piece', state.piece)
  if (state.minPrice !== null) out.set('min', String(state.minPrice))
  if (state.maxPrice !== null) out.set('max', String(state.maxPrice))
  if (state.sort) out.set('sort', state.sort)
  if (state.page > 1) out.set('page', String(state.page))
  return out
}

/** The shop's address for a state. */
export function shopHref(state: Partial<ShopQuery>): string {
  const query = searchFromShopQuery({ ...INITIAL_SHOP_QUERY, ...state }).toString()
  return query ? `/shop?${query}` : '/shop'
}

/** A product page's address. */
export function productHref(productId: string): string {
  return `/shop/${encodeURIComponent(productId)}`
}

/** The sort a view uses: the one chosen, else by match when she has a profile, newest without. */
export function effectiveSort(sort: ShopSort | null, hasProfile: boolean): ShopSort {
  if (sort === 'match' && !hasProfile) return 'newest'
  return sort ?? (hasProfile ? 'match' : 'newest')
}

/** One card: the product, and her match with its reasons when she has a profile. */
export interface ShopItem {
  product: Product
  /** Exactly the dashboard card's match for this product (engines.ts matchItem); null without a profile. */
  match: RecommendationItem | null
}

/** GET /api/products/search's answer, and the shop page's data. */
export interface ShopResponse {
  items: ShopItem[]
  total: number
  page: number
  pageSize: number
  /** The sort applied (effectiveSort). */
  sort: ShopSort
  /** Whether the matches are hers (a profile was found). */
  personal: boolean
}

/** A product page's data. */
export interface ShopProductView {
  product: Product
  match: RecommendationItem | null
  /** Pieces like it: the same kind, then the same colour family or style (shop-search.ts similarPieces). */
  similar: ShopItem[]
}



/** The profile the shop matches against: hers once she has answered any step of the analysis, else none. */
export function shopProfile(profile: StyleProfile | null | undefined): StyleProfile | null {
  return profile && completedSteps(profile).length > 0 ? profile : null
}
