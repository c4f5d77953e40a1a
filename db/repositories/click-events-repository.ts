import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable, Transaction } from 'kysely'
import { parseJsonColumn } from '../json-column.ts'
import type { ClickEventsTable, Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** Shape, palette and styles only: never a name, e-mail or measurement. */
export interface ClickProfileSummary {
  bodyShape: string | null
  colorPalette: string | null
  stylePreferences: string[]
}

export interface ClickEventInput {
  productId: string
  userId: string | null
  source: string
  action: string
  category: string | null
  price: number | null
  profileSummary: ClickProfileSummary | null
}

export async function insertClickEvent(db: Db, event: ClickEventInput, now: Date): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto('click_events')
    .values({
      id,
      product_id: event.productId,
      user_id: event.userId,
      source: event.source,
      action: event.action,
      category: event.category,
      price: event.price,
      profile_summary: event.profileSummary ? JSON.stringify(event.profileSummary) : null,
      created_at: now.toISOString(),
    })
    .execute()
  return id
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
export async function listClickEventsForProduct(db: Db, productId: string): Promise<ClickEvent[]> {
  const rows = await db
    .selectFrom('click_events')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toClickEvent)
}
