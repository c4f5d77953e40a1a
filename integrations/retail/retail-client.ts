import { z } from 'zod'
import { withPartnerTag } from '#core/integrations/links.ts'
import type { RetailItem } from '#core/integrations/records.ts'
import { SEARCH_ITEM_COUNT } from '#core/integrations/ranking.ts'
import { normaliseCategory } from '#core/reference/categories.ts'
import { CACHE_POLICY, createTtlCache, readThrough, systemClock, type Clock, type TtlCache } from '../cache/ttl-cache.ts'
import {
  describeFailure,
  HttpStatusError,
  realSleep,
  requestJson,
  type FetchLike,
  type IntegrationLogger,
} from '../http/json-request.ts'
import type { ServiceStatus } from '../status.ts'
import { signPaapiRequest } from './sign-request.ts'

/** The resources every call asks for: what a RetailItem is built from. */
export const RETAIL_RESOURCES = [
  'Images.Primary.Large',
  'Images.Variants.Large',
  'ItemInfo.Title',
  'ItemInfo.ByLineInfo',
  'ItemInfo.Features',
  'ItemInfo.ProductInfo',
  'ItemInfo.Classifications',
  'Offers.Listings.Price',
  'Offers.Listings.Availability.Message',
  'CustomerReviews.StarRating',
  'CustomerReviews.Count',
] as const

export const RETAIL_SORTS = ['Relevance', 'Featured', 'NewestArrivals', 'Price:LowToHigh', 'Price:HighToLow', 'AvgCustomerReviews'] as const
export type RetailSort = (typeof RETAIL_SORTS)[number]

export interface RetailSearchParams {
  keywords: string
  /** Default Fashion. */
  searchIndex?: string
  /** 1-10, default 10. */
  itemCount?: number
  /** 1-10, default 1. */
  itemPage?: number
  /** Default Relevance. */
  sortBy?: RetailSort
  /** In cents (the API's lowest currency unit): 2500 is $25.00. */
  minPrice?: number
  maxPrice?: number
  brand?: string
}

/** A search's items, and whether the service failed (so "nothing found" and "no answer" differ). */
export interface RetailSearchOutcome {
  items: RetailItem[]
  /** True when the call failed (logged) and `items` is the empty fallback. */
  failed: boolean
}

/** The retail product advertising API (PA-API 5) as the app uses it. */
export interface RetailClient {
  readonly status: ServiceStatus
  /** Items for a keyword search; empty when not configured or on any failure (logged). */
  searchItems(params: RetailSearchParams): Promise<RetailItem[]>
  /** searchItems, telling a failure apart from an empty answer. Never throws. */
  search(params: RetailSearchParams): Promise<RetailSearchOutcome>
  /** Items by ASIN, in the order asked; unknown ones are left out. Empty when not configured or on failure. */
  getItems(asins: readonly string[]): Promise<RetailItem[]>
}

export interface RetailClientOptions {
  accessKey?: string | undefined
  secretKey?: string | undefined
  partnerTag?: string | undefined
  /** Default https://webservices.amazon.com. */
  endpoint?: string
  /** Default us-east-1. */
  region?: string
  /** Default www.amazon.com. */
  marketplace?: string
  timeoutMs?: number
  /** Retries after a 429 throttling answer, waiting retryBaseMs x 2^n; default 3 and 1000 ms. */
  maxRetries?: number
  retryBaseMs?: number
  fetch?: FetchLike
  sleep?: (ms: number) => Promise<void>
  clock?: Clock
  logger: IntegrationLogger
}

/** The environment variables a working retail client needs, by the option each fills. */
export const RETAIL_REQUIRED = {
  accessKey: 'RETAIL_ACCESS_KEY',
  secretKey: 'RETAIL_SECRET_KEY',
  partnerTag: 'RETAIL_PARTNER_TAG',
} as const

const MAX_IDS_PER_GET = 10

const display = z.object({ DisplayValue: z.string() }).partial()
const image = z.object({ URL: z.string() }).partial()
const images = z.object({ Large: image, Medium: image, Small: image }).partial()
const rawItem = z.object({
  ASIN: z.string().min(1),
  DetailPageURL: z.string().optional(),
  Images: z.object({ Primary: images, Variants: z.array(images) }).partial().optional(),
  ItemInfo: z
    .object({
      Title: display,
      ByLineInfo: z.object({ Brand: display, Manufacturer: display }).partial(),
      Features: z.object({ DisplayValues: z.array(z.string()) }).partial(),
      ProductInfo: z.object({ Color: display }).partial(),
      Classifications: z.object({ ProductGroup: display, Binding: display }).partial(),
    })
    .partial()
    .optional(),
  Offers: z
    .object({
      Listings: z.array(
        z
          .object({
            Price: z.object({ Amount: z.number(), Currency: z.string(), DisplayAmount: z.string() }).partial(),
            Availability: z.object({ Message: z.string() }).partial(),
          })
          .partial(),
      ),
    })
    .partial()
    .optional(),
  CustomerReviews: z
    .object({ Count: z.number(), StarRating: z.object({ Value: z.number() }).partial() })
    .partial()
    .optional(),
})
type RawItem = z.infer<typeof rawItem>

