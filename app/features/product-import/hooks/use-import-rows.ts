import { useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import type { CellChange } from '#core/import/cell-changes.ts'
import { IMPORT_FAILURES_KEPT, type ImportJobView } from '#core/import/import-job.ts'
import type { ImportRowError, ImportRowInput } from '#core/import/import-row.ts'
import { OPTIONAL_COLUMNS, type OptionalColumn } from '#core/import/optional-columns.ts'
import { type RowChange, type TableRow, undoneErrors } from '../components/import-table.tsx'
import { importApi } from '../utils/import-api.ts'

export type ImportAlert = { tone: 'success' | 'warning' | 'error' | 'info'; message: string }

export const EMPTY_ROW: ImportRowInput = { productName: '', affiliateUrl: '', imageUrl: '', category: 'dresses', season: 'spring' }

let nextKey = 1
const newRow = (input: ImportRowInput = EMPTY_ROW, changes: RowChange[] = []): TableRow => ({ key: nextKey++, input, status: 'pending', errors: [], cellErrors: {}, changes, undone: {} })

function optionalCellErrors(errors: readonly ImportRowError[]): TableRow['cellErrors'] {
  const out: TableRow['cellErrors'] = {}
  for (const e of errors) if ((OPTIONAL_COLUMNS as readonly string[]).includes(e.column)) out[e.column as OptionalColumn] ??= e.message
  return out
}

/** The file's rows, each with the changes its cells went through on reading. */
function rowsFromFile(rows: ImportRowInput[], changes: CellChange[]): TableRow[] {
  const byRow = new Map<number, RowChange[]>()
  for (const { row, ...change } of changes) byRow.set(row, [...(byRow.get(row) ?? []), change])
  return rows.map((input, i) => newRow(input, byRow.get(i)))
}

/**
 * The table once an import this page started has ended: the rows that landed leave it, and
 * every other row stays to be fixed. `submitted` holds the keys of the rows sent, in the order
 * sent (the job's failures number them from 1). The server imports its valid rows in that
 * order and lists each row it did not land, so the rows that landed are the first
 * `succeededRows` (and `updated`) of the sent rows it does not list; a row it lists keeps the server's reason,
 * and a row a stop left unsent goes back to Pending. When the job's list of failures was cut
 * short (more than IMPORT_FAILURES_KEPT), which rows landed cannot be told: they all stay, Pending,
 * and validating them again names the ones now in the catalogue.
 */
export function rowsAfterImport(rows: readonly TableRow[], submitted: readonly number[], job: ImportJobView): TableRow[] {
  const failures = job.result?.failures ?? []
  const reasons = new Map<number, string>()
  for (const f of failures) if (submitted[f.row - 1] !== undefined) reasons.set(submitted[f.row - 1]!, f.reason)
  const unknown = failures.length >= IMPORT_FAILURES_KEPT
  // New rows were sent first and the rows updating a product after them, so both counts together are the rows that landed.
  const landed = unknown ? new Set<number>() : new Set(submitted.filter((key) => !reasons.has(key)).slice(0, job.succeededRows + (job.result?.updated ?? 0)))
  const sent = new Set(submitted)
  return rows
    .filter((r) => !landed.has(r.key))
    .map((r) => {
      const reason = reasons.get(r.key)
      if (reason !== undefined) return { ...r, status: 'invalid' as const, errors: [reason] }
      return sent.has(r.key) ? { ...r, status: 'pending' as const, errors: [] } : r
    })
}

/** The rows with errors, each with its reasons on one line: what "Download rows with errors" writes. */
export function rowsToFix(rows: readonly TableRow[]): Array<{ input: ImportRowInput; reason: string }> {
  return rows
    .map((r) => ({ row: r, errors: [...undoneErrors(r.undone), ...r.errors, ...Object.values(r.cellErrors)] }))
    .filter(({ row, errors }) => row.status === 'invalid' || errors.length > 0)
    .map(({ row, errors }) => ({ input: row.input, reason: [...new Set(errors)].join('; ') }))
}

/**
 * The import table's rows: editing (an edit sends a row back to Pending), undoing a cell
 * the file's reading changed, adding rows, validating them on the server, and which rows
 * show their optional cells. Messages for the panel go to `onAlert`.
 */
export function useImportRows(onAlert: (alert: ImportAlert | null) => void) {
  const [rows, setRows] = useState<TableRow[]>([])
  const [validating, setValidating] = useState(false)
  // Rows whose optional cells are shown; a row whose optional cell fails validation opens.
  const [openDetails, setOpenDetails] = useState<ReadonlySet<number>>(new Set())

  function edit(key: number, change: Partial<ImportRowInput>) {
    // Any edit sends the row back to Pending with its errors cleared (spec section 4). An
    // edited cell is the administrator's own choice: its change note and undone text go.
    const edited = Object.keys(change)
    setRows((all) =>
      all.map((r) => {
        if (r.key !== key) return r
        const undone = Object.fromEntries(Object.entries(r.undone).filter(([column]) => !edited.includes(column)))
        return { ...r, input: { ...r.input, ...change }, status: 'pending', errors: [], cellErrors: {}, changes: r.changes.filter((c) => !edited.includes(c.column)), undone, existing: undefined, update: false }
      }),
    )
  }

  /** Puts a changed cell back to the file's text; the row then waits for a real choice. */
  function undo(key: number, column: keyof ImportRowInput) {
    setRows((all) =>
      all.map((r) => {
        const change = r.key === key ? r.changes.find((c) => c.column === column) : undefined
        if (!change) return r
        return { ...r, status: 'pending', errors: [], cellErrors: {}, changes: r.changes.filter((c) => c !== change), undone: { ...r.undone, [column]: change.original } }
      }),
    )
  }

  function append(inputs: readonly ImportRowInput[]) {
    setRows((all) => [...all, ...inputs.map((input) => newRow(input))])
  }

  function appendFromFile(loaded: ImportRowInput[], changes: CellChange[]) {
    setRows((all) => [...all, ...rowsFromFile(loaded, changes)])
  }

  async function validateAll() {
    if (rows.length === 0) return
    // A row with an undone cell holds text no column accepts: it stays invalid here, unsent.
    const snapshot = rows.filter((r) => Object.keys(r.undone).length === 0)
    setRows((all) => all.map((r) => (Object.keys(r.undone).length === 0 ? { ...r, status: 'validating', errors: [], cellErrors: {} } : { ...r, status: 'invalid' })))
    if (snapshot.length === 0) return
    setValidating(true)
    onAlert(null)
    const result = await importApi.validate(snapshot.map((r) => r.input))
    setValidating(false)
    if (!result.ok) {
      setRows((all) => all.map((r) => (r.status === 'validating' ? { ...r, status: 'pending' } : r)))
      onAlert({ tone: 'error', message: t('import.panel.requestFailed', { message: result.message }) })
      return
    }
    const byKey = new Map(snapshot.map((r, i) => [r.key, { input: r.input, outcome: result.data.results[i] }]))
    setRows((all) =>
      all.map((r) => {
        const checked = byKey.get(r.key)
        // A row edited while the check ran keeps its Pending state: the answer is about its old text.
        if (!checked?.outcome || checked.input !== r.input) return r
        const { existing } = checked.outcome
        // Only a row refused for its link alone, that would change something, may update.
        const updatable = existing && existing.changes.length > 0 && checked.outcome.errors.every((e) => e.code === 'duplicate-in-catalog') ? existing : undefined
        return { ...r, status: checked.outcome.status, errors: checked.outcome.errors.map((e) => e.message), cellErrors: optionalCellErrors(checked.outcome.errors), existing: updatable, update: false }
      }),
    )
    const withCellErrors = snapshot.filter((r, i) => result.data.results[i]?.errors.some((e) => (OPTIONAL_COLUMNS as readonly string[]).includes(e.column)))
    if (withCellErrors.length > 0) setOpenDetails((open) => new Set([...open, ...withCellErrors.map((r) => r.key)]))
  }

  /** Her choice for a row whose link is in the catalogue: update the product, or skip the row. */
  function chooseUpdate(key: number, update: boolean) {
    setRows((all) => all.map((r) => (r.key === key && r.existing ? { ...r, update } : r)))
  }

  function toggleDetails(key: number) {
    setOpenDetails((open) => {
      const next = new Set(open)
      if (!next.delete(key)) next.add(key)
      return next
    })
  }

  return { rows, setRows, openDetails, toggleDetails, validating, edit, undo, append, appendFromFile, validateAll, chooseUpdate }
}
