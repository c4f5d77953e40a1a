import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../schema.ts'

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
