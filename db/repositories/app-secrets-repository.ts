import type { Kysely } from 'kysely'
import type { Database } from '../schema.ts'

/**
 * The named secret, created with `generate()` the first time any process asks. The
 * insert ignores a conflict and the read follows it, so processes starting together
 * all end up with the one value that won.
 */
export async function getOrCreateSecret(db: Kysely<Database>, name: string, generate: () => string, now: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: generate(), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return row.value
}
