import * as XLSX from '@e965/xlsx'
import Papa from 'papaparse'
import { translate } from '#core/i18n/translate.ts'
import { IMPORT_LIMITS } from '#core/import/import-row.ts'
import { mapSheet } from '#core/import/sheet-mapping.ts'
import { type ImportFileResult, MB, WORKBOOK_LIMITS, type WorkbookLimits } from './import-file-limits.ts'
import { checkZipBounds } from './zip-bounds.ts'

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04]

/**
 * Reads an uploaded .csv, .xlsx or .xls into import rows (first row the header). CSV goes
 * through papaparse (quoted fields, embedded commas and line breaks, a UTF-8 BOM); Excel
 * files through SheetJS, first sheet only, cells as the text Excel shows. An .xlsx (a zip)
 * is checked against `limits` before it is inflated. Synchronous and CPU-bound: the server
 * runs it in a worker thread (import-file-reader.ts).
 */
export function parseImportFile(fileName: string, bytes: Uint8Array, limits: WorkbookLimits = WORKBOOK_LIMITS): ImportFileResult {
  if (bytes.byteLength > IMPORT_LIMITS.maxFileBytes) {
    return { ok: false, code: 'too-large', message: translate('import.file.tooLarge', { max: IMPORT_LIMITS.maxFileBytes / MB }) }
  }
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase()
  try {
    if (extension === 'csv') return mapSheet(readCsv(bytes))
    if (extension === 'xlsx' || extension === 'xls') {
      // By content, not name: an .xls may well be a renamed .xlsx.
      if (XLSX_MAGIC.every((b, i) => bytes[i] === b)) {
        const zip = checkZipBounds(bytes, { maxEntries: limits.maxEntries, maxUnpackedBytes: limits.maxUnpackedBytes })
        if (!zip.ok) return zipRefusal(zip.reason, limits)
      }
      const rows = readWorkbook(bytes, limits.maxCells)
      if (!rows) return { ok: false, code: 'too-many-cells', message: translate('import.file.tooManyCells', { max: limits.maxCells }) }
      return mapSheet(rows)
    }
  } catch (err) {
    return { ok: false, code: 'unreadable', message: translate('import.file.unreadable', { reason: err instanceof Error ? err.message : String(err) }) }
  }
  return { ok: false, code: 'unsupported', message: translate('import.file.unsupported') }
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '')
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' })
  // Papaparse reports a missing closing quote but still returns the rows; anything else is fatal.
  const fatal = parsed.errors.find((e) => e.type !== 'FieldMismatch' && e.code !== 'UndetectableDelimiter')
  if (fatal) throw new Error(`${fatal.message} (row ${(fatal.row ?? 0) + 1})`)
  return parsed.data
}

/** A damaged or crowded archive is unreadable; one that unpacks past the limit (or hides how far) is refused as too large. */
function zipRefusal(reason: 'not-a-zip' | 'too-many-entries' | 'too-large' | 'sizes-lie', limits: WorkbookLimits): ImportFileResult {
  if (reason === 'not-a-zip') return { ok: false, code: 'unreadable', message: translate('import.file.unreadable', { reason: translate('import.file.damagedZip') }) }
  if (reason === 'too-many-entries') return { ok: false, code: 'unreadable', message: translate('import.file.unreadable', { reason: translate('import.file.tooManyEntries', { max: limits.maxEntries }) }) }
  return { ok: false, code: 'unpacks-too-large', message: translate('import.file.unpacksTooLarge', { max: limits.maxUnpackedBytes / MB }) }
}

/** The first sheet's rows; null when its used range holds more than `maxCells` cells (counted before rows are built). */
function readWorkbook(bytes: Uint8Array, maxCells: number): unknown[][] | null {
  const workbook = XLSX.read(bytes, { type: 'array', dense: true, cellFormula: false, cellHTML: false })
  const first = workbook.SheetNames[0]
  const sheet = first ? workbook.Sheets[first] : undefined
  if (!sheet) return []
  const range = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : null
  if (range && (range.e.r - range.s.r + 1) * (range.e.c - range.s.c + 1) > maxCells) return null
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false })
}
