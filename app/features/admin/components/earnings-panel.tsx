import { MousePointerClick } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import {
  type AffiliateSection,
  DEFAULT_EARNINGS_WINDOW,
  EARNINGS_WINDOWS,
  type EarningsView,
  type EarningsWindow,
} from '#core/admin/earnings.ts'
import { translate as t } from '#core/i18n/translate.ts'
import { Notice } from '../../../components/ui/notice.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { usePanelView } from '../hooks/use-panel-view.ts'
import { PanelHeader } from './panel-header.tsx'
import { RefreshButton } from './refresh-button.tsx'

// The chart library is large; only this view needs it, and only in the browser.
const ClicksChart = lazy(() => import('./clicks-chart.tsx'))

const NUMBER = new Intl.NumberFormat('en-GB')
// The affiliate service reports money without a currency; the store sells in US dollars.
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 })
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const dayLabel = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`))

/** The Settings tab's earnings section: recorded clicks and the affiliate service's figures for a window. */
export function EarningsPanel() {
  const [days, setDays] = useState<EarningsWindow>(DEFAULT_EARNINGS_WINDOW)
  const { view, error, loading, reload } = usePanelView<EarningsView>(`/api/admin/earnings?days=${days}`, 'admin.earnings.loadFailed')

  return (
    <section aria-labelledby="earnings-heading" className="mb-10">
      <PanelHeader headingId="earnings-heading" title={t('admin.earnings.title')} lead={t('admin.earnings.lead')}>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={t('admin.earnings.period')} className="inline-flex rounded-full bg-white p-1 ring-1 ring-line">
            {EARNINGS_WINDOWS.map((w) => (
              <button
                key={w}
                type="button"
                aria-pressed={w === days}
                onClick={() => setDays(w)}
                className={`h-8 rounded-full px-3 text-sm font-medium transition-colors ${w === days ? 'bg-terracotta text-white' : 'text-ink hover:bg-blush/60'}`}
              >
                {t('admin.earnings.days', { days: w })}
              </button>
            ))}
          </div>
          <RefreshButton loading={loading} onClick={() => void reload()}>
            {t('admin.earnings.refresh')}
          </RefreshButton>
        </div>
      </PanelHeader>
      {error ? (
        <Notice tone="error" className="mt-4">
          {error}
        </Notice>
      ) : null}
      {view ? <EarningsReport view={view} /> : loading ? <Spinner label={t('admin.earnings.loading')} className="py-10" /> : null}
    </section>
  )
}

/** The figures of one window; everything it shows comes from `view`. */
export function EarningsReport({ view }: { view: EarningsView }) {
  const { affiliate } = view
  return (
    <div className="mt-5 space-y-6" data-testid="earnings-report">
      <p className="text-sm text-ink-soft">{t('admin.earnings.range', { from: dayLabel(view.from), to: dayLabel(view.to) })}</p>
      <AffiliateStatus affiliate={affiliate} />
      <FigureCards view={view} />
      {view.totalClicks === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-line">
          <MousePointerClick aria-hidden="true" className="h-8 w-8 text-terracotta" />
          <h3 className="font-semibold">{t('admin.earnings.emptyTitle')}</h3>
          <p className="max-w-md text-sm text-ink-soft">{t('admin.earnings.empty', { days: view.days })}</p>
        </div>
      ) : (
        <>
          <ClicksPerDay view={view} />
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
  const cards = [
    { id: 'clicks', label: t('admin.earnings.clicks'), value: NUMBER.format(view.totalClicks), hint: null },
    { id: 'products', label: t('admin.earnings.uniqueProducts'), value: NUMBER.format(view.uniqueProducts), hint: null },
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
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
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

function ClicksPerDay({ view }: { view: EarningsView }) {
  const busiest = view.clicksPerDay.reduce((best, d) => (d.clicks > best.clicks ? d : best), view.clicksPerDay[0]!)
  return (
    <figure className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5">
      <h3 className="font-semibold">{t('admin.earnings.chartTitle')}</h3>
      <figcaption className="mt-1 text-sm text-ink-soft" data-testid="chart-summary">
        {t('admin.earnings.chartSummary', {
          total: NUMBER.format(view.totalClicks),
          days: view.days,
          date: dayLabel(busiest.date),
          count: NUMBER.format(busiest.clicks),
        })}
      </figcaption>
      <div className="mt-4">
        <Suspense fallback={<div className="h-60" />}>
          <ClicksChart data={view.clicksPerDay} />
        </Suspense>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-terracotta-dark">{t('admin.earnings.chartTable')}</summary>
        <div className="mt-2 max-h-72 overflow-y-auto" role="region" aria-label={t('admin.earnings.chartTable')} tabIndex={0}>
          <table className="w-full text-left">
            <thead className="text-xs tracking-wide text-ink-soft uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('admin.earnings.date')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('admin.earnings.clicks')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {view.clicksPerDay.map((d) => (
                <tr key={d.date}>
                  <td className="py-1.5 pr-4">
                    <time dateTime={d.date}>{dayLabel(d.date)}</time>
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{NUMBER.format(d.clicks)}</td>
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

function TopProducts({ view }: { view: EarningsView }) {
  return (
    <div>
      <h3 id="earnings-top-heading" className="mb-2 font-semibold">
        {t('admin.earnings.topTitle')}
      </h3>
      {/* The table scrolls inside its own box so the page never scrolls sideways; the box is
          positioned so a screen-reader-only (absolute) label inside is clipped with the rest. */}
      <div className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-line" role="region" aria-labelledby="earnings-top-heading" tabIndex={0}>
        <table className="w-full min-w-[32rem] text-left text-sm">
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
              <th scope="col" className={TH}>
                {t('admin.earnings.link')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {view.topProducts.map((p) => {
              const name = p.name ?? t('admin.earnings.deletedProduct', { id: p.id })
              return (
                <tr key={p.id} data-product-id={p.id}>
                  <td className={`${TD} font-medium`}>{name}</td>
                  <td className={TD}>{p.brand || t('admin.products.noBrand')}</td>
                  <td className={`${TD} text-right tabular-nums`}>{NUMBER.format(p.clicks)}</td>
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
