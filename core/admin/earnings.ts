import { z } from 'zod'

/** The windows the earnings view offers, in days; the first is the default. */
export const EARNINGS_WINDOWS = [7, 30, 90] as const
export type EarningsWindow = (typeof EARNINGS_WINDOWS)[number]
export const DEFAULT_EARNINGS_WINDOW: EarningsWindow = 7
/** How many products the top-products tables list. */
export const EARNINGS_TOP_PRODUCTS = 10

/** `?days=7|30|90`; absent means the default window. */
export const earningsQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'] satisfies Array<`${EarningsWindow}`>, { error: 'days must be 7, 30 or 90' })
    .default(`${DEFAULT_EARNINGS_WINDOW}`)
    .transform((v) => Number(v) as EarningsWindow),
})

export interface DailyClicks {
  /** A UTC day, YYYY-MM-DD. */
  date: string
  clicks: number
}

/** A product shoppers clicked through to, as recorded by /go/{id}. */
export interface ClickedProduct {
  id: string
  /** Null when the product has since been deleted. */
  name: string | null
  brand: string | null
  clicks: number
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

/** GET /api/admin/earnings. */
export interface EarningsView {
  days: EarningsWindow
  /** First and last UTC day of the window, inclusive. */
  from: string
  to: string
  totalClicks: number
  uniqueProducts: number
  /** One entry per day of the window, oldest first; days without clicks are 0. */
  clicksPerDay: DailyClicks[]
  topProducts: ClickedProduct[]
  affiliate: AffiliateSection
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The UTC days of a window ending today, oldest first: `days` of them, today included.
 * `since` (the first day's midnight) and `until` (tomorrow's, exclusive) are ISO
 * timestamps to compare with stored ones.
 */
export function earningsWindow(now: Date, days: number): { dates: string[]; since: string; until: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const first = today - (days - 1) * DAY_MS
  const dates = Array.from({ length: days }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10))
  return { dates, since: new Date(first).toISOString(), until: new Date(today + DAY_MS).toISOString() }
}

/** Counts per day for every date given, in that order; a day missing from `counts` is 0. */
export function fillDailyClicks(dates: readonly string[], counts: ReadonlyArray<DailyClicks>): DailyClicks[] {
  const byDay = new Map(counts.map((c) => [c.date, c.clicks]))
  return dates.map((date) => ({ date, clicks: byDay.get(date) ?? 0 }))
}
