import { startFakeHttpServer, type FakeHttpServer } from './http-fake.ts'

// A stand-in for the affiliate marketing service. It refuses a missing or wrong bearer key,
// a store or affiliate id that is not ours, and bodies that lack the fields the real
// service requires; performance and top products are computed from what it recorded.

export const FAKE_AFFILIATE_CREDENTIALS = { apiKey: 'ak_fake_key', storeId: 'store-42', affiliateId: 'aff-7' } as const

export interface FakeAffiliateApi extends FakeHttpServer {
  clicks: Array<Record<string, unknown>>
  conversions: Array<Record<string, unknown>>
  programs: Array<{ id: string; name: string; commission_rate: number; cookie_days: number; status: string }>
}

const err = (status: number, code: string, message: string) => ({ status, body: { error: code, message } })
const isIso = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && v.endsWith('Z')

export async function startFakeAffiliateApi(): Promise<FakeAffiliateApi> {
  const clicks: FakeAffiliateApi['clicks'] = []
  const conversions: FakeAffiliateApi['conversions'] = []
  const programs: FakeAffiliateApi['programs'] = [{ id: 'prog-1', name: 'Default', commission_rate: 8, cookie_days: 30, status: 'active' }]
  const { storeId, affiliateId } = FAKE_AFFILIATE_CREDENTIALS

  const server = await startFakeHttpServer(
    (req) => {
      if (req.headers.authorization !== `Bearer ${FAKE_AFFILIATE_CREDENTIALS.apiKey}`) return err(401, 'unauthorized', 'Invalid API key.')
      let body: Record<string, unknown> = {}
      if (req.method === 'POST') {
        if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return err(415, 'unsupported_media_type', 'Send JSON.')
        try {
          body = JSON.parse(req.body) as Record<string, unknown>
        } catch {
          return err(400, 'bad_json', 'Body is not JSON.')
        }
      }
      const store = req.method === 'POST' ? body.store_id : req.query.get('store_id')
      if (store !== storeId) return err(403, 'forbidden', 'Unknown store_id.')

      switch (`${req.method} ${req.path}`) {
        case 'POST /affiliate-links':
          if (body.affiliate_id !== affiliateId || typeof body.product_id !== 'string') return err(422, 'invalid', 'affiliate_id and product_id are required.')
          return { status: 201, body: { affiliate_url: `https://go.affiliate.test/${storeId}/${encodeURIComponent(body.product_id)}?aff=${affiliateId}` } }
        case 'POST /tracking/click':
          if (body.affiliate_id !== affiliateId || typeof body.product_id !== 'string' || !isIso(body.timestamp)) {
            return err(422, 'invalid', 'affiliate_id, product_id and an ISO timestamp are required.')
          }
          clicks.push(body)
          return { status: 202, body: { recorded: true } }
        case 'POST /tracking/conversion':
          if (
            body.affiliate_id !== affiliateId ||
            typeof body.order_id !== 'string' ||
            typeof body.order_value !== 'number' ||
            typeof body.commission_amount !== 'number' ||
            !isIso(body.timestamp)
          ) {
            return err(422, 'invalid', 'affiliate_id, order_id, order_value, commission_amount and timestamp are required.')
          }
          conversions.push(body)
          return { status: 202, body: { recorded: true } }
        case 'GET /programs':
          return { status: 200, body: { programs } }
        case 'POST /programs': {
          if (typeof body.name !== 'string' || typeof body.commission_rate !== 'number') return err(422, 'invalid', 'name and commission_rate are required.')
          const program = {
            id: `prog-${programs.length + 1}`,
            name: body.name,
            commission_rate: body.commission_rate,
            cookie_days: typeof body.cookie_days === 'number' ? body.cookie_days : 30,
            status: 'active',
          }
          programs.push(program)
          return { status: 201, body: { program_id: program.id } }
        }
        case 'GET /analytics/performance': {
          if (req.query.get('affiliate_id') !== affiliateId) return err(403, 'forbidden', 'Unknown affiliate_id.')
          const start = req.query.get('start_date')
          const end = req.query.get('end_date')
          const inRange = (ts: unknown) => {
            const day = String(ts).slice(0, 10)
            return (!start || day >= start) && (!end || day <= end)
          }
          const c = clicks.filter((x) => inRange(x.timestamp))
          const v = conversions.filter((x) => inRange(x.timestamp))
          const revenue = v.reduce((s, x) => s + (x.order_value as number), 0)
          const commission = v.reduce((s, x) => s + (x.commission_amount as number), 0)
          const days = [...new Set([...c, ...v].map((x) => String(x.timestamp).slice(0, 10)))].sort()
          return {
            status: 200,
            body: {
              performance: {
                clicks: c.length,
                conversions: v.length,
                revenue,
                commission,
                conversion_rate: c.length ? v.length / c.length : 0,
                daily: days.map((date) => ({
                  date,
                  clicks: c.filter((x) => String(x.timestamp).startsWith(date)).length,
                  conversions: v.filter((x) => String(x.timestamp).startsWith(date)).length,
                  commission: v.filter((x) => String(x.timestamp).startsWith(date)).reduce((s, x) => s + (x.commission_amount as number), 0),
                })),
              },
            },
          }
        }
        case 'GET /analytics/top-products': {
          const limit = Number(req.query.get('limit'))
          if (!Number.isInteger(limit) || limit < 1) return err(400, 'invalid', 'limit must be a positive integer.')
          const counts = new Map<string, number>()
          for (const x of clicks) counts.set(String(x.product_id), (counts.get(String(x.product_id)) ?? 0) + 1)
          const products = [...counts.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, limit)
            .map(([product_id, n]) => ({ product_id, name: null, clicks: n, conversions: 0, revenue: 0, commission: 0 }))
          return { status: 200, body: { products } }
        }
        default:
          return err(404, 'not_found', `No route for ${req.method} ${req.path}.`)
      }
    },
    (failure) => ({ error: failure === 'throttle' ? 'rate_limited' : 'internal', message: 'Scripted failure.' }),
  )
  return Object.assign(server, { clicks, conversions, programs })
}
