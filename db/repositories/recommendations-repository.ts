import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { parseJsonColumn } from '../json-column.ts'
import type { Database, PrecomputedItem } from '../schema.ts'
import { readCatalogueVersion } from './catalogue-version-repository.ts'

type Db = Kysely<Database> | Transaction<Database>

export interface PrecomputedRecommendations {
  profileHash: string
  items: PrecomputedItem[]
  averageConfidence: number | null
  expiresAt: string
}

/** The newest unexpired precomputed list for a profile hash made from exactly this catalogue version, or null. */
export async function findPrecomputedRecommendations(db: Db, profileHash: string, now: Date, catalogueVersion: number): Promise<PrecomputedRecommendations | null> {
  const row = await db
    .selectFrom('precomputed_recommendations')
    .selectAll()
    .where('user_profile_hash', '=', profileHash)
    .where('catalogue_version', '=', catalogueVersion)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row) return null
  return {
    profileHash: row.user_profile_hash,
    items: parseJsonColumn<PrecomputedItem[]>(row.recommended_products, []),
    averageConfidence: row.average_confidence_score,
    expiresAt: row.expires_at,
  }
}

/**
 * Replaces the profile hash's precomputed list, unless the catalogue has moved on since the
 * list was computed: a list is written only while its version is the current one, and never
 * replaces a list of a newer version. Returns whether it was written.
 */
export async function savePrecomputedRecommendations(
  db: Kysely<Database>,
  entry: { profileHash: string; items: PrecomputedItem[]; averageConfidence: number | null; catalogueVersion: number },
  options: { now: Date; ttlMs: number },
): Promise<boolean> {
  const now = options.now.toISOString()
  return db.transaction().execute(async (trx) => {
    const current = await readCatalogueVersion(trx)
    if (current !== entry.catalogueVersion) return false
    const newer = await trx
      .selectFrom('precomputed_recommendations')
      .select('id')
      .where('user_profile_hash', '=', entry.profileHash)
      .where('catalogue_version', '>', entry.catalogueVersion)
      .executeTakeFirst()
    if (newer) return false
    await trx.deleteFrom('precomputed_recommendations').where('user_profile_hash', '=', entry.profileHash).where('catalogue_version', '<=', entry.catalogueVersion).execute()
    await trx
      .insertInto('precomputed_recommendations')
      .values({
        id: randomUUID(),
        user_profile_hash: entry.profileHash,
        recommended_products: JSON.stringify(entry.items),
        average_confidence_score: entry.averageConfidence,
        expires_at: new Date(options.now.getTime() + options.ttlMs).toISOString(),
        created_at: now,
        catalogue_version: entry.catalogueVersion,
      })
      .execute()
    return true
  })
}

/** Drops lists computed from catalogue versions older than `version`. Returns how many went. */
export async function deletePrecomputedBefore(db: Db, version: number): Promise<number> {
  const result = await db.deleteFrom('precomputed_recommendations').where('catalogue_version', '<', version).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Drops expired lists of every hash; the service calls it on its sweep timer. Returns how many went. */
export async function deleteExpiredPrecomputed(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('precomputed_recommendations').where('expires_at', '<=', now.toISOString()).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** How many precomputed lists are stored, and how many of them have not expired yet. */
export async function countPrecomputed(db: Db, now: Date): Promise<{ total: number; unexpired: number }> {
  const row = await db
    .selectFrom('precomputed_recommendations')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>(eb.case().when('expires_at', '>', now.toISOString()).then(1).end()).as('unexpired'),
    ])
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), unexpired: Number(row.unexpired) }
}

/** Drops every precomputed list, expired or not (the back office's "clear results"). Returns how many went. */
export async function deleteAllPrecomputed(db: Db): Promise<number> {
  const result = await db.deleteFrom('precomputed_recommendations').executeTakeFirst()
  return Number(result.numDeletedRows)
}
