import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FAKE_RETAIL_CREDENTIALS, FAKE_RETAIL_ITEMS, startFakeRetailApi, type FakeRetailApi } from '#tests/fakes/retail-api.ts'
import { createRetailClient, RETAIL_RESOURCES, type RetailClientOptions } from './retail-client.ts'
import { signPaapiRequest } from './sign-request.ts'

function recordingLogger() {
  const warnings: Array<{ obj: Record<string, unknown>; msg: string }> = []
  return { warnings, warn: (obj: object, msg: string) => void warnings.push({ obj: obj as Record<string, unknown>, msg }) }
}

function manualClock() {
  let t = Date.now()
  return { now: () => t, advance: (ms: number) => void (t += ms) }
}

describe('retail client, not configured', () => {
  it('says which variables are missing and returns empty results without a request', async () => {
    const logger = recordingLogger()
    const client = createRetailClient({ accessKey: 'AKIA', logger, fetch: () => Promise.reject(new Error('no request expected')) })
    expect(client.status).toMatchObject({ id: 'retail', configured: false, missing: ['RETAIL_SECRET_KEY', 'RETAIL_PARTNER_TAG'] })
    expect(await client.searchItems({ keywords: 'wrap dress' })).toEqual([])
    expect(await client.search({ keywords: 'wrap dress' })).toEqual({ items: [], failed: false })
    expect(await client.getItems(['B0FAKE0000'])).toEqual([])
    expect(logger.warnings).toEqual([])
  })
})

describe('signPaapiRequest', () => {
  it('refuses to sign without a secret, with the spec message', async () => {
    await expect(
      signPaapiRequest({ accessKey: 'AKIA', secretKey: '', region: 'us-east-1', host: 'h', path: '/paapi5/searchitems', operation: 'SearchItems', body: '{}', date: new Date() }),
    ).rejects.toThrow('HMAC key data must not be empty - Amazon API credentials not configured')
  })

  it('signs the headers PA-API expects', async () => {
    const headers = await signPaapiRequest({
      ...FAKE_RETAIL_CREDENTIALS,
      region: 'us-east-1',
      host: 'webservices.amazon.com',
      path: '/paapi5/searchitems',
      operation: 'SearchItems',
      body: '{}',
      date: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
    })
    expect(headers['x-amz-date']).toBe('20250102T030405Z')
    expect(headers['x-amz-target']).toBe('com.amazon.paapi5.v1.ProductAdvertisingAPIv1.SearchItems')
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAFAKERETAIL000001\/20250102\/us-east-1\/ProductAdvertisingAPI\/aws4_request, SignedHeaders=content-encoding;content-type;host;x-amz-date;x-amz-target, Signature=[0-9a-f]{64}$/,
    )
  })
})

