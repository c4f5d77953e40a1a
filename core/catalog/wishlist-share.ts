import { z } from 'zod'
import { firstNameSchema } from '../profile/blueprint.ts'
import { SHARE_RATE_LIMIT } from '../profile/blueprint-share.ts'

/**
 * Shared wishlist links (issue 27): opt-in, revocable, owned by a signed-in shopper. The id
 * is 18 random bytes in base64url (144 bits), like a blueprint link's, so it cannot be
 * guessed; there is no revocation token because only an account can own one.
 */
export const WISHLIST_SHARE_ID_BYTES = 18
export const wishlistShareIdSchema = z.string().regex(/^[A-Za-z0-9_-]{24}$/)

/** The blueprint's creation limit per owner and window, and at most this many live links at once. */
export const WISHLIST_SHARE_RATE_LIMIT = SHARE_RATE_LIMIT
export const WISHLIST_SHARE_MAX_LIVE = 3

/** The pieces the page shows at most (her favourites, newest first). */
export const WISHLIST_PAGE_MAX_PIECES = 60

/** POST /api/wishlist-shares: an optional display name, the same rules as a blueprint's first name. */
export const wishlistShareInputSchema = z.strictObject({ displayName: firstNameSchema.optional() })
export type WishlistShareInput = z.infer<typeof wishlistShareInputSchema>

export function wishlistSharePath(id: string): string {
  return `/wishlist/s/${id}`
}

/** A live wishlist link as its owner's list shows it. */
export interface WishlistLink {
  id: string
  /** The link's absolute address. */
  url: string
  displayName: string | null
  createdAt: string
}

/** One piece on the shared page: what it is, what it costs, and where to buy it; nothing about her. */
export interface SharedWishlistPiece {
  id: string
  name: string
  brand: string | null
  imageUrl: string | null
  price: number | null
  currency: string
}

/** What the shared page shows: the opt-in name and her favourites as they are now. */
export interface SharedWishlistView {
  displayName: string | null
  pieces: SharedWishlistPiece[]
}
