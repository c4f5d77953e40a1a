import { translate } from '../i18n/translate.ts'
import { csvLines } from '../text/csv.ts'
import { truncateGraphemes } from '../text/graphemes.ts'
import { CATEGORY_LABELS, DEFAULT_CATEGORY } from '../reference/categories.ts'
import { DEFAULT_SEASON, SEASON_LABELS } from '../reference/seasons.ts'
import { type CellChange, readCategoryCell, readSeasonCell } from './cell-changes.ts'
import { type ImportColumn, IMPORT_LIMITS, type ImportRowInput } from './import-row.ts'
import { isCurrencyCode, OPTIONAL_COLUMNS } from './optional-columns.ts'

/** The columns of the template, in order; the first three are required, the last seven optional. */
export const TEMPLATE_COLUMNS = [
  'Product Name',
  'Affiliate Link',
  'Image URL',
  'Category',
  'Season',
  'Brand',
  'Price',
  'Currency',
  'Colour',
  'Description',
  'Material',
  'Style Tags',
] as const
type Column = ImportColumn
const POSITIONAL: readonly Column[] = ['productName', 'affiliateUrl', 'imageUrl', 'category', 'season']

/** The template's example row, one cell per column: what a filled-in line looks like. */
const TEMPLATE_EXAMPLE: Readonly<Record<(typeof TEMPLATE_COLUMNS)[number], string>> = {
  'Product Name': 'Linen Wrap Midi Dress',
  'Affiliate Link': 'https://www.amazon.com/dp/B0EXAMPLE1?tag=yourtag-20',
  'Image URL': 'https://m.media-amazon.com/images/I/example.jpg',
  Category: 'Dresses',
  Season: 'Summer',
  Brand: 'Example Atelier',
  Price: '49.99',
  Currency: 'USD',
  Colour: 'Sage Green',
  Description: 'Belted wrap dress with flutter sleeves and a V-neck, in a soft linen blend. Midi length.',
  Material: 'Linen, viscose',
  'Style Tags': 'Romantic; Bohemian; vacation',
}

/** The template a download gives: the header row, then one example row to overwrite. */
export function templateCsv(): string {
  return csvLines([TEMPLATE_COLUMNS, TEMPLATE_COLUMNS.map((c) => TEMPLATE_EXAMPLE[c])])
}

/** A row left to fix, with the reasons it was not imported (one line, reasons joined by "; "). */
export interface RowToFix {
  input: ImportRowInput
  reason: string
}

/**
 * The rows left to fix as a CSV: the template's columns, so the file can be corrected and
 * uploaded again (an upload ignores the last column), then a Reason column saying what is wrong.
 */
export function rowsToFixCsv(rows: readonly RowToFix[]): string {
  const header = [...TEMPLATE_COLUMNS, translate('import.fix.reasonColumn')]
  const line = ({ input, reason }: RowToFix) => [
    input.productName,
    input.affiliateUrl,
    input.imageUrl,
    CATEGORY_LABELS[input.category],
    SEASON_LABELS[input.season],
    ...OPTIONAL_COLUMNS.map((c) => input[c] ?? ''),
    reason,
  ]
  return csvLines([header, ...rows.map(line)])
}

// Header words we recognise, compared without case, spaces, dashes, underscores or a
// bracketed note ("Price (USD)").
const HEADER_NAMES: ReadonlyArray<[Column, readonly string[]]> = [
  ['productName', ['productname', 'name', 'product', 'title']],
  ['affiliateUrl', ['affiliatelink', 'affiliateurl', 'link', 'url', 'producturl', 'productlink']],
  ['imageUrl', ['imageurl', 'image', 'imagelink', 'img', 'picture']],
  ['category', ['category', 'type']],
  ['season', ['season', 'seasons']],
  ['brand', ['brand', 'brandname', 'designer', 'manufacturer', 'maker']],
  ['price', ['price', 'saleprice', 'retailprice', 'cost', 'amount', 'rrp', 'msrp']],
  ['currency', ['currency', 'currencycode', 'curr']],
  ['colour', ['colour', 'color', 'colours', 'colors', 'colourname', 'colorname']],
  ['description', ['description', 'desc', 'productdescription', 'details', 'about']],
  ['material', ['material', 'materials', 'fabric', 'fabrics', 'composition', 'fabriccomposition']],
  ['styleTags', ['styletags', 'styletag', 'styles', 'style', 'tags', 'tag', 'keywords']],
]

