import { CircleAlert, CircleCheck, Download, Play, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import type { ValidationReport, ValidationStatus } from '#core/admin/user-data-validation.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { apiRequest } from '../../../utils/api-client.ts'
import { PanelHeader } from './panel-header.tsx'

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })
const STATUS = {
  success: { Icon: CircleCheck, badge: 'bg-sage/15 text-sage-deep', label: 'admin.validator.status.success' },
  warning: { Icon: TriangleAlert, badge: 'bg-amber-100 text-amber-900', label: 'admin.validator.status.warning' },
  error: { Icon: CircleAlert, badge: 'bg-blush text-terracotta-dark', label: 'admin.validator.status.error' },
} as const satisfies Record<ValidationStatus, unknown>

function StatusBadge({ status }: { status: ValidationStatus }) {
  const { Icon, badge, label } = STATUS[status]
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${badge}`}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {t(label)}
    </span>
  )
}

/** Saves the report as a JSON file, named by when it was made. */
function download(report: ValidationReport) {
  const blob = new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `user-data-validation-${report.generatedAt.replace(/[:.]/g, '-')}.json`
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

/** The User Data tab: runs the server's profile checks and shows, expands and exports the report. */
export function UserDataValidator() {
  const [report, setReport] = useState<ValidationReport | null>(null)
  const [running, setRunning] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function run() {
    setRunning(true)
    setError(null)
    const result = await apiRequest<ValidationReport>('POST', '/api/admin/user-data/validation', {})
    setRunning(false)
    if (result.ok) setReport(result.data)
    else setError(t('admin.validator.failed', { message: result.message }))
  }

  const s = report?.summary
  return (
    <section aria-labelledby="validator-heading">
      <PanelHeader headingId="validator-heading" title={t('admin.validator.title')} lead={t('admin.validator.lead')} textClassName="max-w-2xl">
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void run()} disabled={running}>
            {running ? <InlineSpinner className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
            {running ? t('admin.validator.running') : t('admin.validator.run')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => report && download(report)} disabled={!report}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('admin.validator.export')}
          </Button>
        </div>
      </PanelHeader>

      {error ? (
        <Notice tone="error" className="mt-4">
          {error}
        </Notice>
      ) : null}

      {!report ? (
        <p className="mt-6 rounded-2xl border border-dashed border-line bg-white/60 px-6 py-10 text-center text-ink-soft">{t('admin.validator.neverRun')}</p>
      ) : (
        <div className="mt-5" aria-live="polite">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[
              { label: t('admin.validator.totalTests'), value: String(s!.totalTests) },
              { label: t('admin.validator.successRate'), value: `${s!.successRate}%` },
              { label: t('admin.validator.totalDuration'), value: t('admin.validator.duration', { ms: s!.totalDurationMs }) },
              { label: t('admin.validator.errors'), value: String(s!.errors) },
            ].map((item) => (
              <div key={item.label} className="rounded-2xl bg-white p-4 ring-1 ring-line">
                <dt className="text-xs font-medium tracking-wide text-ink-soft uppercase">{item.label}</dt>
                <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">{item.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-ink-soft">
            {t('admin.validator.generatedAt', { time: TIME.format(new Date(report.generatedAt)) })}
          </p>

          <ul className="mt-4 space-y-2">
            {report.tests.map((test) => (
              <li key={test.id}>
                <details className="group rounded-2xl bg-white ring-1 ring-line open:ring-ink/30">
                  <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl px-4 py-3">
                    <StatusBadge status={test.status} />
                    <span className="min-w-0 flex-1 font-medium">{test.name}</span>
                    <span className="text-xs text-ink-soft tabular-nums">{t('admin.validator.duration', { ms: test.durationMs })}</span>
                    <span className="w-full text-sm text-ink-soft">{test.message}</span>
                  </summary>
                  <div className="border-t border-line px-4 py-3 text-sm">
                    <p className="text-ink-soft">{t('admin.validator.checked', { count: test.checked })}</p>
                    {test.problems.length > 0 ? (
                      <>
                        <div className="mt-3 overflow-x-auto rounded-xl ring-1 ring-line" role="region" aria-label={test.name} tabIndex={0}>
                          <table className="w-full min-w-[36rem] text-left text-xs">
                            <thead className="bg-cream text-ink-soft uppercase">
                              <tr>
                                <th scope="col" className="px-3 py-2 font-medium">{t('admin.validator.column.level')}</th>
                                <th scope="col" className="px-3 py-2 font-medium">{t('admin.validator.column.table')}</th>
                                <th scope="col" className="px-3 py-2 font-medium">{t('admin.validator.column.user')}</th>
                                <th scope="col" className="px-3 py-2 font-medium">{t('admin.validator.column.problem')}</th>
                              </tr>
                            </thead>
                            <tbody className="divide-y divide-line">
                              {test.problems.map((p, i) => (
                                <tr key={`${p.recordId}-${i}`}>
                                  <td className="px-3 py-2">
                                    <StatusBadge status={p.level} />
                                  </td>
                                  <td className="px-3 py-2 font-mono">{p.table}</td>
                                  <td className="px-3 py-2 font-mono break-all">{p.userId}</td>
                                  <td className="px-3 py-2">{p.message}</td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        </div>
                        {test.problemCount > test.problems.length ? (
                          <p className="mt-2 text-xs text-ink-soft">
                            {t('admin.validator.problemsMore', { shown: test.problems.length, count: test.problemCount })}
                          </p>
                        ) : null}
                      </>
                    ) : null}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
