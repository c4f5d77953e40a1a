import type { Kysely } from 'kysely'
import {
  type AffiliateSection,
  type ClickedProduct,
  EARNINGS_TOP_PRODUCTS,
  type EarningsView,
  type EarningsWindow,
  earningsWindow,
  fillDailyClicks,
} from '#core/admin/earnings.ts'
import { translate } from '#core/i18n/translate.ts'
import { normalizeAffiliateUrl } from '#core/catalog/affiliate-url.ts'
import { countClickedProducts, countClicksPerDay, findProductLabels, listTopClickedProducts } from '#db/repositories/click-stats-repository.ts'
import type { Database } from '#db/schema.ts'
import type { AffiliateClient } from '#integrations/affiliate/affiliate-client.ts'
import type { Logger } from '../logger.ts'

/**
 * The back office's earnings view: the clicks /go/{id} recorded here, and the affiliate
 * service's performance figures when it is configured. The service failing never fails
 * the view: the local figures come back with a line saying what is missing.
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

  return {
    async view(days: EarningsWindow): Promise<EarningsView> {
      const { dates, since, until } = earningsWindow(clock(), days)
      const range = { since, until }
      const from = dates[0]!
      const to = dates.at(-1)!
      const [perDay, uniqueProducts, top, affiliate] = await Promise.all([
        countClicksPerDay(deps.db, range),
        countClickedProducts(deps.db, range),
        listTopClickedProducts(deps.db, range, EARNINGS_TOP_PRODUCTS),
        affiliateSection(from, to),
      ])
      const clicksPerDay = fillDailyClicks(dates, perDay)
      return {
        days,
        from,
        to,
        totalClicks: clicksPerDay.reduce((sum, d) => sum + d.clicks, 0),
        uniqueProducts,
        clicksPerDay,
        topProducts: top.map(
          (p): ClickedProduct => ({ id: p.productId, name: p.name, brand: p.brand, clicks: p.clicks, url: normalizeAffiliateUrl(p.affiliateUrl) }),
        ),
        affiliate,
      }
    },
  }
}

export type Earnings = ReturnType<typeof createEarnings>
