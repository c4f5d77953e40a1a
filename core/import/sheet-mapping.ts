import { translate } from '../i18n/translate.ts'
import { DEFAULT_CATEGORY, normaliseCategory } from '../reference/categories.ts'
import { DEFAULT_SEASON, parseSeason } from '../reference/seasons.ts'
import { IMPORT_LIMITS, type ImportRowInput } from './import-row.ts'

/** The columns of the template, in order; the first three are required. */
export const TEMPLATE_COLUMNS = ['Product Name', 'Affiliate Link', 'Image URL', 'Category', 'Season'] as const
type Column = 'productName' | 'affiliateUrl' | 'imageUrl' | 'category' | 'season'
const POSITIONAL: readonly Column[] = ['productName', 'affiliateUrl', 'imageUrl', 'category', 'season']

/** The template a download gives: the header row only. */
export function templateCsv(): string {
  return `${TEMPLATE_COLUMNS.join(',')}\r\n`
}

// Header words we recognise, compared without case, spaces, dashes or underscores.
const HEADER_NAMES: ReadonlyArray<[Column, readonly string[]]> = [
  ['productName', ['productname', 'name', 'product', 'title']],
  ['affiliateUrl', ['affiliatelink', 'affiliateurl', 'link', 'url', 'producturl', 'productlink']],
  ['imageUrl', ['imageurl', 'image', 'imagelink', 'img', 'picture']],
  ['category', ['category', 'type']],
  ['season', ['season', 'seasons']],
]

function headerColumn(cell: string): Column | null {
  const k = cell.toLowerCase().replace(/[\s_\-*]/g, '')
  return HEADER_NAMES.find(([, names]) => names.includes(k))?.[0] ?? null
}

export type SheetMapping =
  | { ok: true; rows: ImportRowInput[] }
  | { ok: false; code: 'empty' | 'header-only' | 'too-many-rows'; message: string }

/**
 * Turns a sheet (first row the header) into import rows. Columns are found by their
 * header names; a header we do not recognise falls back to the template's order (name,
 * affiliate link, image URL, category, season). Blank lines are skipped. Category text is
 * normalised (fallback Dresses); an unknown season becomes Spring.
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
  const header = lines[0]!.map((c) => headerColumn(String(c ?? '')))
  const recognised = new Set(header.filter((c) => c !== null))
  const index = new Map<Column, number>()
  for (const [i, column] of POSITIONAL.entries()) {
    const named = header.indexOf(column)
    if (named >= 0) index.set(column, named)
    else if (!recognised.has(column) && header[i] === null) index.set(column, i)
  }
  const cell = (line: readonly unknown[], column: Column) => {
    const i = index.get(column)
    const value = i === undefined ? '' : line[i]
    return String(value ?? '').slice(0, IMPORT_LIMITS.maxCellLength).trim()
  }
  return {
    ok: true,
    rows: lines.slice(1).map((line) => ({
      productName: cell(line, 'productName'),
      affiliateUrl: cell(line, 'affiliateUrl'),
      imageUrl: cell(line, 'imageUrl'),
      category: normaliseCategory(cell(line, 'category')) ?? DEFAULT_CATEGORY,
      season: parseSeason(cell(line, 'season')) ?? DEFAULT_SEASON,
    })),
  }
}
