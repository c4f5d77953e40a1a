import { Check, Download, FileWarning, PackageSearch, Plus, ShoppingBag, Square, Upload } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { translate as t } from '#core/i18n/translate.ts'
import type { ImportJobView } from '#core/import/import-job.ts'
import type { ImportRowInput } from '#core/import/import-row.ts'
import { rowsToFixCsv } from '#core/import/sheet-mapping.ts'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { useImportJob } from '../hooks/use-import-job.ts'
import { EMPTY_ROW, type ImportAlert, rowsAfterImport, rowsToFix, useImportRows } from '../hooks/use-import-rows.ts'
import { type DiagnosticCheckView, importApi } from '../utils/import-api.ts'
import { DiagnosticsResults } from './diagnostics-results.tsx'
import { ImportTable, ImportTableRow } from './import-table.tsx'
import { RetailSearchDialog } from './retail-search-dialog.tsx'
import { UploadDialog } from './upload-dialog.tsx'
import { WholesaleBrowseDialog } from './wholesale-browse-dialog.tsx'

/** Which supplier services are configured: their buttons show only then. */
export interface SupplierAvailability {
  retail: boolean
  wholesale: boolean
}

/**
 * The Product Import tab: build a list of products (upload or by hand), validate them on
 * the server, and import the valid ones as a job whose progress streams back live. Cells
 * the file's reading changed are marked on their rows and can be undone; `onCatalogChange`
 * tells the rest of the page (the stat cards) when an import added products. The rows an
 * import did not land stay in the table, with their reasons, to fix or download.
 */
