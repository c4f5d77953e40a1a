import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/**
 * The affiliate links of the active products that carry a `tag=` parameter (the caller
 * reads the tag out of each). One column of the matching rows only: the Settings tab asks
 * on demand, and parsing URLs in code keeps the rule the same on SQLite and PostgreSQL.
 */
export async function listTaggedAffiliateUrls(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('products')
    .select('affiliate_url')
    .where('is_active', '=', true)
    .where('affiliate_url', 'like', '%tag=%')
    .execute()
  return rows.map((r) => r.affiliate_url)
}
