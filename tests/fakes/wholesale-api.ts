import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { CATEGORY_LABELS } from '#core/reference/categories.ts'
import { startFakeHttpServer, type FakeHttpServer, type RecordedRequest } from './http-fake.ts'

// A stand-in for the wholesale marketplace. Like the real one it refuses a request without
// the bearer key and the application token, and a query whose numbers are not numbers.

export const FAKE_WHOLESALE_CREDENTIALS = { apiKey: 'wk_fake_key', appToken: 'wt_fake_app_token' } as const
const TOKEN_HEADER = 'x-faire-app-access-token'

export interface FakeWholesaleProduct {
  id: string
  name: string
  brand: { id: string; name: string }
  wholesale_price_cents: number
  retail_price_cents: number
  description: string
  images: Array<{ url: string }>
  category: string
  minimum_order_quantity: number
}

export const FAKE_WHOLESALE_PRODUCTS: readonly FakeWholesaleProduct[] = SAMPLE_PRODUCTS.map((p, i) => ({
  id: `p_${String(i + 1).padStart(3, '0')}`,
  name: p.name,
  brand: { id: `b_${p.brand.toLowerCase().replace(/[^a-z]+/g, '-')}`, name: p.brand },
  wholesale_price_cents: Math.round(p.price * 50),
  retail_price_cents: Math.round(p.price * 100),
  description: p.description,
  images: [{ url: `https://cdn.wholesale.test/${p.id}.jpg` }],
  category: CATEGORY_LABELS[p.category],
  minimum_order_quantity: 6,
}))

export interface FakeWholesaleApi extends FakeHttpServer {
  orders: Array<{ id: string; items: Array<{ product_id: string; quantity: number }>; status: string; created_at: string }>
  inventorySyncs: unknown[]
}

const err = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } })

function numberParam(req: RecordedRequest, name: string, min: number, max: number): number | undefined | 'bad' {
  const raw = req.query.get(name)
  if (raw === null) return undefined
  const n = Number(raw)
  return Number.isFinite(n) && n >= min && n <= max ? n : 'bad'
}

