import { useId, useState } from 'react'
import { type AnalysisScopeKind, type AnalysisStatsView, confidencePercent } from '#core/ai/analysis-run.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner } from '../../../components/ui/spinner.tsx'
import { useAnalysisRun } from '../hooks/use-analysis-run.ts'
import { useAnalysisStats } from '../hooks/use-analysis-stats.ts'
import { AnalysisProgress } from './analysis-progress.tsx'

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/**
 * The Analyze & Match modal: the analysis figures, the three scopes (the selection only
 * when there is one), and a run with live progress. Closing it leaves a run going on the
 * server; opening it again shows that run.
 */
export function AnalyzeMatchDialog({ open, onOpenChange, selectedIds }: { open: boolean; onOpenChange: (open: boolean) => void; selectedIds: readonly string[] }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('admin.analyze.title')} description={t('admin.analyze.description')} size="lg">
      {/* Mounted only while open, so each opening asks the server for the current run. */}
      <AnalyzeMatchBody selectedIds={selectedIds} onClose={() => onOpenChange(false)} />
    </Dialog>
  )
}

function AnalyzeMatchBody({ selectedIds, onClose }: { selectedIds: readonly string[]; onClose: () => void }) {
  const { stats, failed } = useAnalysisStats()
  const { run, live, error, starting, stopping, start, stop, reset } = useAnalysisRun()
  const [scope, setScope] = useState<AnalysisScopeKind>('unanalysed')
  const name = useId()
  const selectedCount = selectedIds.length
  // A selection that went away while the dialog was open falls back to the default scope.
  const effectiveScope = scope === 'selected' && selectedCount === 0 ? 'unanalysed' : scope

  const scopes: Array<{ id: AnalysisScopeKind; label: string }> = [
    { id: 'unanalysed', label: t('admin.analyze.scope.unanalyzed') },
    ...(selectedCount > 0 ? [{ id: 'selected' as const, label: t('admin.analyze.scope.selected', { count: selectedCount }) }] : []),
    { id: 'all', label: t('admin.analyze.scope.all') },
  ]

  return (
    <div className="space-y-5">
      <AnalysisFigures stats={stats} />
      {failed ? <p className="text-sm text-terracotta-dark">{t('admin.analyze.statsFailed')}</p> : null}

      <fieldset disabled={live || starting}>
        <legend className="text-sm font-semibold">{t('admin.analyze.scope')}</legend>
        <div className="mt-2 space-y-2">
          {scopes.map((s) => (
            <label key={s.id} className="flex cursor-pointer items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-line has-checked:ring-2 has-checked:ring-terracotta">
              <input
                type="radio"
                name={name}
                value={s.id}
                checked={effectiveScope === s.id}
                onChange={() => setScope(s.id)}
                className="h-4 w-4 accent-terracotta"
              />
              {s.label}
            </label>
          ))}
        </div>
      </fieldset>

      {run ? <AnalysisProgress run={run} /> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}

      {stats ? (
        <div>
          <h3 className="text-sm font-semibold">{t('admin.analyze.notes')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink-soft">
            <li>{stats.engine.mode === 'rule-based' ? t('admin.analyze.ruleBasedNote') : t('admin.analyze.engineNote', { engine: stats.engine.label })}</li>
            <li>{t('admin.analyze.staleNote')}</li>
            {live ? <li>{t('admin.analyze.closeNote')}</li> : null}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="ghost"
          onClick={() => {
            reset()
            setScope('unanalysed')
          }}
          disabled={live}
        >
          {t('admin.analyze.reset')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('admin.analyze.close')}
        </Button>
        {live ? (
          <Button onClick={() => void stop()} disabled={stopping} className="bg-terracotta-dark">
            {stopping ? <InlineSpinner className="h-4 w-4" /> : null}
            {t('admin.analyze.stop')}
          </Button>
        ) : (
          <Button onClick={() => void start(effectiveScope, effectiveScope === 'selected' ? selectedIds : undefined)} disabled={starting}>
            {starting ? <InlineSpinner className="h-4 w-4" /> : null}
            {t('admin.analyze.start')}
          </Button>
        )}
      </div>
    </div>
  )
}

/** The modal's four figures: total, analysed, average confidence, last analysed (or never). */
function AnalysisFigures({ stats }: { stats: AnalysisStatsView | null }) {
  const confidence = confidencePercent(stats?.avgConfidenceScore)
  const items = [
    { id: 'total', label: t('admin.analyze.totalProducts'), value: stats ? String(stats.totalProducts) : '–' },
    { id: 'analysed', label: t('admin.analyze.analyzed'), value: stats ? String(stats.analysedProducts) : '–' },
    { id: 'confidence', label: t('admin.analyze.averageConfidence'), value: stats ? (confidence === null ? '–' : `${confidence}%`) : '–' },
    {
      id: 'last',
      label: t('admin.analyze.lastAnalyzed'),
      value: stats ? (stats.lastAnalyzedAt ? DATE_TIME.format(new Date(stats.lastAnalyzedAt)) : t('admin.analyze.never')) : '–',
    },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((i) => (
        <div key={i.id} className="rounded-xl bg-white p-3 ring-1 ring-line" data-figure={i.id}>
          <dt className="text-xs font-medium text-ink-soft">{i.label}</dt>
          <dd className={`mt-1 font-display font-semibold tabular-nums ${i.id === 'last' ? 'text-base' : 'text-xl'}`}>{i.value}</dd>
        </div>
      ))}
    </dl>
  )
}
