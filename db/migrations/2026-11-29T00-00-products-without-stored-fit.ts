import { type Kysely, sql } from 'kysely'

// Frozen in time: this file never imports project code.
//
// One stylist behind every answer (issue 24): who a product suits is read from it by the
// rule book, so a stored copy can only disagree with it. Every product's body_shapes and
// color_palettes are emptied. The built-in samples ('sample') and the generated catalogue
// ('synthetic') also stored our own guess at their styles and seasons; those are emptied
// too, so the rule book's seasons apply to them. An import's styles and seasons are the
// shop's own words and stay.
//
// There is no way back: the copies were never the shop's data, and down leaves the rows as
// they are. Only rows that still hold something are written, so each row triggers at most
// one catalogue-version bump on SQLite's row triggers.

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('products')
    .set({ body_shapes: '[]', color_palettes: '[]' })
    .where((eb) => eb.or([eb(sql`cast(body_shapes as text)`, '<>', '[]'), eb(sql`cast(color_palettes as text)`, '<>', '[]')]))
    .execute()
  await db
    .updateTable('products')
    .set({ seasons: '[]', styles: '[]' })
    .where('source', 'in', ['sample', 'synthetic'])
    .where((eb) => eb.or([eb(sql`cast(seasons as text)`, '<>', '[]'), eb(sql`cast(styles as text)`, '<>', '[]')]))
    .execute()
}

export async function down(): Promise<void> {}