export async function startFakeWholesaleApi(): Promise<FakeWholesaleApi> {
  const orders: FakeWholesaleApi['orders'] = []
  const inventorySyncs: unknown[] = []
  const server = await startFakeHttpServer(
    (req) => {
      if (req.headers.authorization !== `Bearer ${FAKE_WHOLESALE_CREDENTIALS.apiKey}`) return err(401, 'UNAUTHORIZED', 'Missing or invalid API key.')
      if (req.headers[TOKEN_HEADER] !== FAKE_WHOLESALE_CREDENTIALS.appToken) return err(401, 'UNAUTHORIZED', 'Missing or invalid application access token.')
      if (!String(req.headers.accept ?? '').includes('application/json')) return err(406, 'NOT_ACCEPTABLE', 'This API only answers application/json.')
      if (req.method === 'POST' && !String(req.headers['content-type'] ?? '').startsWith('application/json')) {
        return err(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send application/json.')
      }
      const limit = numberParam(req, 'limit', 1, 100)
      const offset = numberParam(req, 'offset', 0, 1_000_000)
      const minPrice = numberParam(req, 'min_price', 0, 1_000_000)
      const maxPrice = numberParam(req, 'max_price', 0, 1_000_000)
      if ([limit, offset, minPrice, maxPrice].includes('bad')) return err(400, 'INVALID_PARAMETER', 'limit, offset, min_price and max_price must be numbers in range.')
      const filter = (list: readonly FakeWholesaleProduct[], brands: string[] | null, categories: string[] | null) =>
        list.filter((p) => {
          const price = p.wholesale_price_cents / 100
          return (
            (minPrice === undefined || price >= (minPrice as number)) &&
            (maxPrice === undefined || price <= (maxPrice as number)) &&
            (!brands || brands.some((b) => b.toLowerCase() === p.brand.name.toLowerCase() || b === p.brand.id)) &&
            (!categories || categories.some((c) => c.toLowerCase() === p.category.toLowerCase()))
          )
        })
      const split = (name: string) => req.query.get(name)?.split(',').filter(Boolean) ?? null
      const segments = req.path.split('/').filter(Boolean)

      if (req.method === 'GET' && req.path === '/products') {
        const q = req.query.get('q')?.toLowerCase()
        const found = filter(FAKE_WHOLESALE_PRODUCTS, req.query.get('brand') ? [req.query.get('brand')!] : null, req.query.get('category') ? [req.query.get('category')!] : null).filter(
          (p) => !q || p.name.toLowerCase().includes(q),
        )
        const start = (offset as number | undefined) ?? 0
        return { status: 200, body: { products: found.slice(start, start + ((limit as number | undefined) ?? 20)), total: found.length } }
      }
      if (req.method === 'GET' && segments[0] === 'products' && segments.length === 2) {
        const product = FAKE_WHOLESALE_PRODUCTS.find((p) => p.id === segments[1])
        return product ? { status: 200, body: product } : err(404, 'NOT_FOUND', 'No such product.')
      }
      if (req.method === 'GET' && segments[0] === 'brands' && segments.length === 2) {
        const product = FAKE_WHOLESALE_PRODUCTS.find((p) => p.brand.id === segments[1])
        return product
          ? { status: 200, body: { id: product.brand.id, name: product.brand.name, description: `${product.brand.name} makes modern womenswear.`, minimum_order_amount: 100 } }
          : err(404, 'NOT_FOUND', 'No such brand.')
      }
      if (req.method === 'GET' && req.path === '/categories') {
        return { status: 200, body: { categories: Object.entries(CATEGORY_LABELS).map(([id, name]) => ({ id, name, parent_id: null })) } }
      }
      if (req.method === 'GET' && req.path === '/recommendations') {
        const found = filter(FAKE_WHOLESALE_PRODUCTS, split('brands'), split('categories'))
        return { status: 200, body: { products: found.slice(0, (limit as number | undefined) ?? 20) } }
      }
      if (req.method === 'POST' && req.path === '/orders') {
        const body = JSON.parse(req.body) as { items?: Array<{ product_id: string; quantity: number }> }
        if (!body.items?.length || body.items.some((i) => !FAKE_WHOLESALE_PRODUCTS.some((p) => p.id === i.product_id) || !(i.quantity >= 1))) {
          return err(422, 'INVALID_ORDER', 'Every item needs a known product_id and a quantity of at least 1.')
        }
        const order = { id: `bo_${orders.length + 1}`, items: body.items, status: 'NEW', created_at: new Date(0).toISOString() }
        orders.push(order)
        return { status: 201, body: { order_id: order.id } }
      }
      if (req.method === 'GET' && req.path === '/orders') {
        if (limit === undefined || offset === undefined) return err(400, 'INVALID_PARAMETER', 'limit and offset are required.')
        const start = offset as number
        return { status: 200, body: { orders: orders.slice(start, start + (limit as number)).map(withTotal) } }
      }
      if (req.method === 'GET' && segments[0] === 'orders' && segments.length === 2) {
        const order = orders.find((o) => o.id === segments[1])
        return order ? { status: 200, body: withTotal(order) } : err(404, 'NOT_FOUND', 'No such order.')
      }
      if (req.method === 'POST' && req.path === '/sync/inventory') {
        const body = JSON.parse(req.body) as { products?: unknown[] }
        if (!Array.isArray(body.products)) return err(400, 'INVALID_PARAMETER', 'products must be a list.')
        inventorySyncs.push(body.products)
        return { status: 200, body: { synced: body.products.length } }
      }
      return err(404, 'NOT_FOUND', `No route for ${req.method} ${req.path}.`)
    },
    (failure) => ({ error: { code: failure === 'throttle' ? 'RATE_LIMITED' : 'INTERNAL', message: 'Scripted failure.' } }),
  )
  function withTotal(order: FakeWholesaleApi['orders'][number]) {
    const total = order.items.reduce((sum, i) => sum + (FAKE_WHOLESALE_PRODUCTS.find((p) => p.id === i.product_id)!.wholesale_price_cents * i.quantity) / 100, 0)
    return { ...order, total }
  }
  return Object.assign(server, { orders, inventorySyncs })
}
