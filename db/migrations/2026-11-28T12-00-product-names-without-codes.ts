import type { Kysely } from 'kysely'

// Frozen in time: this file never imports project code.
//
// Imports used to cut a name longer than 255 characters and append part of its link in
// brackets (" [B0LONGNA]", or 6 random characters), which every card then showed shoppers.
// Imports no longer add it (docs/decisions/044-text-of-any-kind.md); this takes it off the
// names already stored, leaving "…" where the name was cut. Only names of 245-255
// characters ending in a bracketed word of 1-8 characters qualify: a name that short
// of the cut never had a suffix. Down does nothing: the codes were never data.

const CUT_NAME = /^([\s\S]*?)\s*\[[^[\]\s]{1,8}\]$/u
const MIN_CUT_LENGTH = 245
const MAX_NAME_LENGTH = 255

export async function up(db: Kysely<any>): Promise<void> {
  const rows: Array<{ id: string; product_name: string }> = await db
    .selectFrom('products')
    .select(['id', 'product_name'])
    .where('product_name', 'like', '% [%]')
    .execute()
  for (const row of rows) {
    const length = [...row.product_name].length
    const match = CUT_NAME.exec(row.product_name)
    if (!match || length < MIN_CUT_LENGTH || length > MAX_NAME_LENGTH) continue
    await db.updateTable('products').set({ product_name: `${match[1]!.trimEnd()}…` }).where('id', '=', row.id).execute()
  }
}

export async function down(): Promise<void> {}
