import { RotateCcw } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import type { AnalysisQueueView } from '#core/ai/analysis-run.ts'
import { aiAnalysisApi } from '../utils/ai-analysis-api.ts'
import { useOnCatalogChange } from '../hooks/use-catalog-change.ts'

/** Failed items listed at most; the count on the retry button covers all of them. */
const SHOWN_FAILURES = 5

type Outcome = { tone: 'success' | 'error'; text: string } | null

/**
 * The durable queue's state on the AI Analysis tab: what waits, runs and failed, the
 * latest failures with their errors, and the retry action that puts failed items back to
 * pending with 0 attempts. Reloads whenever the catalogue changes (a run ends).
 */
export function AnalysisQueuePanel() {
  const [queue, setQueue] = useState<AnalysisQueueView | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [retrying, setRetrying] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  const reload = useCallback(async () => {
    const result = await aiAnalysisApi.queue()
    if (result.ok) {
      setQueue(result.data.queue)
      setLoadError(null)
    } else setLoadError(t('admin.aiQueue.loadFailed', { message: result.message }))
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])
  useOnCatalogChange(reload)

  async function retry() {
    setRetrying(true)
    const result = await aiAnalysisApi.retryFailed()
    setRetrying(false)
    setOutcome(
      result.ok
        ? { tone: 'success', text: t('admin.aiQueue.retried', { count: result.data.retried }) }
        : { tone: 'error', text: t('admin.aiQueue.retryFailed', { message: result.message }) },
    )
    await reload()
  }

  if (loadError) return <p className="mt-3 text-sm text-terracotta-dark">{loadError}</p>
  if (!queue) return null
  const { counts, failed } = queue
  return (
    <div className="mt-3 rounded-2xl bg-white/60 p-4 ring-1 ring-line" data-queue>
      <h3 className="text-sm font-semibold">{t('admin.aiQueue.heading')}</h3>
      <p className="mt-1 text-sm text-ink-soft tabular-nums">
        {t('admin.aiQueue.counts', { pending: counts.pending, processing: counts.processing, failed: counts.failed })}
      </p>
      {counts.failed > 0 ? (
        <div className="mt-2">
          <p className="text-sm">{t('admin.aiQueue.failedLead')}</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-terracotta-dark">
            {failed.slice(0, SHOWN_FAILURES).map((item) => (
              <li key={item.id}>{t('admin.aiQueue.failedItem', { productId: item.productId, message: item.errorMessage ?? '' })}</li>
            ))}
          </ul>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void retry()} disabled={retrying}>
            {retrying ? <InlineSpinner className="h-4 w-4" /> : <RotateCcw aria-hidden="true" className="h-4 w-4" />}
            {retrying ? t('admin.aiQueue.retrying') : t('admin.aiQueue.retry', { count: counts.failed })}
          </Button>
        </div>
      ) : null}
      {outcome ? (
        <Notice tone={outcome.tone} className="mt-2">
          {outcome.text}
        </Notice>
      ) : null}
    </div>
  )
}
