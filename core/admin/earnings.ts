import { z } from 'zod'
import { type MessageKey, translate } from '../i18n/translate.ts'
import type { ClickSource } from '../recommendation/outbound-link.ts'
import { CATEGORY_LABELS, isCategoryId } from '../reference/categories.ts'
import { csvLines, safeCsvField, UTF8_BOM } from '../text/csv.ts'
import { ASSUMED_CONVERSION_RATE, DEFAULT_COMMISSION_RATE, estimatedCommission, roundMoney } from './commission-rates.ts'

/** The range the Earnings tab opens on: the last 30 UTC days, today included. */
export const DEFAULT_EARNINGS_DAYS = 30
/** The longest range one request may ask for: a year, leap day included. Bounds the work. */
export const MAX_EARNINGS_DAYS = 366
/** How many products the view lists and the CSV exports, most clicked first. */
export const EARNINGS_PRODUCT_ROWS = 50
/** How many products the chart draws per day; the rest are "Other". */
export const EARNINGS_CHART_PRODUCTS = 5
/** How many products the affiliate service's table lists. */
export const EARNINGS_TOP_PRODUCTS = 10

const DAY_MS = 24 * 60 * 60 * 1000
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false
  const ms = Date.parse(`${text}T00:00:00.000Z`)
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text
}
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00.000Z`) / DAY_MS
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** A range of whole UTC days, both ends included. */
export interface EarningsRange {
  from: string
  to: string
}

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`, validated on the server. `to` defaults to `today` (UTC),
 * `from` to 30 days ending at `to`; `from` after `to` or a range over 366 days is refused.
 */
export function earningsRangeSchema(today: string) {
  const day = (name: 'from' | 'to') =>
    z
      .string()
      .refine(isCalendarDate, { error: `${name} must be a date written YYYY-MM-DD` })
      .optional()
  return z
    .object({ from: day('from'), to: day('to') })
    .transform(({ from, to }): EarningsRange => {
      const end = to ?? today
      return { from: from ?? dateOf(dayNumber(end) - (DEFAULT_EARNINGS_DAYS - 1)), to: end }
    })
    .check((ctx) => {
      const problem = rangeProblem(ctx.value)
      if (problem === 'order') ctx.issues.push({ code: 'custom', input: ctx.value, path: ['from'], message: 'from must not be after to' })
      if (problem === 'length') ctx.issues.push({ code: 'custom', input: ctx.value, path: ['from'], message: `the range must be at most ${MAX_EARNINGS_DAYS} days` })
    })
}

/** What is wrong with a range of valid days, if anything: the server's rule, which the page also uses to say so before asking. */
export function rangeProblem(range: EarningsRange): 'order' | 'length' | null {
  if (range.from > range.to) return 'order'
  return dayNumber(range.to) - dayNumber(range.from) + 1 > MAX_EARNINGS_DAYS ? 'length' : null
}

/** Every UTC day of the range, oldest first, and its ISO bounds to compare stored timestamps with (`until` exclusive). */
export function rangeDays(range: EarningsRange): { dates: string[]; since: string; until: string } {
  const first = dayNumber(range.from)
  const count = dayNumber(range.to) - first + 1
  const dates = Array.from({ length: count }, (_, i) => dateOf(first + i))
  return { dates, since: `${range.from}T00:00:00.000Z`, until: `${dateOf(first + count)}T00:00:00.000Z` }
}

// ---- What the database gives ------------------------------------------------------------

/** Clicks of one UTC day, source and category, with the sum of their recorded prices. */
export interface ClickCell {
  date: string
  source: string
  category: string | null
  clicks: number
  priceSum: number
}

/** One product's clicks in one recorded category (a product is re-filed rarely), over the range or on one `date`. */
export interface ProductClicks {
  productId: string
  category: string | null
  clicks: number
  priceSum: number
  /** Null when the product has since been deleted. */
  name: string | null
  brand: string | null
  url: string | null
}

// ---- What the view shows -----------------------------------------------------------------

export interface Figures {
  clicks: number
  /** Estimated, in US dollars, to the cent. */
  commission: number
}

export interface DailyFigures extends Figures {
  /** A UTC day, YYYY-MM-DD. */
  date: string
}

/** One category, source or product: its totals and its figures for each day of the range. */
export interface EarningsSeries extends Figures {
  key: string
  /** What a person reads: a category's or source's label, a product's name. */
  label: string
  /** One entry per day of the range, in order. */
  daily: Figures[]
}

/** A product's line in the table and the CSV. */
export interface ProductEarnings extends Figures {
  id: string
  /** Null when the product has since been deleted. */
  name: string | null
  brand: string | null
  category: string | null
  /** The product's http(s) affiliate link, or null when it has none usable. */
  url: string | null
}

/** What the affiliate service reports, as its client maps it. */
export interface AffiliateEarnings {
  clicks: number
  conversions: number
  revenue: number
  commission: number
  conversionRate: number
}

