import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

export interface NewAccountProfile {
  userId: string
  email: string
  fullName: string | null
  avatarUrl: string | null
  /** 'email' or the social provider's id ('google'). */
  provider: string
  googleId: string | null
  isVerified: boolean
  now: string
}

/** The account's profile row, created with the account; a second call for the same user changes nothing. */
export async function createAccountProfile(db: Db, p: NewAccountProfile): Promise<void> {
  await db
    .insertInto('user_profiles')
    .values({
      id: crypto.randomUUID(),
      user_id: p.userId,
      email: p.email,
      full_name: p.fullName,
      avatar_url: p.avatarUrl,
      provider: p.provider,
      google_id: p.googleId,
      provider_data: null,
      is_verified: p.isVerified,
      last_login: null,
      login_count: 0,
      style_preferences: '[]',
      preferred_occasions: '[]',
      preferred_seasons: '[]',
      personalized_tags: '[]',
      created_at: p.now,
      updated_at: p.now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
}

/** Keeps the profile's copy of the account's e-mail, name and verified flag in step with the account (users). */
export async function syncProfileIdentity(
  db: Db,
  userId: string,
  identity: { email?: string | undefined; fullName?: string | null | undefined; verified?: boolean | undefined },
  now: string,
): Promise<void> {
  await db
    .updateTable('user_profiles')
    .set({
      ...(identity.email ? { email: identity.email } : {}),
      ...(identity.fullName !== undefined ? { full_name: identity.fullName } : {}),
      ...(identity.verified ? { is_verified: true } : {}),
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute()
}

/** Counts a sign-in: last_login, last_login_at and login_count (the spec keeps both dates). */
export async function recordProfileLogin(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('user_profiles')
    .set((eb) => ({ last_login: now, last_login_at: now, login_count: eb('login_count', '+', 1), updated_at: now }))
    .where('user_id', '=', userId)
    .execute()
}

/** A Google login linked to the account: keep its subject id (the provider the account began with stays). */
export async function setProfileGoogleId(db: Db, userId: string, googleId: string, now: string): Promise<void> {
  await db.updateTable('user_profiles').set({ google_id: googleId, updated_at: now }).where('user_id', '=', userId).execute()
}
