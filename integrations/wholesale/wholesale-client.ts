import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import type { WholesaleProduct } from '#core/integrations/records.ts'
import { CACHE_POLICY, createTtlCache, systemClock, type CacheValue, type Clock } from '../cache/ttl-cache.ts'
import { createJsonApi } from '../http/json-api.ts'
import { describeFailure, statusTextOf, type FetchLike, type IntegrationLogger } from '../http/json-request.ts'
import type { ServiceStatus } from '../status.ts'

/** The marketplace's application access token travels in this header, beside the bearer key. */
const WHOLESALE_APP_TOKEN_HEADER = 'X-FAIRE-APP-ACCESS-TOKEN'
export const WHOLESALE_ORDER_PAGE = { limit: 20, offset: 0 } as const

export interface WholesaleProductQuery {
  query?: string
  category?: string
  brand?: string
  /** Major units, inclusive. */
  minPrice?: number
  maxPrice?: number
  limit?: number
  offset?: number
}

export interface WholesaleBrand {
  id: string
  name: string
  description: string | null
  /** Major units; null when the brand sets none. */
  minimumOrderAmount: number | null
}

export interface WholesaleCategory {
  id: string
  name: string
  parentId: string | null
}

export interface WholesaleOrderInput {
  items: Array<{ productId: string; quantity: number }>
  notes?: string
}

export interface WholesaleOrder {
  id: string
  status: string
  total: number | null
  items: Array<{ productId: string; quantity: number }>
  createdAt: string | null
}

export interface WholesaleRecommendationQuery {
  categories?: readonly string[]
  brands?: readonly string[]
  minPrice?: number
  maxPrice?: number
  limit?: number
}

export type InventorySyncResult = { synced: true; count: number } | { synced: false; reason: 'disabled' | 'not-configured' | 'failed' }

export interface WholesaleProductPage {
  products: WholesaleProduct[]
  total: number
  failed: boolean
}

/** The wholesale marketplace as the app uses it. Reads return empty on failure (logged); createOrder throws. */
export interface WholesaleClient {
  readonly status: ServiceStatus
  getProducts(query?: WholesaleProductQuery): Promise<{ products: WholesaleProduct[]; total: number }>
  /** getProducts, telling a failed read (`failed`, logged) apart from an empty page. Never throws. */
  browseProducts(query?: WholesaleProductQuery): Promise<WholesaleProductPage>
  getProduct(id: string): Promise<WholesaleProduct | null>
  getBrand(id: string): Promise<WholesaleBrand | null>
  /** Throws "Failed to create order: {status text}". */
  createOrder(order: WholesaleOrderInput): Promise<{ orderId: string }>
  getOrder(id: string): Promise<WholesaleOrder | null>
  listOrders(page?: { limit?: number; offset?: number }): Promise<WholesaleOrder[]>
  getCategories(): Promise<WholesaleCategory[]>
  getRecommendations(query: WholesaleRecommendationQuery): Promise<WholesaleProduct[]>
  /** Pushes stock levels; a no-op unless inventory sync is enabled. */
  syncInventory(products: ReadonlyArray<{ productId: string; quantity: number }>): Promise<InventorySyncResult>
}

export interface WholesaleClientOptions {
  apiUrl?: string | undefined
  apiKey?: string | undefined
  appToken?: string | undefined
  inventorySync?: boolean
  timeoutMs?: number
  fetch?: FetchLike
  clock?: Clock
  logger: IntegrationLogger
}

export const WHOLESALE_REQUIRED = {
  apiUrl: 'WHOLESALE_API_URL',
  apiKey: 'WHOLESALE_API_KEY',
  appToken: 'WHOLESALE_APP_TOKEN',
} as const

const id = z.union([z.string().min(1), z.number()]).transform(String)
const named = z.union([z.string(), z.object({ name: z.string() }).transform((o) => o.name)])
const rawProduct = z.object({
  id,
  name: z.string(),
  brand: named.nullish(),
  brand_name: z.string().nullish(),
  wholesale_price: z.number().nullish(),
  wholesale_price_cents: z.number().int().nullish(),
  retail_price: z.number().nullish(),
  retail_price_cents: z.number().int().nullish(),
  description: z.string().nullish(),
  images: z.array(z.union([z.string(), z.object({ url: z.string() }).transform((o) => o.url)])).nullish(),
  category: named.nullish(),
  minimum_order_quantity: z.number().int().nullish(),
})
type RawProduct = z.infer<typeof rawProduct>

