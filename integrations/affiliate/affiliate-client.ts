import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { TOP_PRODUCTS_DEFAULT } from '#core/integrations/ranking.ts'
import { CACHE_POLICY, createTtlCache, systemClock, type CacheValue, type Clock } from '../cache/ttl-cache.ts'
import { createJsonApi } from '../http/json-api.ts'
import { describeFailure, statusTextOf, type FetchLike, type IntegrationLogger } from '../http/json-request.ts'
import type { ServiceStatus } from '../status.ts'

export interface AffiliateProgram {
  id: string
  name: string
  /** Percent of the order value, e.g. 8 for 8%. */
  commissionRate: number | null
  cookieDays: number | null
  status: string | null
}

export interface AffiliateProgramInput {
  name: string
  commissionRate: number
  cookieDays?: number
}

export interface AffiliateDailyFigures {
  date: string
  clicks: number
  conversions: number
  commission: number
}

/** The service's performance figures for our store and affiliate id over a period. */
export interface AffiliatePerformance {
  clicks: number
  conversions: number
  revenue: number
  commission: number
  conversionRate: number
  daily: AffiliateDailyFigures[]
}

export interface AffiliateTopProduct {
  productId: string
  name: string | null
  clicks: number
  conversions: number
  revenue: number
  commission: number
}

export interface ClickInput {
  productId: string
  /** Anything else worth recording with the click (source page, category, price). */
  extras?: Readonly<Record<string, string | number | boolean | null>>
}

export interface ConversionInput {
  orderId: string
  orderValue: number
  commissionAmount: number
}

/** The affiliate marketing service. Reads return empty on failure (logged); creating a link or a program throws. */
export interface AffiliateClient {
  readonly status: ServiceStatus
  /** Throws "Failed to create affiliate link: {status text}". */
  createAffiliateLink(productId: string): Promise<string>
  /** True when the service recorded it; failures are logged, never thrown (a click must not break a redirect). */
  trackClick(click: ClickInput): Promise<boolean>
  trackConversion(conversion: ConversionInput): Promise<boolean>
  listPrograms(): Promise<AffiliateProgram[]>
  /** Throws "Failed to create program: {status text}". */
  createProgram(program: AffiliateProgramInput): Promise<{ programId: string }>
  /** Dates are YYYY-MM-DD, both optional. */
  getPerformance(range?: { startDate?: string; endDate?: string }): Promise<AffiliatePerformance | null>
  getTopProducts(limit?: number): Promise<AffiliateTopProduct[]>
}

export interface AffiliateClientOptions {
  apiUrl?: string | undefined
  apiKey?: string | undefined
  storeId?: string | undefined
  affiliateId?: string | undefined
  trackingEnabled?: boolean
  trackingScriptUrl?: string | undefined
  timeoutMs?: number
  fetch?: FetchLike
  clock?: Clock
  logger: IntegrationLogger
}

export const AFFILIATE_REQUIRED = {
  apiUrl: 'AFFILIATE_API_URL',
  apiKey: 'AFFILIATE_API_KEY',
  storeId: 'AFFILIATE_STORE_ID',
  affiliateId: 'AFFILIATE_ID',
} as const

const id = z.union([z.string().min(1), z.number()]).transform(String)
const num = z.coerce.number().refine(Number.isFinite)
const rawProgram = z.object({
  id,
  name: z.string(),
  commission_rate: num.nullish(),
  cookie_days: z.number().int().nullish(),
  status: z.string().nullish(),
})
const rawPerformance = z.object({
  clicks: num.default(0),
  conversions: num.default(0),
  revenue: num.default(0),
  commission: num.default(0),
  conversion_rate: num.nullish(),
  daily: z.array(z.object({ date: z.string(), clicks: num.default(0), conversions: num.default(0), commission: num.default(0) })).default([]),
})
const rawTopProduct = z.object({
  product_id: id,
  name: z.string().nullish(),
  clicks: num.default(0),
  conversions: num.default(0),
  revenue: num.default(0),
  commission: num.default(0),
})

const isoDate = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined)