describe('retail client against the fake PA-API', () => {
  let fake: FakeRetailApi
  let clock: ReturnType<typeof manualClock>
  let logger: ReturnType<typeof recordingLogger>
  let sleeps: number[]

  beforeEach(async () => {
    clock = manualClock()
    logger = recordingLogger()
    sleeps = []
    fake = await startFakeRetailApi({ now: clock.now })
  })
  afterEach(() => fake.close())

  const client = (overrides: Partial<RetailClientOptions> = {}) =>
    createRetailClient({
      ...FAKE_RETAIL_CREDENTIALS,
      endpoint: fake.url,
      clock,
      logger,
      timeoutMs: 500,
      sleep: async (ms) => void sleeps.push(ms),
      ...overrides,
    })

  it('is configured and searches with the spec defaults, signed so the service accepts it', async () => {
    const retail = client()
    expect(retail.status).toMatchObject({ configured: true, missing: [], details: { region: 'us-east-1', marketplace: 'www.amazon.com' } })
    const items = await retail.searchItems({ keywords: 'women wrap dress' })
    expect(fake.accepted).toHaveLength(1)
    expect(fake.accepted[0]).toEqual({
      operation: 'SearchItems',
      body: {
        Keywords: 'women wrap dress',
        SearchIndex: 'Fashion',
        ItemCount: 10,
        ItemPage: 1,
        SortBy: 'Relevance',
        Resources: [...RETAIL_RESOURCES],
        PartnerTag: 'styleblueprint-20',
        PartnerType: 'Associates',
        Marketplace: 'www.amazon.com',
      },
    })
    expect(items.length).toBeGreaterThan(0)
    const wrap = items.find((i) => i.title === 'Belted Wrap Midi Dress')!
    const source = FAKE_RETAIL_ITEMS.find((i) => i.title === 'Belted Wrap Midi Dress')!
    expect(wrap).toEqual({
      asin: source.asin,
      title: 'Belted Wrap Midi Dress',
      brand: 'Maren & Fig',
      price: { amount: 89.99, currency: 'USD', displayAmount: '$89.99' },
      images: { primary: source.image, variants: [source.image.replace('.jpg', '-back.jpg')] },
      rating: { value: source.rating, count: source.reviews },
      availability: 'In Stock.',
      category: 'dresses',
      color: source.color,
      features: ['Belted Wrap Midi Dress in a soft, easy-care fabric', 'Machine washable'],
      description: 'Belted Wrap Midi Dress in a soft, easy-care fabric Machine washable',
      affiliateUrl: expect.stringContaining('tag=styleblueprint-20'),
      detailPageUrl: expect.stringContaining(`/dp/${source.asin}`),
    })
  })

  it('sends price bounds in cents, the brand, page, count and sort, and clamps count and page to 1-10', async () => {
    const items = await client().searchItems({
      keywords: 'dress',
      minPrice: 5000,
      maxPrice: 9000,
      brand: 'Maren & Fig',
      itemCount: 50,
      itemPage: 0,
      sortBy: 'Price:LowToHigh',
      searchIndex: 'Apparel',
    })
    expect(fake.accepted[0]!.body).toMatchObject({ MinPrice: 5000, MaxPrice: 9000, Brand: 'Maren & Fig', ItemCount: 10, ItemPage: 1, SortBy: 'Price:LowToHigh', SearchIndex: 'Apparel' })
    expect(items.map((i) => i.brand)).toEqual(items.map(() => 'Maren & Fig'))
    for (const i of items) expect(i.price!.amount).toBeGreaterThanOrEqual(50)
  })

  it('returns nothing for blank keywords without calling the service', async () => {
    expect(await client().searchItems({ keywords: '   ' })).toEqual([])
    expect(fake.requests).toHaveLength(0)
  })

  it('treats NoResults as an empty answer, not a failure', async () => {
    expect(await client().searchItems({ keywords: 'spacesuit' })).toEqual([])
    expect(logger.warnings).toEqual([])
  })

  it('is rejected with the real error shape when signed with the wrong secret, and logs it', async () => {
    expect(await client({ secretKey: 'not-the-secret' }).searchItems({ keywords: 'dress' })).toEqual([])
    expect(fake.accepted).toHaveLength(0)
    expect(logger.warnings[0]!.obj).toMatchObject({
      integration: 'retail',
      operation: 'SearchItems',
      status: 401,
      body: { __type: 'com.amazon.paapi5#InvalidSignatureException', Errors: [{ Code: 'InvalidSignature' }] },
    })
  })

  it('is rejected for an unknown access key, a wrong region, and a skewed clock', async () => {
    await client({ accessKey: 'AKIAUNKNOWN' }).searchItems({ keywords: 'dress' })
    await client({ region: 'eu-west-1' }).searchItems({ keywords: 'dress' })
    await client({ clock: { now: () => clock.now() - 20 * 60_000 } }).searchItems({ keywords: 'dress' })
    expect(logger.warnings.map((w) => (w.obj.body as { Errors: Array<{ Code: string }> }).Errors[0]!.Code)).toEqual([
      'UnrecognizedClient',
      'InvalidSignature',
      'InvalidSignature',
    ])
    expect(fake.accepted).toHaveLength(0)
  })

  it('fake check: a correctly signed request whose body was changed afterwards is refused', async () => {
    const body = JSON.stringify({ Keywords: 'dress', PartnerTag: 'styleblueprint-20', PartnerType: 'Associates', Marketplace: 'www.amazon.com' })
    const host = new URL(fake.url).host
    const headers = await signPaapiRequest({ ...FAKE_RETAIL_CREDENTIALS, region: 'us-east-1', host, path: '/paapi5/searchitems', operation: 'SearchItems', body, date: new Date(clock.now()) })
    delete headers.host
    const ok = await fetch(`${fake.url}/paapi5/searchitems`, { method: 'POST', headers, body })
    expect(ok.status).toBe(200)
    const tampered = await fetch(`${fake.url}/paapi5/searchitems`, { method: 'POST', headers, body: body.replace('dress', 'coat') })
    expect(tampered.status).toBe(401)
    expect(await tampered.json()).toMatchObject({ Errors: [{ Code: 'InvalidSignature' }] })
    const unsigned = await fetch(`${fake.url}/paapi5/searchitems`, { method: 'POST', body })
    expect(unsigned.status).toBe(400)
  })

  it('retries a throttled (429) call with exponential backoff', async () => {
    fake.failNext('throttle', 2)
    const items = await client().searchItems({ keywords: 'dress' })
    expect(items.length).toBeGreaterThan(0)
    expect(sleeps).toEqual([1000, 2000])
    expect(fake.requests).toHaveLength(3)
    expect(logger.warnings).toEqual([])
  })

  it('gives up after the last retry, logs the throttling and returns nothing', async () => {
    fake.failNext('throttle', 4)
    expect(await client().searchItems({ keywords: 'dress' })).toEqual([])
    expect(sleeps).toEqual([1000, 2000, 4000])
    expect(logger.warnings[0]!.obj).toMatchObject({ status: 429, body: { Errors: [{ Code: 'TooManyRequests' }] } })
  })

  it.each([
    ['server-error', { status: 500 }],
    ['timeout', { error: 'TimeoutError' }],
    ['malformed', { error: 'MalformedResponseError' }],
    ['wrong-shape', { error: 'Error', message: 'SearchItems reply has no SearchResult object' }],
  ] as const)('logs a %s and returns nothing, without retrying', async (failure, logged) => {
    fake.failNext(failure)
    expect(await client({ timeoutMs: 200 }).searchItems({ keywords: 'dress' })).toEqual([])
    expect(fake.requests).toHaveLength(1)
    expect(sleeps).toEqual([])
    expect(logger.warnings[0]!.obj).toMatchObject(logged)
  })

  it('search() tells a failure apart from an empty answer', async () => {
    const retail = client()
    expect(await retail.search({ keywords: 'spacesuit' })).toEqual({ items: [], failed: false })
    fake.failNext('server-error')
    expect(await retail.search({ keywords: 'dress' })).toEqual({ items: [], failed: true })
    const answered = await retail.search({ keywords: 'dress' })
    expect(answered.failed).toBe(false)
    expect(answered.items.length).toBeGreaterThan(0)
  })

  it('caches a search for 15 minutes, but never a failure', async () => {
    const retail = client()
    fake.failNext('server-error')
    expect(await retail.searchItems({ keywords: 'dress' })).toEqual([])
    const first = await retail.searchItems({ keywords: 'dress' })
    expect(first.length).toBeGreaterThan(0)
    clock.advance(15 * 60_000)
    expect(await retail.searchItems({ keywords: 'dress' })).toEqual(first)
    expect(fake.requests).toHaveLength(2)
    clock.advance(1)
    await retail.searchItems({ keywords: 'dress' })
    expect(fake.requests).toHaveLength(3)
  })

  it('gets items by ASIN in the order asked, leaving unknown ones out', async () => {
    const [a, b] = [FAKE_RETAIL_ITEMS[3]!.asin, FAKE_RETAIL_ITEMS[1]!.asin]
    const items = await client().getItems([a, 'B0NOTREAL1', b.toLowerCase()])
    expect(items.map((i) => i.asin)).toEqual([a, b])
    expect(fake.accepted[0]).toMatchObject({ operation: 'GetItems', body: { ItemIds: [a, 'B0NOTREAL1', b], ItemIdType: 'ASIN' } })
  })

  it('asks for at most 10 ids per call', async () => {
    const ids = FAKE_RETAIL_ITEMS.map((i) => i.asin)
    expect(ids.length).toBeGreaterThan(10)
    const items = await client().getItems(ids)
    expect(items).toHaveLength(ids.length)
    expect(fake.accepted.map((r) => (r.body.ItemIds as string[]).length)).toEqual([10, ids.length - 10])
  })

  it('keeps product details for 60 minutes, including those a search brought', async () => {
    const retail = client()
    const found = await retail.searchItems({ keywords: 'dress' })
    await retail.getItems([found[0]!.asin])
    expect(fake.accepted).toHaveLength(1)
    clock.advance(60 * 60_000 + 1)
    await retail.getItems([found[0]!.asin])
    expect(fake.accepted.map((r) => r.operation)).toEqual(['SearchItems', 'GetItems'])
  })

  it('logs a failed GetItems and returns what it already had', async () => {
    fake.failNext('server-error')
    expect(await client().getItems([FAKE_RETAIL_ITEMS[0]!.asin])).toEqual([])
    expect(logger.warnings[0]!.obj).toMatchObject({ operation: 'GetItems', status: 500 })
  })
})

