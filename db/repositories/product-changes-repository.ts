import type { Kysely, Transaction } from 'kysely'
import { EDITABLE_FIELDS, type EditableField, type ProductChange, type ProductEdit } from '#core/admin/product-edit.ts'
import { garmentTextOf, readGarment } from '#core/garment/read-garment.ts'
import { enqueueProducts } from './ai-queue-repository.ts'
import { upsertReadAttributes } from './product-attributes-repository.ts'
import { updateProductDetails } from './product-management-repository.ts'
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

/**
 * Writes one edit in the caller's transaction: the product's fields, the garment read again by
 * the rule-based reader (the upsert never touches the overrides, so a correction outlives the
 * new reading), the product queued for AI analysis at `priority`, and one log row per changed
 * field. The Edit dialog and a re-import's updates both write through it. False when the
 * product is gone.
 */
export async function writeProductEdit(
  trx: Transaction<Database>,
  id: string,
  edit: ProductEdit,
  options: { by: { userId: string | null; username: string }; at: string; priority: number },
): Promise<boolean> {
  const { at } = options
  if (!(await updateProductDetails(trx, id, edit.next, at))) return false
  await upsertReadAttributes(trx, [{ productId: id, read: readGarment(garmentTextOf(edit.next)), method: 'rule-based', model: null, analysedAt: at }], at)
  await enqueueProducts(trx, [id], { priority: options.priority, now: at })
  await insertProductChanges(trx, id, edit.changes, options.by, at)
  return true
}
