import type { Kysely } from 'kysely'
import type { ProductSeed } from '#core/catalog/product-seed.ts'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import type { SeasonId } from '#core/reference/seasons.ts'
import { insertProducts, productSeedToRow } from '#db/repositories/products-repository.ts'
import type { Database, NewProduct } from '#db/schema.ts'

/**
 * A catalogue product for a test: a seed, plus what an import's feed may state beside its
 * text, its Season and Style Tags columns (the shop's words, stored as the import stores them).
 */
export type CatalogueSeed = ProductSeed & { seasons?: SeasonId[]; styles?: string[] }

/** A sample product with overrides, under a new id and affiliate URL. */
export function seedLike(index: number, overrides: Partial<CatalogueSeed> = {}): CatalogueSeed {
  const base = SAMPLE_PRODUCTS[index % SAMPLE_PRODUCTS.length]!
  const id = overrides.id ?? `${base.id}-${index}`
  return { ...base, id, affiliateUrl: `https://shop.example/p/${id}?tag=sb-20`, ...overrides }
}

/**
 * Inserts products, the first given the newest created_at (one second apart), with row-level
 * overrides for what a seed cannot say (inactive, a non-http link).
 */
export async function insertCatalogue(
  db: Kysely<Database>,
  seeds: readonly CatalogueSeed[],
  rowOverrides: Record<string, Partial<NewProduct>> = {},
  now = new Date('2026-11-20T12:00:00.000Z'),
): Promise<void> {
  const rows = seeds.map((s, i) => ({
    ...productSeedToRow(s, 'sample', new Date(now.getTime() - i * 1000).toISOString()),
    ...(s.seasons ? { seasons: JSON.stringify(s.seasons) } : {}),
    ...(s.styles ? { styles: JSON.stringify(s.styles) } : {}),
    ...rowOverrides[s.id],
  }))
  await insertProducts(db, rows)
}

export async function userIdByEmail(db: Kysely<Database>, email: string): Promise<string> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  return row.id
}
