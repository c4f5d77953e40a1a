import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

export interface AdminSessionRecord {
  id: string
  sessionId: string
  userId: string
  loginAt: string
  expiresAt: string
}

export async function insertAdminSession(
  db: Db,
  s: { sessionId: string; userId: string; loginAt: string; expiresAt: string },
): Promise<AdminSessionRecord> {
  const id = crypto.randomUUID()
  await db
    .insertInto('admin_sessions')
    .values({ id, session_id: s.sessionId, user_id: s.userId, login_at: s.loginAt, expires_at: s.expiresAt, updated_at: s.loginAt })
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet({ login_at: s.loginAt, expires_at: s.expiresAt, updated_at: s.loginAt }),
    )
    .execute()
  return (await findAdminSession(db, s.sessionId))!
}

/** The back-office session riding on this auth session, expired or not. */
export async function findAdminSession(db: Db, sessionId: string): Promise<AdminSessionRecord | null> {
  const row = await db.selectFrom('admin_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst()
  return row
    ? { id: row.id, sessionId: row.session_id, userId: row.user_id, loginAt: row.login_at, expiresAt: row.expires_at }
    : null
}

/** Moves the expiry, only while the session is still live; returns whether it was. */
export async function extendAdminSession(db: Db, sessionId: string, expiresAt: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_sessions')
    .set({ expires_at: expiresAt, updated_at: now })
    .where('session_id', '=', sessionId)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteAdminSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('session_id', '=', sessionId).execute()
}

/** The auth session id for a session token (what sign-in returns). */
export async function findSessionIdByToken(db: Db, token: string): Promise<string | null> {
  const row = await db.selectFrom('sessions').select('id').where('token', '=', token).executeTakeFirst()
  return row?.id ?? null
}
