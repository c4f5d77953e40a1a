import type { SheetMapping } from '#core/import/sheet-mapping.ts'

// What reading an uploaded file may cost and what it answers, apart from the reader itself
// (import-file.ts), so the serving thread can hand files to the reader's worker without
// loading SheetJS and Papa Parse (import-file-reader.ts).

export type ImportFileFailureCode = 'too-large' | 'unsupported' | 'unreadable' | 'unpacks-too-large' | 'too-many-cells' | 'too-slow'
export type ImportFileResult = SheetMapping | { ok: false; code: ImportFileFailureCode; message: string }

export const MB = 1024 * 1024

/** What one workbook may cost to read, beyond its file size (IMPORT_LIMITS.maxFileBytes). */
export interface WorkbookLimits {
  /** Files inside the .xlsx archive. */
  maxEntries: number
  /** Bytes of the archive's files once unpacked (a legitimate 10,000-row sheet unpacks to a few MB). */
  maxUnpackedBytes: number
  /** Cells in the first sheet's used range. */
  maxCells: number
}

export const WORKBOOK_LIMITS: WorkbookLimits = {
  maxEntries: 1000,
  maxUnpackedBytes: 64 * MB,
  maxCells: 500_000,
}