export interface AffiliateTopProductView {
  id: string
  /** The service's name for it, else our catalogue's, else null. */
  name: string | null
  clicks: number
  conversions: number
  revenue: number
  commission: number
}

/**
 * The affiliate service's part of the view: off (not configured), unavailable (it failed;
 * the local figures still stand) or its figures.
 */
export type AffiliateSection =
  | { status: 'off'; message: string }
  | { status: 'unavailable'; message: string }
  | { status: 'ok'; performance: AffiliateEarnings; topProducts: AffiliateTopProductView[] }

/** GET /api/admin/earnings: recorded clicks and their estimated commission over a range. */
export interface EarningsView extends EarningsRange {
  days: number
  totals: Figures & { products: number }
  daily: DailyFigures[]
  byCategory: EarningsSeries[]
  bySource: EarningsSeries[]
  /** The most clicked products with their daily figures (the chart's product split). */
  productSeries: EarningsSeries[]
  byProduct: ProductEarnings[]
  /** The assumptions behind "estimated", to say beside the figures. */
  assumptions: { commissionRate: number; conversionRate: number }
  affiliate: AffiliateSection
}

export const categoryLabel = (category: string | null) =>
  isCategoryId(category) ? CATEGORY_LABELS[category] : translate('admin.earnings.noCategory')
const SOURCE_LABELS: Readonly<Record<ClickSource, MessageKey>> = {
  dashboard: 'admin.earnings.source.dashboard',
  favourites: 'admin.earnings.source.favourites',
  'ai-card': 'admin.earnings.source.aiCard',
  home: 'admin.earnings.source.home',
  shop: 'admin.earnings.source.shop',
  wishlist: 'admin.earnings.source.wishlist',
}
/** A click source's label; anything else recorded (older rows, "unknown") reads "Unknown". */
export const sourceLabel = (source: string) => translate(SOURCE_LABELS[source as ClickSource] ?? 'admin.earnings.source.unknown')

/** Sums commission unrounded per key and day, then rounds each figure once. */
class SeriesBuilder {
  private readonly series = new Map<string, { label: string; clicks: number; commission: number; daily: Array<{ clicks: number; commission: number }> }>()
  private readonly dayIndex: ReadonlyMap<string, number>
  constructor(dayIndex: ReadonlyMap<string, number>) {
    this.dayIndex = dayIndex
  }

  add(key: string, label: string, date: string | null, clicks: number, commission: number) {
    let s = this.series.get(key)
    if (!s) {
      s = { label, clicks: 0, commission: 0, daily: Array.from({ length: this.dayIndex.size }, () => ({ clicks: 0, commission: 0 })) }
      this.series.set(key, s)
    }
    s.clicks += clicks
    s.commission += commission
    const i = date === null ? undefined : this.dayIndex.get(date)
    if (i !== undefined) {
      s.daily[i]!.clicks += clicks
      s.daily[i]!.commission += commission
    }
  }

