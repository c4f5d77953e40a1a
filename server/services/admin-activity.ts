import type { Kysely } from 'kysely'
import type { AdminAction } from '#core/admin/activity.ts'
import { insertAdminActivity } from '#db/repositories/admin-activity-repository.ts'
import type { Database } from '#db/schema.ts'

export interface AdminActor {
  userId: string | null
  /** What the log shows as "admin": the e-mail the administrator signs in with (or typed, for failures). */
  username: string
}

export interface RequestOrigin {
  clientAddress: string | null
  userAgent: string | null
}

/**
 * Records one back-office event: time, admin, action, details, user agent and client
 * address. Every admin change (import, delete, status change, analysis run) calls this.
 */
export async function logAdminActivity(
  db: Kysely<Database>,
  entry: {
    actor: AdminActor
    action: AdminAction
    details?: Record<string, unknown> | null
    origin: RequestOrigin
    now?: Date
  },
): Promise<void> {
  await insertAdminActivity(db, {
    adminUserId: entry.actor.userId,
    username: entry.actor.username,
    action: entry.action,
    details: entry.details ?? null,
    userAgent: entry.origin.userAgent,
    clientAddress: entry.origin.clientAddress,
    createdAt: (entry.now ?? new Date()).toISOString(),
  })
}
