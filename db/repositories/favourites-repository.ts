import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Product } from '#core/catalog/product.ts'
import type { Database } from '../schema.ts'
import { productsWithFit, toProduct } from './products-repository.ts'

type Db = Kysely<Database> | Transaction<Database>

/** The user's favourite products with the rule book's fit, newest favourite first (id breaks ties). Inactive products are left out. */
export async function listFavourites(db: Db, userId: string): Promise<Product[]> {
  const rows = await db
    .selectFrom('favourites as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .where('f.user_id', '=', userId)
    .where('p.is_active', '=', true)
    .selectAll('p')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute()
  return productsWithFit(db, rows.map(toProduct))
}

/** Adds a favourite; adding it again changes nothing. The product must exist (foreign key). */
export async function addFavourite(db: Db, userId: string, productId: string, now: Date): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ id: randomUUID(), user_id: userId, product_id: productId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute()
}

export async function removeFavourite(db: Db, userId: string, productId: string): Promise<boolean> {
  const result = await db.deleteFrom('favourites').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * Adds many favourites at once (a visitor's browser list on sign-in). Ids of products that
 * do not exist or are inactive are ignored. The given order is oldest first, so the list's
 * last id becomes the newest favourite.
 */
export async function mergeFavourites(db: Kysely<Database>, userId: string, productIds: readonly string[], now: Date): Promise<void> {
  const unique = [...new Set(productIds)]
  if (unique.length === 0) return
  const existing = new Set<string>()
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', unique.slice(start, start + 500))
      .where('is_active', '=', true)
      .execute()
    for (const r of rows) existing.add(r.id)
  }
  const known = unique.filter((id) => existing.has(id))
  if (known.length === 0) return
  await db.transaction().execute(async (trx) => {
    const values = known.map((productId, i) => ({
      id: randomUUID(),
      user_id: userId,
      product_id: productId,
      created_at: new Date(now.getTime() - (known.length - 1 - i)).toISOString(),
    }))
    for (let start = 0; start < values.length; start += 200) {
      await trx
        .insertInto('favourites')
        .values(values.slice(start, start + 200))
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .execute()
    }
  })
}
