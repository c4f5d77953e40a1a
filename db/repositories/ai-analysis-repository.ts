import type { Kysely, Transaction } from 'kysely'
import type { ProductAnalysis } from '#core/ai/analysis.ts'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

export interface AnalysisToStore {
  productId: string
  version: string
  analysis: ProductAnalysis
  rawResponse: string | null
  modelName: string | null
  analyzedAt: string
}

/** The ai_analysis_statistics view: zeros and null when nothing is analysed yet. */
export interface AnalysisStatistics {
  totalAnalyses: number
  analyzedProductsCount: number
  /** 0..1, or null with no analyses. */
  avgConfidenceScore: number | null
  lastAnalyzedAt: string | null
}

/**
 * Stores an analysis: one row per product and version, replaced on re-analysis (the
 * unique key product_id + analysis_version), so a retried or duplicated item lands once.
 */
export async function upsertProductAnalysis(db: Db, entry: AnalysisToStore): Promise<void> {
  const a = entry.analysis
  const values = {
    body_type_scores: JSON.stringify(a.bodyTypeScores),
    skin_tone_scores: JSON.stringify(a.skinToneScores),
    color_palette_scores: JSON.stringify(a.colorPaletteScores),
    style_scores: JSON.stringify(a.styleScores),
    occasion_scores: JSON.stringify(a.occasionScores),
    season_scores: JSON.stringify(a.seasonScores),
    age_scores: JSON.stringify(a.ageScores),
    body_types: JSON.stringify(a.bodyTypes),
    skin_tones: JSON.stringify(a.skinTones),
    style_categories: JSON.stringify(a.styleCategories),
    occasions: JSON.stringify(a.occasions),
    seasons: JSON.stringify(a.seasons),
    age_groups: JSON.stringify(a.ageGroups),
    ai_confidence_score: a.confidence,
    analysis_reasoning: a.reasoning,
    ai_raw_response: entry.rawResponse,
    method: a.method,
    model_name: entry.modelName,
    analyzed_at: entry.analyzedAt,
  }
  await db
    .insertInto('product_ai_analysis')
    .values({ id: crypto.randomUUID(), product_id: entry.productId, analysis_version: entry.version, ...values })
    .onConflict((oc) => oc.columns(['product_id', 'analysis_version']).doUpdateSet(values))
    .execute()
}

/** Totals over every stored analysis (the spec's ai_analysis_statistics view). */
export async function getAnalysisStatistics(db: Db): Promise<AnalysisStatistics> {
  const row = await db
    .selectFrom('product_ai_analysis')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.count<string | number>('product_id').distinct().as('products'),
      eb.fn.avg<string | number | null>('ai_confidence_score').as('avg'),
      eb.fn.max('analyzed_at').as('last'),
    ])
    .executeTakeFirstOrThrow()
  return {
    totalAnalyses: Number(row.total),
    analyzedProductsCount: Number(row.products),
    avgConfidenceScore: row.avg === null ? null : Number(row.avg),
    lastAnalyzedAt: row.last ?? null,
  }
}

/** The product's own analysis fields: time, version and confidence (its tags are the feed's and stay). */
export async function markProductAnalysed(
  db: Db,
  productId: string,
  fields: { analyzedAt: string; version: string; confidence: number },
): Promise<void> {
  await db
    .updateTable('products')
    .set({
      ai_analyzed_at: fields.analyzedAt,
      ai_analysis_version: fields.version,
      ai_confidence_score: fields.confidence,
      updated_at: fields.analyzedAt,
    })
    .where('id', '=', productId)
    .execute()
}

/** Catalogue-side counts for the back office: products, analysed (a confidence is set), pending. */
export async function countProductAnalysisStatus(db: Db): Promise<{ totalProducts: number; analysedProducts: number }> {
  const row = await db
    .selectFrom('products')
    .select((eb) => [eb.fn.countAll<string | number>().as('total'), eb.fn.count<string | number>('ai_confidence_score').as('analysed')])
    .executeTakeFirstOrThrow()
  return { totalProducts: Number(row.total), analysedProducts: Number(row.analysed) }
}

/**
 * Product ids an analysis run covers. 'unanalysed': active products never analysed or
 * analysed before `staleBefore` (the spec's 7-day re-analysis age); 'all': every active
 * product; 'selected': the given ids that exist. Oldest first.
 */
export async function listProductIdsForAnalysis(
  db: Db,
  scope: { kind: 'unanalysed'; staleBefore: string } | { kind: 'all' } | { kind: 'selected'; ids: readonly string[] },
): Promise<string[]> {
  let query = db.selectFrom('products').select('id').orderBy('created_at').orderBy('id')
  if (scope.kind === 'selected') {
    if (scope.ids.length === 0) return []
    query = query.where('id', 'in', [...scope.ids])
  } else {
    query = query.where('is_active', '=', true)
    if (scope.kind === 'unanalysed') {
      const staleBefore = scope.staleBefore
      query = query.where((eb) => eb.or([eb('ai_analyzed_at', 'is', null), eb('ai_analyzed_at', '<', staleBefore)]))
    }
  }
  return (await query.execute()).map((r) => r.id)
}