export function ImportPanel({ onCatalogChange, suppliers = { retail: false, wholesale: false } }: { onCatalogChange?: () => void; suppliers?: SupplierAvailability }) {
  const revalidator = useRevalidator()
  const [starting, setStarting] = useState(false)
  const [alert, setAlert] = useState<ImportAlert | null>(null)
  const [uploadOpen, setUploadOpen] = useState(false)
  const [supplierOpen, setSupplierOpen] = useState<'retail' | 'wholesale' | null>(null)
  const [diagnostics, setDiagnostics] = useState<DiagnosticCheckView[] | null>(null)
  const [diagnosing, setDiagnosing] = useState(false)
  const tableRef = useRef<HTMLTableElement>(null)
  const { rows, setRows, openDetails, toggleDetails, validating, edit, undo, append, appendFromFile, validateAll, chooseUpdate } = useImportRows(setAlert)
  // The keys of the rows this page sent to the running import, in the order sent.
  const submitted = useRef<number[] | null>(null)
  const currentRows = useRef(rows)
  useEffect(() => {
    currentRows.current = rows
  }, [rows])

  const onFinished = useCallback(
    (job: ImportJobView) => {
      const result = job.result?.alert
      const sent = submitted.current
      submitted.current = null
      // Only an import this page started changes its table (another administrator's does not).
      if (sent) {
        const left = rowsAfterImport(currentRows.current, sent, job)
        setRows(left)
        if (result) setAlert(left.length > 0 ? { ...result, message: `${result.message} ${t('import.fix.left', { count: left.length })}` } : result)
      } else if (result) setAlert(result)
      if (job.succeededRows > 0) {
        void revalidator.revalidate()
        onCatalogChange?.()
      }
    },
    [revalidator, onCatalogChange, setRows],
  )
  const { job, follow } = useImportJob(onFinished)
  const running = job?.status === 'running'
  const busy = validating || starting || running
  const validCount = rows.filter((r) => r.status === 'valid').length
  const toFix = rowsToFix(rows)
  const updateCount = rows.filter((r) => r.existing && r.update).length

  function downloadRowsToFix() {
    const url = URL.createObjectURL(new Blob([rowsToFixCsv(toFix)], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'rows-to-fix.csv'
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  function addFromSupplier(added: ImportRowInput[]) {
    append(added)
    setAlert({ tone: 'info', message: t('import.supplier.added', { count: added.length }) })
  }

  function addRow() {
    append([EMPTY_ROW])
    requestAnimationFrame(() => {
      const inputs = tableRef.current?.querySelectorAll<HTMLTextAreaElement>('textarea[data-field="name"]')
      inputs?.[inputs.length - 1]?.focus()
    })
  }

  async function importProducts() {
    const valid = rows.filter((r) => r.status === 'valid')
    // Rows whose link is in the catalogue and that she chose to update go after the new ones.
    const updates = rows.filter((r) => r.existing && r.update)
    if (valid.length === 0 && updates.length === 0) {
      setAlert({ tone: 'warning', message: t('import.result.noValid') })
      return
    }
    setStarting(true)
    setAlert(null)
    submitted.current = [...valid, ...updates].map((r) => r.key)
    const result = await importApi.start(
      [...valid, ...updates].map((r) => r.input),
      updates.map((_, i) => valid.length + i),
    )
    setStarting(false)
    if (result.ok) return follow(result.data.job)
    submitted.current = null
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
        {suppliers.retail ? (
          <Button variant="secondary" size="sm" onClick={() => setSupplierOpen('retail')} disabled={running}>
            <ShoppingBag aria-hidden="true" className="h-4 w-4" />
            {t('import.supplier.retailButton')}
          </Button>
        ) : null}
        {suppliers.wholesale ? (
          <Button variant="secondary" size="sm" onClick={() => setSupplierOpen('wholesale')} disabled={running}>
            <PackageSearch aria-hidden="true" className="h-4 w-4" />
            {t('import.supplier.wholesaleButton')}
          </Button>
        ) : null}
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
            <ImportTable tableRef={tableRef}>
              {rows.map((row, index) => (
                <ImportTableRow
                  key={row.key}
                  row={row}
                  number={index + 1}
                  disabled={running}
                  detailsOpen={openDetails.has(row.key)}
                  onToggleDetails={() => toggleDetails(row.key)}
                  onEdit={(change) => edit(row.key, change)}
                  onUndo={(column) => undo(row.key, column)}
                  onRemove={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                  onChooseUpdate={(update) => chooseUpdate(row.key, update)}
                />
              ))}
            </ImportTable>
          </>
        )}
      </div>

      <div className="mt-5 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void validateAll()} disabled={busy || rows.length === 0}>
          {validating ? <InlineSpinner className="h-4 w-4" /> : <Check aria-hidden="true" className="h-4 w-4" />}
          {validating ? t('import.panel.validating') : t('import.panel.validateAll')}
        </Button>
        <Button onClick={() => void importProducts()} disabled={busy || validCount + updateCount === 0}>
          {starting ? <InlineSpinner className="h-4 w-4" /> : <Upload aria-hidden="true" className="h-4 w-4" />}
          {t('import.panel.importProducts')}
        </Button>
        {toFix.length > 0 ? (
          <Button variant="secondary" onClick={downloadRowsToFix} disabled={running}>
            <FileWarning aria-hidden="true" className="h-4 w-4" />
            {t('import.fix.download', { count: toFix.length })}
          </Button>
        ) : null}
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
        onLoaded={(loaded, changes, fileName) => {
          appendFromFile(loaded, changes)
          const message = t('import.panel.loaded', { count: loaded.length, file: fileName })
          setAlert(
            changes.length === 0
              ? { tone: 'info', message }
              : { tone: 'warning', message: `${message} ${t(changes.length === 1 ? 'import.panel.changedOne' : 'import.panel.changed', { count: changes.length })}` },
          )
          setUploadOpen(false)
        }}
      />
      {suppliers.retail ? <RetailSearchDialog open={supplierOpen === 'retail'} onOpenChange={(next) => setSupplierOpen(next ? 'retail' : null)} onAdd={addFromSupplier} /> : null}
      {suppliers.wholesale ? (
        <WholesaleBrowseDialog open={supplierOpen === 'wholesale'} onOpenChange={(next) => setSupplierOpen(next ? 'wholesale' : null)} onAdd={addFromSupplier} />
      ) : null}
    </section>
  )
}

/** The bar's share, from "product x/y" as the spec derives it, or from the job's counts. */
function progressOf(job: ImportJobView): number {
  const match = /(\d+)\/(\d+)/.exec(job.message ?? '')
  if (match && Number(match[2]) > 0) return Math.min(100, Math.round((Number(match[1]) / Number(match[2])) * 100))
  return 0
}