/** One marketplace product in the spec's shape; prices in cents or in units are both accepted. */
export function mapWholesaleProduct(raw: RawProduct): WholesaleProduct {
  return {
    id: raw.id,
    name: raw.name,
    brand: raw.brand ?? raw.brand_name ?? null,
    wholesalePrice: raw.wholesale_price ?? (raw.wholesale_price_cents != null ? raw.wholesale_price_cents / 100 : 0),
    retailPrice: raw.retail_price ?? (raw.retail_price_cents != null ? raw.retail_price_cents / 100 : null),
    description: raw.description?.trim() || null,
    images: raw.images ?? [],
    category: raw.category ?? null,
    minimumOrderQuantity: raw.minimum_order_quantity ?? 1,
  }
}

/** Keeps the products that parse; one odd record should not blank a whole page. */
const productList = z.array(z.unknown()).transform((list) =>
  list.flatMap((p) => {
    const parsed = rawProduct.safeParse(p)
    return parsed.success ? [mapWholesaleProduct(parsed.data)] : []
  }),
)

const rawOrder = z.object({
  id,
  status: z.string().default('unknown'),
  total: z.number().nullish(),
  items: z.array(z.object({ product_id: id, quantity: z.number().int() })).default([]),
  created_at: z.string().nullish(),
})
const mapOrder = (o: z.infer<typeof rawOrder>): WholesaleOrder => ({
  id: o.id,
  status: o.status,
  total: o.total ?? null,
  items: o.items.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
  createdAt: o.created_at ?? null,
})

const clampLimit = (n: number | undefined, fallback: number) =>
  n === undefined || !Number.isFinite(n) ? fallback : Math.min(100, Math.max(1, Math.trunc(n)))
const clampOffset = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? 0 : Math.max(0, Math.trunc(n)))
const joinList = (list: readonly string[] | undefined) => (list?.length ? list.join(',') : undefined)