export function createAffiliateClient(options: AffiliateClientOptions): AffiliateClient {
  const missing = (Object.keys(AFFILIATE_REQUIRED) as Array<keyof typeof AFFILIATE_REQUIRED>)
    .filter((k) => !options[k])
    .map((k) => AFFILIATE_REQUIRED[k])
  const status: ServiceStatus = {
    id: 'affiliate',
    configured: missing.length === 0,
    missing,
    details: {
      ...(options.apiUrl ? { endpoint: new URL(options.apiUrl).origin } : {}),
      tracking: options.trackingEnabled ?? false,
      trackingScript: Boolean(options.trackingScriptUrl),
    },
  }
  type CreateKey = 'integrations.createAffiliateLinkFailed' | 'integrations.createProgramFailed'
  const failed = (key: CreateKey, statusText: string) => new Error(translate(key, { statusText }))

  if (!status.configured) {
    const notConfigured = translate('integrations.notConfigured', { service: translate('integrations.name.affiliate'), variables: missing.join(', ') })
    return {
      status,
      createAffiliateLink: async () => {
        throw failed('integrations.createAffiliateLinkFailed', notConfigured)
      },
      trackClick: async () => false,
      trackConversion: async () => false,
      listPrograms: async () => [],
      createProgram: async () => {
        throw failed('integrations.createProgramFailed', notConfigured)
      },
      getPerformance: async () => null,
      getTopProducts: async () => [],
    }
  }

  const clock = options.clock ?? systemClock
  const storeId = options.storeId!
  const affiliateId = options.affiliateId!
  const api = createJsonApi({
    integration: 'affiliate',
    baseUrl: options.apiUrl!,
    headers: { authorization: `Bearer ${options.apiKey}` },
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch ?? fetch,
    logger: options.logger,
    cache: createTtlCache<CacheValue>({ max: CACHE_POLICY.shared.max, ttlMs: CACHE_POLICY.shared.ttlMs, clock }),
    cacheTtlMs: CACHE_POLICY.shared.ttlMs,
  })
  const timestamp = () => new Date(clock.now()).toISOString()

  async function track(operation: string, path: string, body: object): Promise<boolean> {
    try {
      await api.write(path, body, z.unknown())
      return true
    } catch (error) {
      options.logger.warn({ integration: 'affiliate', operation, ...describeFailure(error) }, `affiliate ${operation} failed`)
      return false
    }
  }

  async function create<S extends z.ZodType>(operation: string, key: CreateKey, path: string, body: object, schema: S): Promise<z.infer<S>> {
    try {
      return await api.write(path, body, schema)
    } catch (error) {
      options.logger.warn({ integration: 'affiliate', operation, ...describeFailure(error) }, `affiliate ${operation} failed`)
      throw failed(key, statusTextOf(error))
    }
  }

  return {
    status,
    async createAffiliateLink(productId) {
      const reply = await create(
        'createAffiliateLink',
        'integrations.createAffiliateLinkFailed',
        '/affiliate-links',
        { product_id: productId, affiliate_id: affiliateId, store_id: storeId },
        z.object({ affiliate_url: z.url() }),
      )
      return reply.affiliate_url
    },
    trackClick(click) {
      return track('trackClick', '/tracking/click', {
        affiliate_id: affiliateId,
        product_id: click.productId,
        store_id: storeId,
        timestamp: timestamp(),
        ...(click.extras ?? {}),
      })
    },
    trackConversion(conversion) {
      return track('trackConversion', '/tracking/conversion', {
        affiliate_id: affiliateId,
        order_id: conversion.orderId,
        order_value: conversion.orderValue,
        commission_amount: conversion.commissionAmount,
        store_id: storeId,
        timestamp: timestamp(),
      })
    },
    listPrograms() {
      return api.read(
        'listPrograms',
        '/programs',
        { store_id: storeId },
        z.object({ programs: z.array(rawProgram) }),
        (r) =>
          r.programs.map((p) => ({
            id: p.id,
            name: p.name,
            commissionRate: p.commission_rate ?? null,
            cookieDays: p.cookie_days ?? null,
            status: p.status ?? null,
          })),
        [] as AffiliateProgram[],
      )
    },
    async createProgram(program) {
      const reply = await create(
        'createProgram',
        'integrations.createProgramFailed',
        '/programs',
        { name: program.name, commission_rate: program.commissionRate, ...(program.cookieDays ? { cookie_days: program.cookieDays } : {}), store_id: storeId },
        z.object({ program_id: id }),
      )
      api.forget('/programs', { store_id: storeId })
      return { programId: reply.program_id }
    },
    async getPerformance(range = {}) {
      const found = await api.read(
        'getPerformance',
        '/analytics/performance',
        { store_id: storeId, affiliate_id: affiliateId, start_date: isoDate(range.startDate), end_date: isoDate(range.endDate) },
        z.object({ performance: rawPerformance }),
        ({ performance: p }) => [
          {
            clicks: p.clicks,
            conversions: p.conversions,
            revenue: p.revenue,
            commission: p.commission,
            conversionRate: p.conversion_rate ?? (p.clicks > 0 ? p.conversions / p.clicks : 0),
            daily: p.daily,
          },
        ],
        [] as AffiliatePerformance[],
      )
      return found[0] ?? null
    },
    getTopProducts(limit = TOP_PRODUCTS_DEFAULT) {
      const n = Number.isFinite(limit) ? Math.min(100, Math.max(1, Math.trunc(limit))) : TOP_PRODUCTS_DEFAULT
      return api.read(
        'getTopProducts',
        '/analytics/top-products',
        { store_id: storeId, limit: n },
        z.object({ products: z.array(rawTopProduct) }),
        (r) =>
          r.products.map((p) => ({
            productId: p.product_id,
            name: p.name ?? null,
            clicks: p.clicks,
            conversions: p.conversions,
            revenue: p.revenue,
            commission: p.commission,
          })),
        [] as AffiliateTopProduct[],
      )
    },
  }
}
