/**
 * Writing CSV (RFC 4180): cells joined by commas, lines ended by CRLF, a cell quoted when it
 * holds a comma, quote or line break. The one CSV writer; every download goes through it.
 */

/** One cell as CSV text, quoted only when it must be. Numbers are written as they are. */
export function csvField(value: string | number): string {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

// A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(...),
// +cmd|..., @SUM, or a tab/CR before them); OWASP's advice is to lead such text with a quote.
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A cell of text someone else wrote (a product name from an import): starting with a
 * formula character it gets a leading apostrophe, so a spreadsheet shows it as text rather
 * than running it. Numbers are ours and are never guarded (a price stays a number).
 */
export function safeCsvField(value: string | number): string {
  if (typeof value === 'number') return csvField(value)
  return csvField(FORMULA_START.test(value) ? `'${value}` : value)
}

/** Lines of cells as CSV, each line ended by CRLF. */
export function csvLines(lines: ReadonlyArray<ReadonlyArray<string | number>>, field: (value: string | number) => string = csvField): string {
  return lines.map((cells) => `${cells.map(field).join(',')}\r\n`).join('')
}

/**
 * A byte-order mark: Excel reads a CSV without one in the machine's legacy code page, so
 * names in other scripts (中文, Ελληνικά) would come out garbled; with it, as UTF-8.
 */
export const UTF8_BOM = '\uFEFF'
