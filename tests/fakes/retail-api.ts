import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { SAMPLE_PRODUCTS } from '#core/catalog/sample-products.ts'
import { startFakeHttpServer, type FakeHttpServer, type RecordedRequest } from './http-fake.ts'

// A stand-in for the retail product advertising API (PA-API 5). It checks what the real
// service checks before answering: the Signature Version 4 signature, recomputed here by
// hand with node:crypto (independently of the signer library the client uses), the
// access key, the credential scope, the clock skew, the target header and the partner tag.

export const FAKE_RETAIL_CREDENTIALS = {
  accessKey: 'AKIAFAKERETAIL000001',
  secretKey: 'fake-retail-secret/with+symbols=',
  partnerTag: 'styleblueprint-20',
} as const

const SERVICE = 'ProductAdvertisingAPI'
const TARGET_PREFIX = 'com.amazon.paapi5.v1.ProductAdvertisingAPIv1.'
const MAX_SKEW_MS = 5 * 60_000

export interface FakeRetailItem {
  asin: string
  title: string
  brand: string
  /** Major units. */
  price: number
  color: string
  rating: number
  reviews: number
  image: string
}

/** The fake's catalogue: the sample products under made-up ASINs. */
export const FAKE_RETAIL_ITEMS: readonly FakeRetailItem[] = SAMPLE_PRODUCTS.map((p, i) => ({
  asin: `B0FAKE${String(i).padStart(4, '0')}`,
  title: p.name,
  brand: p.brand,
  price: p.price,
  color: p.colors[0] ?? 'Black',
  rating: p.rating,
  reviews: p.reviewCount,
  image: `https://m.media-amazon.test/images/I/${p.id}.jpg`,
}))

export interface FakeRetailApi extends FakeHttpServer {
  /** Requests that passed the signature check, with the operation and parsed body. */
  accepted: Array<{ operation: string; body: Record<string, unknown> }>
  region: string
}

export interface FakeRetailOptions {
  region?: string
  /** The fake's clock for the skew check; defaults to the real one. */
  now?: () => number
}

function paapiError(type: string, code: string, message: string) {
  return { __type: `com.amazon.paapi5#${type}`, Errors: [{ Code: code, Message: message }] }
}

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex')
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest()

/** x-amz-date (YYYYMMDDTHHMMSSZ) to epoch ms, or NaN. */
function parseAmzDate(v: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(v)
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN
}

type Verdict = { ok: true } | { ok: false; status: number; body: unknown }

