import type { Kysely } from 'kysely'
import { findProductWithFit, listActiveProducts } from '#db/repositories/products-repository.ts'
import type { Database } from '#db/schema.ts'
import type { CatalogService } from '../load-context.ts'

/** The public catalogue: active products only, each with the rule book's fit. */
export function createCatalogService(deps: { db: Kysely<Database> }): CatalogService {
  return {
    async featuredProducts(limit) {
      const { items } = await listActiveProducts(deps.db, { limit, offset: 0 })
      return items
    },
    page: (query) => listActiveProducts(deps.db, query),
    async activeProduct(id) {
      const product = await findProductWithFit(deps.db, id)
      return product?.isActive ? product : null
    },
  }
}
