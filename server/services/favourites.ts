import type { Kysely } from 'kysely'
import { addFavourite, listFavourites, mergeFavourites, removeFavourite } from '#db/repositories/favourites-repository.ts'
import type { Database } from '#db/schema.ts'
import type { CatalogService, FavouritesService } from '../load-context.ts'

/** A signed-in shopper's favourites (visitors keep theirs in the browser). */
export function createFavouritesService(deps: { db: Kysely<Database>; catalog: CatalogService; now: () => Date }): FavouritesService {
  return {
    list: (userId) => listFavourites(deps.db, userId),
    async merge(userId, productIds) {
      await mergeFavourites(deps.db, userId, productIds, deps.now())
      return listFavourites(deps.db, userId)
    },
    async add(userId, productId) {
      const product = await deps.catalog.activeProduct(productId)
      if (!product) return false
      await addFavourite(deps.db, userId, product.id, deps.now())
      return true
    },
    async remove(userId, productId) {
      await removeFavourite(deps.db, userId, productId)
    },
  }
}
