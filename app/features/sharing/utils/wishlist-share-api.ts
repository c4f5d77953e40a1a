import type { WishlistLink, WishlistShareInput } from '#core/catalog/wishlist-share.ts'
import { apiRequest } from '../../../utils/api-client.ts'

export function createWishlistLink(input: WishlistShareInput) {
  return apiRequest<WishlistLink>('POST', '/api/wishlist-shares', input)
}

/** The signed-in shopper's live wishlist links. */
export function listWishlistLinks() {
  return apiRequest<{ items: WishlistLink[] }>('GET', '/api/wishlist-shares')
}

export function revokeWishlistLink(id: string) {
  return apiRequest<null>('DELETE', `/api/wishlist-shares/${encodeURIComponent(id)}`)
}
