import type { Kysely, Transaction } from 'kysely'
import type { Database, NewContactMessage } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** Where a message stands: stored, then e-mailed to support or not. */
export const CONTACT_MESSAGE_STATUSES = ['received', 'sent', 'mail-failed'] as const
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number]

export async function insertContactMessage(db: Db, row: NewContactMessage & { status: ContactMessageStatus }): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute()
}

export async function setContactMessageStatus(db: Db, id: string, status: ContactMessageStatus): Promise<void> {
  await db.updateTable('contact_messages').set({ status }).where('id', '=', id).execute()
}

/** Messages stored from one client address since an ISO time (null counts the unknown-address bucket). */
export async function countContactMessagesSince(db: Db, clientAddress: string | null, since: string): Promise<number> {
  let query = db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('created_at', '>=', since)
  query = clientAddress === null ? query.where('client_address', 'is', null) : query.where('client_address', '=', clientAddress)
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.count)
}