const searchReply = z.object({ SearchResult: z.object({ Items: z.array(z.unknown()).optional() }) })
// When no asked id exists, GetItems answers only Errors; a reply with neither is not PA-API's.
const getReply = z
  .object({ ItemsResult: z.object({ Items: z.array(z.unknown()).optional() }).optional(), Errors: z.array(z.unknown()).optional() })
  .refine((r) => r.ItemsResult !== undefined || r.Errors !== undefined)

function pickImage(set: z.infer<typeof images> | undefined): string | null {
  return set?.Large?.URL ?? set?.Medium?.URL ?? set?.Small?.URL ?? null
}

/** Flattens one PA-API item into the spec's retail item. */
export function mapRetailItem(raw: RawItem, partnerTag: string | undefined, marketplace: string): RetailItem {
  const info = raw.ItemInfo
  const title = info?.Title?.DisplayValue?.trim() || raw.ASIN
  const listing = raw.Offers?.Listings?.[0]
  const price = listing?.Price
  const features = info?.Features?.DisplayValues ?? []
  const productGroup = info?.Classifications?.ProductGroup?.DisplayValue ?? null
  const detailPageUrl = raw.DetailPageURL ?? `https://${marketplace}/dp/${encodeURIComponent(raw.ASIN)}`
  const stars = raw.CustomerReviews?.StarRating?.Value
  return {
    asin: raw.ASIN,
    title,
    brand: info?.ByLineInfo?.Brand?.DisplayValue ?? info?.ByLineInfo?.Manufacturer?.DisplayValue ?? null,
    price:
      price?.Amount !== undefined
        ? {
            amount: price.Amount,
            currency: price.Currency ?? 'USD',
            displayAmount: price.DisplayAmount ?? `${price.Amount.toFixed(2)} ${price.Currency ?? 'USD'}`,
          }
        : null,
    images: {
      primary: pickImage(raw.Images?.Primary),
      variants: (raw.Images?.Variants ?? []).map(pickImage).filter((u): u is string => u !== null),
    },
    rating: stars !== undefined ? { value: stars, count: raw.CustomerReviews?.Count ?? 0 } : null,
    availability: listing?.Availability?.Message ?? null,
    category: normaliseCategory(title) ?? (productGroup ? (normaliseCategory(productGroup) ?? productGroup) : null),
    color: info?.ProductInfo?.Color?.DisplayValue?.trim() || null,
    features,
    // PA-API has no description field; the feature bullets are the closest it gives.
    description: features.join(' '),
    affiliateUrl: withPartnerTag(detailPageUrl, partnerTag),
    detailPageUrl,
  }
}

function mapItems(list: unknown[] | undefined, partnerTag: string | undefined, marketplace: string): RetailItem[] {
  return (list ?? []).flatMap((entry) => {
    const parsed = rawItem.safeParse(entry)
    return parsed.success ? [mapRetailItem(parsed.data, partnerTag, marketplace)] : []
  })
}

function isNoResults(error: unknown): boolean {
  if (!(error instanceof HttpStatusError) || error.status !== 404) return false
  const parsed = z.object({ Errors: z.array(z.object({ Code: z.string() })) }).safeParse(error.body)
  return parsed.success && parsed.data.Errors.some((e) => e.Code === 'NoResults')
}

function clampInt(value: number | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback
  return Math.min(max, Math.max(min, Math.trunc(value)))
}

