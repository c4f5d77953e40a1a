import * as XLSX from '@e965/xlsx'
import Papa from 'papaparse'
import { translate } from '#core/i18n/translate.ts'
import { IMPORT_LIMITS } from '#core/import/import-row.ts'
import { mapSheet, type SheetMapping } from '#core/import/sheet-mapping.ts'

export type ImportFileResult = SheetMapping | { ok: false; code: 'too-large' | 'unsupported' | 'unreadable'; message: string }

const MB = 1024 * 1024

/**
 * Reads an uploaded .csv, .xlsx or .xls into import rows (first row the header). CSV goes
 * through papaparse (quoted fields, embedded commas and line breaks, a UTF-8 BOM); Excel
 * files through SheetJS, first sheet only, cells as the text Excel shows.
 */
export function parseImportFile(fileName: string, bytes: Uint8Array): ImportFileResult {
  if (bytes.byteLength > IMPORT_LIMITS.maxFileBytes) {
    return { ok: false, code: 'too-large', message: translate('import.file.tooLarge', { max: IMPORT_LIMITS.maxFileBytes / MB }) }
  }
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase()
  try {
    if (extension === 'csv') return mapSheet(readCsv(bytes))
    if (extension === 'xlsx' || extension === 'xls') return mapSheet(readWorkbook(bytes))
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

function readWorkbook(bytes: Uint8Array): unknown[][] {
  const workbook = XLSX.read(bytes, { type: 'array', dense: true, cellFormula: false, cellHTML: false })
  const first = workbook.SheetNames[0]
  const sheet = first ? workbook.Sheets[first] : undefined
  if (!sheet) return []
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false })
}