export function createWholesaleClient(options: WholesaleClientOptions): WholesaleClient {
  const missing = (Object.keys(WHOLESALE_REQUIRED) as Array<keyof typeof WHOLESALE_REQUIRED>)
    .filter((k) => !options[k])
    .map((k) => WHOLESALE_REQUIRED[k])
  const inventorySync = options.inventorySync ?? false
  const status: ServiceStatus = {
    id: 'wholesale',
    configured: missing.length === 0,
    missing,
    details: { ...(options.apiUrl ? { endpoint: new URL(options.apiUrl).origin } : {}), inventorySync },
  }
  const failed = (key: 'integrations.createOrderFailed', statusText: string) => new Error(translate(key, { statusText }))

  if (!status.configured) {
    const notConfigured = translate('integrations.notConfigured', { service: translate('integrations.name.wholesale'), variables: missing.join(', ') })
    return {
      status,
      getProducts: async () => ({ products: [], total: 0 }),
      browseProducts: async () => ({ products: [], total: 0, failed: false }),
      getProduct: async () => null,
      getBrand: async () => null,
      createOrder: async () => {
        throw failed('integrations.createOrderFailed', notConfigured)
      },
      getOrder: async () => null,
      listOrders: async () => [],
      getCategories: async () => [],
      getRecommendations: async () => [],
      syncInventory: async () => ({ synced: false, reason: 'not-configured' }),
    }
  }

  const api = createJsonApi({
    integration: 'wholesale',
    baseUrl: options.apiUrl!,
    headers: { authorization: `Bearer ${options.apiKey}`, [WHOLESALE_APP_TOKEN_HEADER]: options.appToken! },
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch ?? fetch,
    logger: options.logger,
    cache: createTtlCache<CacheValue>({ max: CACHE_POLICY.shared.max, ttlMs: CACHE_POLICY.shared.ttlMs, clock: options.clock ?? systemClock }),
    cacheTtlMs: CACHE_POLICY.shared.ttlMs,
  })
  const enc = encodeURIComponent

  function browseProducts(query: WholesaleProductQuery = {}): Promise<WholesaleProductPage> {
    return api.read(
      'getProducts',
      '/products',
      {
        q: query.query?.trim(),
        category: query.category,
        brand: query.brand,
        min_price: query.minPrice,
        max_price: query.maxPrice,
        limit: clampLimit(query.limit, 20),
        offset: clampOffset(query.offset),
      },
      z.object({ products: productList, total: z.number().int().nonnegative().optional() }),
      (r): WholesaleProductPage => ({ products: r.products, total: r.total ?? r.products.length, failed: false }),
      { products: [], total: 0, failed: true },
    )
  }

  return {
    status,
    async getProducts(query = {}) {
      const { products, total } = await browseProducts(query)
      return { products, total }
    },
    browseProducts,
    async getProduct(productId) {
      const found = await api.read('getProduct', `/products/${enc(productId)}`, {}, rawProduct, (p) => [mapWholesaleProduct(p)], [] as WholesaleProduct[])
      return found[0] ?? null
    },
    async getBrand(brandId) {
      const found = await api.read(
        'getBrand',
        `/brands/${enc(brandId)}`,
        {},
        z.object({ id, name: z.string(), description: z.string().nullish(), minimum_order_amount: z.number().nullish() }),
        (b) => [{ id: b.id, name: b.name, description: b.description ?? null, minimumOrderAmount: b.minimum_order_amount ?? null }],
        [] as WholesaleBrand[],
      )
      return found[0] ?? null
    },
    async createOrder(order) {
      try {
        const reply = await api.write(
          '/orders',
          { items: order.items.map((i) => ({ product_id: i.productId, quantity: i.quantity })), ...(order.notes ? { notes: order.notes } : {}) },
          z.object({ order_id: id }),
        )
        api.forget('/orders', { limit: WHOLESALE_ORDER_PAGE.limit, offset: WHOLESALE_ORDER_PAGE.offset })
        return { orderId: reply.order_id }
      } catch (error) {
        options.logger.warn({ integration: 'wholesale', operation: 'createOrder', ...describeFailure(error) }, 'wholesale createOrder failed')
        throw failed('integrations.createOrderFailed', statusTextOf(error))
      }
    },
    async getOrder(orderId) {
      // Orders change state on the marketplace's side, so they are read fresh every time.
      const found = await api.read('getOrder', `/orders/${enc(orderId)}`, {}, rawOrder, (o) => [mapOrder(o)], [] as WholesaleOrder[], { cache: false })
      return found[0] ?? null
    },
    listOrders(page = {}) {
      return api.read(
        'listOrders',
        '/orders',
        { limit: clampLimit(page.limit, WHOLESALE_ORDER_PAGE.limit), offset: clampOffset(page.offset ?? WHOLESALE_ORDER_PAGE.offset) },
        z.object({ orders: z.array(rawOrder) }),
        (r) => r.orders.map(mapOrder),
        [] as WholesaleOrder[],
        { cache: false },
      )
    },
    getCategories() {
      return api.read(
        'getCategories',
        '/categories',
        {},
        z.object({ categories: z.array(z.object({ id, name: z.string(), parent_id: id.nullish() })) }),
        (r) => r.categories.map((c) => ({ id: c.id, name: c.name, parentId: c.parent_id ?? null })),
        [] as WholesaleCategory[],
      )
    },
    getRecommendations(query) {
      return api.read(
        'getRecommendations',
        '/recommendations',
        {
          categories: joinList(query.categories),
          min_price: query.minPrice,
          max_price: query.maxPrice,
          brands: joinList(query.brands),
          limit: clampLimit(query.limit, 20),
        },
        z.object({ products: productList }),
        (r) => r.products,
        [] as WholesaleProduct[],
      )
    },
    async syncInventory(products) {
      if (!inventorySync) return { synced: false, reason: 'disabled' }
      try {
        const reply = await api.write(
          '/sync/inventory',
          { products: products.map((p) => ({ product_id: p.productId, quantity: p.quantity })) },
          z.object({ synced: z.number().int().nonnegative().optional() }),
        )
        return { synced: true, count: reply.synced ?? products.length }
      } catch (error) {
        options.logger.warn({ integration: 'wholesale', operation: 'syncInventory', ...describeFailure(error) }, 'wholesale syncInventory failed')
        return { synced: false, reason: 'failed' }
      }
    },
  }
}
