import type { Kysely } from 'kysely'
import {
  type AffiliateSection,
  aggregateEarnings,
  EARNINGS_CHART_PRODUCTS,
  EARNINGS_PRODUCT_ROWS,
  EARNINGS_TOP_PRODUCTS,
  type EarningsRange,
  type EarningsView,
  type ProductClicks,
  rangeDays,
} from '#core/admin/earnings.ts'
import { translate } from '#core/i18n/translate.ts'
import { normalizeAffiliateUrl } from '#core/catalog/affiliate-url.ts'
import {
  countClickedProducts,
  findProductLabels,
  sumClicksByDayForProducts,
  sumClicksByDaySourceCategory,
  sumClicksByProduct,
} from '#db/repositories/click-stats-repository.ts'
import type { Database } from '#db/schema.ts'
import type { AffiliateClient } from '#integrations/affiliate/affiliate-client.ts'
import type { Logger } from '../logger.ts'

// Product rows fetched per range: a product filed under two categories takes two rows, so
// twice the listed products leaves room for that and still bounds the work.
const PRODUCT_ROWS_FETCHED = EARNINGS_PRODUCT_ROWS * 2

/**
 * The back office's earnings view: the clicks /go/{id} recorded here with their estimated
 * commission, and the affiliate service's performance figures when it is configured. The
 * service failing never fails the view: the local figures come back with a line saying what is missing.
 */
export function createEarnings(deps: {
  db: Kysely<Database>
  affiliate: Pick<AffiliateClient, 'status' | 'getPerformance' | 'getTopProducts'>
  logger: Logger
  clock?: () => Date
}) {
  const clock = deps.clock ?? (() => new Date())

  async function affiliateSection(from: string, to: string): Promise<AffiliateSection> {
    const { status } = deps.affiliate
    if (!status.configured) {
      return { status: 'off', message: translate('admin.earnings.affiliateOff', { variables: status.missing.join(', ') }) }
    }
    const unavailable: AffiliateSection = { status: 'unavailable', message: translate('admin.earnings.affiliateUnavailable') }
    try {
      // The client logs and swallows read failures: no performance figures means the call failed.
      const [performance, top] = await Promise.all([
        deps.affiliate.getPerformance({ startDate: from, endDate: to }),
        deps.affiliate.getTopProducts(EARNINGS_TOP_PRODUCTS),
      ])
      if (!performance) return unavailable
      const labels = await findProductLabels(
        deps.db,
        top.filter((p) => !p.name).map((p) => p.productId),
      )
      return {
        status: 'ok',
        performance: {
          clicks: performance.clicks,
          conversions: performance.conversions,
          revenue: performance.revenue,
          commission: performance.commission,
          conversionRate: performance.conversionRate,
        },
        topProducts: top.map((p) => ({
          id: p.productId,
          name: p.name ?? labels.get(p.productId)?.name ?? null,
          clicks: p.clicks,
          conversions: p.conversions,
          revenue: p.revenue,
          commission: p.commission,
        })),
      }
    } catch (err) {
      deps.logger.warn({ err, integration: 'affiliate' }, 'affiliate figures for the earnings view failed')
      return unavailable
    }
  }

  /** The recorded clicks' figures for a range the caller has validated (earningsRangeSchema). */
  async function figures(range: EarningsRange): Promise<Omit<EarningsView, 'affiliate'>> {
    const { since, until } = rangeDays(range)
    const window = { since, until }
    const [cells, products, uniqueProducts] = await Promise.all([
      sumClicksByDaySourceCategory(deps.db, window),
      sumClicksByProduct(deps.db, window, PRODUCT_ROWS_FETCHED),
      countClickedProducts(deps.db, window),
    ])
    // The chart's products: the most clicked over the range, in the order aggregateEarnings ranks them.
    const totals = new Map<string, number>()
    for (const p of products) totals.set(p.productId, (totals.get(p.productId) ?? 0) + p.clicks)
    const charted = [...totals.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, EARNINGS_CHART_PRODUCTS)
      .map(([id]) => id)
    const productDays = await sumClicksByDayForProducts(deps.db, window, charted)
    const normalized = <Row extends ProductClicks>(rows: Row[]): Row[] => rows.map((p) => ({ ...p, url: normalizeAffiliateUrl(p.url) }))
    return aggregateEarnings(range, { cells, products: normalized(products), productDays: normalized(productDays), uniqueProducts })
  }

  return {
    /** Today's UTC day by the app's clock: where a range without `to` ends. */
    today: () => clock().toISOString().slice(0, 10),
    figures,
    async view(range: EarningsRange): Promise<EarningsView> {
      const [local, affiliate] = await Promise.all([figures(range), affiliateSection(range.from, range.to)])
      return { ...local, affiliate }
    },
  }
}

export type Earnings = ReturnType<typeof createEarnings>