function verifySignature(req: RecordedRequest, region: string, now: number): Verdict {
  const header = req.headers.authorization
  const amzDate = String(req.headers['x-amz-date'] ?? '')
  if (!header || !amzDate) {
    return {
      ok: false,
      status: 400,
      body: paapiError('IncompleteSignatureException', 'IncompleteSignature', 'The request signature did not include all of the required components.'),
    }
  }
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(header)
  if (!m) {
    return { ok: false, status: 400, body: paapiError('IncompleteSignatureException', 'IncompleteSignature', 'Authorization header is malformed.') }
  }
  const [, accessKey, scopeDate, scopeRegion, scopeService, signedHeaderList, signature] = m as unknown as string[]
  if (accessKey !== FAKE_RETAIL_CREDENTIALS.accessKey) {
    return {
      ok: false,
      status: 401,
      body: paapiError('UnrecognizedClientException', 'UnrecognizedClient', 'The Access Key Id or security token included in the request is invalid.'),
    }
  }
  const signedAt = parseAmzDate(amzDate)
  if (!Number.isFinite(signedAt) || Math.abs(now - signedAt) > MAX_SKEW_MS) {
    return { ok: false, status: 401, body: paapiError('InvalidSignatureException', 'InvalidSignature', 'Signature expired: the request time is too far from the server time.') }
  }
  const signedHeaders = signedHeaderList!.split(';')
  const required = ['content-encoding', 'host', 'x-amz-date', 'x-amz-target']
  if (scopeDate !== amzDate.slice(0, 8) || scopeRegion !== region || scopeService !== SERVICE || required.some((h) => !signedHeaders.includes(h))) {
    return { ok: false, status: 401, body: paapiError('InvalidSignatureException', 'InvalidSignature', 'Credential should be scoped to a valid region and service.') }
  }
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('')
  const canonicalRequest = [req.method, req.path, '', canonicalHeaders, signedHeaderList, sha256Hex(req.body)].join('\n')
  const scope = `${scopeDate}/${region}/${SERVICE}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n')
  const kDate = hmac(`AWS4${FAKE_RETAIL_CREDENTIALS.secretKey}`, scopeDate!)
  const kSigning = hmac(hmac(hmac(kDate, region), SERVICE), 'aws4_request')
  const expected = createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest()
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
    return {
      ok: false,
      status: 401,
      body: paapiError(
        'InvalidSignatureException',
        'InvalidSignature',
        'The request has not been correctly signed. If you are using an AWS SDK, requests are signed for you automatically; otherwise, go to https://webservices.amazon.com/paapi5/documentation/sending-request.html#signing.',
      ),
    }
  }
  return { ok: true }
}

function toPaapiItem(item: FakeRetailItem) {
  return {
    ASIN: item.asin,
    DetailPageURL: `https://www.amazon.com/dp/${item.asin}?tag=${FAKE_RETAIL_CREDENTIALS.partnerTag}&linkCode=ogi&th=1&psc=1`,
    Images: {
      Primary: { Large: { URL: item.image, Height: 500, Width: 400 } },
      Variants: [{ Large: { URL: item.image.replace('.jpg', '-back.jpg'), Height: 500, Width: 400 } }],
    },
    ItemInfo: {
      Title: { DisplayValue: item.title, Label: 'Title', Locale: 'en_US' },
      ByLineInfo: { Brand: { DisplayValue: item.brand, Label: 'Brand', Locale: 'en_US' } },
      ProductInfo: { Color: { DisplayValue: item.color, Label: 'Color', Locale: 'en_US' } },
      Classifications: { ProductGroup: { DisplayValue: 'Apparel', Label: 'ProductGroup', Locale: 'en_US' } },
      Features: { DisplayValues: [`${item.title} in a soft, easy-care fabric`, 'Machine washable'], Label: 'Features', Locale: 'en_US' },
    },
    Offers: {
      Listings: [
        {
          Availability: { Message: 'In Stock.', Type: 'Now' },
          Price: { Amount: item.price, Currency: 'USD', DisplayAmount: `$${item.price.toFixed(2)}` },
        },
      ],
    },
    CustomerReviews: { Count: item.reviews, StarRating: { Value: item.rating } },
  }
}

const GENERIC_WORDS = new Set(['women', 'womens', "women's", 'fashion', 'clothing'])

function search(body: Record<string, unknown>) {
  const words = String(body.Keywords ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !GENERIC_WORDS.has(w))
  const min = typeof body.MinPrice === 'number' ? body.MinPrice : 0
  const max = typeof body.MaxPrice === 'number' ? body.MaxPrice : Number.POSITIVE_INFINITY
  const brand = typeof body.Brand === 'string' ? body.Brand.toLowerCase() : null
  let found = FAKE_RETAIL_ITEMS.filter((item) => {
    const title = item.title.toLowerCase()
    const cents = Math.round(item.price * 100)
    // Singular and plural both match, as a search engine would ('dresses' finds 'Dress').
    const wordHit = words.length === 0 || words.some((w) => title.includes(w.replace(/(es|s)$/, '')))
    return wordHit && cents >= min && cents <= max && (!brand || item.brand.toLowerCase() === brand)
  })
  if (body.SortBy === 'Price:LowToHigh') found = [...found].sort((a, b) => a.price - b.price)
  if (body.SortBy === 'Price:HighToLow') found = [...found].sort((a, b) => b.price - a.price)
  const count = Number(body.ItemCount ?? 10)
  const page = Number(body.ItemPage ?? 1)
  const items = found.slice((page - 1) * count, page * count)
  if (items.length === 0) return { status: 404, body: paapiError('ResourceNotFoundException', 'NoResults', 'No results found for your request.') }
  return {
    status: 200,
    body: {
      SearchResult: {
        Items: items.map(toPaapiItem),
        TotalResultCount: found.length,
        SearchURL: `https://www.amazon.com/s?k=${encodeURIComponent(String(body.Keywords))}`,
      },
    },
  }
}