/** The column a header names, and a currency code in brackets after it ("Price (EUR)"). */
function headerColumn(cell: string): { column: Column; currency: string | null } | null {
  const note = /\(([^)]*)\)/.exec(cell)?.[1]?.trim().toUpperCase() ?? ''
  const k = cell.replace(/\([^)]*\)/g, '').toLowerCase().replace(/[\s_\-*]/g, '')
  const column = HEADER_NAMES.find(([, names]) => names.includes(k))?.[0]
  return column ? { column, currency: isCurrencyCode(note) ? note : null } : null
}

export type SheetMapping =
  /** `changes`: the cells not taken as written, for the table to show and undo. */
  | { ok: true; rows: ImportRowInput[]; changes: CellChange[] }
  | { ok: false; code: 'empty' | 'header-only' | 'too-many-rows'; message: string }

/**
 * Turns a sheet (first row the header) into import rows. Columns are found by their
 * header names; a header we do not recognise falls back to the template's order (name,
 * affiliate link, image URL, category, season). The optional columns (brand, price,
 * currency, colour, description, material, style tags) are found by name and synonyms
 * ("Color", "Price (USD)", "Tags"), and kept as text for the server to check. Blank lines
 * are skipped. Category text is normalised (fallback Dresses); an unknown season becomes Spring.
 * Each such change to a cell the file has is listed in `changes`; a file without the column
 * changes nothing.
 */
export function mapSheet(sheet: readonly (readonly unknown[])[]): SheetMapping {
  const lines = sheet.filter((line) => line.some((cell) => String(cell ?? '').trim() !== ''))
  if (lines.length === 0) return { ok: false, code: 'empty', message: translate('import.file.empty') }
  if (lines.length === 1) return { ok: false, code: 'header-only', message: translate('import.file.headerOnly') }
  const dataLines = lines.length - 1
  if (dataLines > IMPORT_LIMITS.maxRows) {
    return {
      ok: false,
      code: 'too-many-rows',
      message: translate('import.file.tooManyRows', { count: dataLines, max: IMPORT_LIMITS.maxRows }),
    }
  }
  const headings = lines[0]!.map((c) => headerColumn(String(c ?? '')))
  const header = headings.map((h) => h?.column ?? null)
  const recognised = new Set(header.filter((c) => c !== null))
  const index = new Map<Column, number>()
  for (const [i, column] of POSITIONAL.entries()) {
    const named = header.indexOf(column)
    if (named >= 0) index.set(column, named)
    else if (!recognised.has(column) && header[i] === null) index.set(column, i)
  }
  // Optional columns are found by name only: the first column of each name counts.
  for (const column of OPTIONAL_COLUMNS) {
    const named = header.indexOf(column)
    if (named >= 0) index.set(column, named)
  }
  const headerCurrency = index.has('price') ? headings[index.get('price')!]?.currency ?? null : null
  const cell = (line: readonly unknown[], column: Column) => {
    const i = index.get(column)
    const value = i === undefined ? '' : line[i]
    return truncateGraphemes(String(value ?? ''), { codePoints: IMPORT_LIMITS.maxCellLength }).trim()
  }
  const changes: CellChange[] = []
  const read = <T>(row: number, column: 'category' | 'season', line: readonly unknown[], reader: (text: string) => { value: T; change: Pick<CellChange, 'original' | 'reason'> | null }, fallback: T): T => {
    if (!index.has(column)) return fallback
    const { value, change } = reader(cell(line, column))
    if (change) changes.push({ row, column, ...change })
    return value
  }
  const rows = lines.slice(1).map((line, n) => {
    const row: ImportRowInput = {
      productName: cell(line, 'productName'),
      affiliateUrl: cell(line, 'affiliateUrl'),
      imageUrl: cell(line, 'imageUrl'),
      category: read(n, 'category', line, readCategoryCell, DEFAULT_CATEGORY),
      season: read(n, 'season', line, readSeasonCell, DEFAULT_SEASON),
    }
    for (const column of OPTIONAL_COLUMNS) {
      const value = cell(line, column)
      if (value !== '') row[column] = value
    }
    // "Price (EUR)" gives the currency of every row that names none.
    if (headerCurrency && row.price && !row.currency) row.currency = headerCurrency
    return row
  })
  return { ok: true, rows, changes }
}
