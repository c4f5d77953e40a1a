import type { Kysely, Selectable, Transaction } from 'kysely'
import { type ProductAnalysis, SCORE_DIMENSIONS } from '#core/ai/analysis.ts'
import { parseJsonColumn } from '../json-column.ts'
import { toProduct } from './products-repository.ts'
import type { Product } from '#core/catalog/product.ts'
import type { Database, ProductAiAnalysisTable } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** One stored analysis as the rest of the app reads it. */
export interface StoredAnalysis extends ProductAnalysis {
  id: string
  productId: string
  version: string
  rawResponse: string | null
  modelName: string | null
  analyzedAt: string
}

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

type AnalysisRow = Selectable<ProductAiAnalysisTable>

function toStoredAnalysis(row: AnalysisRow): StoredAnalysis {
  const scores = Object.fromEntries(
    Object.entries(SCORE_DIMENSIONS).map(([key, { field }]) => [key, parseJsonColumn<Record<string, number>>(row[field], {})]),
  ) as unknown as Pick<ProductAnalysis, keyof typeof SCORE_DIMENSIONS>
  return {
    id: row.id,
    productId: row.product_id,
    version: row.analysis_version,
    ...scores,
    bodyTypes: parseJsonColumn(row.body_types, []),
    skinTones: parseJsonColumn(row.skin_tones, []),
    styleCategories: parseJsonColumn(row.style_categories, []),
    occasions: parseJsonColumn(row.occasions, []),
    seasons: parseJsonColumn(row.seasons, []),
    ageGroups: parseJsonColumn(row.age_groups, []),
    confidence: Number(row.ai_confidence_score),
    reasoning: row.analysis_reasoning ?? '',
    method: row.method === 'ai' ? 'ai' : 'rule-based',
    rawResponse: row.ai_raw_response,
    modelName: row.model_name,
    analyzedAt: row.analyzed_at,
  }
}

export async function findProductAnalysis(db: Db, productId: string, version: string): Promise<StoredAnalysis | null> {
  const row = await db
    .selectFrom('product_ai_analysis')
    .selectAll()
    .where('product_id', '=', productId)
    .where('analysis_version', '=', version)
    .executeTakeFirst()
  return row ? toStoredAnalysis(row) : null
}

/** The analyses of one version for many products (e.g. a page of the catalogue). */
export async function listProductAnalyses(db: Db, productIds: readonly string[], version: string): Promise<StoredAnalysis[]> {
  if (productIds.length === 0) return []
  const rows = await db
    .selectFrom('product_ai_analysis')
    .selectAll()
    .where('product_id', 'in', [...productIds])
    .where('analysis_version', '=', version)
    .execute()
  return rows.map(toStoredAnalysis)
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

/** The product's own analysis fields: time, version, confidence and tags. */
export async function markProductAnalysed(
  db: Db,
  productId: string,
  fields: { analyzedAt: string; version: string; confidence: number; tags: readonly string[] },
): Promise<void> {
  await db
    .updateTable('products')
    .set({
      ai_analyzed_at: fields.analyzedAt,
      ai_analysis_version: fields.version,
      ai_confidence_score: fields.confidence,
      tags: JSON.stringify(fields.tags),
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

/**
 * Active products with an analysis of the given version, most confident first (the spec's
 * product_with_ai_scores view, read by the recommenders).
 */
export async function listActiveProductsWithAnalysis(
  db: Db,
  options: { version: string; limit: number },
): Promise<Array<{ product: Product; analysis: StoredAnalysis }>> {
  const analyses = await db
    .selectFrom('product_ai_analysis as a')
    .innerJoin('products as p', 'p.id', 'a.product_id')
    .selectAll('a')
    .where('p.is_active', '=', true)
    .where('a.analysis_version', '=', options.version)
    .orderBy('a.ai_confidence_score', 'desc')
    .orderBy('a.product_id')
    .limit(options.limit)
    .execute()
  if (analyses.length === 0) return []
  const products = await db.selectFrom('products').selectAll().where('id', 'in', analyses.map((a) => a.product_id)).execute()
  const byId = new Map(products.map((p) => [p.id, toProduct(p)]))
  return analyses.flatMap((a) => {
    const product = byId.get(a.product_id)
    return product ? [{ product, analysis: toStoredAnalysis(a) }] : []
  })
}
