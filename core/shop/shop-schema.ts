import { z } from 'zod'
import { categorySchema } from '../reference/schemas.ts'
import { COLOUR_FAMILIES } from '../rule-book/colours.ts'
import { KEY_PIECE_IDS } from '../rule-book/key-pieces.ts'
import { SHOP_MAX_PAGE, SHOP_MAX_PRICE, SHOP_QUERY_MAX, SHOP_SORTS, type ShopQuery } from './shop-query.ts'

/**
 * GET /api/products/search's query string: the shop's state (shop-query.ts) checked
 * strictly, where the page's address is read leniently. Bounded: a query of at most
 * SHOP_QUERY_MAX characters, pages of SHOP_PAGE_SIZE up to SHOP_MAX_PAGE.
 */
export const shopSearchSchema = z
  .object({
    q: z.string().trim().max(SHOP_QUERY_MAX).default(''),
    category: categorySchema.optional(),
    colour: z.enum(COLOUR_FAMILIES).optional(),
    piece: z.enum(KEY_PIECE_IDS as [string, ...string[]]).optional(),
    min: z.coerce.number().min(0).max(SHOP_MAX_PRICE).optional(),
    max: z.coerce.number().min(0).max(SHOP_MAX_PRICE).optional(),
    sort: z.enum(SHOP_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(SHOP_MAX_PAGE).default(1),
  })
  .refine((v) => v.min === undefined || v.max === undefined || v.min <= v.max, { message: 'min must not be above max', path: ['min'] })

/** The checked query as the shop's state. */
export function shopQueryOf(v: z.output<typeof shopSearchSchema>): ShopQuery {
  return { q: v.q, category: v.category ?? null, colour: v.colour ?? null, piece: v.piece ?? null, minPrice: v.min ?? null, maxPrice: v.max ?? null, sort: v.sort ?? null, page: v.page }
}
