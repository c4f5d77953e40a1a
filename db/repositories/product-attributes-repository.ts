import type { Kysely, Transaction } from 'kysely'
import { type AttributeOverrides, type GarmentAttributes, parseStoredAttributes, parseStoredOverrides } from '#core/garment/attributes.ts'
import { garmentTextOf, readGarment } from '#core/garment/read-garment.ts'
import type { AnalysisMethod } from '#core/recommendation/catalogue-index.ts'
import { parseJsonColumn } from '../json-column.ts'
import type { Database, NewProduct } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

// 7 columns: 1,000 rows stay under both engines' bound-parameter limits.
const UPSERT_BATCH = 1000

export interface StoredAttributes {
  productId: string
  read: GarmentAttributes
  overrides: AttributeOverrides
  method: AnalysisMethod
  model: string | null
  analysedAt: string
  updatedAt: string
}

export interface ReadAttributes {
  productId: string
  read: GarmentAttributes
  method: AnalysisMethod
  model: string | null
  analysedAt: string
}

/** A new product row as the reader sees it: the feed fields the catalogue keeps (a material column when there is one). */
export function garmentTextOfRow(row: NewProduct & { material?: string | null }) {
  return garmentTextOf({
    name: row.product_name,
    category: row.category,
    description: row.description ?? null,
    colors: parseJsonColumn<string[]>(row.colors_available, []),
    brand: row.brand ?? null,
    styles: parseJsonColumn<string[]>(row.styles, []),
    material: row.material ?? null,
  })
}

/**
 * Stores what an analysis read. A product analysed again gets its read attributes, method
 * and model replaced; its overrides are never touched (a correction outlives re-analysis).
 */
export async function upsertReadAttributes(db: Db, rows: readonly ReadAttributes[], now: string): Promise<void> {
  for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
    const slice = rows.slice(i, i + UPSERT_BATCH)
    await db
      .insertInto('product_attributes')
      .values(
        slice.map((r) => ({
          product_id: r.productId,
          read_attributes: JSON.stringify(r.read),
          overrides: '{}',
          method: r.method,
          model_name: r.model,
          analysed_at: r.analysedAt,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column('product_id').doUpdateSet((eb) => ({
          read_attributes: eb.ref('excluded.read_attributes'),
          method: eb.ref('excluded.method'),
          model_name: eb.ref('excluded.model_name'),
          analysed_at: eb.ref('excluded.analysed_at'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute()
  }
}

/**
 * Reads new products' attributes with the rule-based reader and stores them, in the
 * caller's transaction: every insert path calls this, so no product lands unread.
 */
export async function readAndStoreAttributes(db: Db, rows: ReadonlyArray<NewProduct & { material?: string | null }>, now: string): Promise<void> {
  await upsertReadAttributes(
    db,
    rows.map((row) => ({ productId: row.id, read: readGarment(garmentTextOfRow(row)), method: 'rule-based', model: null, analysedAt: now })),
    now,
  )
}

/** Replaces a product's corrections (the read attributes stay). False when the product has no attributes row. */
export async function setAttributeOverrides(db: Db, productId: string, overrides: AttributeOverrides, now: string): Promise<boolean> {
  const result = await db
    .updateTable('product_attributes')
    .set({ overrides: JSON.stringify(overrides), updated_at: now })
    .where('product_id', '=', productId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function findProductAttributes(db: Db, productId: string): Promise<StoredAttributes | null> {
  const row = await db.selectFrom('product_attributes').selectAll().where('product_id', '=', productId).executeTakeFirst()
  if (!row) return null
  return {
    productId: row.product_id,
    read: parseStoredAttributes(parseJsonColumn(row.read_attributes, {})),
    overrides: parseStoredOverrides(parseJsonColumn(row.overrides, {})),
    method: row.method === 'ai' ? 'ai' : 'rule-based',
    model: row.model_name,
    analysedAt: row.analysed_at,
    updatedAt: row.updated_at,
  }
}