function getItems(body: Record<string, unknown>) {
  const ids = Array.isArray(body.ItemIds) ? body.ItemIds.map(String) : []
  if (ids.length === 0 || ids.length > 10) {
    return { status: 400, body: paapiError('ValidationException', 'InvalidParameterValue', 'ItemIds must hold 1 to 10 ids.') }
  }
  const found = ids.map((id) => FAKE_RETAIL_ITEMS.find((i) => i.asin === id)).filter((i) => i !== undefined)
  const unknown = ids.filter((id) => !FAKE_RETAIL_ITEMS.some((i) => i.asin === id))
  return {
    status: 200,
    body: {
      ...(found.length ? { ItemsResult: { Items: found.map(toPaapiItem) } } : {}),
      ...(unknown.length
        ? { Errors: unknown.map((id) => ({ __type: 'com.amazon.paapi5#ErrorData', Code: 'InvalidParameterValue', Message: `The ItemId ${id} provided in the request is invalid.` })) }
        : {}),
    },
  }
}

/** Starts the fake retail API on 127.0.0.1 with its own credentials (FAKE_RETAIL_CREDENTIALS). */
export async function startFakeRetailApi(options: FakeRetailOptions = {}): Promise<FakeRetailApi> {
  const region = options.region ?? 'us-east-1'
  const now = options.now ?? Date.now
  const accepted: FakeRetailApi['accepted'] = []
  const server = await startFakeHttpServer(
    (req) => {
      const operation = req.path === '/paapi5/searchitems' ? 'SearchItems' : req.path === '/paapi5/getitems' ? 'GetItems' : null
      if (req.method !== 'POST' || !operation) return { status: 404, body: paapiError('UnknownOperationException', 'UnknownOperation', 'The operation requested is invalid.') }
      const verdict = verifySignature(req, region, now())
      if (!verdict.ok) return verdict
      if (req.headers['x-amz-target'] !== `${TARGET_PREFIX}${operation}` || req.headers['content-encoding'] !== 'amz-1.0') {
        return { status: 400, body: paapiError('ValidationException', 'InvalidParameterValue', 'The x-amz-target or content-encoding header is wrong for this operation.') }
      }
      let body: Record<string, unknown>
      try {
        body = JSON.parse(req.body) as Record<string, unknown>
      } catch {
        return { status: 400, body: paapiError('ValidationException', 'InvalidParameterValue', 'The request body is not valid JSON.') }
      }
      if (body.PartnerTag !== FAKE_RETAIL_CREDENTIALS.partnerTag || body.PartnerType !== 'Associates') {
        return { status: 400, body: paapiError('ValidationException', 'InvalidPartnerTag', 'The partner tag is invalid or not present.') }
      }
      if (body.Marketplace !== 'www.amazon.com') {
        return { status: 400, body: paapiError('ValidationException', 'InvalidParameterValue', 'The value provided in the request for Marketplace is invalid.') }
      }
      accepted.push({ operation, body })
      return operation === 'SearchItems' ? search(body) : getItems(body)
    },
    (failure) =>
      failure === 'throttle'
        ? paapiError('TooManyRequestsException', 'TooManyRequests', 'The request was denied due to request throttling. Please verify the number of requests made per second to the Amazon Product Advertising API.')
        : paapiError('InternalFailureException', 'InternalFailure', 'The request processing has failed because of an unknown error, exception or failure.'),
  )
  return Object.assign(server, { accepted, region })
}
