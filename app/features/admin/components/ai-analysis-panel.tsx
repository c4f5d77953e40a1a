import { CircleCheck, Clock, Gauge, Plug, RefreshCw, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { type ConnectionTestView, confidencePercent, productAnalysisStatus } from '#core/ai/analysis-run.ts'
import { showingRange } from '#core/admin/product-management.ts'
import { type Product } from '#core/catalog/product.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { CATEGORY_LABELS, isCategoryId } from '#core/reference/categories.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { InlineSpinner, Spinner } from '../../../components/ui/spinner.tsx'
import { NO_FILTERS, useAdminProducts } from '../hooks/use-admin-products.ts'
import { useAnalysisRun } from '../hooks/use-analysis-run.ts'
import { useAnalysisStats } from '../hooks/use-analysis-stats.ts'
import { aiAnalysisApi } from '../utils/ai-analysis-api.ts'
import { announceCatalogChange } from '../utils/catalog-events.ts'
import { AnalysisProgress } from './analysis-progress.tsx'
import { useSelection } from '../hooks/use-selection.ts'
import { AdminPager } from './admin-controls.tsx'
import { AnalysisQueuePanel } from './analysis-queue-panel.tsx'
import { PanelHeader } from './panel-header.tsx'

const NUMBER = new Intl.NumberFormat('en-GB')
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

type ConnectionState = { kind: 'idle' } | { kind: 'testing' } | { kind: 'done'; result: ConnectionTestView } | { kind: 'error'; message: string }

const categoryLabel = (c: string) => (isCategoryId(c) ? CATEGORY_LABELS[c] : c)

/**
 * The AI Analysis tab: stat cards, the statistics, a connection test, runs over the
 * unanalysed products or the selection with live progress, and the catalogue with each
 * product's analysis status, confidence and date (20 a page).
 */
export function AiAnalysisPanel() {
  const { stats, failed: statsFailed } = useAnalysisStats()
  const { run, live, error: runError, starting, stopping, start, stop, reset } = useAnalysisRun()
  const [page, setPage] = useState(1)
  const { data, loading, error: listError } = useAdminProducts(NO_FILTERS, page)
  const items = data?.items ?? []
  const { selected, allOnPage, toggleOne, togglePage } = useSelection(items.map((p) => p.id))
  const [connection, setConnection] = useState<ConnectionState>({ kind: 'idle' })

  async function testConnection() {
    setConnection({ kind: 'testing' })
    const result = await aiAnalysisApi.testConnection()
    setConnection(result.ok ? { kind: 'done', result: result.data.connection } : { kind: 'error', message: result.message })
  }

  // Stats, this table and the shell's cards all reload on a catalogue change.
  const refresh = () => announceCatalogChange()


  const confidence = confidencePercent(stats?.avgConfidenceScore)
  const cards = [
    { id: 'total', label: t('admin.aiAnalysis.total'), value: stats ? NUMBER.format(stats.totalProducts) : '–', Icon: Sparkles },
    { id: 'analysed', label: t('admin.aiAnalysis.analyzed'), value: stats ? NUMBER.format(stats.analysedProducts) : '–', Icon: CircleCheck },
    { id: 'pending', label: t('admin.aiAnalysis.pending'), value: stats ? NUMBER.format(stats.pendingProducts) : '–', Icon: Clock },
    { id: 'completion', label: t('admin.aiAnalysis.completion'), value: stats ? `${stats.completionPercent}%` : '–', Icon: Gauge },
  ]
  const figures = [
    { id: 'analyses', label: t('admin.aiAnalysis.totalAnalyses'), value: stats ? NUMBER.format(stats.totalAnalyses) : '–' },
    { id: 'products', label: t('admin.aiAnalysis.analysedProducts'), value: stats ? NUMBER.format(stats.analyzedProductsCount) : '–' },
    { id: 'confidence', label: t('admin.aiAnalysis.averageConfidence'), value: confidence === null ? '–' : `${confidence}%` },
    {
      id: 'last',
      label: t('admin.aiAnalysis.lastAnalyzed'),
      value: stats ? (stats.lastAnalyzedAt ? DATE_TIME.format(new Date(stats.lastAnalyzedAt)) : t('admin.analyze.never')) : '–',
    },
  ]
  const range = showingRange(data?.page ?? page, data?.total ?? 0, data?.pageSize)

  return (
    <section aria-labelledby="ai-analysis-heading">
      <PanelHeader
        headingId="ai-analysis-heading"
        title={t('admin.aiAnalysis.title')}
        lead={t('admin.aiAnalysis.lead')}
        below={
          stats ? (
            <p className="mt-2 inline-block rounded-full bg-white px-3 py-1 text-xs font-medium ring-1 ring-line" data-engine={stats.engine.mode}>
              {stats.engine.mode === 'rule-based' ? t('admin.aiAnalysis.ruleBasedLabel') : t('admin.aiAnalysis.engine', { label: stats.engine.label })}
            </p>
          ) : null
        }
      >
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => void testConnection()} disabled={connection.kind === 'testing'}>
            {connection.kind === 'testing' ? <InlineSpinner className="h-4 w-4" /> : <Plug aria-hidden="true" className="h-4 w-4" />}
            {t('admin.aiAnalysis.testConnection')}
          </Button>
          <Button size="sm" variant="secondary" onClick={refresh}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            {t('admin.aiAnalysis.refresh')}
          </Button>
        </div>
      </PanelHeader>

      <dl aria-label={t('admin.aiAnalysis.statsLabel')} className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ id, label, value, Icon }) => (
          <div key={id} className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5" data-card={id}>
            <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-ink-soft uppercase">
              <Icon aria-hidden="true" className="h-4 w-4 text-terracotta" />
              {label}
            </dt>
            <dd className="mt-2 font-display text-3xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 rounded-2xl bg-white/60 p-4 ring-1 ring-line">
        <h3 className="text-sm font-semibold">{t('admin.aiAnalysis.statistics')}</h3>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
          {figures.map((f) => (
            <div key={f.id} data-figure={f.id}>
              <dt className="text-ink-soft">{f.label}</dt>
              <dd className="font-semibold tabular-nums">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {statsFailed ? <p className="mt-2 text-sm text-terracotta-dark">{t('admin.analyze.statsFailed')}</p> : null}
      <AnalysisQueuePanel />

      {connection.kind === 'done' ? (
        <Notice tone={connection.result.ok ? 'success' : connection.result.mode === 'rule-based' ? 'info' : 'error'} className="mt-4">
          <span data-connection={connection.result.ok ? 'connected' : connection.result.mode === 'rule-based' ? 'not-configured' : 'failed'}>
            {connection.result.mode === 'rule-based' ? t('admin.aiAnalysis.notConfigured', { message: connection.result.message }) : connection.result.message}
          </span>
        </Notice>
      ) : connection.kind === 'error' ? (
        <Notice tone="error" className="mt-4">
          {t('admin.aiAnalysis.connectionFailed', { message: connection.message })}
        </Notice>
      ) : null}

      <div className="mt-5 flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => void start('unanalysed')} disabled={live || starting}>
          {starting ? <InlineSpinner className="h-4 w-4" /> : <Sparkles aria-hidden="true" className="h-4 w-4" />}
          {t('admin.aiAnalysis.analyzeUnanalyzed')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void start('selected', [...selected])} disabled={live || starting || selected.size === 0}>
          {t('admin.aiAnalysis.reanalyzeSelected')}
          {selected.size > 0 ? <span className="tabular-nums">({selected.size})</span> : null}
        </Button>
        {live ? (
          <Button size="sm" variant="secondary" onClick={() => void stop()} disabled={stopping}>
            {t('admin.analyze.stop')}
          </Button>
        ) : run ? (
          <Button size="sm" variant="ghost" onClick={reset}>
            {t('admin.aiAnalysis.dismissRun')}
          </Button>
        ) : null}
      </div>
      {runError ? (
        <Notice tone="error" className="mt-3">
          {runError}
        </Notice>
      ) : null}
      {run ? (
        <div className="mt-3">
          <AnalysisProgress run={run} />
        </div>
      ) : null}

      <div className="mt-6">
        {loading && !data ? (
          <div className="rounded-2xl bg-white py-12 ring-1 ring-line">
            <Spinner label={t('admin.aiAnalysis.loading')} />
          </div>
        ) : listError ? (
          <Notice tone="error">{listError.message}</Notice>
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-10 text-center text-sm text-ink-soft">{t('admin.aiAnalysis.empty')}</p>
        ) : (
          <AnalysisTable items={items} selected={selected} allOnPage={allOnPage} onTogglePage={togglePage} onToggle={toggleOne} />
        )}
      </div>

      {data && !listError && data.total > 0 ? (
        <AdminPager label={t('admin.aiAnalysis.pagination')} page={data.page} pageCount={data.pageCount} range={range} onPage={setPage} />
      ) : null}
    </section>
  )
}

function AnalysisTable({
  items,
  selected,
  allOnPage,
  onTogglePage,
  onToggle,
}: {
  items: Product[]
  selected: ReadonlySet<string>
  allOnPage: boolean
  onTogglePage: () => void
  onToggle: (id: string) => void
}) {
  return (
    // The table scrolls inside its own box so the page never scrolls sideways.
    <div className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-line" role="region" aria-label={t('admin.aiAnalysis.tableLabel')} tabIndex={0}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{t('admin.aiAnalysis.tableLabel')}</caption>
        <thead className="bg-cream text-xs tracking-wide text-ink-soft uppercase">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <input type="checkbox" checked={allOnPage} onChange={onTogglePage} aria-label={t('admin.aiAnalysis.selectAll')} className="h-4 w-4 accent-terracotta" />
            </th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.aiAnalysis.column.product')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.aiAnalysis.column.category')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.aiAnalysis.column.status')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.aiAnalysis.column.confidence')}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t('admin.aiAnalysis.column.date')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((p) => {
            const status = productAnalysisStatus(p)
            const confidence = confidencePercent(p.aiConfidenceScore)
            return (
              <tr key={p.id} data-analysis={status} className={selected.has(p.id) ? 'bg-blush/40' : undefined}>
                <td className="px-4 py-3">
                  <input
                    type="checkbox"
                    checked={selected.has(p.id)}
                    onChange={() => onToggle(p.id)}
                    aria-label={t('admin.aiAnalysis.selectOne', { name: p.name })}
                    className="h-4 w-4 accent-terracotta"
                  />
                </td>
                <td className="px-4 py-3 font-medium">
                  <span className="line-clamp-2">{p.name}</span>
                </td>
                <td className="px-4 py-3">{categoryLabel(p.category)}</td>
                <td className="px-4 py-3">
                  <span
                    className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold ${status === 'analysed' ? 'bg-sage/15 text-sage-deep' : 'bg-cream text-ink-soft ring-1 ring-line'}`}
                  >
                    {status === 'analysed' ? t('admin.aiAnalysis.status.analyzed') : t('admin.aiAnalysis.status.pending')}
                  </span>
                </td>
                <td className="px-4 py-3 tabular-nums">{confidence === null ? '–' : `${confidence}%`}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-soft">
                  {p.aiAnalyzedAt ? <time dateTime={p.aiAnalyzedAt}>{DATE.format(new Date(p.aiAnalyzedAt))}</time> : '–'}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
