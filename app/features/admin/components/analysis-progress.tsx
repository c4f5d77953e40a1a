import type { AnalysisRunView } from '#core/ai/analysis-run.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'

const ERRORS_SHOWN = 20

/** A run's progress bar, its success and failure counts, and the errors it collected. */
export function AnalysisProgress({ run }: { run: AnalysisRunView }) {
  const done = run.total - run.pending
  const headline =
    run.status === 'running'
      ? t('admin.analyze.progress', { current: done, total: run.total })
      : run.status === 'stopped'
        ? t('admin.analyze.stopped')
        : run.total === 0
          ? t('admin.analyze.nothingToDo')
          : t('admin.analyze.completed')
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-line" data-run-status={run.status}>
      <p className="flex items-center gap-2 text-sm font-medium" role="status">
        {run.status === 'running' ? <InlineSpinner className="h-4 w-4 text-terracotta" /> : null}
        {headline}
      </p>
      <div
        role="progressbar"
        aria-label={t('admin.analyze.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={run.percent}
        aria-valuetext={t('admin.analyze.processed', { done, total: run.total })}
        className="mt-3 h-3 overflow-hidden rounded-full bg-cream ring-1 ring-line"
      >
        <div className="h-full rounded-full bg-terracotta transition-[width] motion-reduce:transition-none" style={{ width: `${run.percent}%` }} />
      </div>
      <p className="mt-2 flex flex-wrap gap-4 text-sm font-medium">
        <span className="tabular-nums" data-count="percent">
          {run.percent}%
        </span>
        <span className="text-sage-deep" data-count="succeeded">
          {t('admin.analyze.succeeded', { count: run.succeeded })}
        </span>
        <span className={run.failed > 0 ? 'text-terracotta-dark' : 'text-ink-soft'} data-count="failed">
          {t('admin.analyze.failed', { count: run.failed })}
        </span>
      </p>
      {run.errors.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-sm font-semibold">{t('admin.analyze.errors')}</h4>
          <ul className="mt-1 max-h-40 list-disc space-y-1 overflow-y-auto pl-5 text-sm break-words text-terracotta-dark">
            {run.errors.slice(0, ERRORS_SHOWN).map((e) => (
              <li key={e.productId}>
                <span className="font-mono text-xs">{e.productId}</span>: {e.message}
              </li>
            ))}
          </ul>
          {run.errors.length > ERRORS_SHOWN ? (
            <p className="mt-1 text-xs text-ink-soft">{t('admin.analyze.moreErrors', { count: run.errors.length - ERRORS_SHOWN })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
