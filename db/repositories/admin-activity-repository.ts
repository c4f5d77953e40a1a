import type { Kysely, Transaction } from 'kysely'
import { type AdminAction, type AdminActivityEntry, isAdminAction } from '#core/admin/activity.ts'
import { parseJsonColumn } from '../json-column.ts'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

export interface NewAdminActivity {
  adminUserId: string | null
  username: string
  action: AdminAction
  details?: Record<string, unknown> | null | undefined
  userAgent: string | null
  clientAddress: string | null
  createdAt: string
}

export async function insertAdminActivity(db: Db, entry: NewAdminActivity): Promise<string> {
  const id = crypto.randomUUID()
  await db
    .insertInto('admin_activity_log')
    .values({
      id,
      admin_user_id: entry.adminUserId,
      username: entry.username,
      action: entry.action,
      details: entry.details ? JSON.stringify(entry.details) : null,
      user_agent: entry.userAgent,
      client_address: entry.clientAddress,
      created_at: entry.createdAt,
    })
    .execute()
  return id
}

/** The latest entries, newest first (id breaks ties between entries of the same millisecond). */
export async function listRecentAdminActivity(db: Db, limit: number): Promise<AdminActivityEntry[]> {
  const rows = await db
    .selectFrom('admin_activity_log')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.flatMap((row) =>
    // An action no longer in the vocabulary is skipped rather than shown mislabelled.
    isAdminAction(row.action)
      ? [
          {
            id: row.id,
            createdAt: row.created_at,
            adminUserId: row.admin_user_id,
            username: row.username,
            action: row.action,
            details: parseJsonColumn<Record<string, unknown> | null>(row.details, null),
            userAgent: row.user_agent,
            clientAddress: row.client_address,
          },
        ]
      : [],
  )
}
