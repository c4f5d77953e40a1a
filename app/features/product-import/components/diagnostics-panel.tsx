import { Stethoscope } from 'lucide-react'
import { useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { type DiagnosticCheckView, importApi } from '../utils/import-api.ts'
import { DiagnosticsResults } from './diagnostics-results.tsx'

/**
 * The Diagnostics tab: the six database checks, run on the server on request, and the
 * developer tools (Test Insert, Check Table) that run one or two of them.
 */
export function DiagnosticsPanel() {
  const [checks, setChecks] = useState<DiagnosticCheckView[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function run(only?: DiagnosticCheckView['id'][]) {
    setBusy(true)
    setError(null)
    const result = await importApi.diagnostics(only ? { checks: only } : {})
    setBusy(false)
    if (result.ok) setChecks(result.data.checks)
    else setError(t('import.panel.requestFailed', { message: result.message }))
  }

  return (
    <section aria-labelledby="diagnostics-title" className="rounded-[1.75rem] bg-white/70 p-5 ring-1 ring-line sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="diagnostics-title" className="text-2xl font-semibold">
            {t('diagnostics.title')}
          </h2>
          <p className="mt-1 max-w-xl text-sm text-ink-soft">{t('diagnostics.intro')}</p>
        </div>
        <Button onClick={() => void run()} disabled={busy}>
          {busy ? <InlineSpinner className="h-4 w-4" /> : <Stethoscope aria-hidden="true" className="h-4 w-4" />}
          {busy ? t('diagnostics.running') : t('diagnostics.run')}
        </Button>
      </div>
      <div className="mt-5 rounded-2xl bg-cream/70 p-4 ring-1 ring-line">
        <h3 className="text-base font-semibold">{t('diagnostics.devTools.title')}</h3>
        <p className="mt-1 text-sm text-ink-soft">{t('diagnostics.devTools.intro')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(['write-test'])}>
            {t('diagnostics.testInsert')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(['tables', 'indexes'])}>
            {t('diagnostics.checkTable')}
          </Button>
        </div>
      </div>
      <div className="mt-6" aria-live="polite">
        {error ? <Notice tone="error">{error}</Notice> : null}
        {checks ? <DiagnosticsResults checks={checks} /> : <p className="text-sm text-ink-soft">{t('diagnostics.none')}</p>}
      </div>
    </section>
  )
}
