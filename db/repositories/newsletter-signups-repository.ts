import type { Kysely, Transaction } from 'kysely'
import type { Database, NewNewsletterSignup } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/**
 * Stores a sign-up unless the address is already on the list; returns whether a row was
 * added. The unique e-mail column settles races, so two concurrent sign-ups store one row.
 */
export async function insertNewsletterSignupIfNew(db: Db, row: NewNewsletterSignup): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_signups')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Sign-ups stored from one client address since an ISO time (null counts the unknown-address bucket). */
export async function countNewsletterSignupsSince(db: Db, clientAddress: string | null, since: string): Promise<number> {
  let query = db
    .selectFrom('newsletter_signups')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('created_at', '>=', since)
  query = clientAddress === null ? query.where('client_address', 'is', null) : query.where('client_address', '=', clientAddress)
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.count)
}
