import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Product } from '#core/catalog/product.ts'
import {
  WISHLIST_PAGE_MAX_PIECES,
  WISHLIST_SHARE_ID_BYTES,
  WISHLIST_SHARE_MAX_LIVE,
  WISHLIST_SHARE_RATE_LIMIT,
  wishlistSharePath,
  type SharedWishlistPiece,
  type WishlistLink,
  type WishlistShareInput,
} from '#core/catalog/wishlist-share.ts'
import {
  countWishlistShares,
  findLiveWishlistShare,
  insertWishlistShare,
  listLiveWishlistSharesByOwner,
  revokeWishlistShare,
  type WishlistShare,
} from '#db/repositories/wishlist-shares-repository.ts'
import type { Database } from '#db/schema.ts'
import type { FavouritesService, WishlistSharesService } from '../load-context.ts'
import type { Logger } from '../logger.ts'

export interface WishlistSharesDeps {
  db: Kysely<Database>
  favourites: FavouritesService
  publicUrl: string
  logger: Logger
  now: () => Date
}

/** Only what a stranger may see of a piece: never when she saved it or anything about her. */
function toPiece(product: Product): SharedWishlistPiece {
  const image = product.images.find((i) => i.isPrimary) ?? product.images[0]
  return { id: product.id, name: product.name, brand: product.brand, imageUrl: image?.url ?? null, price: product.price, currency: product.currency }
}

/**
 * Shared wishlist links: created by a signed-in owner (rate-limited like the blueprint's,
 * and at most a few live at once), listed and revoked by her alone, and shown to anyone
 * holding the link until then. The pieces are her favourites when the page opens.
 */
export function createWishlistSharesService(deps: WishlistSharesDeps): WishlistSharesService {
  const linkOf = (share: WishlistShare): WishlistLink => ({
    id: share.id,
    url: `${deps.publicUrl}${wishlistSharePath(share.id)}`,
    displayName: share.displayName,
    createdAt: share.createdAt,
  })

  return {
    async create(ownerId: string, input: WishlistShareInput, requestId: string) {
      const now = deps.now()
      const windowMs = WISHLIST_SHARE_RATE_LIMIT.windowMinutes * 60_000
      const counts = await countWishlistShares(deps.db, ownerId, new Date(now.getTime() - windowMs).toISOString())
      if (counts.live >= WISHLIST_SHARE_MAX_LIVE) return { status: 'too-many-live' } as const
      // Revoked links count too, so revoking does not buy more.
      if (counts.recent >= WISHLIST_SHARE_RATE_LIMIT.max) return { status: 'rate-limited', retryAfterSeconds: windowMs / 1000 } as const
      const share: WishlistShare = {
        id: randomBytes(WISHLIST_SHARE_ID_BYTES).toString('base64url'),
        ownerId,
        displayName: input.displayName ?? null,
        createdAt: now.toISOString(),
      }
      await insertWishlistShare(deps.db, { id: share.id, user_id: ownerId, display_name: share.displayName, created_at: share.createdAt, revoked_at: null })
      deps.logger.info({ requestId }, 'wishlist link created')
      return { status: 'created', link: linkOf(share) } as const
    },

    async list(ownerId: string) {
      return (await listLiveWishlistSharesByOwner(deps.db, ownerId)).map(linkOf)
    },

    revoke(id: string, ownerId: string) {
      return revokeWishlistShare(deps.db, id, ownerId, deps.now())
    },

    async view(id: string) {
      const share = await findLiveWishlistShare(deps.db, id)
      if (!share) return null
      const products = await deps.favourites.list(share.ownerId)
      return { displayName: share.displayName, pieces: products.slice(0, WISHLIST_PAGE_MAX_PIECES).map(toPiece) }
    },
  }
}
