import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ImportJobView } from '#core/import/import-job.ts'
import type { ImportRowInput } from '#core/import/import-row.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Dialect } from '#db/database.ts'
import { listRecentAdminActivity } from '#db/repositories/admin-activity-repository.ts'
import { toProduct } from '#db/repositories/products-repository.ts'
import { createImageChecker } from '#integrations/http/image-check.ts'
import { type FakeImageServer, startFakeImageServer } from '#tests/fakes/image-server.ts'
import { browserHeaders, type CookieJar, postJson, signInAdmin, signUpAndVerify } from '#tests/support/accounts.ts'
import { createTestApp, testConfig } from '#tests/support/test-app.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '#tests/support/test-database.ts'
import { createLogger } from '../logger.ts'
import { createProductImport, type ProductImport } from '../services/product-import.ts'

const ENV = { IMAGE_CHECK_ALLOWED_ADDRESSES: '127.0.0.1', IMAGE_CHECK_TIMEOUT_MS: '10000' }

let images: FakeImageServer
beforeAll(async () => {
  images = await startFakeImageServer()
})
afterAll(() => images.close())

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The app with an import service we hold on to (to await its jobs) and a batch size to choose. */
async function start(dialect: Dialect, options: { batchSize?: number; imageTimeoutMs?: number } = {}) {
  const database = await createTestDatabase(dialect)
  const config = testConfig({ ...ENV, ...(options.imageTimeoutMs ? { IMAGE_CHECK_TIMEOUT_MS: String(options.imageTimeoutMs) } : {}) })
  const imports = createProductImport({
    db: database.db,
    jobLeases: database.jobLeases,
    logger: createLogger(testConfig({ LOG_LEVEL: 'silent' })),
    config: config.imports,
    imageChecker: createImageChecker(config.imports.imageCheck),
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
  })
  const t = await createTestApp(dialect, { imports }, ENV, { database })
  const admin = await signInAdmin(t.app, t.config, t.accounts)
  return { ...t, imports, jar: admin.jar }
}

let n = 0
const row = (over: Partial<ImportRowInput> = {}): ImportRowInput => {
  n++
  return {
    productName: `Imported Dress ${n}`,
    affiliateUrl: `https://www.amazon.com/dp/B0IMPORT${String(n).padStart(2, '0')}?tag=sb-20`,
    imageUrl: `${images.url}/images/${n}.jpg`,
    category: 'dresses',
    season: 'summer',
    ...over,
  }
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T
}

async function importAndWait(t: { app: TestApp['app']; config: TestApp['config']; imports: ProductImport; jar: CookieJar }, rows: ImportRowInput[]) {
  const res = await postJson(t.app, t.config, '/api/admin/imports', { rows }, t.jar)
  expect(res.status).toBe(202)
  const { job } = await json<{ job: ImportJobView }>(res)
  await t.imports.settled(job.id)
  const done = await t.app.request(`/api/admin/imports/${job.id}`, { headers: browserHeaders(t.config, t.jar) })
  return (await json<{ job: ImportJobView }>(done)).job
}

const countProducts = async (database: TestDatabase) =>
  Number((await database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('c')).executeTakeFirstOrThrow()).c)

/** A real constraint the test adds: inserting a product named 'Explode' fails, as a disk or constraint error would. */
async function addFailingTrigger(database: TestDatabase, dialect: Dialect) {
  if (dialect === 'sqlite') {
    await sql`create trigger explode before insert on products when new.product_name = 'Explode' begin select raise(abort, 'injected failure'); end`.execute(database.db)
  } else {
    await sql`create function explode() returns trigger language plpgsql as $$ begin if new.product_name = 'Explode' then raise exception 'injected failure'; end if; return new; end $$`.execute(database.db)
    await sql`create trigger explode before insert on products for each row execute function explode()`.execute(database.db)
  }
}
async function dropFailingTrigger(database: TestDatabase, dialect: Dialect) {
  await sql`drop trigger explode${dialect === 'postgres' ? sql` on products` : sql``}`.execute(database.db)
}

