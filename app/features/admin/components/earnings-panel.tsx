import { Download, MousePointerClick } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import {
  type AffiliateSection,
  chartRows,
  EARNINGS_BREAKDOWNS,
  EARNINGS_METRICS,
  type EarningsBreakdown,
  type EarningsMetric,
  type EarningsRange,
  type EarningsSeries,
  type EarningsView,
  MAX_EARNINGS_DAYS,
  rangeProblem,
} from '#core/admin/earnings.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { usePanelView } from '../hooks/use-panel-view.ts'
import { PanelHeader } from './panel-header.tsx'
import { RefreshButton } from './refresh-button.tsx'

// The chart library is large; only this tab needs it, and only in the browser.
const EarningsChart = lazy(() => import('./earnings-chart.tsx'))

const NUMBER = new Intl.NumberFormat('en-GB')
// Click prices and the affiliate service's money are taken as the store's US dollars (decision 059).
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 })
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const dayLabel = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`))

const query = (range: EarningsRange) => `?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`

/**
 * The Earnings tab: recorded clicks and their estimated commission over a date range, as a
 * chart and tables, a CSV of the same figures, and the affiliate service's figures. The
 * first load asks for the server's default range (the last 30 days) and fills the fields from it.
 */
export function EarningsPanel() {
  // Null until she picks a range: the server's default stands.
  const [range, setRange] = useState<EarningsRange | null>(null)
  const { view, error, loading, reload } = usePanelView<EarningsView>(`/api/admin/earnings${range ? query(range) : ''}`, 'admin.earnings.loadFailed')
  const shown = range ?? (view ? { from: view.from, to: view.to } : null)

  // What she typed, while it is not a range to ask for (the start after the end, over a year).
  const [draft, setDraft] = useState<EarningsRange | null>(null)
  const fields = draft ?? shown
  const problem = draft ? rangeProblem(draft) : null

  // A cleared or half-typed date sends nothing; a whole one asks at once, unless the range is wrong.
  const pick = (end: keyof EarningsRange) => (value: string) => {
    if (!fields || !value) return
    const next = { ...fields, [end]: value }
    if (rangeProblem(next)) setDraft(next)
    else {
      setDraft(null)
      setRange(next)
    }
  }
  const fieldError = problem === 'order' ? t('admin.earnings.rangeOrder') : problem === 'length' ? t('admin.earnings.rangeTooLong', { max: MAX_EARNINGS_DAYS }) : undefined

  return (
    <section aria-labelledby="earnings-heading">
      <PanelHeader headingId="earnings-heading" title={t('admin.earnings.title')} lead={t('admin.earnings.lead')}>
        <RefreshButton loading={loading} onClick={() => void reload()}>
          {t('admin.earnings.refresh')}
        </RefreshButton>
      </PanelHeader>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <TextField type="date" label={t('admin.earnings.from')} value={fields?.from ?? ''} disabled={!fields} error={fieldError} onChange={(e) => pick('from')(e.target.value)} className="w-44" />
        <TextField type="date" label={t('admin.earnings.to')} value={fields?.to ?? ''} disabled={!fields} onChange={(e) => pick('to')(e.target.value)} className="w-44" />
        {view ? (
          <a href={`/api/admin/earnings/csv${query(view)}`} download className={buttonClasses('secondary', 'md')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('admin.earnings.downloadCsv')}
          </a>
        ) : null}
      </div>
      {error ? (
        <Notice tone="error" className="mt-4">
          {error}
        </Notice>
      ) : null}
      {view ? <EarningsReport view={view} /> : loading ? <Spinner label={t('admin.earnings.loading')} className="py-10" /> : null}
    </section>
  )
}

/** The figures of one range; everything it shows comes from `view`. */
export function EarningsReport({ view }: { view: EarningsView }) {
  const { affiliate } = view
  return (
    <div className="mt-5 space-y-6" data-testid="earnings-report">
      <p className="text-sm text-ink-soft" data-testid="earnings-range">
        {t('admin.earnings.range', { from: dayLabel(view.from), to: dayLabel(view.to) })}
      </p>
      <AffiliateStatus affiliate={affiliate} />
      <FigureCards view={view} />
      {view.totals.clicks === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-line">
          <MousePointerClick aria-hidden="true" className="h-8 w-8 text-terracotta" />
          <h3 className="font-semibold">{t('admin.earnings.emptyTitle')}</h3>
          <p className="max-w-md text-sm text-ink-soft">{t('admin.earnings.empty', { from: dayLabel(view.from), to: dayLabel(view.to) })}</p>
        </div>
      ) : (
        <>
          <OverTime view={view} />
          <div className="grid gap-6 lg:grid-cols-2">
            <SeriesTable id="earnings-by-category" title={t('admin.earnings.byCategory')} column={t('admin.earnings.category')} series={view.byCategory} />
            <SeriesTable id="earnings-by-source" title={t('admin.earnings.bySource')} column={t('admin.earnings.source')} series={view.bySource} />
          </div>
          <TopProducts view={view} />
        </>
      )}
      {affiliate.status === 'ok' ? <AffiliateTopProducts products={affiliate.topProducts} /> : null}
    </div>
  )
}

function AffiliateStatus({ affiliate }: { affiliate: AffiliateSection }) {
  if (affiliate.status === 'ok') return null
  return (
    <Notice tone={affiliate.status === 'off' ? 'info' : 'warning'}>
      <span data-testid="affiliate-status">{affiliate.message}</span>
    </Notice>
  )
}

function FigureCards({ view }: { view: EarningsView }) {
  const performance = view.affiliate.status === 'ok' ? view.affiliate.performance : null
  const estimate = t('admin.earnings.estimateHint', {
    rate: PERCENT.format(view.assumptions.commissionRate),
    conversion: PERCENT.format(view.assumptions.conversionRate),
  })
  const cards = [
    { id: 'clicks', label: t('admin.earnings.clicks'), value: NUMBER.format(view.totals.clicks), hint: null },
    { id: 'products', label: t('admin.earnings.uniqueProducts'), value: NUMBER.format(view.totals.products), hint: null },
    { id: 'estimated-commission', label: t('admin.earnings.estimatedCommission'), value: MONEY.format(view.totals.commission), hint: estimate },
    ...(performance
      ? [
          {
            id: 'conversions',
            label: t('admin.earnings.conversions'),
            value: NUMBER.format(performance.conversions),
            hint: t('admin.earnings.conversionRate', { rate: PERCENT.format(performance.conversionRate), clicks: NUMBER.format(performance.clicks) }),
          },
          { id: 'revenue', label: t('admin.earnings.revenue'), value: MONEY.format(performance.revenue), hint: t('admin.earnings.reportedByAffiliate') },
          { id: 'commission', label: t('admin.earnings.commission'), value: MONEY.format(performance.commission), hint: t('admin.earnings.reportedByAffiliate') },
        ]
      : []),
  ]
  return (
    <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <div key={card.id} className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5" data-figure={card.id}>
          <dt className="text-xs font-medium tracking-wide text-ink-soft uppercase">{card.label}</dt>
          <dd className="mt-2 font-display text-3xl font-semibold break-words tabular-nums">{card.value}</dd>
          {card.hint ? <dd className="mt-1 text-xs text-ink-soft">{card.hint}</dd> : null}
        </div>
      ))}
    </dl>
  )
}

/** A row of toggle buttons, one pressed. */
function Toggle<T extends string>({ label, options, value, onChange, labelOf }: { label: string; options: readonly T[]; value: T; onChange: (v: T) => void; labelOf: (v: T) => string }) {
  return (
    <div role="group" aria-label={label} className="inline-flex flex-wrap rounded-full bg-white p-1 ring-1 ring-line">
      {options.map((o) => (
        <button
          key={o}
          type="button"
          aria-pressed={o === value}
          onClick={() => onChange(o)}
          className={`h-8 rounded-full px-3 text-sm font-medium transition-colors ${o === value ? 'bg-terracotta text-white' : 'text-ink hover:bg-blush/60'}`}
        >
          {labelOf(o)}
        </button>
      ))}
    </div>
  )
}

function OverTime({ view }: { view: EarningsView }) {
  const [breakdown, setBreakdown] = useState<EarningsBreakdown>('category')
  const [metric, setMetric] = useState<EarningsMetric>('clicks')
  const { rows, series } = chartRows(view, breakdown, metric)
  const format = (v: number) => (metric === 'commission' ? MONEY.format(v) : NUMBER.format(v))
  const busiest = view.daily.reduce((best, d) => (d.clicks > best.clicks ? d : best), view.daily[0]!)
  return (
    <figure className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold">{t('admin.earnings.chartTitle')}</h3>
        <div className="flex flex-wrap gap-2">
          <Toggle label={t('admin.earnings.metric')} options={EARNINGS_METRICS} value={metric} onChange={setMetric} labelOf={(m) => t(`admin.earnings.metric.${m}`)} />
          <Toggle label={t('admin.earnings.breakdown')} options={EARNINGS_BREAKDOWNS} value={breakdown} onChange={setBreakdown} labelOf={(b) => t(`admin.earnings.breakdown.${b}`)} />
        </div>
      </div>
      <figcaption className="mt-2 text-sm text-ink-soft" data-testid="chart-summary">
        {t('admin.earnings.chartSummary', {
          total: NUMBER.format(view.totals.clicks),
          days: view.days,
          date: dayLabel(busiest.date),
          count: NUMBER.format(busiest.clicks),
        })}
      </figcaption>
      <div className="mt-4">
        <Suspense fallback={<div className="h-72" />}>
          <EarningsChart rows={rows} series={series} format={format} whole={metric === 'clicks'} />
        </Suspense>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-terracotta-dark">{t('admin.earnings.chartTable')}</summary>
        <div className="relative mt-2 max-h-72 overflow-auto" role="region" aria-label={t('admin.earnings.chartTable')} tabIndex={0}>
          <table className="w-full text-left">
            <thead className="text-xs tracking-wide text-ink-soft uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('admin.earnings.date')}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-2 pr-4 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.date}>
                  <td className="py-1.5 pr-4 whitespace-nowrap">
                    <time dateTime={String(row.date)}>{dayLabel(String(row.date))}</time>
                  </td>
                  {series.map((s) => (
                    <td key={s.key} className="py-1.5 pr-4 text-right tabular-nums">
                      {format(Number(row[s.key] ?? 0))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

const TH = 'px-4 py-3 font-medium'
const TD = 'px-4 py-3'

function SeriesTable({ id, title, column, series }: { id: string; title: string; column: string; series: EarningsSeries[] }) {
  return (
    <div>
      <h3 id={id} className="mb-2 font-semibold">
        {title}
      </h3>
      <div className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-line" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="w-full text-left text-sm">
          <thead className="bg-cream text-xs tracking-wide text-ink-soft uppercase">
            <tr>
              <th scope="col" className={TH}>
                {column}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t('admin.earnings.clicks')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t('admin.earnings.estimatedCommission')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {series.map((s) => (
              <tr key={s.key} data-key={s.key}>
                <td className={`${TD} font-medium`}>{s.label}</td>
                <td className={`${TD} text-right tabular-nums`}>{NUMBER.format(s.clicks)}</td>
                <td className={`${TD} text-right tabular-nums`}>{MONEY.format(s.commission)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function TopProducts({ view }: { view: EarningsView }) {
  return (
    <div>
      <h3 id="earnings-top-heading" className="mb-2 font-semibold">
        {t('admin.earnings.topTitle')}
      </h3>
      {/* The table scrolls inside its own box so the page never scrolls sideways; the box is
          positioned so a screen-reader-only (absolute) label inside is clipped with the rest. */}
      <div className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-line" role="region" aria-labelledby="earnings-top-heading" tabIndex={0}>
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-cream text-xs tracking-wide text-ink-soft uppercase">
            <tr>
              <th scope="col" className={TH}>
                {t('admin.earnings.product')}
              </th>
              <th scope="col" className={TH}>
                {t('admin.earnings.brand')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t('admin.earnings.clicks')}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {t('admin.earnings.estimatedCommission')}
              </th>
              <th scope="col" className={TH}>
                {t('admin.earnings.link')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {view.byProduct.map((p) => {
              const name = p.name ?? t('admin.earnings.deletedProduct', { id: p.id })
              return (
                <tr key={p.id} data-product-id={p.id}>
                  <td className={`${TD} font-medium`}>{name}</td>
                  <td className={TD}>{p.brand || t('admin.products.noBrand')}</td>
                  <td className={`${TD} text-right tabular-nums`}>{NUMBER.format(p.clicks)}</td>
                  <td className={`${TD} text-right tabular-nums`}>{MONEY.format(p.commission)}</td>
                  <td className={TD}>
                    {p.url ? (
                      <a href={p.url} target="_blank" rel="noopener noreferrer" className="font-medium text-terracotta-dark underline underline-offset-2">
                        {t('admin.earnings.openLink')}
                        <span className="sr-only"> {t('admin.earnings.openLinkFor', { name })}</span>
                      </a>
                    ) : (
                      <span className="text-ink-soft">{t('admin.earnings.noLink')}</span>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function AffiliateTopProducts({ products }: { products: Extract<AffiliateSection, { status: 'ok' }>['topProducts'] }) {
  return (
    <div>
      <h3 id="earnings-affiliate-top-heading" className="mb-2 font-semibold">
        {t('admin.earnings.affiliateTopTitle')}
      </h3>
      {products.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-6 text-sm text-ink-soft ring-1 ring-line">{t('admin.earnings.affiliateTopEmpty')}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-line" role="region" aria-labelledby="earnings-affiliate-top-heading" tabIndex={0}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-cream text-xs tracking-wide text-ink-soft uppercase">
              <tr>
                <th scope="col" className={TH}>
                  {t('admin.earnings.product')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('admin.earnings.clicks')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('admin.earnings.conversions')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('admin.earnings.revenue')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('admin.earnings.commission')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {products.map((p) => (
                <tr key={p.id}>
                  <td className={`${TD} font-medium`}>{p.name ?? p.id}</td>
                  <td className={`${TD} text-right tabular-nums`}>{NUMBER.format(p.clicks)}</td>
                  <td className={`${TD} text-right tabular-nums`}>{NUMBER.format(p.conversions)}</td>
                  <td className={`${TD} text-right tabular-nums`}>{MONEY.format(p.revenue)}</td>
                  <td className={`${TD} text-right tabular-nums`}>{MONEY.format(p.commission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
