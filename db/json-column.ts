/**
 * Reads a JSON column: pg returns jsonb already parsed, SQLite returns text. Corrupt
 * text yields the fallback instead of throwing, so one bad row cannot break a page.
 */
export function parseJsonColumn<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback
  if (typeof value !== 'string') return value as T
  try {
    return JSON.parse(value) as T
  } catch {
    return fallback
  }
}

/** Reads a boolean column: pg returns boolean, SQLite returns 0/1. */
export function parseBooleanColumn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't'
}

/** Reads an auth-library timestamp as ISO text: pg returns timestamptz as a Date, SQLite returns text. */
export function parseTimestampColumn(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString()
}