/** The retail client: real when access key, secret and partner tag are all set; otherwise off, saying which are missing. */
export function createRetailClient(options: RetailClientOptions): RetailClient {
  const missing = (Object.keys(RETAIL_REQUIRED) as Array<keyof typeof RETAIL_REQUIRED>)
    .filter((k) => !options[k])
    .map((k) => RETAIL_REQUIRED[k])
  const endpoint = new URL(options.endpoint ?? 'https://webservices.amazon.com')
  const region = options.region ?? 'us-east-1'
  const marketplace = options.marketplace ?? 'www.amazon.com'
  const status: ServiceStatus = {
    id: 'retail',
    configured: missing.length === 0,
    missing,
    details: { endpoint: endpoint.origin, region, marketplace },
  }
  if (!status.configured) {
    return { status, searchItems: async () => [], search: async () => ({ items: [], failed: false }), getItems: async () => [] }
  }

  const fetchImpl = options.fetch ?? fetch
  const sleep = options.sleep ?? realSleep
  const clock = options.clock ?? systemClock
  const timeoutMs = options.timeoutMs ?? 10_000
  const maxRetries = options.maxRetries ?? 3
  const retryBaseMs = options.retryBaseMs ?? 1000
  // Searches and product details belong to the recommendation service's cache (at most
  // 1000 entries each), not the 2000-entry shared one the marketplace clients use.
  const searches: TtlCache<RetailItem[]> = createTtlCache({ max: CACHE_POLICY.recommendations.max, ttlMs: CACHE_POLICY.retailSearchTtlMs, clock })
  const details: TtlCache<RetailItem> = createTtlCache({ max: CACHE_POLICY.recommendations.max, ttlMs: CACHE_POLICY.productDetailsTtlMs, clock })

  /** One signed call; a 429 is retried with exponential backoff, anything else throws. */
  async function call(operation: 'SearchItems' | 'GetItems', payload: object): Promise<unknown> {
    const path = `/paapi5/${operation.toLowerCase()}`
    const body = JSON.stringify({ ...payload, PartnerTag: options.partnerTag, PartnerType: 'Associates', Marketplace: marketplace })
    for (let attempt = 0; ; attempt++) {
      const headers = await signPaapiRequest({
        accessKey: options.accessKey!,
        secretKey: options.secretKey!,
        region,
        host: endpoint.host,
        path,
        operation,
        body,
        date: new Date(clock.now()),
      })
      // fetch sets Host from the URL itself (the same host[:port] that was signed).
      delete headers.host
      try {
        return await requestJson(fetchImpl, { method: 'POST', url: new URL(path, endpoint).toString(), headers, body, timeoutMs })
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 429 && attempt < maxRetries) {
          await sleep(retryBaseMs * 2 ** attempt)
          continue
        }
        throw error
      }
    }
  }

  async function guarded<T>(what: string, context: object, fallback: T, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      options.logger.warn({ integration: 'retail', operation: what, ...context, ...describeFailure(error) }, `retail ${what} failed`)
      return fallback
    }
  }

  function search(params: RetailSearchParams): Promise<RetailSearchOutcome> {
    const keywords = params.keywords.trim()
    if (!keywords) return Promise.resolve({ items: [], failed: false })
    const payload: Record<string, unknown> = {
      Keywords: keywords,
      SearchIndex: params.searchIndex ?? 'Fashion',
      ItemCount: clampInt(params.itemCount, 1, 10, SEARCH_ITEM_COUNT),
      ItemPage: clampInt(params.itemPage, 1, 10, 1),
      SortBy: params.sortBy ?? 'Relevance',
      Resources: RETAIL_RESOURCES,
    }
    if (params.minPrice !== undefined) payload.MinPrice = Math.max(0, Math.round(params.minPrice))
    if (params.maxPrice !== undefined) payload.MaxPrice = Math.max(0, Math.round(params.maxPrice))
    if (params.brand?.trim()) payload.Brand = params.brand.trim()
    const failedOutcome: RetailSearchOutcome = { items: [], failed: true }
    return guarded('SearchItems', { keywords }, failedOutcome, async () => ({
      failed: false,
      items: await readThrough(searches, JSON.stringify(payload), CACHE_POLICY.retailSearchTtlMs, async () => {
        let raw: unknown
        try {
          raw = await call('SearchItems', payload)
        } catch (error) {
          // PA-API answers a search that finds nothing with 404 NoResults: an answer, not a failure.
          if (isNoResults(error)) return []
          throw error
        }
        const reply = searchReply.safeParse(raw)
        if (!reply.success) throw new Error('SearchItems reply has no SearchResult object')
        const items = mapItems(reply.data.SearchResult?.Items, options.partnerTag, marketplace)
        for (const item of items) details.set(item.asin, item)
        return items
      }),
    }))
  }

  return {
    status,
    searchItems(params) {
      return search(params).then((outcome) => outcome.items)
    },
    search,
    async getItems(asins) {
      const wanted = [...new Set(asins.map((a) => a.trim().toUpperCase()).filter(Boolean))]
      const missingIds = wanted.filter((id) => details.get(id) === undefined)
      for (let i = 0; i < missingIds.length; i += MAX_IDS_PER_GET) {
        const ids = missingIds.slice(i, i + MAX_IDS_PER_GET)
        const items = await guarded('GetItems', { asins: ids }, [] as RetailItem[], async () => {
          const reply = getReply.safeParse(await call('GetItems', { ItemIds: ids, ItemIdType: 'ASIN', Resources: RETAIL_RESOURCES }))
          if (!reply.success) throw new Error('GetItems reply has neither ItemsResult nor Errors')
          return mapItems(reply.data.ItemsResult?.Items, options.partnerTag, marketplace)
        })
        for (const item of items) details.set(item.asin, item)
      }
      return wanted.map((id) => details.get(id)).filter((item): item is RetailItem => item !== undefined)
    },
  }
}