describe('retail client GetItems failures', () => {
  it('logs a GetItems reply of the wrong shape', async () => {
    const fake = await startFakeRetailApi()
    const logger = recordingLogger()
    try {
      fake.failNext('wrong-shape')
      const retail = createRetailClient({ ...FAKE_RETAIL_CREDENTIALS, endpoint: fake.url, logger })
      expect(await retail.getItems([FAKE_RETAIL_ITEMS[0]!.asin])).toEqual([])
      expect(logger.warnings[0]!.obj).toMatchObject({ message: 'GetItems reply has neither ItemsResult nor Errors' })
      expect(await retail.getItems(['B0NOTREAL1'])).toEqual([])
      expect(logger.warnings).toHaveLength(1)
    } finally {
      await fake.close()
    }
  })
})

describe('retail client search cache size', () => {
  it('keeps at most 1000 searches: the oldest is asked again after 1000 newer ones', async () => {
    const asked: string[] = []
    const retail = createRetailClient({
      ...FAKE_RETAIL_CREDENTIALS,
      endpoint: 'http://retail.test',
      logger: recordingLogger(),
      fetch: async (_url, init) => {
        asked.push((JSON.parse(String(init.body)) as { Keywords: string }).Keywords)
        return Response.json({ SearchResult: { Items: [] } })
      },
    })
    for (let i = 0; i <= 1000; i++) await retail.searchItems({ keywords: `query ${i}` })
    expect(asked).toHaveLength(1001)
    await retail.searchItems({ keywords: 'query 1000' })
    expect(asked).toHaveLength(1001)
    await retail.searchItems({ keywords: 'query 0' })
    expect(asked).toHaveLength(1002)
  })
})