  /** Most clicks first, ties by key, so the order never depends on the database's. */
  build(): EarningsSeries[] {
    return [...this.series.entries()]
      .map(([key, s]) => ({
        key,
        label: s.label,
        clicks: s.clicks,
        commission: roundMoney(s.commission),
        daily: s.daily.map((d) => ({ clicks: d.clicks, commission: roundMoney(d.commission) })),
      }))
      .sort((a, b) => b.clicks - a.clicks || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  }
}

/**
 * The view's figures from the grouped rows: per day, category and source from `cells`; per
 * product from `products` (range totals, any number of rows per product) and `productDays`
 * (the chart's few products, per day). Commission is estimated per row, in the row's category.
 */
export function aggregateEarnings(
  range: EarningsRange,
  input: { cells: readonly ClickCell[]; products: readonly ProductClicks[]; productDays: ReadonlyArray<ProductClicks & { date: string }>; uniqueProducts: number },
): Omit<EarningsView, 'affiliate'> {
  const { dates } = rangeDays(range)
  const dayIndex = new Map(dates.map((d, i) => [d, i]))
  const total = new SeriesBuilder(dayIndex)
  const byCategory = new SeriesBuilder(dayIndex)
  const bySource = new SeriesBuilder(dayIndex)
  for (const cell of input.cells) {
    if (!dayIndex.has(cell.date)) continue
    const commission = estimatedCommission(cell.priceSum, cell.category)
    total.add('all', '', cell.date, cell.clicks, commission)
    const category = isCategoryId(cell.category) ? cell.category : 'none'
    byCategory.add(category, categoryLabel(cell.category), cell.date, cell.clicks, commission)
    bySource.add(cell.source, sourceLabel(cell.source), cell.date, cell.clicks, commission)
  }
  const all = total.build()[0]
  const daily = dates.map((date, i) => ({ date, clicks: all?.daily[i]!.clicks ?? 0, commission: all?.daily[i]!.commission ?? 0 }))

  const products = new Map<string, ProductEarnings & { raw: number }>()
  for (const row of input.products) {
    const p = products.get(row.productId) ?? { id: row.productId, name: row.name, brand: row.brand, category: row.category, url: row.url, clicks: 0, commission: 0, raw: 0 }
    p.clicks += row.clicks
    p.raw += estimatedCommission(row.priceSum, row.category)
    products.set(row.productId, p)
  }
  const byProduct = [...products.values()]
    .sort((a, b) => b.clicks - a.clicks || (a.id < b.id ? -1 : 1))
    .slice(0, EARNINGS_PRODUCT_ROWS)
    .map(({ raw, ...p }) => ({ ...p, commission: roundMoney(raw) }))

  const productSeries = new SeriesBuilder(dayIndex)
  for (const row of input.productDays) {
    productSeries.add(row.productId, row.name ?? translate('admin.earnings.deletedProduct', { id: row.productId }), row.date, row.clicks, estimatedCommission(row.priceSum, row.category))
  }

  return {
    ...range,
    days: dates.length,
    totals: { clicks: all?.clicks ?? 0, commission: all?.commission ?? 0, products: input.uniqueProducts },
    daily,
    byCategory: byCategory.build(),
    bySource: bySource.build(),
    productSeries: productSeries.build().slice(0, EARNINGS_CHART_PRODUCTS),
    byProduct,
    assumptions: { commissionRate: DEFAULT_COMMISSION_RATE, conversionRate: ASSUMED_CONVERSION_RATE },
  }
}

// ---- The chart ---------------------------------------------------------------------------

export const EARNINGS_BREAKDOWNS = ['category', 'source', 'product'] as const
export type EarningsBreakdown = (typeof EARNINGS_BREAKDOWNS)[number]
export const EARNINGS_METRICS = ['clicks', 'commission'] as const
export type EarningsMetric = (typeof EARNINGS_METRICS)[number]
/** Series the chart draws before it folds the rest into "Other": a few colours stay tellable apart. */
export const CHART_SERIES = 5
export const OTHER_SERIES = 'other'

/**
 * The chart's stacked bars: one row per day, one number per drawn series. The first
 * CHART_SERIES series of the breakdown are drawn; what the rest (and, for products, the
 * products not drawn) add to the day's total is "Other", so each day's stack is its total.
 */
export function chartRows(view: Pick<EarningsView, 'daily' | 'byCategory' | 'bySource' | 'productSeries'>, breakdown: EarningsBreakdown, metric: EarningsMetric) {
  const all = breakdown === 'category' ? view.byCategory : breakdown === 'source' ? view.bySource : view.productSeries
  const drawn = all.slice(0, CHART_SERIES)
  const rows = view.daily.map((day, i) => {
    const row: Record<string, number | string> = { date: day.date }
    let shown = 0
    for (const s of drawn) {
      const value = s.daily[i]![metric]
      row[s.key] = value
      shown += value
    }
    row[OTHER_SERIES] = metric === 'commission' ? roundMoney(Math.max(0, day.commission - shown)) : Math.max(0, day.clicks - shown)
    return row
  })
  const hasOther = rows.some((r) => (r[OTHER_SERIES] as number) > 0)
  const series = [...drawn.map((s) => ({ key: s.key, label: s.label })), ...(hasOther ? [{ key: OTHER_SERIES, label: translate('admin.earnings.other') }] : [])]
  return { rows, series }
}

// ---- The CSV -----------------------------------------------------------------------------

/**
 * The view's figures as a CSV: the day totals, then each category, source and product over
 * the range and per day (days with no clicks left out), one figure per line, so a sheet can
 * pivot it any way. Text cells are formula-safe (names come from imports); UTF-8 with a BOM.
 */
export function earningsCsv(view: Omit<EarningsView, 'affiliate'>): string {
  const header = (['breakdown', 'key', 'name', 'date', 'clicks', 'commission'] as const).map((c) => translate(`admin.earnings.csv.${c}`))
  const lines: Array<Array<string | number>> = [header]
  lines.push([translate('admin.earnings.csv.total'), '', '', `${view.from}/${view.to}`, view.totals.clicks, view.totals.commission])
  for (const d of view.daily) lines.push([translate('admin.earnings.csv.day'), '', '', d.date, d.clicks, d.commission])
  const seriesLines = (kind: string, all: readonly EarningsSeries[]) => {
    for (const s of all) {
      lines.push([kind, s.key, s.label, `${view.from}/${view.to}`, s.clicks, s.commission])
      s.daily.forEach((d, i) => {
        if (d.clicks > 0) lines.push([kind, s.key, s.label, view.daily[i]!.date, d.clicks, d.commission])
      })
    }
  }
  seriesLines(translate('admin.earnings.csv.category'), view.byCategory)
  seriesLines(translate('admin.earnings.csv.source'), view.bySource)
  for (const p of view.byProduct) {
    const name = p.name ?? translate('admin.earnings.deletedProduct', { id: p.id })
    lines.push([translate('admin.earnings.csv.product'), p.id, p.brand ? `${name} (${p.brand})` : name, `${view.from}/${view.to}`, p.clicks, p.commission])
  }
  return UTF8_BOM + csvLines(lines, safeCsvField)
}
