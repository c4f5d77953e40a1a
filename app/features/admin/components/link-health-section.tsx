import { Link2 } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import type { LinkHealthRunView, LinkHealthView } from '#core/catalog/link-health.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { apiRequest } from '../../../utils/api-client.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
/** How often the section asks for progress while a check runs. */
const POLL_MS = 1_000
const TH = 'px-4 py-3 font-medium'
const TD = 'px-4 py-3 align-top'

const when = (iso: string) => `${DATE_TIME.format(new Date(iso))} UTC`

function RunLine({ run }: { run: LinkHealthRunView | null }) {
  if (!run) return <p className="text-sm text-ink-soft">{t('admin.linkHealth.never')}</p>
  if (run.status === 'running') {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{t('admin.linkHealth.running', { checked: run.checked, total: run.total })}</p>
        <progress className="h-2 w-full max-w-md accent-terracotta" max={Math.max(run.total, 1)} value={run.checked} aria-label={t('admin.linkHealth.title')} />
      </div>
    )
  }
  const at = when(run.finishedAt ?? run.startedAt)
  if (run.status === 'offline') return <Notice tone="warning">{t('admin.linkHealth.lastRunOffline', { when: at })}</Notice>
  if (run.status === 'failed') return <Notice tone="warning">{t('admin.linkHealth.lastRunFailed', { when: at })}</Notice>
  return <p className="text-sm">{t('admin.linkHealth.lastRun', { when: at, checked: run.checked, total: run.total, deactivated: run.deactivated })}</p>
}

/**
 * The Diagnostics tab's Link health section (issue 28): the products the scheduled check
 * deactivated, with the reason and when; "Check links now" starts a check and shows its progress.
 */
export function LinkHealthSection() {
  const [view, setView] = useState<LinkHealthView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [starting, setStarting] = useState(false)

  const load = useCallback(async () => {
    const result = await apiRequest<LinkHealthView>('GET', '/api/admin/link-health')
    if (result.ok) {
      setView(result.data)
      setError(null)
    } else setError(t('import.panel.requestFailed', { message: result.message }))
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const running = view?.run?.status === 'running'
  useEffect(() => {
    if (!running) return
    const timer = setTimeout(() => void load(), POLL_MS)
    return () => clearTimeout(timer)
  }, [running, view, load])

  async function runNow() {
    setStarting(true)
    const result = await apiRequest<{ started: boolean; run: LinkHealthRunView }>('POST', '/api/admin/link-health/runs', {})
    setStarting(false)
    if (result.ok) setView((v) => (v ? { ...v, run: result.data.run } : v))
    else setError(t('import.panel.requestFailed', { message: result.message }))
  }

  return (
    <section aria-labelledby="link-health-title" className="mt-6 rounded-[1.75rem] bg-white/70 p-5 ring-1 ring-line sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="link-health-title" className="text-2xl font-semibold">
            {t('admin.linkHealth.title')}
          </h2>
          <p className="mt-1 max-w-xl text-sm text-ink-soft">
            {view && view.intervalHours === 0 ? t('admin.linkHealth.introOff') : t('admin.linkHealth.intro', { hours: view?.intervalHours ?? 24 })}
          </p>
        </div>
        <Button onClick={() => void runNow()} disabled={starting || running || !view}>
          {starting || running ? <InlineSpinner className="h-4 w-4" /> : <Link2 aria-hidden="true" className="h-4 w-4" />}
          {t('admin.linkHealth.run')}
        </Button>
      </div>
      <div className="mt-5 flex flex-col gap-3" aria-live="polite">
        {error ? <Notice tone="error">{error}</Notice> : null}
        {view ? <RunLine run={view.run} /> : null}
        {view?.nextRunAt && !running ? <p className="text-sm text-ink-soft">{t('admin.linkHealth.next', { when: when(view.nextRunAt) })}</p> : null}
      </div>
      {view ? (
        view.findings.length === 0 ? (
          <p className="mt-4 text-sm text-ink-soft">{t('admin.linkHealth.none')}</p>
        ) : (
          <div className="relative mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-line" role="region" aria-labelledby="link-health-table-caption" tabIndex={0}>
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption id="link-health-table-caption" className="sr-only">
                {t('admin.linkHealth.table')}
              </caption>
              <thead className="bg-cream text-xs tracking-wide text-ink-soft uppercase">
                <tr>
                  <th scope="col" className={TH}>
                    {t('admin.linkHealth.column.product')}
                  </th>
                  <th scope="col" className={TH}>
                    {t('admin.linkHealth.column.reason')}
                  </th>
                  <th scope="col" className={TH}>
                    {t('admin.linkHealth.column.checkedAt')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {view.findings.map((f) => (
                  <tr key={f.id} data-product-id={f.productId} data-reason={f.reason}>
                    <td className={`${TD} font-medium [overflow-wrap:anywhere]`} dir="auto">
                      {f.productName}
                    </td>
                    <td className={TD}>
                      {f.reasonText}
                      <span className="block text-xs text-ink-soft [overflow-wrap:anywhere]">
                        {f.detail} · {f.url}
                      </span>
                    </td>
                    <td className={`${TD} whitespace-nowrap`}>{when(f.checkedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </section>
  )
}
