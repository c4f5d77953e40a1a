import type { Kysely, Selectable } from 'kysely'
import type { ProductAnalysis } from '#core/ai/analysis.ts'
import { SCORE_COLUMNS } from '#core/testing/analysis-scores.ts'
import { parseJsonColumn } from '#db/json-column.ts'
import type { ClickEventInput, ClickProfileSummary } from '#db/repositories/click-events-repository.ts'
import type { ClickEventsTable, ContactMessagesTable, Database, NewsletterSignupsTable, ProductAiAnalysisTable } from '#db/schema.ts'

// Reads that only tests make: what a request or a worker left in the database, read back
// to check it. The app itself never reads these rows one by one.

/** One stored analysis, its JSON columns parsed. */
export interface StoredAnalysis extends ProductAnalysis {
  id: string
  productId: string
  version: string
  rawResponse: string | null
  modelName: string | null
  analyzedAt: string
}

function toStoredAnalysis(row: Selectable<ProductAiAnalysisTable>): StoredAnalysis {
  const scores = Object.fromEntries(
    Object.entries(SCORE_COLUMNS).map(([key, column]) => [key, parseJsonColumn<Record<string, number>>(row[column], {})]),
  ) as unknown as Pick<ProductAnalysis, keyof typeof SCORE_COLUMNS>
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

export async function findProductAnalysis(db: Kysely<Database>, productId: string, version: string): Promise<StoredAnalysis | null> {
  const row = await db
    .selectFrom('product_ai_analysis')
    .selectAll()
    .where('product_id', '=', productId)
    .where('analysis_version', '=', version)
    .executeTakeFirst()
  return row ? toStoredAnalysis(row) : null
}

export interface ClickEvent extends ClickEventInput {
  id: string
  createdAt: string
}

function toClickEvent(row: Selectable<ClickEventsTable>): ClickEvent {
  return {
    id: row.id,
    productId: row.product_id,
    userId: row.user_id,
    source: row.source,
    action: row.action,
    category: row.category,
    price: row.price,
    profileSummary: parseJsonColumn<ClickProfileSummary | null>(row.profile_summary, null),
    createdAt: row.created_at,
  }
}

/** A product's click events, newest first. */
export async function listClickEventsForProduct(db: Kysely<Database>, productId: string): Promise<ClickEvent[]> {
  const rows = await db
    .selectFrom('click_events')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toClickEvent)
}

export async function findContactMessageById(db: Kysely<Database>, id: string): Promise<Selectable<ContactMessagesTable> | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findNewsletterSignupByEmail(db: Kysely<Database>, email: string): Promise<Selectable<NewsletterSignupsTable> | undefined> {
  return db.selectFrom('newsletter_signups').selectAll().where('email', '=', email).executeTakeFirst()
}

export async function findAccountProfile(db: Kysely<Database>, userId: string) {
  return db.selectFrom('user_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst()
}
