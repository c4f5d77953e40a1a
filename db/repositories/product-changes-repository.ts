import type { Kysely, Transaction } from 'kysely'
import { EDITABLE_FIELDS, type EditableField, type ProductChange } from '#core/admin/product-edit.ts'
import type { Database } from '../schema.ts'

type Db = Kysely<Database> | Transaction<Database>

export interface NewProductChange {
  field: EditableField
  from: string
  to: string
}

/** Records the fields one edit changed, in the caller's transaction (with the product's update). */
export async function insertProductChanges(
  db: Db,
  productId: string,
  changes: readonly NewProductChange[],
  by: { userId: string | null; username: string },
  now: string,
): Promise<void> {
  if (changes.length === 0) return
  await db
    .insertInto('product_changes')
    .values(
      changes.map((c) => ({
        id: crypto.randomUUID(),
        product_id: productId,
        field: c.field,
        old_value: c.from,
        new_value: c.to,
        admin_user_id: by.userId,
        admin_username: by.username,
        changed_at: now,
      })),
    )
    .execute()
}

const isEditableField = (f: string): f is EditableField => (EDITABLE_FIELDS as readonly string[]).includes(f)

/** A product's change log, newest first; fields of one edit keep the form's order. */
export async function listProductChanges(db: Db, productId: string, limit: number): Promise<ProductChange[]> {
  const rows = await db.selectFrom('product_changes').selectAll().where('product_id', '=', productId).orderBy('changed_at', 'desc').limit(limit).execute()
  const order = (f: string) => (isEditableField(f) ? EDITABLE_FIELDS.indexOf(f) : EDITABLE_FIELDS.length)
  return rows
    .filter((r) => isEditableField(r.field))
    .sort((a, b) => b.changed_at.localeCompare(a.changed_at) || order(a.field) - order(b.field))
    .map((r) => ({ id: r.id, field: r.field as EditableField, from: r.old_value ?? '', to: r.new_value ?? '', by: r.admin_username, at: r.changed_at }))
}