describe.each(DIALECTS)('the product import API on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof start>> | undefined
  afterEach(async () => {
    images.release()
    await t?.database.destroy()
    t = undefined
  })

  it('refuses visitors (401) and shoppers (403) on every import and diagnostics route', async () => {
    t = await start(dialect)
    const shopper = await signUpAndVerify(t.app, t.config, 'shopper@example.com')
    for (const [method, path] of [
      ['GET', '/api/admin/imports/template'],
      ['POST', '/api/admin/imports/validate'],
      ['POST', '/api/admin/imports'],
      ['GET', '/api/admin/imports/latest'],
      ['GET', '/api/admin/imports/some-id/events'],
      ['POST', '/api/admin/imports/some-id/stop'],
      ['POST', '/api/admin/imports/product'],
      ['POST', '/api/admin/diagnostics'],
    ] as const) {
      const body = method === 'POST' ? { body: JSON.stringify({ rows: [row()] }) } : {}
      expect((await t.app.request(path, { method, headers: browserHeaders(t.config), ...body })).status, `${method} ${path}`).toBe(401)
      expect((await t.app.request(path, { method, headers: browserHeaders(t.config, shopper.jar), ...body })).status, `${method} ${path}`).toBe(403)
    }
  })

  it('validates every rule on the server with the spec messages', async () => {
    t = await start(dialect)
    const landed = row()
    expect((await importAndWait(t, [landed])).status).toBe('completed')
    const rows = [
      row(),
      row({ productName: '  ' }),
      row({ affiliateUrl: 'https://evil.example/dp/B0X' }),
      row({ imageUrl: 'https://cdn.example.com/picture.svg' }),
      row({ imageUrl: `${images.url}/missing/gone.jpg` }),
      row({ imageUrl: 'http://10.0.0.7/images/internal.jpg' }),
      row({ imageUrl: 'http://169.254.169.254/latest/images/x.jpg' }),
      row({ imageUrl: `${images.url}/redirect?to=${encodeURIComponent('http://127.0.0.2/images/x.jpg')}&f=.jpg` }),
      row({ affiliateUrl: landed.affiliateUrl.replace('?tag=sb-20', '?tag=other') }),
      row({ affiliateUrl: 'https://amzn.to/shared' }),
      row({ affiliateUrl: 'https://amzn.to/shared/' }),
    ]
    const res = await postJson(t.app, t.config, '/api/admin/imports/validate', { rows }, t.jar)
    expect(res.status).toBe(200)
    const { results } = await json<{ results: Array<{ status: string; errors: Array<{ message: string }> }> }>(res)
    expect(results.map((r) => [r.status, r.errors.map((e) => e.message)])).toEqual([
      ['valid', []],
      ['invalid', ['Product name is required']],
      ['invalid', ['Links must point to amazon.com, amzn.to or a.co; IMPORT_AFFILIATE_HOSTS allows more']],
      ['invalid', ['Invalid image URL format']],
      ['invalid', ['Image URL is not accessible']],
      ['invalid', [translate('import.error.imageAddressRefused')]],
      ['invalid', [translate('import.error.imageAddressRefused')]],
      ['invalid', [translate('import.error.imageAddressRefused')]],
      ['invalid', ['This affiliate link is already in the catalogue']],
      ['valid', []],
      ['invalid', ['Same affiliate link as row 10']],
    ])
    // The private addresses were refused before any connection: the fake saw none of them.
    expect(images.requests.some((r) => r.path.includes('internal'))).toBe(false)
  })

  it('refuses a bad body, too many rows and unreadable uploads with clear messages', async () => {
    t = await start(dialect)
    const empty = await postJson(t.app, t.config, '/api/admin/imports/validate', { rows: [] }, t.jar)
    expect(empty.status).toBe(400)
    const tooMany = await postJson(t.app, t.config, '/api/admin/imports', { rows: Array.from({ length: 10_001 }, () => ({ productName: 'a', affiliateUrl: 'b', imageUrl: 'c', category: 'tops', season: 'winter' })) }, t.jar)
    expect(tooMany.status).toBe(400)
    expect(JSON.stringify(await tooMany.json())).toContain('One import takes at most 10000 products.')

    const upload = (name: string, content: string | Uint8Array<ArrayBuffer>) => {
      const form = new FormData()
      form.set('file', new File([content], name))
      const headers = browserHeaders(t!.config, t!.jar)
      delete (headers as Record<string, string>)['content-type']
      return t!.app.request('/api/admin/imports/parse', { method: 'POST', headers, body: form })
    }
    const headerOnly = await upload('p.csv', 'Product Name,Affiliate Link,Image URL\n')
    expect(headerOnly.status).toBe(400)
    expect(await headerOnly.json()).toMatchObject({ error: { message: 'The file has only a header row. Add at least one product below it.' } })
    expect(await (await upload('p.csv', '')).json()).toMatchObject({ error: { message: 'The file is empty. Add a header row and at least one product.' } })
    const big = await upload('p.csv', new Uint8Array(5 * 1024 * 1024 + 10))
    expect(big.status).toBe(413)
    expect(await big.json()).toMatchObject({ error: { message: 'The file is larger than 5 MB. Split it into smaller files.' } })
    const manyRows = await upload('p.csv', `Product Name,Affiliate Link,Image URL\n${'a,https://amzn.to/x,https://x/i.jpg\n'.repeat(10_001)}`)
    expect(manyRows.status).toBe(400)
    expect(await manyRows.json()).toMatchObject({ error: { message: 'The file has 10001 products; one import takes at most 10000. Split it into smaller files.' } })
    const good = await upload('p.csv', 'Product Name,Affiliate Link,Image URL,Category,Season\n"Dress, Navy",https://amzn.to/x,https://x/i.jpg,Tops,Winter\n')
    expect(good.status).toBe(200)
    expect(await good.json()).toMatchObject({ rows: [{ productName: 'Dress, Navy', category: 'tops', season: 'winter' }], changes: [] })
    const changed = await upload('p.csv', 'Product Name,Affiliate Link,Image URL,Category,Season\nCoat,https://amzn.to/y,https://x/j.jpg,Knitwear,All Season\n')
    expect(await changed.json()).toMatchObject({
      rows: [{ category: 'dresses', season: 'spring' }],
      changes: [
        { row: 0, column: 'category', original: 'Knitwear', reason: 'defaulted' },
        { row: 0, column: 'season', original: 'All Season', reason: 'defaulted' },
      ],
    })

    const template = await t.app.request('/api/admin/imports/template', { headers: browserHeaders(t.config, t.jar) })
    expect(template.headers.get('content-disposition')).toContain('attachment')
    expect((await template.text()).split('\r\n')[0]).toBe('Product Name,Affiliate Link,Image URL,Category,Season,Brand,Price,Currency,Colour,Description,Material,Style Tags')
  })

  it('reads the optional columns from an upload, checks each cell on the server, and stores them with the product', async () => {
    t = await start(dialect)
    const upload = (name: string, content: string) => {
      const form = new FormData()
      form.set('file', new File([content], name))
      const headers = browserHeaders(t!.config, t!.jar)
      delete (headers as Record<string, string>)['content-type']
      return t!.app.request('/api/admin/imports/parse', { method: 'POST', headers, body: form })
    }
    const link = (n: number) => `https://www.amazon.com/dp/B0OPTCOL${n}`
    const image = (n: number) => `${images.url}/images/opt-${n}.jpg`
    const csv = [
      'Product Name,Affiliate Link,Image URL,Category,Season,Brand,Price (USD),Currency,Color,Description,Fabric,Tags',
      `Tiered Maxi Dress,${link(1)},${image(1)},Dresses,Summer,Sable & Co,"$1,299.50",,Rust / Cream,"Tiered, airy maxi.","Cotton voile","Boho; festival, Romantic"`,
      `Wool Coat,${link(2)},${image(2)},Outerwear,Winter,Nord,"249,90",eur,Camel,,Wool,classic`,
      `Plain Tee,${link(3)},${image(3)},Tops,Spring,,,,,,,`,
      `Bad Price Skirt,${link(4)},${image(4)},Bottoms,Spring,,forty,dollars,,,,`,
      `Long Brand Bag,${link(5)},${image(5)},Accessories,Autumn,${'B'.repeat(101)},12.345,,,,,${Array.from({ length: 21 }, (_, i) => `t${i}`).join(';')}`,
    ].join('\n')
    const parsed = await upload('optional.csv', csv)
    expect(parsed.status).toBe(200)
    const { rows } = await json<{ rows: ImportRowInput[] }>(parsed)
    expect(rows[0]).toEqual({
      productName: 'Tiered Maxi Dress',
      affiliateUrl: link(1),
      imageUrl: image(1),
      category: 'dresses',
      season: 'summer',
      brand: 'Sable & Co',
      price: '$1,299.50',
      currency: 'USD',
      colour: 'Rust / Cream',
      description: 'Tiered, airy maxi.',
      material: 'Cotton voile',
      styleTags: 'Boho; festival, Romantic',
    })

    const validated = await postJson(t.app, t.config, '/api/admin/imports/validate', { rows }, t.jar)
    const { results } = await json<{ results: Array<{ status: string; errors: Array<{ column: string; message: string }> }> }>(validated)
    expect(results.map((r) => [r.status, r.errors.map((e) => [e.column, e.message])])).toEqual([
      ['valid', []],
      ['valid', []],
      ['valid', []],
      [
        'invalid',
        [
          ['price', 'Price: "forty" is not a price. Enter an amount like 49.99 (a currency symbol or code may go with it).'],
          ['currency', 'Currency: "dollars" is not an ISO 4217 code. Use a 3-letter code like USD, EUR or GBP (empty means USD).'],
        ],
      ],
      [
        'invalid',
        [
          ['brand', 'Brand: at most 100 characters (this one has 101).'],
          ['price', 'Price: "12.345" has more than 2 decimals. Enter an amount like 49.99.'],
          ['styleTags', 'Style Tags: at most 20 tags of up to 40 characters each, separated by commas or semicolons.'],
        ],
      ],
    ])

    const job = await importAndWait(t, rows)
    expect(job).toMatchObject({ status: 'completed', succeededRows: 3 })
    expect(job.result?.failures.map((f) => [f.row, f.reason.split(':')[0]])).toEqual([
      [4, 'Price'],
      [5, 'Brand'],
    ])
    const stored = await t.database.db.selectFrom('products').selectAll().orderBy('product_name').execute()
    const byName = new Map(stored.map((p) => [p.product_name, toProduct(p)]))
    expect(byName.get('Tiered Maxi Dress')).toMatchObject({
      brand: 'Sable & Co',
      price: 1299.5,
      currency: 'USD',
      colors: ['Rust', 'Cream'],
      images: [{ url: image(1), color: 'Rust', isPrimary: true }],
      description: 'Tiered, airy maxi.',
      material: 'Cotton voile',
      styles: ['bohemian', 'romantic'],
      tags: ['festival'],
    })
    expect(byName.get('Wool Coat')).toMatchObject({ brand: 'Nord', price: 249.9, currency: 'EUR', colors: ['Camel'], description: null, material: 'Wool', styles: ['classic'], tags: [] })
    expect(byName.get('Plain Tee')).toMatchObject({ brand: '', price: null, currency: 'USD', colors: ['default'], material: null, styles: [], tags: [] })
  })

  it('imports valid rows with the spec defaults, queues them at priority 2, logs it, and streams progress to the end', async () => {
    t = await start(dialect)
    const longName = `Linen ${'L'.repeat(300)}`
    const rows = [row(), row({ productName: longName, affiliateUrl: 'https://www.amazon.com/Long/dp/B0LONGNAME' }), row({ productName: '' })]
    const job = await importAndWait(t, rows)
    expect(job).toMatchObject({ status: 'completed', totalRows: 3, succeededRows: 2, failedRows: 1 })
    expect(job.result?.alert).toEqual({ tone: 'success', message: 'Successfully imported 2 products! 1 rows were skipped as invalid or already in the catalogue.' })
    expect(job.result?.failures).toEqual([{ row: 3, name: '', reason: 'Product name is required' }])

    const products = await t.database.db.selectFrom('products').selectAll().orderBy('product_name').execute()
    expect(products).toHaveLength(2)
    const long = products.find((p) => p.product_name.startsWith('L'))!
    // Cut to 255 with an ellipsis, and no part of the link shown as a code (decision 044).
    expect(long.product_name).toHaveLength(255)
    expect(long.product_name.endsWith('L…')).toBe(true)
    expect(long.product_name).not.toContain('[')
    const first = products.find((p) => p.product_name === rows[0]!.productName)!
    expect(first).toMatchObject({ category: 'dresses', brand: '', source: 'import' })
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v)
    expect(parse(first.images)).toEqual([{ url: rows[0]!.imageUrl, color: 'default', is_primary: true }])
    expect(parse(first.colors_available)).toEqual(['default'])
    expect(parse(first.tags)).toEqual([])
    expect(parse(first.seasons)).toEqual(['summer'])
    expect(Boolean(first.is_active)).toBe(true)
    const queue = await t.database.db.selectFrom('ai_analysis_queue').selectAll().execute()
    expect(queue.map((q) => [q.status, q.priority]).sort()).toEqual([['pending', 2], ['pending', 2]])
    const log = await listRecentAdminActivity(t.database.db, 10)
    expect(log.find((e) => e.action === 'PRODUCT_IMPORT')?.details).toMatchObject({ jobId: job.id, succeeded: 2, total: 3 })

    // A browser that takes compressed answers still gets the progress stream uncompressed (live).
    const events = await t.app.request(`/api/admin/imports/${job.id}/events`, {
      headers: { ...browserHeaders(t.config, t.jar), 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(events.headers.get('content-type')).toContain('text/event-stream')
    expect(events.headers.get('content-encoding')).toBeNull()
    const text = await events.text()
    expect(text).toContain('event: done')
    expect(text).toContain('Successfully imported 2 products!')
    const latest = await json<{ job: ImportJobView }>(await t.app.request('/api/admin/imports/latest', { headers: browserHeaders(t.config, t.jar) }))
    expect(latest.job.id).toBe(job.id)
    // Importing the same rows again adds nothing: they are duplicates of the catalogue now.
    const again = await importAndWait(t, rows.slice(0, 2))
    expect(again.result?.alert.message).toBe('No valid products to import')
    expect(await countProducts(t.database)).toBe(2)
  })

  it('adds one product through the import rules, queued for AI analysis, with each error on its field', async () => {
    t = await start(dialect)
    const refused = await postJson(
      t.app,
      t.config,
      '/api/admin/imports/product',
      { ...row(), productName: ' ', affiliateUrl: 'https://shop.example.com/p/1', imageUrl: `${images.url}/missing/1.jpg` },
      t.jar,
    )
    expect(refused.status).toBe(400)
    expect((await json<{ error: { code: string; issues: unknown[] } }>(refused)).error).toMatchObject({
      code: 'validation-failed',
      issues: [
        { path: 'productName', message: 'Product name is required' },
        { path: 'affiliateUrl', message: 'Links must point to amazon.com, amzn.to or a.co; IMPORT_AFFILIATE_HOSTS allows more' },
        { path: 'imageUrl', message: 'Image URL is not accessible' },
      ],
    })
    expect(await countProducts(t.database)).toBe(0)

    const tooLong = await postJson(t.app, t.config, '/api/admin/imports/product', { ...row(), brand: 'B'.repeat(120), price: '0' }, t.jar)
    expect((await json<{ error: { issues: unknown[] } }>(tooLong)).error.issues).toEqual([
      { path: 'brand', message: 'Brand: at most 100 characters (this one has 120).' },
      { path: 'price', message: 'Price: "0" must be more than 0.' },
    ])

    const input = {
      ...row({ category: 'tops', season: 'winter' }),
      brand: '  Merino Lab ',
      description: 'A soft merino knit.',
      price: '£89',
      colour: 'Oatmeal',
      material: 'Merino wool',
      styleTags: 'Minimal, capsule',
    }
    const added = await postJson(t.app, t.config, '/api/admin/imports/product', input, t.jar)
    expect(added.status).toBe(201)
    const { product } = await json<{ product: { id: string; name: string } }>(added)
    expect(product.name).toBe(input.productName)
    const stored = await t.database.db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ product_name: input.productName, category: 'tops', brand: 'Merino Lab', description: 'A soft merino knit.', source: 'import' })
    expect(toProduct(stored)).toMatchObject({ price: 89, currency: 'GBP', colors: ['Oatmeal'], material: 'Merino wool', styles: ['minimal'], tags: ['capsule'] })
    const queue = await t.database.db.selectFrom('ai_analysis_queue').selectAll().execute()
    expect(queue.map((q) => [q.product_id, q.status, q.priority])).toEqual([[product.id, 'pending', 2]])
    const log = await listRecentAdminActivity(t.database.db, 10)
    expect(log.find((e) => e.action === 'PRODUCT_CREATE')?.details).toMatchObject({ productId: product.id, name: input.productName })

    // The same link again, spelled differently: already in the catalogue.
    const twice = await postJson(t.app, t.config, '/api/admin/imports/product', { ...input, affiliateUrl: input.affiliateUrl.replace('www.', '').replace('?tag=sb-20', '') }, t.jar)
    expect(twice.status).toBe(400)
    expect((await json<{ error: { issues: unknown[] } }>(twice)).error.issues).toEqual([{ path: 'affiliateUrl', message: 'This affiliate link is already in the catalogue' }])
    expect(await countProducts(t.database)).toBe(1)
  })

  it('takes affiliate links over https only, and stores the host written one way', async () => {
    t = await start(dialect)
    const http = await postJson(t.app, t.config, '/api/admin/imports/product', row({ affiliateUrl: 'http://www.amazon.com/dp/B0HTTP0001' }), t.jar)
    expect(http.status).toBe(400)
    expect((await json<{ error: { issues: unknown[] } }>(http)).error.issues).toEqual([{ path: 'affiliateUrl', message: 'Invalid affiliate URL format' }])
    const checked = await postJson(t.app, t.config, '/api/admin/imports/validate', { rows: [row({ affiliateUrl: 'http://amzn.to/abc' }), row({ affiliateUrl: 'https://www.amazon.com.evil.example./dp/B0EVIL0001' })] }, t.jar)
    const { results } = await json<{ results: Array<{ status: string }> }>(checked)
    expect(results.map((r) => r.status)).toEqual(['invalid', 'invalid'])

    const dotted = await postJson(t.app, t.config, '/api/admin/imports/product', row({ affiliateUrl: 'https://WWW.Amazon.COM./dp/B0DOTTED01?tag=sb-20' }), t.jar)
    expect(dotted.status).toBe(201)
    const stored = await t.database.db.selectFrom('products').select(['affiliate_url', 'affiliate_url_key']).executeTakeFirstOrThrow()
    expect(stored).toEqual({ affiliate_url: 'https://www.amazon.com/dp/B0DOTTED01?tag=sb-20', affiliate_url_key: 'amazon.com/dp/B0DOTTED01' })
    expect(await countProducts(t.database)).toBe(1)
  })

  it('rolls back a whole batch when one of its rows fails, keeps the other batches, and a re-run adds only what is missing', async () => {
    t = await start(dialect, { batchSize: 2 })
    await addFailingTrigger(t.database, dialect)
    const rows = [row(), row(), row({ productName: 'Explode' }), row({ productName: 'Innocent Bystander' }), row(), row()]
    const job = await importAndWait(t, rows)
    expect(job).toMatchObject({ status: 'completed', succeededRows: 4, failedRows: 2 })
    expect(job.result?.alert).toEqual({ tone: 'warning', message: 'Import finished: 4 succeeded, 2 failed. Failed: Explode, Innocent Bystander' })
    const names = (await t.database.db.selectFrom('products').select('product_name').execute()).map((p) => p.product_name)
    expect(names).not.toContain('Innocent Bystander')
    expect(names).toHaveLength(4)
    expect(await t.database.db.selectFrom('ai_analysis_queue').select('id').execute()).toHaveLength(4)

    await dropFailingTrigger(t.database, dialect)
    const rerun = await importAndWait(t, rows)
    expect(rerun).toMatchObject({ status: 'completed', succeededRows: 2 })
    expect(await countProducts(t.database)).toBe(6)
    expect(await t.database.db.selectFrom('ai_analysis_queue').select('id').execute()).toHaveLength(6)
  })

  it('reports all failed with the Full Diagnostic hint when every batch fails', async () => {
    t = await start(dialect, { batchSize: 1 })
    await addFailingTrigger(t.database, dialect)
    const job = await importAndWait(t, [row({ productName: 'Explode' })])
    expect(job.result?.alert).toEqual({ tone: 'error', message: 'All 1 products failed to import. Run Full Diagnostic to check the database.' })
  })

  it('stops between batches when asked, refuses a second import meanwhile, and a second admin sees the job', async () => {
    // The image checks are held mid-validation while the test acts; a long timeout keeps them waiting.
    t = await start(dialect, { imageTimeoutMs: 60_000 })
    const other = await signInAdmin(t.app, t.config, t.accounts, 'second@example.com')
    images.hold()
    const res = await postJson(t.app, t.config, '/api/admin/imports', { rows: [row(), row()] }, t.jar)
    const { job } = await json<{ job: ImportJobView }>(res)
    expect(job.status).toBe('running')
    const second = await postJson(t.app, t.config, '/api/admin/imports', { rows: [row()] }, t.jar)
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({ error: { code: 'conflict', message: 'An import is already running. Wait for it to finish or stop it first.' } })
    const seen = await json<{ job: ImportJobView }>(await t.app.request('/api/admin/imports/latest', { headers: browserHeaders(t.config, other.jar) }))
    expect(seen.job).toMatchObject({ id: job.id, status: 'running' })

    const stop = await postJson(t.app, t.config, `/api/admin/imports/${job.id}/stop`, {}, other.jar)
    expect(await stop.json()).toMatchObject({ job: { cancelRequested: true } })
    images.release()
    await t.imports.settled(job.id)
    const done = (await t.imports.job(job.id))!
    expect(done).toMatchObject({ status: 'stopped', succeededRows: 0 })
    expect(done.result?.alert.message).toBe('The import was stopped before any product was imported.')
    expect(await countProducts(t.database)).toBe(0)
    const missing = await t.app.request('/api/admin/imports/nope', { headers: browserHeaders(t.config, t.jar) })
    expect(missing.status).toBe(404)
  })

  it('runs the six diagnostics against the real database, rolling back its writes', async () => {
    t = await start(dialect)
    const res = await postJson(t.app, t.config, '/api/admin/diagnostics', { product: row() }, t.jar)
    expect(res.status).toBe(200)
    const { checks } = await json<{ checks: Array<{ id: string; status: string; message: string }> }>(res)
    expect(checks.map((c) => [c.id, c.status])).toEqual([
      ['connection', 'success'],
      ['migrations', 'success'],
      ['tables', 'success'],
      ['indexes', 'success'],
      ['write-test', 'success'],
      ['product', 'success'],
    ])
    expect(await countProducts(t.database)).toBe(0)
    expect(await t.database.db.selectFrom('ai_analysis_queue').select('id').execute()).toHaveLength(0)

    const bad = await postJson(t.app, t.config, '/api/admin/diagnostics', { checks: ['product'], product: row({ imageUrl: 'nope' }) }, t.jar)
    expect((await json<{ checks: Array<{ status: string; message: string }> }>(bad)).checks[0]).toMatchObject({ status: 'error', message: expect.stringContaining('Invalid image URL format') })
    await sql`drop index import_jobs_created_idx`.execute(t.database.db)
    const partial = await postJson(t.app, t.config, '/api/admin/diagnostics', { checks: ['indexes'] }, t.jar)
    expect((await json<{ checks: Array<{ status: string; message: string }> }>(partial)).checks[0]).toEqual(
      expect.objectContaining({ status: 'warning', message: 'Missing indexes: import_jobs_created_idx' }),
    )
  })
})
