import { Check, Download, PackageSearch, Plus, ShoppingBag, Square, Trash2, Upload, X } from 'lucide-react'
import { useCallback, useId, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import type { ImportJobView } from '#core/import/import-job.ts'
import type { ImportRowInput, ImportRowStatus } from '#core/import/import-row.ts'
import { CATEGORIES, CATEGORY_LABELS, type CategoryId } from '#core/reference/categories.ts'
import { SEASON_LABELS, SEASONS, type SeasonId } from '#core/reference/seasons.ts'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { useImportJob } from '../hooks/use-import-job.ts'
import { type DiagnosticCheckView, importApi, uploadImportFile } from '../utils/import-api.ts'
import { DiagnosticsResults } from './diagnostics-results.tsx'
import { RetailSearchDialog } from './retail-search-dialog.tsx'
import { WholesaleBrowseDialog } from './wholesale-browse-dialog.tsx'

interface TableRow {
  key: number
  input: ImportRowInput
  status: ImportRowStatus
  errors: string[]
}

type Alert = { tone: 'success' | 'warning' | 'error' | 'info'; message: string }

const CELL = 'h-10 w-full min-w-[10rem] rounded-lg bg-white px-3 text-sm ring-1 ring-line focus:ring-2 focus:ring-terracotta focus:outline-none'
const EMPTY_ROW: ImportRowInput = { productName: '', affiliateUrl: '', imageUrl: '', category: 'dresses', season: 'spring' }

let nextKey = 1
const newRow = (input: ImportRowInput = EMPTY_ROW): TableRow => ({ key: nextKey++, input, status: 'pending', errors: [] })

/**
 * The Product Import tab: build a list of products (upload or by hand), validate them on
 * the server, and import the valid ones as a job whose progress streams back live.
 */
export function ImportPanel() {
  const revalidator = useRevalidator()
  const [rows, setRows] = useState<TableRow[]>([])
  const [validating, setValidating] = useState(false)
  const [starting, setStarting] = useState(false)
  const [alert, setAlert] = useState<Alert | null>(null)
  const [uploadOpen, setUploadOpen] = useState(false)
  const [supplierOpen, setSupplierOpen] = useState<'retail' | 'wholesale' | null>(null)
  const [diagnostics, setDiagnostics] = useState<DiagnosticCheckView[] | null>(null)
  const [diagnosing, setDiagnosing] = useState(false)
  const tableRef = useRef<HTMLTableElement>(null)

  const onFinished = useCallback(
    (job: ImportJobView) => {
      const result = job.result?.alert
      if (result) setAlert(result)
      if (job.succeededRows > 0) {
        setRows([])
        void revalidator.revalidate()
      }
    },
    [revalidator],
  )
  const { job, follow } = useImportJob(onFinished)
  const running = job?.status === 'running'
  const busy = validating || starting || running
  const validCount = rows.filter((r) => r.status === 'valid').length

  function edit(key: number, change: Partial<ImportRowInput>) {
    // Any edit sends the row back to Pending with its errors cleared (spec section 4).
    setRows((all) => all.map((r) => (r.key === key ? { ...r, input: { ...r.input, ...change }, status: 'pending', errors: [] } : r)))
  }

  function addFromSupplier(added: ImportRowInput[]) {
    setRows((all) => [...all, ...added.map((input) => newRow(input))])
    setAlert({ tone: 'info', message: t('import.supplier.added', { count: added.length }) })
  }

  function addRow() {
    setRows((all) => [...all, newRow()])
    requestAnimationFrame(() => {
      const inputs = tableRef.current?.querySelectorAll<HTMLInputElement>('input[data-field="name"]')
      inputs?.[inputs.length - 1]?.focus()
    })
  }

  async function validateAll() {
    if (rows.length === 0) return
    setValidating(true)
    setAlert(null)
    setRows((all) => all.map((r) => ({ ...r, status: 'validating', errors: [] })))
    const snapshot = rows
    const result = await importApi.validate(snapshot.map((r) => r.input))
    setValidating(false)
    if (!result.ok) {
      setRows((all) => all.map((r) => ({ ...r, status: 'pending' })))
      setAlert({ tone: 'error', message: t('import.panel.requestFailed', { message: result.message }) })
      return
    }
    const byKey = new Map(snapshot.map((r, i) => [r.key, { input: r.input, outcome: result.data.results[i] }]))
    setRows((all) =>
      all.map((r) => {
        const checked = byKey.get(r.key)
        // A row edited while the check ran keeps its Pending state: the answer is about its old text.
        if (!checked?.outcome || checked.input !== r.input) return r
        return { ...r, status: checked.outcome.status, errors: checked.outcome.errors.map((e) => e.message) }
      }),
    )
  }

  async function importProducts() {
    const valid = rows.filter((r) => r.status === 'valid').map((r) => r.input)
    if (valid.length === 0) {
      setAlert({ tone: 'warning', message: t('import.result.noValid') })
      return
    }
    setStarting(true)
    setAlert(null)
    const result = await importApi.start(valid)
    setStarting(false)
    if (result.ok) return follow(result.data.job)
    if (result.status === 409) {
      // Another administrator's import is running: say so and show its live progress.
      setAlert({ tone: 'warning', message: result.message })
      const latest = await importApi.latest()
      if (latest.ok && latest.data.job) follow(latest.data.job)
      return
    }
    setAlert({ tone: 'error', message: t('import.result.error', { message: result.message }) })
  }

  async function stopImport() {
    if (!job) return
    const result = await importApi.stop(job.id)
    if (result.ok && result.data.job.status === 'running') follow(result.data.job)
  }

  /**
   * `row`: 'required' (Test One Product) refuses without a complete first row; 'optional'
   * (Full Diagnostic) uses a complete first row when there is one and otherwise lets the
   * server pick a catalogue product, so an unfinished table never blocks the other checks.
   */
  async function runDiagnostics(checks: DiagnosticCheckView['id'][] | undefined, row: 'none' | 'optional' | 'required' = 'none') {
    let product: ImportRowInput | undefined
    const first = rows[0]?.input
    const complete = first !== undefined && first.productName.trim() !== '' && first.affiliateUrl.trim() !== '' && first.imageUrl.trim() !== ''
    if (row === 'required') {
      if (!first) return setAlert({ tone: 'warning', message: t('import.panel.needRows') })
      if (!complete) return setAlert({ tone: 'warning', message: t('import.panel.firstRowIncomplete') })
    }
    if (row !== 'none' && complete) product = first
    setDiagnosing(true)
    const result = await importApi.diagnostics({ ...(checks ? { checks } : {}), ...(product ? { product } : {}) })
    setDiagnosing(false)
    if (result.ok) setDiagnostics(result.data.checks)
    else setAlert({ tone: 'error', message: t('import.panel.requestFailed', { message: result.message }) })
  }

  const progress = job && running ? progressOf(job) : null

  return (
    <section aria-labelledby="import-title" className="rounded-[1.75rem] bg-white/70 p-5 ring-1 ring-line sm:p-8">
      <h2 id="import-title" className="text-2xl font-semibold">
        {t('import.panel.title')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-soft">{t('import.panel.intro')}</p>

      <div className="mt-5 flex flex-wrap gap-2">
        <a href="/api/admin/imports/template" download="product-import-template.csv" className={buttonClasses('secondary', 'sm')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('import.panel.downloadTemplate')}
        </a>
        <Button variant="secondary" size="sm" onClick={() => setUploadOpen(true)} disabled={busy}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          {t('import.panel.upload')}
        </Button>
        <Button variant="secondary" size="sm" onClick={addRow} disabled={running}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('import.panel.addRow')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setSupplierOpen('retail')} disabled={running}>
          <ShoppingBag aria-hidden="true" className="h-4 w-4" />
          {t('import.supplier.retailButton')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setSupplierOpen('wholesale')} disabled={running}>
          <PackageSearch aria-hidden="true" className="h-4 w-4" />
          {t('import.supplier.wholesaleButton')}
        </Button>
      </div>

      {progress !== null ? (
        <div className="mt-5 rounded-2xl bg-blush/60 px-4 py-3 ring-1 ring-blush-deep" role="status" aria-live="polite">
          <p className="flex items-center gap-2 text-sm font-medium">
            <InlineSpinner className="h-4 w-4" />
            {job?.cancelRequested ? t('import.panel.stopping') : job?.message}
          </p>
          <div
            role="progressbar"
            aria-label={t('import.panel.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-2 h-2 overflow-hidden rounded-full bg-white"
          >
            <div className="h-full rounded-full bg-terracotta transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}

      {alert ? (
        <Notice tone={alert.tone} className="mt-5">
          {alert.message}
        </Notice>
      ) : job && !running && job.message ? (
        <p className="mt-5 text-sm text-ink-soft">{t('import.panel.lastImport', { when: new Date(job.updatedAt).toLocaleString('en-GB'), message: job.message })}</p>
      ) : null}

      <div className="mt-6">
        {rows.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line px-6 py-10 text-center">
            <p className="font-medium">{t('import.panel.empty')}</p>
            <Button size="sm" className="mt-4" onClick={addRow} disabled={running}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('import.panel.addFirst')}
            </Button>
          </div>
        ) : (
          <>
            <p className="mb-2 text-sm text-ink-soft">{t('import.panel.rowCount', { count: rows.length, valid: validCount })}</p>
            <div className="overflow-x-auto rounded-2xl ring-1 ring-line">
              <table ref={tableRef} className="w-full min-w-[60rem] border-collapse bg-white text-left text-sm" aria-label={t('import.panel.tableLabel')}>
                <thead className="bg-cream text-xs tracking-wide text-ink-soft uppercase">
                  <tr>
                    {(['name', 'affiliate', 'image', 'category', 'season', 'status', 'actions'] as const).map((c) => (
                      <th key={c} scope="col" className="px-3 py-2 font-semibold">
                        {t(`import.panel.column.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <ImportTableRow key={row.key} row={row} number={index + 1} disabled={running} onEdit={(change) => edit(row.key, change)} onRemove={() => setRows((all) => all.filter((r) => r.key !== row.key))} />
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>

      <div className="mt-5 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void validateAll()} disabled={busy || rows.length === 0}>
          {validating ? <InlineSpinner className="h-4 w-4" /> : <Check aria-hidden="true" className="h-4 w-4" />}
          {validating ? t('import.panel.validating') : t('import.panel.validateAll')}
        </Button>
        <Button onClick={() => void importProducts()} disabled={busy || validCount === 0}>
          {starting ? <InlineSpinner className="h-4 w-4" /> : <Upload aria-hidden="true" className="h-4 w-4" />}
          {t('import.panel.importProducts')}
        </Button>
        {running ? (
          <Button variant="ghost" onClick={() => void stopImport()} disabled={job?.cancelRequested}>
            <Square aria-hidden="true" className="h-4 w-4" />
            {t('import.panel.stopImport')}
          </Button>
        ) : null}
      </div>

      <div className="mt-8 border-t border-line pt-5">
        <h3 className="text-base font-semibold">{t('import.panel.diagnosticsTitle')}</h3>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={diagnosing} onClick={() => void runDiagnostics(['connection', 'migrations'])}>
            {t('diagnostics.testDatabase')}
          </Button>
          <Button size="sm" variant="secondary" disabled={diagnosing} onClick={() => void runDiagnostics(['write-test'])}>
            {t('diagnostics.testInsert')}
          </Button>
          <Button size="sm" variant="secondary" disabled={diagnosing} onClick={() => void runDiagnostics(['tables', 'indexes'])}>
            {t('diagnostics.checkTable')}
          </Button>
          <Button size="sm" variant="secondary" disabled={diagnosing} onClick={() => void runDiagnostics(undefined, 'optional')}>
            {t('diagnostics.fullDiagnostic')}
          </Button>
          <Button size="sm" variant="secondary" disabled={diagnosing} onClick={() => void runDiagnostics(['product'], 'required')}>
            {t('diagnostics.testOneProduct')}
          </Button>
          {diagnosing ? <InlineSpinner className="h-5 w-5 self-center text-terracotta" /> : null}
        </div>
        {diagnostics ? (
          <div className="mt-4" aria-live="polite">
            <DiagnosticsResults checks={diagnostics} />
          </div>
        ) : null}
      </div>

      <UploadDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        onLoaded={(loaded, fileName) => {
          setRows((all) => [...all, ...loaded.map((input) => newRow(input))])
          setAlert({ tone: 'info', message: t('import.panel.loaded', { count: loaded.length, file: fileName }) })
          setUploadOpen(false)
        }}
      />
      <RetailSearchDialog open={supplierOpen === 'retail'} onOpenChange={(next) => setSupplierOpen(next ? 'retail' : null)} onAdd={addFromSupplier} />
      <WholesaleBrowseDialog open={supplierOpen === 'wholesale'} onOpenChange={(next) => setSupplierOpen(next ? 'wholesale' : null)} onAdd={addFromSupplier} />
    </section>
  )
}

/** The bar's share, from "product x/y" as the spec derives it, or from the job's counts. */
function progressOf(job: ImportJobView): number {
  const match = /(\d+)\/(\d+)/.exec(job.message ?? '')
  if (match && Number(match[2]) > 0) return Math.min(100, Math.round((Number(match[1]) / Number(match[2])) * 100))
  return 0
}

function ImportTableRow({
  row,
  number,
  disabled,
  onEdit,
  onRemove,
}: {
  row: TableRow
  number: number
  disabled: boolean
  onEdit: (change: Partial<ImportRowInput>) => void
  onRemove: () => void
}) {
  const errorId = useId()
  const describedBy = row.errors.length ? errorId : undefined
  return (
    <tr className="border-t border-line align-top" data-status={row.status}>
      <td className="px-3 py-2">
        <input
          data-field="name"
          className={CELL}
          value={row.input.productName}
          aria-label={t('import.panel.field.name', { row: number })}
          aria-describedby={describedBy}
          required
          disabled={disabled}
          onChange={(e) => onEdit({ productName: e.target.value })}
        />
      </td>
      <td className="px-3 py-2">
        <input
          type="url"
          className={CELL}
          value={row.input.affiliateUrl}
          placeholder={t('import.panel.affiliatePlaceholder')}
          aria-label={t('import.panel.field.affiliate', { row: number })}
          aria-describedby={describedBy}
          required
          disabled={disabled}
          onChange={(e) => onEdit({ affiliateUrl: e.target.value })}
        />
      </td>
      <td className="px-3 py-2">
        <input
          type="url"
          className={CELL}
          value={row.input.imageUrl}
          placeholder={t('import.panel.imagePlaceholder')}
          aria-label={t('import.panel.field.image', { row: number })}
          aria-describedby={describedBy}
          required
          disabled={disabled}
          onChange={(e) => onEdit({ imageUrl: e.target.value })}
        />
      </td>
      <td className="px-3 py-2">
        <select
          className={`${CELL} min-w-[8rem]`}
          value={row.input.category}
          aria-label={t('import.panel.field.category', { row: number })}
          disabled={disabled}
          onChange={(e) => onEdit({ category: e.target.value as CategoryId })}
        >
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </td>
      <td className="px-3 py-2">
        <select
          className={`${CELL} min-w-[7rem]`}
          value={row.input.season}
          aria-label={t('import.panel.field.season', { row: number })}
          disabled={disabled}
          onChange={(e) => onEdit({ season: e.target.value as SeasonId })}
        >
          {SEASONS.map((s) => (
            <option key={s} value={s}>
              {SEASON_LABELS[s]}
            </option>
          ))}
        </select>
      </td>
      <td className="min-w-[11rem] px-3 py-2">
        <RowStatus status={row.status} />
        {row.errors.length ? (
          <ul id={errorId} className="mt-1 space-y-0.5 text-xs text-terracotta-dark">
            {row.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
      </td>
      <td className="px-3 py-2">
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('import.panel.remove', { row: number })}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-soft hover:bg-blush/60 hover:text-ink disabled:opacity-50"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      </td>
    </tr>
  )
}

function RowStatus({ status }: { status: ImportRowStatus }) {
  switch (status) {
    case 'pending':
      return <span className="inline-flex h-10 items-center text-ink-soft">{t('import.panel.status.pending')}</span>
    case 'validating':
      return (
        <span className="inline-flex h-10 items-center gap-2 text-ink-soft">
          <InlineSpinner className="h-4 w-4" />
          {t('import.panel.status.validating')}
        </span>
      )
    case 'valid':
      return (
        <span className="inline-flex h-10 items-center gap-1.5 font-medium text-sage-deep">
          <Check aria-hidden="true" className="h-4 w-4" />
          {t('import.panel.status.valid')}
        </span>
      )
    case 'invalid':
      return (
        <span className="inline-flex h-10 items-center gap-1.5 font-medium text-terracotta-dark">
          <X aria-hidden="true" className="h-4 w-4" />
          {t('import.panel.status.invalid')}
        </span>
      )
  }
}

function UploadDialog({
  open,
  onOpenChange,
  onLoaded,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onLoaded: (rows: ImportRowInput[], fileName: string) => void
}) {
  const inputId = useId()
  const hintId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!file) return setError(t('import.file.missing'))
    setUploading(true)
    setError(null)
    const result = await uploadImportFile(file)
    setUploading(false)
    if (result.ok) {
      setFile(null)
      onLoaded(result.rows, file.name)
    } else setError(result.message)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null)
        onOpenChange(next)
      }}
      title={t('import.panel.uploadTitle')}
      description={t('import.panel.uploadHint')}
    >
      <form onSubmit={(e) => void submit(e)} className="mt-5 space-y-4">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
            {t('import.panel.uploadFile')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
            className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-blush file:px-4 file:py-2 file:font-medium file:text-ink"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null)
              setError(null)
            }}
          />
          <p id={hintId} className="sr-only">
            {t('import.panel.uploadHint')}
          </p>
        </div>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('import.panel.cancel')}
          </Button>
          <Button type="submit" disabled={uploading}>
            {uploading ? <InlineSpinner className="h-4 w-4" /> : <Upload aria-hidden="true" className="h-4 w-4" />}
            {uploading ? t('import.panel.uploading') : t('import.panel.uploadSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
