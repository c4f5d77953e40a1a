import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** The catalogue's version: bumped by triggers on every product or attribute write (decision 026). */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()
  return Number(row.version)
}
