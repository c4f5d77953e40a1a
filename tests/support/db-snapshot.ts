import { createHash } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { controlCharacterIn } from '#core/text/control-characters.ts'
import { formatCharacterIn } from '#core/text/format-characters.ts'
import type { Database } from '#db/schema.ts'

/**
 * Tables that count requests rather than hold data: the auth library's rate-limit
 * counters and the back office's sign-in locks change on refused requests by design.
 */
export const BOOKKEEPING_TABLES: readonly string[] = ['auth_rate_limits', 'admin_login_locks']

/** Every table of the app (not the migrator's own), in name order. */
export async function appTables(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables()
  return tables
    .map((t) => t.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort()
}

const anyDb = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>

/** One hash of every row of each table, order-independent: equal maps mean no row was added, removed or changed. */
export async function tableHashes(
  db: Kysely<Database>,
  tables: readonly string[],
  /** Rows left out of the hash (records of refused attempts that are kept on purpose). */
  ignore: (table: string, row: Record<string, unknown>) => boolean = () => false,
): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const table of tables) {
    const rows = (await anyDb(db).selectFrom(table).selectAll().execute()).filter((row) => !ignore(table, row))
    const lines = rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v instanceof Date ? v.toISOString() : v))).sort()
    out.set(table, createHash('sha256').update(`${rows.length}\n${lines.join('\n')}`).digest('hex'))
  }
  return out
}

/** Names of the tables whose hash differs between two snapshots. */
export function changedTables(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t))
}

const forbidden = (text: string) => controlCharacterIn(text, { multiLine: true }) !== null

function holdsControl(value: unknown): boolean {
  if (typeof value === 'string') {
    if (forbidden(value)) return true
    // JSON kept as text (SQLite) hides the character behind an escape.
    return /^[[{]/.test(value) && /\\u00(?:0[0-8bcef]|1[0-9a-f]|7f|8[0-9a-f]|9[0-9a-f])/i.test(value)
  }
  if (Array.isArray(value)) return value.some(holdsControl)
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).some(([k, v]) => forbidden(k) || holdsControl(v))
  }
  return false
}

/** Every stored row, in any table, with a control character other than tab and line breaks (JSON values included). */
export async function storedControlCharacters(db: Kysely<Database>, tables: readonly string[]): Promise<Array<{ table: string; row: string }>> {
  const found: Array<{ table: string; row: string }> = []
  for (const table of tables) {
    const rows = await anyDb(db).selectFrom(table).selectAll().execute()
    for (const row of rows) {
      if (holdsControl(row)) found.push({ table, row: JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)).slice(0, 300) })
    }
  }
  return found
}

function holdsFormat(value: unknown): boolean {
  // Prose is the kind that allows the most: anything it refuses has no place in any column.
  if (typeof value === 'string') return formatCharacterIn(value, 'prose') !== null
  if (Array.isArray(value)) return value.some(holdsFormat)
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.entries(value).some(([k, v]) => formatCharacterIn(k, 'prose') !== null || holdsFormat(v))
  }
  return false
}

/** Every stored row, in any table, with a format character no kind of text may hold (a bidi override, a stray tag). */
export async function storedFormatCharacters(db: Kysely<Database>, tables: readonly string[]): Promise<Array<{ table: string; row: string }>> {
  const found: Array<{ table: string; row: string }> = []
  for (const table of tables) {
    const rows = await anyDb(db).selectFrom(table).selectAll().execute()
    for (const row of rows) {
      if (holdsFormat(row)) found.push({ table, row: JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)).slice(0, 300) })
    }
  }
  return found
}

/** Rows per table, for figures in a report. */
export async function rowCounts(db: Kysely<Database>, tables: readonly string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of tables) {
    const row = await anyDb(db).selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
    out[table] = Number(row.n)
  }
  return out
}
