import type { Kysely, Transaction } from 'kysely'
import type { Role } from '#core/accounts/roles.ts'
import { parseBooleanColumn, parseTimestampColumn } from '../json-column.ts'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

export interface UserRecord {
  id: string
  name: string
  email: string
  emailVerified: boolean
  image: string | null
  role: string
  createdAt: string
  updatedAt: string
}

function toUser(row: {
  id: string
  name: string
  email: string
  email_verified: boolean | number
  image: string | null
  role: string
  created_at: Date | string
  updated_at: Date | string
}): UserRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: parseBooleanColumn(row.email_verified),
    image: row.image,
    role: row.role,
    createdAt: parseTimestampColumn(row.created_at),
    updatedAt: parseTimestampColumn(row.updated_at),
  }
}

/** E-mail addresses are stored lower-cased by the auth library; compare the same way. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst()
  return row ? toUser(row) : null
}

export async function findUserById(db: Db, id: string): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toUser(row) : null
}

export async function countUsersWithRole(db: Db, role: Role): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', role)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function setUserRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute()
}

/** Administrators are created with a known-good address; no verification e-mail is needed. */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ email_verified: true }).where('id', '=', userId).execute()
}

/** The password hash of the user's e-mail-and-password login, if the user has one. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('auth_accounts')
    .select('password')
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .executeTakeFirst()
  return row?.password ?? null
}
