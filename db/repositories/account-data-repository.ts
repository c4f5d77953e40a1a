import type { Kysely, Transaction } from 'kysely'
import { parseBooleanColumn, parseJsonColumn, parseTimestampColumn } from '../json-column.ts'
import type { Database } from '../schema.ts'

// Everything stored about one person, for "Download my data" and "Delete my account".
// Every function takes the owner explicitly (the account id, and its e-mail where a table
// knows people only by address); none infers whose rows it touches.

type Db = Kysely<Database> | Transaction<Database>

/** The account's owner as the data is keyed: the account id and its current e-mail address. */
export interface DataOwner {
  userId: string
  email: string
}

const lowerEmail = (email: string) => email.trim().toLowerCase()

/** How the person signs in (e-mail and password, Google), without tokens or the password hash. */
export async function listSignInMethods(db: Db, userId: string) {
  const rows = await db
    .selectFrom('auth_accounts')
    .select(['provider_id', 'scope', 'created_at', 'updated_at', 'password'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute()
  return rows.map((r) => ({
    provider: r.provider_id === 'credential' ? 'email-and-password' : r.provider_id,
    hasPassword: r.password !== null,
    scope: r.scope,
    createdAt: parseTimestampColumn(r.created_at),
    updatedAt: parseTimestampColumn(r.updated_at),
  }))
}

/** Whether the account has a password (an e-mail account), as opposed to Google sign-in only. */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}

/** The person's sessions (devices signed in), without the session token. */
export async function listSessionsOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'ip_address', 'user_agent', 'created_at', 'updated_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    ipAddress: r.ip_address,
    userAgent: r.user_agent,
    createdAt: parseTimestampColumn(r.created_at),
    updatedAt: parseTimestampColumn(r.updated_at),
    expiresAt: parseTimestampColumn(r.expires_at),
  }))
}

