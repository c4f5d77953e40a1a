import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { ProductAnalysis } from '#core/recommendation/catalogue-index.ts'
import { parseJsonColumn } from '../json-column.ts'
import type { Database, PrecomputedItem } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/**
 * The newest stored AI analysis of every active product (one per product: the highest
 * analysis_version, then the latest analyzed_at). Score maps are parsed; a map stored as
 * something other than an object is passed on as is, for the engine to reject.
 */
export async function listProductAnalyses(db: Db): Promise<ProductAnalysis[]> {
  const rows = await db
    .selectFrom('product_ai_analysis as a')
    .innerJoin('products as p', 'p.id', 'a.product_id')
    .where('p.is_active', '=', true)
    .select([
      'a.product_id',
      'a.analysis_version',
      'a.analyzed_at',
      'a.body_type_scores',
      'a.skin_tone_scores',
      'a.color_palette_scores',
      'a.style_scores',
      'a.occasion_scores',
      'a.season_scores',
      'a.age_scores',
      'a.ai_confidence_score',
      'a.method',
    ])
    .orderBy('a.product_id')
    .orderBy('a.analysis_version', 'desc')
    .orderBy('a.analyzed_at', 'desc')
    .execute()
  const out: ProductAnalysis[] = []
  let last: string | null = null
  for (const r of rows) {
    if (r.product_id === last) continue
    last = r.product_id
    const map = (v: unknown) => parseJsonColumn<Record<string, number>>(v, {})
    out.push({
      productId: r.product_id,
      bodyTypeScores: map(r.body_type_scores),
      skinToneScores: map(r.skin_tone_scores),
      colorPaletteScores: map(r.color_palette_scores),
      styleScores: map(r.style_scores),
      occasionScores: map(r.occasion_scores),
      seasonScores: map(r.season_scores),
      ageScores: map(r.age_scores),
      confidence: Number(r.ai_confidence_score),
      method: r.method === 'rule-based' ? 'rule-based' : 'ai',
    })
  }
  return out
}

export interface PrecomputedRecommendations {
  profileHash: string
  items: PrecomputedItem[]
  averageConfidence: number | null
  expiresAt: string
}

/** The newest unexpired precomputed list for a profile hash, or null. */
export async function findPrecomputedRecommendations(db: Db, profileHash: string, now: Date): Promise<PrecomputedRecommendations | null> {
  const row = await db
    .selectFrom('precomputed_recommendations')
    .selectAll()
    .where('user_profile_hash', '=', profileHash)
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

/** Replaces the profile hash's precomputed list. */
export async function savePrecomputedRecommendations(
  db: Kysely<Database>,
  entry: { profileHash: string; items: PrecomputedItem[]; averageConfidence: number | null },
  options: { now: Date; ttlMs: number },
): Promise<void> {
  const now = options.now.toISOString()
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('precomputed_recommendations').where('user_profile_hash', '=', entry.profileHash).execute()
    await trx
      .insertInto('precomputed_recommendations')
      .values({
        id: randomUUID(),
        user_profile_hash: entry.profileHash,
        recommended_products: JSON.stringify(entry.items),
        average_confidence_score: entry.averageConfidence,
        expires_at: new Date(options.now.getTime() + options.ttlMs).toISOString(),
        created_at: now,
      })
      .execute()
  })
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