export async function findAccountProfileRow(db: Db, userId: string) {
  const row = await db.selectFrom('user_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst()
  if (!row) return null
  return {
    email: row.email,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    provider: row.provider,
    googleId: row.google_id,
    providerData: parseJsonColumn<Record<string, unknown> | null>(row.provider_data, null),
    isVerified: parseBooleanColumn(row.is_verified),
    lastLogin: row.last_login,
    loginCount: Number(row.login_count),
    bodyType: row.body_type,
    skinTone: row.skin_tone,
    stylePreferences: parseJsonColumn<string[]>(row.style_preferences, []),
    ageGroup: row.age_group,
    preferredOccasions: parseJsonColumn<string[]>(row.preferred_occasions, []),
    preferredSeasons: parseJsonColumn<string[]>(row.preferred_seasons, []),
    personalizedTags: parseJsonColumn<string[]>(row.personalized_tags, []),
    testRawData: parseJsonColumn<Record<string, unknown> | null>(row.test_raw_data, null),
    testCompletedAt: row.test_completed_at,
    testVersion: row.test_version,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export async function findStyleProfileRow(db: Db, userId: string) {
  const row = await db.selectFrom('style_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst()
  if (!row) return null
  return {
    bodyShape: row.body_shape,
    bodyShapeAlternative: row.body_shape_alternative,
    colorPalette: row.color_palette,
    stylePreferences: parseJsonColumn<string[]>(row.style_preferences, []),
    measurements: parseJsonColumn<Record<string, unknown> | null>(row.measurements, null),
    colorSeason: row.color_season,
    colorSeasonConfidence: row.color_season_confidence,
    colorSeasonRunnerUp: row.color_season_runner_up,
    undertones: row.undertones,
    skinTone: row.skin_tone,
    lastAnalysisAt: row.last_analysis_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** Every favourite, also of products no longer in the catalogue's active list. */
export async function listFavouriteRows(db: Db, userId: string) {
  const rows = await db
    .selectFrom('favourites as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select(['f.product_id', 'f.created_at', 'p.product_name', 'p.brand', 'p.affiliate_url'])
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute()
  return rows.map((r) => ({ productId: r.product_id, productName: r.product_name, brand: r.brand, link: r.affiliate_url, savedAt: r.created_at }))
}

/** Clicks on retailer links made while signed in. */
export async function listClicksOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('click_events')
    .select(['product_id', 'source', 'action', 'category', 'price', 'profile_summary', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute()
  return rows.map((r) => ({
    productId: r.product_id,
    source: r.source,
    action: r.action,
    category: r.category,
    price: r.price === null ? null : Number(r.price),
    profileSummary: parseJsonColumn<Record<string, unknown> | null>(r.profile_summary, null),
    at: r.created_at,
  }))
}

/** Contact messages sent while signed in, or from the account's address while signed out. */
export async function listContactMessagesOf(db: Db, owner: DataOwner) {
  const rows = await db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'subject', 'category', 'message', 'status', 'created_at'])
    .where((eb) => eb.or([eb('user_id', '=', owner.userId), eb(eb.fn('lower', ['email']), '=', lowerEmail(owner.email))]))
    .orderBy('created_at')
    .execute()
  return rows.map((r) => ({ reference: r.id, name: r.name, email: r.email, subject: r.subject, category: r.category, message: r.message, status: r.status, sentAt: r.created_at }))
}

export async function findNewsletterSignupOf(db: Db, email: string) {
  const row = await db
    .selectFrom('newsletter_signups')
    .select(['email', 'source', 'consent_text', 'consented_at'])
    .where('email', '=', lowerEmail(email))
    .executeTakeFirst()
  return row ? { email: row.email, source: row.source, consentText: row.consent_text, consentedAt: row.consented_at } : null
}

/** What an administrator did in the back office (only administrators have entries). */
export async function listAdminActivityOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('admin_activity_log')
    .select(['action', 'details', 'created_at'])
    .where('admin_user_id', '=', userId)
    .orderBy('created_at')
    .execute()
  return rows.map((r) => ({ action: r.action, details: parseJsonColumn<Record<string, unknown> | null>(r.details, null), at: r.created_at }))
}

export interface DeletedCounts {
  favourites: number
  contactMessages: number
  newsletterSignups: number
  anonymisedClicks: number
  learningSignals: number
}

/**
 * Removes what the app stored about the person, inside the caller's transaction: favourites,
 * the style profile, contact messages (hers by account or address), the newsletter sign-up,
 * pending reset links and the signals her recommendations learned from. Clicks stay as anonymous counts (user_id set to null). The
 * account row itself (with its sessions, sign-in methods and profile, which cascade) is
 * deleted by the auth library right after.
 */
export async function deletePersonalData(trx: Transaction<Database>, owner: DataOwner): Promise<DeletedCounts> {
  const favourites = await trx.deleteFrom('favourites').where('user_id', '=', owner.userId).executeTakeFirst()
  await trx.deleteFrom('style_profiles').where('user_id', '=', owner.userId).execute()
  const messages = await trx
    .deleteFrom('contact_messages')
    .where((eb) => eb.or([eb('user_id', '=', owner.userId), eb(eb.fn('lower', ['email']), '=', lowerEmail(owner.email))]))
    .executeTakeFirst()
  const newsletter = await trx.deleteFrom('newsletter_signups').where('email', '=', lowerEmail(owner.email)).executeTakeFirst()
  // A password-reset link is stored with the account id as its value.
  await trx.deleteFrom('auth_verifications').where('value', '=', owner.userId).execute()
  const clicks = await trx.updateTable('click_events').set({ user_id: null }).where('user_id', '=', owner.userId).executeTakeFirst()
  // What her recommendations learned from her (issue 18).
  const signals = await trx.deleteFrom('shopper_signals').where('user_id', '=', owner.userId).executeTakeFirst()
  return {
    favourites: Number(favourites.numDeletedRows),
    contactMessages: Number(messages.numDeletedRows),
    newsletterSignups: Number(newsletter.numDeletedRows),
    anonymisedClicks: Number(clicks.numUpdatedRows),
    learningSignals: Number(signals.numDeletedRows),
  }
}
